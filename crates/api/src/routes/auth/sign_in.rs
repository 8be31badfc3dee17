use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use matchpool_domain::FieldError;
use matchpool_domain::text::Email;
use serde::{Deserialize, Serialize};

use super::{Issued, issue_tokens};
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, ClientIp, UserAgent};
use crate::security::password;
use crate::state::AppState;
use crate::views::tokens::{SessionChoice, SignedIn};

/// Either credentials, or the address to return to after our hosted sign-in page.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct SignInRequest {
    email: Option<String>,
    password: Option<String>,
    redirect_url: Option<String>,
    #[serde(flatten)]
    delivery: SessionChoice,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct HostedSignIn {
    /// Absolute address of our sign-in page for this session.
    pub auth_url: String,
    pub session: SessionInfo,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct SessionInfo {
    #[schema(value_type = Uuid)]
    pub id: matchpool_domain::HostedSessionId,
    pub redirect_url: String,
    pub expire_at: DateTime<Utc>,
}

/// Sign in with email and password, or start a hosted sign-in that returns to `redirect_url`
/// with a single-use code.
#[utoipa::path(post, path = "/auth", tag = "auth", request_body = SignInRequest,
    responses((status = 200, description = "Tokens for credentials (with `session: \"cookie\"`, cookies and `{session, remember_me, expires_in}`), or `{auth_url, session}` for `redirect_url`", body = SignedIn),
        (status = 401, description = "`auth.invalid_credentials`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation`, `auth.redirect_not_allowed`", body = crate::error::ErrorBody),
        (status = 429, description = "`auth.rate_limited`", body = crate::error::ErrorBody)))]
pub async fn sign_in(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    ApiJson(body): ApiJson<SignInRequest>,
) -> ApiResult<Response> {
    if let Some(redirect_url) = body.redirect_url.as_deref().map(str::trim).filter(|u| !u.is_empty()) {
        return Ok(axum::Json(hosted(&state, redirect_url).await?).into_response());
    }
    let mut errors = matchpool_domain::FieldErrors::new();
    let email = errors.check("email", Email::parse(body.email.as_deref()));
    let password = body.password.unwrap_or_default();
    if password.is_empty() {
        errors.add("password", FieldError::Required);
    }
    let Some(email) = email.filter(|_| errors.is_empty()) else {
        return Err(errors.into());
    };
    state.limiter.check(&ip, email.as_str()).await.map_err(|wait| {
        tracing::warn!(%ip, "sign-in rate limited");
        super::rate_limited(wait)
    })?;
    let user = matchpool_store::users::find_by_email(&state.db, email.as_str()).await?;
    let stored = match &user {
        Some(user) => user.password_hash.clone(),
        None => password::decoy_hash().await?,
    };
    let matches = password::verify(password, stored).await?;
    match user {
        Some(user) if matches => {
            let tokens = issue_tokens(&state, user.id, user_agent).await?;
            Ok(Issued::new(tokens, body.delivery).respond(&state, StatusCode::OK))
        }
        _ => Err(ApiError::unauthorized("auth.invalid_credentials", "The email or password is incorrect.")),
    }
}

async fn hosted(state: &AppState, redirect_url: &str) -> ApiResult<HostedSignIn> {
    if !redirect_allowed(&state.config.public_url, &state.config.redirect_allowlist, redirect_url) {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "auth.redirect_not_allowed",
            "This return address is not allowed.",
        ));
    }
    let session = matchpool_app::accounts::sessions::open_hosted(state, redirect_url.to_owned()).await?;
    Ok(HostedSignIn {
        auth_url: format!("{}/signin?session={}", state.config.public_url, session.id),
        session: SessionInfo { id: session.id, redirect_url: session.redirect_url, expire_at: session.expires_at },
    })
}

/// Whether `candidate` is an absolute http(s) address on our own origin or an allow-listed one.
pub fn redirect_allowed(public_url: &str, allowlist: &[String], candidate: &str) -> bool {
    // The address is stored as given: refuse what the URL parser would silently clean up.
    if candidate.len() > 2048 || candidate.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return false;
    }
    let Ok(url) = url::Url::parse(candidate) else {
        return false;
    };
    if !matches!(url.scheme(), "http" | "https") {
        return false;
    }
    let origin = url.origin().ascii_serialization();
    std::iter::once(public_url)
        .chain(allowlist.iter().map(String::as_str))
        .filter_map(|allowed| url::Url::parse(allowed).ok())
        .any(|allowed| allowed.origin().ascii_serialization() == origin)
}

#[cfg(test)]
mod tests {
    use super::redirect_allowed;

    #[test]
    fn only_our_origin_and_the_allowlist_may_receive_codes() {
        let allow = vec!["https://fund.example.org".to_owned()];
        assert!(redirect_allowed("http://localhost:8080", &allow, "http://localhost:8080/oauth/socious"));
        assert!(redirect_allowed("http://localhost:8080", &allow, "https://fund.example.org/oauth/x?y=1"));
        assert!(!redirect_allowed("http://localhost:8080", &allow, "https://evil.example.org/oauth"));
        assert!(!redirect_allowed("http://localhost:8080", &allow, "https://fund.example.org.evil.io/"));
        assert!(!redirect_allowed("http://localhost:8080", &allow, "javascript:alert(1)"));
        assert!(!redirect_allowed("http://localhost:8080", &allow, "/relative"));
        assert!(!redirect_allowed("http://localhost:8080", &allow, "http://localhost:8080/\0"));
    }
}
