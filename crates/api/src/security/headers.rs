//! What every answer carries so it is safe to serve on the open internet: a content security
//! policy for the web app, no framing, no type sniffing, a strict referrer, HSTS on https, no
//! caching of anything personal, and cross-origin access only for the origins we know.

use axum::Router;
use axum::extract::Request;
use axum::http::header::{self, HeaderName, HeaderValue};
use axum::http::{Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::Response;
use tower_http::cors::{AllowOrigin, CorsLayer};
use tower_http::set_header::SetResponseHeaderLayer;

use crate::config::ApiConfig;

/// Stripe.js and the frames it opens (card fields, 3-D Secure), when card payments are configured.
const STRIPE_SCRIPTS: &str = "https://js.stripe.com https://*.js.stripe.com";
const STRIPE_FRAMES: &str = "https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com";
const STRIPE_CONNECT: &str = "https://api.stripe.com";
/// The video services a project may embed.
const VIDEO_FRAMES: &str = "https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com";

/// The `Content-Security-Policy` of the app: its own scripts only (and, by their hashes, the shell
/// script inlined in `index.html`, `spa::inline_script_hashes`), inline styles (MUI writes its
/// styles at run time), images from anywhere on https (media may live in a bucket), and nobody may
/// frame it.
pub fn content_security_policy(config: &ApiConfig) -> String {
    let stripe = config.client.stripe_publishable_key.as_deref().is_some_and(|key| !key.trim().is_empty());
    let mut script = vec!["'self'".to_owned()];
    script.extend(crate::spa::inline_script_hashes(config.web_dir.as_deref()));
    let mut frame = vec![VIDEO_FRAMES];
    let mut connect = vec!["'self'".to_owned()];
    if stripe {
        script.push(STRIPE_SCRIPTS.to_owned());
        frame.push(STRIPE_FRAMES);
        connect.push(STRIPE_CONNECT.to_owned());
    }
    if let Some(origin) = config.client.error_webhook_url.as_deref().and_then(origin_of) {
        connect.push(origin);
    }
    [
        "default-src 'self'".to_owned(),
        format!("script-src {}", script.join(" ")),
        "style-src 'self' 'unsafe-inline'".to_owned(),
        "img-src 'self' data: blob: https:".to_owned(),
        "font-src 'self' data:".to_owned(),
        format!("connect-src {}", connect.join(" ")),
        format!("frame-src {}", frame.join(" ")),
        "frame-ancestors 'none'".to_owned(),
        "object-src 'none'".to_owned(),
        "base-uri 'self'".to_owned(),
        "form-action 'self'".to_owned(),
    ]
    .join("; ")
}

/// `scheme://host[:port]` of an http(s) address.
fn origin_of(url: &str) -> Option<String> {
    let url = url::Url::parse(url.trim()).ok().filter(|u| matches!(u.scheme(), "http" | "https"))?;
    Some(url.origin().ascii_serialization()).filter(|o| o != "null")
}

/// The origins whose pages may call the API from a browser: the app's own and `cors_origins`.
pub fn allowed_origins(config: &ApiConfig) -> Vec<HeaderValue> {
    let mut origins: Vec<String> = std::iter::once(config.public_url.as_str())
        .chain(config.cors_origins.iter().map(String::as_str))
        .filter_map(origin_of)
        .collect();
    origins.dedup();
    origins.iter().filter_map(|o| HeaderValue::from_str(o).ok()).collect()
}

/// Cross-origin access to `/api` for the allowed origins only; any other origin, `null` included,
/// gets no `Access-Control-Allow-Origin`. Other origins send `Authorization`, never cookies: the
/// session cookies are for the app's own origin (no `Access-Control-Allow-Credentials`).
pub fn cors(config: &ApiConfig) -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::list(allowed_origins(config)))
        .allow_methods([Method::GET, Method::POST, Method::PUT, Method::PATCH, Method::DELETE, Method::OPTIONS])
        .allow_headers([
            header::AUTHORIZATION,
            header::CONTENT_TYPE,
            HeaderName::from_static("current-identity"),
            HeaderName::from_static("idempotency-key"),
        ])
        .expose_headers([header::RETRY_AFTER, crate::observability::request_id::HEADER])
        .max_age(std::time::Duration::from_secs(600))
}

