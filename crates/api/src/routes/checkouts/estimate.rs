use axum::Json;
use axum::extract::State;
use matchpool_domain::{Currency, ProjectId};
use serde::{Deserialize, Serialize};

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
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    /// What the gift adds to this project's match; never negative (0 for a capped project).
    pub estimate_cents: i64,
    /// The project is paid its matching cap: its total stays the same, the gift takes the place
    /// of part of its match, and that part of the pool goes to the other projects.
    pub capped: bool,
}

/// The match a cart adds, all gifts together.
#[derive(Serialize, utoipa::ToSchema)]
pub struct CartEstimateView {
    /// What the cart adds to its projects' matches together, in USD and cents: the sum of the
    /// projects' figures, so never negative.
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
    let person = auth.0.as_ref().map(|a| a.user.id);
    let estimate = matchpool_app::checkouts::estimate(&state, person, &items).await?;
    // A capped project's match goes down by up to its gift (its total stays the same): it adds
    // nothing, never a negative figure that would lower the cart's total.
    let projects: Vec<ProjectEstimate> = items
        .iter()
        .zip(estimate.per_project.iter().zip(&estimate.capped))
        .map(|(item, (cents, capped))| ProjectEstimate {
            project_id: item.project,
            estimate_cents: (*cents).max(0),
            capped: *capped,
        })
        .collect();
    let total: i64 = projects.iter().map(|p| p.estimate_cents).sum();
    Ok(Json(CartEstimateView {
        estimate_usd: total as f64 / 100.0,
        estimate_cents: total,
        projects,
        approximate: estimate.approximate,
    }))
}
