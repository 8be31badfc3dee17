use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;

/// USD per unit of each currency the platform accepts.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Rates {
    #[serde(rename = "USD")]
    pub usd: f64,
    /// USD per ADA.
    pub lovelace: f64,
    pub fetched_at: DateTime<Utc>,
    pub source: String,
}

/// The exchange rates the server prices donations with.
#[utoipa::path(get, path = "/rates", tag = "donations", responses((status = 200, body = Rates), (status = 502, body = crate::error::ErrorBody)))]
pub async fn rates(State(state): State<AppState>) -> ApiResult<axum::Json<Rates>> {
    let rate = state.rates.ada_usd().await.map_err(|e| {
        tracing::warn!(error = %e, "ADA rate unavailable");
        ApiError::new(
            axum::http::StatusCode::BAD_GATEWAY,
            "rates.unavailable",
            "The exchange rate is not available right now.",
        )
    })?;
    Ok(axum::Json(Rates { usd: 1.0, lovelace: rate.usd(), fetched_at: rate.fetched_at, source: rate.source }))
}
