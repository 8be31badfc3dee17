//! A round's frozen results (DESIGN §4.8): per-project lines and totals, the same as CSV and JSON
//! downloads, and the audit pack anyone can recompute with `matchpool qf verify`. Public from the
//! results date; operators see them as soon as they are frozen.

use axum::extract::{Path, State};
use axum::response::Response;
use chrono::Utc;
use matchpool_domain::round::Round;
use matchpool_store::results::Summary;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::error::{ApiError, ApiResult};
use crate::extract::{Auth, MaybeAuth};
use crate::lookup::attachment;
use crate::lookup::find_round as find;
use crate::state::AppState;
use crate::views::proof::ProofView;
use crate::views::results::{self, ResultsView};
use matchpool_app::matching::{DonorProof, donor_proof};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_results))
        .routes(routes!(download_csv))
        .routes(routes!(download_json))
        .routes(routes!(audit_pack))
        .routes(routes!(my_proof))
}

/// A round's results: every project's line, the best paid first, and the totals with the
/// algorithm, version, parameters and input hash they were computed with.
#[utoipa::path(get, path = "/rounds/{id}/results", tag = "results", params(("id" = uuid::Uuid, Path)),
    responses((status = 200, body = ResultsView),
        (status = 404, description = "`round.not_found`, `results.not_published` (before the results date, except for operators), `results.not_frozen`", body = crate::error::ErrorBody)))]
pub async fn get_results(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
) -> ApiResult<(axum::Extension<matchpool_app::changes::Shows>, axum::Json<ResultsView>)> {
    let (round, summary) = published(&state, &auth, &id).await?;
    // Frozen results change only with a global write (a new freeze); a refund touches the round.
    let shows = crate::http_cache::showing([matchpool_app::changes::Key::Round(round.id)]);
    Ok((shows, axum::Json(load(&state, &round, &summary).await?)))
}

/// The results as a CSV file (amounts in cents).
#[utoipa::path(get, path = "/rounds/{id}/results.csv", tag = "results", params(("id" = uuid::Uuid, Path)),
    responses((status = 200, content_type = "text/csv", body = String,
            description = "`project_id,title,supporters,donations_cents,raw_match,uncapped_cents,cap_cents,match_cents,capped`"),
        (status = 404, body = crate::error::ErrorBody)))]
pub async fn download_csv(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (round, summary) = published(&state, &auth, &id).await?;
    let view = load(&state, &round, &summary).await?;
    let bytes = results::csv(&view).map_err(anyhow::Error::from)?;
    Ok(attachment("text/csv; charset=utf-8", &file_name(&round, "results.csv"), bytes))
}

/// The results as a JSON file, the same document as `GET /rounds/{id}/results`.
#[utoipa::path(get, path = "/rounds/{id}/results.json", tag = "results", params(("id" = uuid::Uuid, Path)),
    responses((status = 200, body = ResultsView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn download_json(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let (round, summary) = published(&state, &auth, &id).await?;
    let view = load(&state, &round, &summary).await?;
    let bytes = serde_json::to_vec_pretty(&view).map_err(anyhow::Error::from)?;
    Ok(attachment("application/json", &file_name(&round, "results.json"), bytes))
}

/// The audit pack (matching.md §13) as a zip: the anonymized inputs, round.json and the results.
/// `matchpool qf verify <zip>` recomputes them.
#[utoipa::path(get, path = "/rounds/{id}/audit-pack", tag = "results", params(("id" = uuid::Uuid, Path)),
    responses((status = 200, content_type = "application/zip", body = Vec<u8>), (status = 404, body = crate::error::ErrorBody)))]
pub async fn audit_pack(State(state): State<AppState>, auth: MaybeAuth, Path(id): Path<String>) -> ApiResult<Response> {
    let (round, _) = published(&state, &auth, &id).await?;
    let zip = matchpool_store::results::audit_pack(&state.db, round.id).await?.ok_or_else(not_frozen)?;
    Ok(attachment("application/zip", &file_name(&round, "audit-pack.zip"), zip))
}

/// The caller's inclusion proof for a frozen round (docs/PROOFS.md §4): their pseudonym in the
/// round, their contribution rows and the Merkle paths that lead them to the root of the round's
/// published audit pack. Only the caller's own rows: nobody can ask for another person's proof.
/// Available when the results are (from the results date; operators as soon as frozen).
#[utoipa::path(get, path = "/me/rounds/{id}/proof", tag = "results", params(("id" = uuid::Uuid, Path)),
    security(("bearer" = [])),
    responses((status = 200, body = ProofView),
        (status = 401, body = crate::error::ErrorBody),
        (status = 404, description = "`round.not_found`, `results.not_published`, `results.not_frozen`, `proof.no_rows` (the caller has no counted row in the round)", body = crate::error::ErrorBody)))]
pub async fn my_proof(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<ProofView>> {
    let round = find(&state, &id).await?;
    if !auth.user.is_operator && Utc::now() < round.results_at {
        return Err(not_published());
    }
    match donor_proof(&state.app, round.id, auth.user.id).await? {
        DonorProof::Proof(proof) => Ok(axum::Json(proof.into())),
        DonorProof::NotFrozen => Err(not_frozen()),
        DonorProof::NoRows => {
            Err(ApiError::not_found("proof.no_rows", "You have no counted contribution in this round."))
        }
    }
}

/// The round and its results, if the caller may see them: everyone from the results date,
/// operators as soon as they are frozen. Before the results date others learn nothing, not even
/// whether the round is frozen.
async fn published(state: &AppState, auth: &MaybeAuth, id: &str) -> ApiResult<(Round, Summary)> {
    let round = find(state, id).await?;
    let operator = auth.0.as_ref().is_some_and(|a| a.user.is_operator);
    if !operator && Utc::now() < round.results_at {
        return Err(not_published());
    }
    let summary = matchpool_store::results::summary(&state.db, round.id).await?.ok_or_else(not_frozen)?;
    Ok((round, summary))
}

async fn load(state: &AppState, round: &Round, summary: &Summary) -> ApiResult<ResultsView> {
    let rows = matchpool_store::results::projects(&state.db, round.id).await?;
    let titles = matchpool_store::results::titles_in_round(&state.db, round.id).await?;
    Ok(results::frozen(round, summary, rows, &titles))
}

fn not_published() -> ApiError {
    ApiError::not_found("results.not_published", "The results of this round are not published yet.")
}

fn not_frozen() -> ApiError {
    ApiError::not_found("results.not_frozen", "The results of this round have not been computed yet.")
}

fn file_name(round: &Round, what: &str) -> String {
    format!("matchpool-round-{}-{what}", round.number)
}
