//! PDF receipts of settled donations and the donor's yearly statements (PDF or CSV), in the
//! donor's language or the one `?lng=` names. Authenticated downloads: the web app fetches them
//! with the person's token.

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Response;
use matchpool_app::receipts::{self, Format};
use matchpool_domain::{DonationId, FieldError, Language};

use crate::error::{ApiError, ApiResult};
use crate::extract::{Auth, Id, QueryMap};
use crate::lookup::attachment;
use crate::state::AppState;
use utoipa_axum::{router::OpenApiRouter, routes};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(receipt)).routes(routes!(statement))
}

/// `?lng=` when given (422 when it is not one of the seven), else the person's language.
fn language(auth: &Auth, query: &QueryMap) -> ApiResult<Language> {
    match query.filter("lng") {
        Some(code) => Language::parse(code).ok_or_else(|| ApiError::field("lng", FieldError::Invalid)),
        None => Ok(auth.user.language),
    }
}

/// The PDF receipt of one of the person's settled donations.
#[utoipa::path(get, path = "/donations/{id}/receipt.pdf", tag = "donations",
    params(("id" = uuid::Uuid, Path), ("lng" = Option<String>, Query, description = "en, ar, es, fr, ja, ko or zh-CN")),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/pdf", body = Vec<u8>, description = "`Content-Disposition: attachment; filename=\"receipt-{id}.pdf\"`"),
        (status = 401, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, body = crate::error::ErrorBody, description = "`receipt.not_settled`"),
        (status = 422, body = crate::error::ErrorBody), (status = 503, body = crate::error::ErrorBody, description = "`receipt.unavailable`: no fonts")))]
pub async fn receipt(
    State(state): State<AppState>,
    auth: Auth,
    Id(id): Id<DonationId>,
    query: QueryMap,
) -> ApiResult<Response> {
    let language = language(&auth, &query)?;
    let file = receipts::receipt(&state, &auth.user, id, language).await?;
    Ok(attachment(file.content_type, &file.file_name, file.bytes))
}

/// The person's statement of a calendar year (UTC): every settled donation and the totals per
/// currency; `?format=csv` for the CSV (a header row, one row per donation).
#[utoipa::path(get, path = "/me/statements/{year}", tag = "donations",
    params(("year" = i32, Path), ("format" = Option<String>, Query, description = "`pdf` (default) or `csv`"),
        ("lng" = Option<String>, Query, description = "en, ar, es, fr, ja, ko or zh-CN")),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/pdf", body = Vec<u8>, description = "`statement-{year}.pdf`, or `text/csv` `statement-{year}.csv`"),
        (status = 401, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody, description = "`statement.year_invalid`, or a bad `format` or `lng`"),
        (status = 503, body = crate::error::ErrorBody)))]
pub async fn statement(
    State(state): State<AppState>,
    auth: Auth,
    Path(year): Path<String>,
    query: QueryMap,
) -> ApiResult<Response> {
    let year: i32 = year.parse().map_err(|_| {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "statement.year_invalid", "The year must be a year like 2026.")
    })?;
    let format = match query.filter("format") {
        None | Some("pdf") => Format::Pdf,
        Some("csv") => Format::Csv,
        Some(_) => return Err(ApiError::field("format", FieldError::Invalid)),
    };
    let language = language(&auth, &query)?;
    let file = receipts::statement(&state, &auth.user, year, language, format).await?;
    Ok(attachment(file.content_type, &file.file_name, file.bytes))
}
