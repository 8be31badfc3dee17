//! Operators and a round's matching: live standings during voting, and freezing on demand.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use chrono::Utc;

use crate::error::{ApiError, ApiResult};
use crate::extract::Operator;
use crate::lookup::find_round as find;
use crate::state::AppState;
use crate::views::results::{self, ResultsView};
use matchpool_app::matching::{Freeze, compute_now, freeze_round};

/// Live standings: the round's results as they would be if voting ended now, computed from the
/// current votes and settled donations. For operators only, at any time.
#[utoipa::path(get, path = "/admin/rounds/{id}/standings", tag = "admin", params(("id" = uuid::Uuid, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = ResultsView), (status = 403, description = "`auth.operator_required`", body = crate::error::ErrorBody),
        (status = 404, description = "`round.not_found`", body = crate::error::ErrorBody)))]
pub async fn standings(
    State(state): State<AppState>,
    _: Operator,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<ResultsView>> {
    let round = find(&state, &id).await?;
    let now = Utc::now();
    let computed = compute_now(&state, &round, now).await?;
    let titles = matchpool_store::results::titles_in_round(&state.db, round.id).await?;
    Ok(axum::Json(results::live(&round, computed, now, &titles)))
}

/// Freeze the round now instead of waiting for the background task: only once voting has ended.
/// 201 when this call froze it, 200 with the existing results when it was frozen already.
#[utoipa::path(post, path = "/admin/rounds/{id}/freeze", tag = "admin", params(("id" = uuid::Uuid, Path)),
    security(("bearer" = [])),
    responses((status = 201, body = ResultsView, description = "Frozen by this call"), (status = 200, body = ResultsView, description = "Already frozen"),
        (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`results.voting_open`", body = crate::error::ErrorBody)))]
pub async fn freeze(
    State(state): State<AppState>,
    _: Operator,
    Path(id): Path<String>,
) -> ApiResult<(StatusCode, axum::Json<ResultsView>)> {
    let round = find(&state, &id).await?;
    let (status, summary) = match freeze_round(&state, &round, Utc::now()).await? {
        Freeze::Frozen(summary) => (StatusCode::CREATED, summary),
        Freeze::AlreadyFrozen(summary) => (StatusCode::OK, summary),
        Freeze::VotingOpen => {
            return Err(ApiError::conflict(
                "results.voting_open",
                "Voting is still open: a round is frozen once its voting has ended.",
            ));
        }
    };
    let rows = matchpool_store::results::projects(&state.db, round.id).await?;
    let titles = matchpool_store::results::titles_in_round(&state.db, round.id).await?;
    Ok((status, axum::Json(results::frozen(&round, &summary, rows, &titles))))
}
