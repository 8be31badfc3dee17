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
use crate::views::results::{self, AnchorCheckView, ResultsView};
use axum::http::StatusCode;
use matchpool_app::matching::{CodeProof, DonorProof, anchor, donor_proof};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_results))
        .routes(routes!(download_csv))
        .routes(routes!(download_json))
        .routes(routes!(audit_pack))
        .routes(routes!(my_proof))
        .routes(routes!(proof_by_code))
        .routes(routes!(anchor_check))
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

/// The round's anchor checked against the chain now (docs/PROOFS.md §6c): whether the Cardano
/// transaction its results name commits to exactly the round, the root its results publish and
/// the hash of the audit pack it serves. The web checker shows this beside a donor's proof.
#[utoipa::path(get, path = "/rounds/{id}/anchor", tag = "results", params(("id" = uuid::Uuid, Path)),
    responses((status = 200, body = AnchorCheckView),
        (status = 404, description = "`round.not_found`, `results.not_published`, `results.not_frozen`, `anchor.none` (the results are not anchored)", body = crate::error::ErrorBody)))]
pub async fn anchor_check(
    State(state): State<AppState>,
    auth: MaybeAuth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<AnchorCheckView>> {
    let (round, summary) = published(&state, &auth, &id).await?;
    let no_anchor = || ApiError::not_found("anchor.none", "The results of this round are not anchored on chain.");
    let anchor_record = summary.anchor().ok_or_else(no_anchor)?;
    let commitment = anchor::published_commitment(&state.app, &round, &summary).await?.ok_or_else(no_anchor)?;
    let check = anchor::check_anchor(state.chain.as_ref(), &anchor_record.tx_id, &commitment).await;
    Ok(axum::Json(AnchorCheckView::of(anchor_record, &commitment, check)))
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
    proof_answer(donor_proof(&state.app, round.id, auth.user.id).await?)
}

/// The inclusion proof a donor's inclusion code opens (docs/PROOFS.md §6b): the rows of the
/// code's pseudonym in its round and their paths to the published root, the same document as
/// `GET /me/rounds/{id}/proof`. No sign-in: the code is the donor's to share. It names nobody,
/// and a code cannot be guessed or made from another (its check is an HMAC under the server key).
#[utoipa::path(get, path = "/proofs/{code}", tag = "results",
    params(("code" = String, Path, description = "An inclusion code: `<round number>-<16 hex digits>-<20 hex digits>`")),
    responses((status = 200, body = ProofView),
        (status = 404, description = "`proof.unknown_code` (no round has this code), `results.not_published`, `results.not_frozen`, `proof.no_rows`", body = crate::error::ErrorBody),
        (status = 422, description = "`proof.malformed_code`: the text is not an inclusion code", body = crate::error::ErrorBody)))]
pub async fn proof_by_code(
    State(state): State<AppState>,
    Path(code): Path<String>,
) -> ApiResult<axum::Json<ProofView>> {
    match matchpool_app::matching::proof_by_code(&state.app, &code, Utc::now()).await? {
        CodeProof::Found(found) => proof_answer(found),
        CodeProof::NotPublished => Err(not_published()),
        CodeProof::Unknown => Err(ApiError::not_found("proof.unknown_code", "No round has this inclusion code.")),
        CodeProof::Malformed => Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "proof.malformed_code",
            "This is not an inclusion code (`<round number>-<16 hex digits>-<20 hex digits>`).",
        )),
    }
}

fn proof_answer(found: DonorProof) -> ApiResult<axum::Json<ProofView>> {
    match found {
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
