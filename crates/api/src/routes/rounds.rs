//! Public round endpoints: the current round, the list, and one round.

use axum::extract::{Path, State};
use chrono::Utc;
use matchpool_app::changes::{Key, Shows};
use matchpool_domain::RoundId;
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::error::ApiResult;
use crate::extract::QueryMap;
use crate::http_cache::showing;
use crate::state::AppState;
use crate::views::round::{RoundTotals, RoundView, round_view, schedule};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(current_round)).routes(routes!(list_rounds)).routes(routes!(get_round))
}

/// The current round (DESIGN §2), or `null` when there is none.
#[utoipa::path(get, path = "/rounds", tag = "rounds", responses((status = 200, body = Option<RoundView>)))]
pub async fn current_round(
    State(state): State<AppState>,
) -> ApiResult<(axum::Extension<Shows>, axum::Json<Option<RoundView>>)> {
    let now = Utc::now();
    let rounds = matchpool_store::rounds::all(&state.db).await?;
    let current = matchpool_domain::round::current(&rounds, now, schedule);
    match current {
        Some(r) => {
            let view = round_view(r, RoundTotals::load(&state.db, r.id).await?, now);
            Ok((showing([Key::Round(r.id)]), axum::Json(Some(view))))
        }
        None => Ok((showing([]), axum::Json(None))),
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RoundList {
    pub data: Vec<RoundView>,
    pub total: u64,
}

/// Rounds, `{data, total}`: the current round first (the original client names the first one in
/// its breadcrumb), then the others by number, highest first; `page` and `limit` as everywhere.
#[utoipa::path(get, path = "/rounds/rounds", tag = "rounds", params(("page" = Option<u64>, Query), ("limit" = Option<u64>, Query)),
    responses((status = 200, body = RoundList)))]
pub async fn list_rounds(
    State(state): State<AppState>,
    query: QueryMap,
) -> ApiResult<(axum::Extension<Shows>, axum::Json<RoundList>)> {
    let paging = query.paging();
    let now = Utc::now();
    let all = matchpool_store::rounds::all(&state.db).await?;
    let total = all.len() as u64;
    let rows: Vec<_> = matchpool_domain::round::current_first(all, now, schedule)
        .into_iter()
        .skip(usize::try_from(paging.offset()).unwrap_or(usize::MAX))
        .take(usize::try_from(paging.limit).unwrap_or(usize::MAX))
        .collect();
    let ids: Vec<RoundId> = rows.iter().map(|r| r.id).collect();
    let totals = RoundTotals::load_many(&state.db, &ids).await?;
    let data = rows.iter().map(|r| round_view(r, totals.get(&r.id).copied().unwrap_or_default(), now)).collect();
    Ok((showing(ids.into_iter().map(Key::Round)), axum::Json(RoundList { data, total })))
}

/// One round.
#[utoipa::path(get, path = "/rounds/{id}", tag = "rounds", params(("id" = Uuid, Path)),
    responses((status = 200, body = RoundView), (status = 404, description = "`round.not_found`", body = crate::error::ErrorBody)))]
pub async fn get_round(State(state): State<AppState>, Path(id): Path<String>) -> ApiResult<axum::Json<RoundView>> {
    let round = find(&state, &id).await?;
    Ok(axum::Json(round_view(&round, RoundTotals::load(&state.db, round.id).await?, Utc::now())))
}

pub(crate) use crate::lookup::find_round as find;
