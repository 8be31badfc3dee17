//! Matchpool's HTTP API: the axum router, its extractors, handlers by area, one error type and
//! the OpenAPI document generated from the handlers.

pub mod cards;
pub mod cluster;
pub mod codes;
pub mod config;
pub mod error;
pub mod extract;
pub mod http_cache;
pub mod listings;
pub mod lookup;
pub mod observability;
pub mod openapi;
pub mod openapi_doc;
pub mod previews;
pub mod public_cache;
pub mod routes;
pub mod security;
pub mod spa;
pub mod state;
pub mod views;

use axum::Router;
use axum::http::StatusCode;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::trace::TraceLayer;
use utoipa::OpenApi;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa_axum::router::OpenApiRouter;
use utoipa_swagger_ui::SwaggerUi;

use codes::ErrorCodes;
pub use config::{AccountsConfig, AnchorSeed, ApiConfig, ClientConfig, Secret};
pub use error::{ApiError, ApiResult};
pub use matchpool_app::accounts::oidc::ProviderConfig as OidcProviderConfig;
pub use state::AppState;

#[derive(OpenApi)]
#[openapi(
    info(title = "Matchpool API", description = "Funding rounds for social-cause projects, matched by quadratic funding."),
    servers((url = "/api")),
    modifiers(&BearerAuth, &ErrorCodes),
    components(schemas(matchpool_domain::project::SocialCause, matchpool_domain::project::Track)),
    tags((name = "auth"), (name = "identities"), (name = "organizations"), (name = "rounds"), (name = "results"), (name = "projects"), (name = "votes"), (name = "donations"), (name = "comments"), (name = "updates"), (name = "verification"), (name = "referrals"), (name = "media"), (name = "admin"), (name = "system"))
)]
struct ApiDoc;

struct BearerAuth;

impl utoipa::Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
    }
}

/// The `/api` routes and the OpenAPI document describing them.
pub fn api(state: &AppState) -> (Router<AppState>, utoipa::openapi::OpenApi) {
    let (router, mut openapi) = OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(routes::media::router(state))
        .merge(routes::projects::router())
        .merge(routes::donations::router())
        .merge(routes::checkouts::router())
        .merge(routes::receipts::router())
        .merge(routes::comments::router())
        .merge(routes::verifications::router())
        .merge(routes::referrals::router())
        .merge(routes::ada::router())
        .merge(routes::ada::dev_router())
        .merge(routes::auth::router())
        .merge(routes::account::router())
        .merge(routes::identities::router())
        .merge(routes::me::router())
        .merge(routes::organizations::router())
        .merge(routes::teams::router())
        .merge(routes::rounds::router())
        .merge(routes::results::router())
        .merge(routes::admin::router())
        .merge(routes::system::router())
        .split_for_parts();
    utoipa::Modify::modify(&openapi::CommonResponses, &mut openapi);
    (router, openapi)
}

/// The whole application: `/api/...`, the OpenAPI document and Swagger UI, and the web app.
pub fn app(state: AppState) -> Router {
    observability::metrics::install();
    let (api, openapi) = api(&state);
    let api = api.fallback(|| async { ApiError::not_found("not_found", "Not found") }).method_not_allowed_fallback(
        || async { ApiError::new(StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed", "Method not allowed") },
    );
    let router = Router::new()
        .merge(SwaggerUi::new("/api/docs").url("/api/openapi.json", openapi))
        .nest(
            "/api",
            api.route_layer(axum::middleware::from_fn_with_state(state.clone(), http_cache::public_reads))
                .route_layer(axum::middleware::from_fn_with_state(state.clone(), security::cross_site::guard))
                .route_layer(axum::middleware::from_fn(observability::metrics::track))
                .layer(http_cache::compression())
                .layer(security::headers::cors(&state.config)),
        )
        .route("/media/{*key}", axum::routing::get(routes::media::serve_file))
        .route("/sitemap.xml", axum::routing::get(previews::sitemap))
        .route("/robots.txt", axum::routing::get(previews::robots))
        .route("/metrics", axum::routing::get(observability::metrics::guarded))
        .fallback(spa::serve);
    layers(router, &state).with_state(state)
}

/// The layers around every answer: a panic becomes the 500 envelope instead of a dropped
/// connection, then the security headers, then request tracing in a span carrying the request
/// id, which the outermost layer picks and puts on the answer.
pub fn layers<S: Clone + Send + Sync + 'static>(router: Router<S>, state: &AppState) -> Router<S> {
    let router = router.layer(CatchPanicLayer::custom(error::panic_response));
    security::headers::apply(router, &state.config)
        .layer(TraceLayer::new_for_http().make_span_with(observability::request_id::span))
        .layer(axum::middleware::from_fn(observability::request_id::layer))
}
