//! The operators' view of donations: every donation, filtered, and refunds.

use std::collections::HashMap;

use axum::extract::State;
use matchpool_domain::donation::Donation;
use matchpool_domain::{DonationId, DonationState, FieldError, Move, ProjectId, RoundId, UserId};
use matchpool_store::donations::Filter;
use serde::{Deserialize, Serialize};

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Id, Operator, QueryMap};
use crate::state::AppState;
use crate::views::donation::{DonationView, donation_view};

/// A donation as operators see it: with its donor (named even when anonymous to the public) and
/// project.
#[derive(Serialize, utoipa::ToSchema)]
pub struct AdminDonationView {
    #[serde(flatten)]
    pub donation: DonationView,
    pub donor_name: String,
    pub project_title: String,
    /// Whether it can be refunded now (settled or disputed).
    pub refundable: bool,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AdminDonationPage {
    pub results: Vec<AdminDonationView>,
    pub total: u64,
    pub page: u64,
    pub limit: u64,
}

fn filter(query: &QueryMap) -> ApiResult<Filter> {
    fn id<T: std::str::FromStr>(query: &QueryMap, key: &str) -> ApiResult<Option<T>> {
        query.filter(key).map(|raw| raw.parse().map_err(|_| ApiError::field(key, FieldError::Invalid))).transpose()
    }
    let state = query
        .filter("state")
        .map(|raw| DonationState::parse(raw).ok_or_else(|| ApiError::field("state", FieldError::Invalid)));
    Ok(Filter {
        project: id::<ProjectId>(query, "project_id")?,
        round: id::<RoundId>(query, "round_id")?,
        state: state.transpose()?,
    })
}

async fn views(state: &AppState, rows: &[Donation]) -> ApiResult<Vec<AdminDonationView>> {
    let donors: HashMap<UserId, _> =
        matchpool_store::users::find_many(&state.db, rows.iter().map(|d| d.donor).collect())
            .await?
            .into_iter()
            .map(|u| (u.id, u))
            .collect();
    let titles: HashMap<ProjectId, String> =
        matchpool_store::projects::find_many(&state.db, rows.iter().map(|d| d.project).collect())
            .await?
            .into_iter()
            .map(|p| (p.id, p.title))
            .collect();
    Ok(rows
        .iter()
        .map(|d| {
            let donor = donors.get(&d.donor);
            AdminDonationView {
                donation: donation_view(d, donor),
                donor_name: donor.map(|u| format!("{} {}", u.first_name, u.last_name)).unwrap_or_default(),
                project_title: titles.get(&d.project).cloned().unwrap_or_default(),
                refundable: Move::Refund.from().contains(&d.state),
            }
        })
        .collect())
}

/// Every donation, newest first; `project_id`, `round_id` and `state` filter.
#[utoipa::path(get, path = "/admin/donations", tag = "admin",
    params(("project_id" = Option<Uuid>, Query), ("round_id" = Option<Uuid>, Query), ("state" = Option<String>, Query), ("page" = Option<u64>, Query), ("limit" = Option<u64>, Query)),
    security(("bearer" = [])),
    responses((status = 200, body = AdminDonationPage), (status = 403, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn list_donations(
    State(state): State<AppState>,
    _: Operator,
    query: QueryMap,
) -> ApiResult<axum::Json<AdminDonationPage>> {
    let (filter, paging) = (filter(&query)?, query.paging());
    let (rows, total) = matchpool_store::donations::search(&state.db, &filter, paging.offset(), paging.limit).await?;
    Ok(axum::Json(AdminDonationPage {
        results: views(&state, &rows).await?,
        total,
        page: paging.page,
        limit: paging.limit,
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RefundRequest {
    /// Why, for the donor and the ledger.
    reason: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Refunded {
    pub donation: AdminDonationView,
    pub message: String,
}

/// Refund a settled (or disputed) donation: a card payment through the provider; ADA is recorded
/// as refunded and returned by the operator by hand. It stops counting for totals, estimates,
/// standings and impact points; a round already frozen keeps its published results.
#[utoipa::path(post, path = "/admin/donations/{id}/refund", tag = "admin", params(("id" = Uuid, Path)), request_body = RefundRequest,
    security(("bearer" = [])),
    responses((status = 200, body = Refunded), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`donation.not_refundable`", body = crate::error::ErrorBody),
        (status = 422, description = "`payment.refund_refused`", body = crate::error::ErrorBody),
        (status = 502, description = "`payment.unavailable`", body = crate::error::ErrorBody)))]
pub async fn refund(
    State(state): State<AppState>,
    Operator(operator): Operator,
    Id(id): Id<DonationId>,
    ApiJson(body): ApiJson<RefundRequest>,
) -> ApiResult<axum::Json<Refunded>> {
    let donation = matchpool_app::donations::refund(&state, operator.user.id, id, body.reason).await?;
    let message = match donation.rail {
        matchpool_domain::Rail::Card => "The card payment was refunded.",
        matchpool_domain::Rail::Ada => "Recorded as refunded. Send the ADA back to the donor's wallet yourself.",
    };
    let view = views(&state, std::slice::from_ref(&donation)).await?.remove(0);
    Ok(axum::Json(Refunded { donation: view, message: message.to_owned() }))
}
