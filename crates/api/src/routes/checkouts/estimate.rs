use axum::Json;
use axum::extract::State;
use matchpool_domain::Currency;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::items::{ItemBody, parse};
use crate::error::ApiResult;
use crate::extract::{ApiJson, MaybeAuth};
use crate::state::AppState;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct EstimateCartBody {
    items: Option<Vec<ItemBody>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ProjectEstimate {
    pub project_id: Uuid,
    pub estimate_cents: i64,
}

/// The match a cart adds, all gifts together.
#[derive(Serialize, utoipa::ToSchema)]
pub struct CartEstimateView {
    /// The total change of the cart's projects' matches, in USD and cents.
    pub estimate_usd: f64,
    pub estimate_cents: i64,
    /// Each project's change, in the cart's order.
    pub projects: Vec<ProjectEstimate>,
    /// Pairwise and cocm rounds: an approximation.
    pub approximate: bool,
}

/// Estimate the additional match a whole cart adds (each gift with its vote), computed in one
/// pass of the round's estimator: the gifts share one pool, so this is not the sum of single
/// estimates. A visitor counts as a new unverified supporter.
#[utoipa::path(post, path = "/checkouts/estimate", tag = "donations", request_body = EstimateCartBody,
    responses((status = 200, body = CartEstimateView), (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`checkout.voting_closed`", body = crate::error::ErrorBody),
        (status = 422, description = "`checkout.empty`, `checkout.too_many_items`, `checkout.duplicate_project`, `checkout.mixed_rounds`, `donation.invalid_amount`, `estimate.unsupported_currency`", body = crate::error::ErrorBody)))]
pub async fn estimate_cart(
    State(state): State<AppState>,
    auth: MaybeAuth,
    ApiJson(body): ApiJson<EstimateCartBody>,
) -> ApiResult<Json<CartEstimateView>> {
    let items = parse(body.items, Currency::Usd)?;
    let person = auth.0.as_ref().map(|a| a.user.id.into());
    let estimate = matchpool_app::checkouts::estimate(&state, person, &items).await?;
    Ok(Json(CartEstimateView {
        estimate_usd: estimate.delta_cents as f64 / 100.0,
        estimate_cents: estimate.delta_cents,
        projects: items
            .iter()
            .zip(&estimate.per_project)
            .map(|(item, cents)| ProjectEstimate { project_id: item.project.uuid(), estimate_cents: *cents })
            .collect(),
        approximate: estimate.approximate,
    }))
}
