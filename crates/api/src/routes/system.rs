//! Health and the web app's public configuration.

use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::config::ClientConfig;
use crate::observability::readiness::Readiness;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(health)).routes(routes!(ready)).routes(routes!(client_config))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Health {
    pub status: &'static str,
    pub database: &'static str,
}

/// Liveness with a database check: 503 when the database does not answer.
#[utoipa::path(get, path = "/health", tag = "system", responses((status = 200, body = Health), (status = 503, body = Health)))]
pub async fn health(State(state): State<AppState>) -> (StatusCode, axum::Json<Health>) {
    if matchpool_store::ping(&state.db).await {
        (StatusCode::OK, axum::Json(Health { status: "ok", database: "ok" }))
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, axum::Json(Health { status: "degraded", database: "unreachable" }))
    }
}

/// Readiness: the database, the migrations and the providers, each checked with a timeout; 503
/// when one fails, so a load balancer holds traffic back.
#[utoipa::path(get, path = "/ready", tag = "system", responses((status = 200, body = Readiness), (status = 503, body = Readiness)))]
pub async fn ready(State(state): State<AppState>) -> (StatusCode, axum::Json<Readiness>) {
    let readiness = crate::observability::readiness::readiness(&state).await;
    let status = if readiness.status == "ready" { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    (status, axum::Json(readiness))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct PublicConfig {
    #[serde(flatten)]
    pub client: ClientConfig,
    pub public_url: String,
    /// The platform's ADA payout address (crypto donations may pay it when a project has none).
    pub payout_address: Option<String>,
    /// The Cardano network ADA donations are made on: `mainnet`, `preprod` or `preview`.
    pub cardano_network: &'static str,
    /// The platform runs on the development ledger: the web app offers the "Matchpool test
    /// wallet" (`/dev/wallet`), whose ADA is test money.
    pub test_wallet: bool,
    /// Upload limits, for messages before a file is sent.
    pub media_max_bytes: u64,
    pub media_max_files: usize,
    /// The origins (`https://host[:port]`) of the other apps allowed to use the hosted sign-in
    /// (`redirect_allowlist`): the email confirmation page offers the way back only to these.
    pub client_apps: Vec<String>,
    /// The card fee, in basis points of the amount (500: 5 %), added on top and rounded half up to
    /// the cent (DESIGN §3); a form shows it before the server charges it.
    pub card_fee_bps: i64,
    /// The social-cause keys a project may choose from (platform-spec §3), in the spec's order.
    pub social_causes: Vec<matchpool_domain::project::SocialCause>,
}

/// Links and keys the web app needs (sister apps, FAQ, social profiles, error webhook).
#[utoipa::path(get, path = "/config", tag = "system", responses((status = 200, body = PublicConfig)))]
pub async fn client_config(
    State(state): State<AppState>,
) -> (axum::Extension<matchpool_app::changes::Shows>, axum::Json<PublicConfig>) {
    // The settings of this instance: no write changes them.
    let config = axum::Json(PublicConfig {
        client: state.config.client.clone(),
        public_url: state.config.public_url.clone(),
        payout_address: state.config.payout_address.clone(),
        cardano_network: state.chain.network().name(),
        test_wallet: state.dev_ledger.is_some(),
        media_max_bytes: state.config.media_max_bytes,
        media_max_files: state.config.media_max_files,
        client_apps: client_apps(&state.config.redirect_allowlist),
        card_fee_bps: matchpool_domain::money::CARD_FEE_BPS,
        social_causes: matchpool_domain::project::SocialCause::ALL.to_vec(),
    });
    (crate::http_cache::showing([]), config)
}

/// The distinct origins of the allow-listed return addresses, in their order.
fn client_apps(allowlist: &[String]) -> Vec<String> {
    let mut origins: Vec<String> = Vec::new();
    for entry in allowlist {
        let Ok(url) = url::Url::parse(entry) else { continue };
        let origin = url.origin();
        if origin.is_tuple() && !origins.contains(&origin.ascii_serialization()) {
            origins.push(origin.ascii_serialization());
        }
    }
    origins
}
