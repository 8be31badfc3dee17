use std::collections::HashMap;

use axum::extract::{Path, State};
use matchpool_domain::{DonationId, DonationState, Move, ProjectId, Rail, UserId};
use serde::Serialize;

use crate::error::{ApiError, ApiResult};
use crate::extract::{Auth, Id, MaybeAuth, QueryMap};
use crate::state::AppState;
use crate::views::donation::{Confirming, DonationDetail, DonationView, donation_view, timeline};
use crate::views::proof::InclusionCodeView;

/// One row of the person's own donations: with how deep a pending ADA donation is, as its page says.
#[derive(Serialize, utoipa::ToSchema)]
pub struct MyDonation {
    #[serde(flatten)]
    pub donation: DonationView,
    /// See `DonationDetail::confirming`: "confirming, `seen` of `needed`", else null.
    pub confirming: Option<Confirming>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct MyDonationPage {
    pub results: Vec<MyDonation>,
    pub total: u64,
    pub page: u64,
    pub limit: u64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct DonationPage {
    pub results: Vec<DonationView>,
    pub total: u64,
    pub page: u64,
    pub limit: u64,
}

async fn donors(state: &AppState, ids: Vec<UserId>) -> ApiResult<HashMap<UserId, matchpool_domain::identity::User>> {
    Ok(matchpool_store::users::find_many(&state.db, ids).await?.into_iter().map(|u| (u.id, u)).collect())
}

/// A project's settled donations, newest first. Anonymous donors are never named, not even to
/// their own project.
#[utoipa::path(get, path = "/projects/{id}/donates", tag = "donations", params(("id" = Uuid, Path), ("page" = Option<u64>, Query), ("limit" = Option<u64>, Query)),
    responses((status = 200, body = DonationPage), (status = 404, body = crate::error::ErrorBody)))]
pub async fn project_donations(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
    query: QueryMap,
) -> ApiResult<axum::Json<DonationPage>> {
    let project = crate::lookup::visible_project(&state, auth.0.as_ref(), &id).await?;
    let paging = query.paging();
    let (rows, total) =
        matchpool_store::donations::settled_of_project(&state.db, project.id, paging.offset(), paging.limit).await?;
    let named: Vec<UserId> = rows.iter().filter(|d| !d.anonymous).map(|d| d.donor).collect();
    let people = donors(&state, named).await?;
    let results =
        rows.iter().map(|d| donation_view(d, if d.anonymous { None } else { people.get(&d.donor) })).collect();
    Ok(axum::Json(DonationPage { results, total, page: paging.page, limit: paging.limit }))
}

/// One of the person's donations with its timeline (its status page).
#[utoipa::path(get, path = "/donations/{id}", tag = "donations", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = DonationDetail), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get_donation(
    State(state): State<AppState>,
    auth: Auth,
    Id(id): Id<DonationId>,
) -> ApiResult<axum::Json<DonationDetail>> {
    let donation = matchpool_app::donations::find(&state, id).await?;
    if donation.donor != auth.user.id {
        return Err(ApiError::not_found("donation.not_found", "Donation not found."));
    }
    let steps = matchpool_store::donations::timeline(&state.db, id).await?;
    let project = matchpool_store::projects::find(&state.db, donation.project).await?;
    let round = matchpool_store::rounds::find(&state.db, donation.round).await?;
    Ok(axum::Json(DonationDetail {
        donation: donation_view(&donation, Some(&auth.user)),
        failure_reason: donation.reason.clone(),
        can_cancel: donation.rail == Rail::Card && Move::Cancel.from().contains(&donation.state),
        client_secret: donation.client_secret.clone().filter(|_| donation.state == DonationState::ActionRequired),
        confirming: Confirming::of(&donation, state.settings.chain_confirmations),
        project_title: project.map(|p| p.title).unwrap_or_default(),
        timeline: timeline(&steps),
        inclusion: round.map(|round| InclusionCodeView::of(&state.app, &round, auth.user.id)),
    }))
}

/// The signed-in person's donations, newest first.
#[utoipa::path(get, path = "/me/donations", tag = "donations", params(("page" = Option<u64>, Query), ("limit" = Option<u64>, Query)), security(("bearer" = [])),
    responses((status = 200, body = MyDonationPage), (status = 401, body = crate::error::ErrorBody)))]
pub async fn my_donations(
    State(state): State<AppState>,
    auth: Auth,
    query: QueryMap,
) -> ApiResult<axum::Json<MyDonationPage>> {
    let paging = query.paging();
    let (rows, total) =
        matchpool_store::donations::of_donor(&state.db, auth.user.id, paging.offset(), paging.limit).await?;
    let ids: Vec<ProjectId> = rows.iter().map(|d| d.project).collect();
    let titles: HashMap<ProjectId, String> =
        matchpool_store::projects::find_many(&state.db, ids).await?.into_iter().map(|p| (p.id, p.title)).collect();
    let results = rows
        .iter()
        .map(|d| MyDonation {
            donation: DonationView {
                project_title: titles.get(&d.project).cloned(),
                ..donation_view(d, Some(&auth.user))
            },
            confirming: Confirming::of(d, state.settings.chain_confirmations),
        })
        .collect();
    Ok(axum::Json(MyDonationPage { results, total, page: paging.page, limit: paging.limit }))
}