/// Paths whose answers carry new tokens (or session cookies) even without credentials.
const TOKEN_PATHS: [&str; 8] = [
    "/api/auth",
    "/api/auth/register",
    "/api/auth/session",
    "/api/auth/refresh",
    "/api/auth/logout",
    "/api/auth/oidc/callback",
    "/api/auth/oidc/link",
    "/api/auth/oidc/link/confirm",
];

/// `Cache-Control: no-store` on every API answer to a request with credentials and on every
/// token answer, so no browser or shared cache keeps personal data; `Retry-After` on any 429
/// that lacks one.
async fn api_answers(request: Request, next: Next) -> Response {
    let private = request.headers().contains_key(header::AUTHORIZATION)
        || crate::security::cookies::carries_session(request.headers())
        || (request.method() == Method::POST && TOKEN_PATHS.contains(&request.uri().path().trim_end_matches('/')));
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    if private {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if response.status() == StatusCode::TOO_MANY_REQUESTS && !response.headers().contains_key(header::RETRY_AFTER) {
        response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("60"));
    }
    response
}

/// The layers of every answer, around the whole application.
pub fn apply<S: Clone + Send + Sync + 'static>(router: Router<S>, config: &ApiConfig) -> Router<S> {
    let csp = HeaderValue::from_str(&content_security_policy(config))
        .unwrap_or(HeaderValue::from_static("default-src 'self'; frame-ancestors 'none'"));
    let mut router = router
        .layer(middleware::from_fn(api_answers))
        .layer(SetResponseHeaderLayer::if_not_present(header::CONTENT_SECURITY_POLICY, csp))
        .layer(SetResponseHeaderLayer::overriding(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")))
        .layer(SetResponseHeaderLayer::overriding(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        ));
    if config.public_url.starts_with("https://") {
        router = router.layer(SetResponseHeaderLayer::overriding(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000"),
        ));
    }
    router
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A web build of one `index.html`.
    fn web_build(index: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("mp-csp-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("index.html"), index).unwrap();
        dir
    }

    #[test]
    fn the_policy_names_stripe_only_when_configured() {
        let mut config = ApiConfig::for_development("http://localhost:8080");
        config.web_dir = Some(web_build("<html></html>"));
        let plain = content_security_policy(&config);
        assert!(plain.contains("script-src 'self';"), "{plain}");
        assert!(!plain.contains("stripe") && !plain.contains("unsafe-eval"), "{plain}");
        assert!(plain.contains("frame-ancestors 'none'"), "{plain}");
        config.client.stripe_publishable_key = Some("pk_test_1".into());
        config.client.error_webhook_url = Some("https://hooks.example.org/errors?x=1".into());
        let stripe = content_security_policy(&config);
        assert!(stripe.contains("script-src 'self' https://js.stripe.com"), "{stripe}");
        assert!(stripe.contains("connect-src 'self' https://api.stripe.com https://hooks.example.org;"), "{stripe}");
    }

    #[test]
    fn the_shell_script_of_the_web_build_is_allowed_by_its_hash_and_nothing_else_inline() {
        let mut config = ApiConfig::for_development("http://localhost:8080");
        config.web_dir = Some(web_build("<head><script>alert(1)</script></head>"));
        let policy = content_security_policy(&config);
        assert!(
            policy.contains("script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=';"),
            "{policy}"
        );
        assert!(!policy.split("; ").any(|part| part.starts_with("script-src") && part.contains("unsafe")), "{policy}");
    }

    #[test]
    fn only_the_app_and_configured_origins_are_allowed() {
        let mut config = ApiConfig::for_development("https://matchpool.example.org/");
        config.cors_origins = vec!["https://fund.example.org".into(), "null".into(), "javascript:x".into()];
        let origins: Vec<_> = allowed_origins(&config).iter().map(|v| v.to_str().unwrap().to_owned()).collect();
        assert_eq!(origins, ["https://matchpool.example.org", "https://fund.example.org"]);
    }
}
