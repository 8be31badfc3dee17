//! `POST /media`: image uploads, checked by their bytes, re-encoded without metadata and stored in
//! the media store; `GET /media/{id}`; and the files themselves under `/media/...`.

use axum::extract::{DefaultBodyLimit, Multipart, Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use hmac::Mac;
use matchpool_app::media::{CheckedFile, Uploader};
use matchpool_domain::MediaId;
use matchpool_store::media::Media;
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::Auth;
use crate::state::AppState;
use crate::views::media::{MediaView, document_signature, document_view, media_view};

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    let limit = (state.config.media_max_bytes as usize).saturating_mul(state.config.media_max_files) + 1024 * 1024;
    OpenApiRouter::new()
        .routes(routes!(upload_media))
        .routes(routes!(upload_document))
        .layer(DefaultBodyLimit::max(limit))
        .routes(routes!(get_media))
        .routes(routes!(serve_document))
}

/// Where identity documents are stored: never served by `/media/...`, only through links signed
/// for their owner and operators.
pub const PRIVATE_PREFIX: &str = "private/";

/// Several files at once.
#[derive(Serialize, utoipa::ToSchema)]
pub struct MediaList {
    pub files: Vec<MediaView>,
}

struct Upload {
    filename: String,
    bytes: Vec<u8>,
}

fn megabytes(bytes: u64) -> String {
    let mb = bytes as f64 / (1024.0 * 1024.0);
    if mb.fract() == 0.0 { format!("{mb:.0}") } else { format!("{mb:.1}") }
}

fn too_large(name: &str, max: u64) -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "media.too_large",
        format!("{name} exceeds the maximum size of {}MB", megabytes(max)),
    )
}

/// Reads every `file` field, enforcing the count and size limits before anything is stored.
async fn read_files(state: &AppState, multipart: &mut Multipart) -> ApiResult<Vec<Upload>> {
    let (max_bytes, max_files) = (state.config.media_max_bytes, state.config.media_max_files);
    let mut files = Vec::new();
    loop {
        let field = match multipart.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            Err(err) if err.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                return Err(too_large("The upload", max_bytes));
            }
            Err(err) => return Err(ApiError::bad_request(err.body_text())),
        };
        if !matches!(field.name(), Some("file" | "files" | "files[]")) {
            continue;
        }
        if files.len() == max_files {
            return Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "media.too_many_files",
                format!("You can upload a maximum of {max_files} files. Please select fewer files."),
            ));
        }
        let filename = field.file_name().map(sanitize_filename).unwrap_or_else(|| "upload".into());
        let mut field = field;
        let mut bytes = Vec::new();
        loop {
            match field.chunk().await {
                Ok(Some(chunk)) => {
                    if (bytes.len() + chunk.len()) as u64 > max_bytes {
                        return Err(too_large(&filename, max_bytes));
                    }
                    bytes.extend_from_slice(&chunk);
                }
                Ok(None) => break,
                Err(err) if err.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                    return Err(too_large(&filename, max_bytes));
                }
                Err(err) => return Err(ApiError::bad_request(err.body_text())),
            }
        }
        files.push(Upload { filename, bytes });
    }
    if files.is_empty() {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "media.missing_file",
            "Please choose a file to upload.",
        ));
    }
    Ok(files)
}

/// Keeps a display name: no path, no control characters, at most 200 characters.
fn sanitize_filename(raw: &str) -> String {
    let base = raw.rsplit(['/', '\\']).next().unwrap_or(raw);
    let clean: String = base.chars().filter(|c| !c.is_control()).take(200).collect();
    if clean.trim().is_empty() { "upload".into() } else { clean }
}

/// Upload images (multipart field `file`; several `file` fields are allowed up to the limit).
/// One file answers its Media; several answer `{files: [Media]}`.
#[utoipa::path(post, path = "/media", tag = "media", security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`"),
    responses((status = 201, body = MediaView), (status = 413, description = "`media.too_large`", body = crate::error::ErrorBody),
        (status = 415, description = "`media.type`", body = crate::error::ErrorBody),
        (status = 422, description = "`media.missing_file`, `media.too_many_files`", body = crate::error::ErrorBody)))]
pub async fn upload_media(
    State(state): State<AppState>,
    auth: Auth,
    mut multipart: Multipart,
) -> ApiResult<(StatusCode, Response)> {
    let mut checked = Vec::new();
    for file in read_files(&state, &mut multipart).await? {
        let refusal =
            format!("{} is not a supported image. Please upload a JPEG, PNG, GIF or WebP picture.", file.filename);
        checked.push(picture(&state, file, refusal).await?);
    }
    let stored = store(&state, &auth, checked, "").await?;
    Ok(created(stored.iter().map(|media| media_view(&state.media, media)).collect()))
}

/// A file ready to store: its display name, bytes, type and size in pixels (0 for a PDF).
type Checked = CheckedFile;

/// A picture, re-encoded without its metadata; `refusal` is the message when it is no picture.
async fn picture(state: &AppState, file: Upload, refusal: String) -> ApiResult<Checked> {
    let Upload { filename, bytes } = file;
    let limits = matchpool_providers::images::ImageLimits::megapixels(state.config.media_max_megapixels);
    let image = matchpool_providers::images::process_bounded(bytes, limits).await.map_err(|err| match err {
        matchpool_providers::images::ImageError::Unsupported => {
            ApiError::new(StatusCode::UNSUPPORTED_MEDIA_TYPE, "media.type", refusal)
        }
        other => ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "media.unreadable", format!("{filename}: {other}.")),
    })?;
    Ok(Checked {
        filename,
        bytes: image.bytes,
        content_type: image.content_type,
        extension: image.extension,
        width: image.width as i32,
        height: image.height as i32,
    })
}

/// Stores checked files under `prefix` (`""` for public media) for the person and the identity
/// they act for.
async fn store(state: &AppState, auth: &Auth, files: Vec<Checked>, prefix: &str) -> ApiResult<Vec<Media>> {
    let uploader = Uploader { user_id: auth.user.id, identity_id: auth.identity_id() };
    Ok(matchpool_app::media::store(state, &state.media, uploader, files, prefix).await?)
}

/// One file answers its Media; several answer `{files: [Media]}`.
fn created(mut views: Vec<MediaView>) -> (StatusCode, Response) {
    let body = if views.len() == 1 {
        axum::Json(views.remove(0)).into_response()
    } else {
        axum::Json(MediaList { files: views }).into_response()
    };
    (StatusCode::CREATED, body)
}

/// Upload identity documents for verification (multipart field `file`): pictures (re-encoded
/// without metadata) or PDF files, within the upload limits. They are stored privately: only the
/// person who uploaded them (through `GET /media/{id}`) and operators (through the review queue)
/// get links to them, signed and valid for an hour.
#[utoipa::path(post, path = "/verifications/documents", tag = "verification", security(("bearer" = [])),
    request_body(content_type = "multipart/form-data", description = "field `file`"),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 201, body = MediaView), (status = 413, description = "`media.too_large`", body = crate::error::ErrorBody),
        (status = 415, description = "`media.type`", body = crate::error::ErrorBody),
        (status = 422, description = "`media.missing_file`, `media.too_many_files`", body = crate::error::ErrorBody)))]
pub async fn upload_document(
    State(state): State<AppState>,
    auth: Auth,
    mut multipart: Multipart,
) -> ApiResult<(StatusCode, Response)> {
    let mut checked = Vec::new();
    for file in read_files(&state, &mut multipart).await? {
        if file.bytes.starts_with(b"%PDF-") {
            let Upload { filename, bytes } = file;
            checked.push(Checked {
                filename,
                bytes,
                content_type: "application/pdf",
                extension: "pdf",
                width: 0,
                height: 0,
            });
            continue;
        }
        let refusal = format!(
            "{} is not a supported document. Please upload a PDF file or a JPEG, PNG, GIF or WebP picture.",
            file.filename
        );
        checked.push(picture(&state, file, refusal).await?);
    }
    let stored = store(&state, &auth, checked, PRIVATE_PREFIX).await?;
    Ok(created(stored.iter().map(|media| document_view(&state, media)).collect()))
}

/// Whether a stored file is a private (identity) document.
pub fn is_private(media: &Media) -> bool {
    media.storage_key.starts_with(PRIVATE_PREFIX)
}

/// A private document, through a signed link from `/verifications/me` or the review queue.
#[utoipa::path(get, path = "/verifications/documents/{id}", tag = "verification",
    params(("id" = Uuid, Path), ("expires" = i64, Query), ("signature" = String, Query)),
    responses((status = 200, description = "the file"), (status = 404, description = "`media.not_found`: unknown, unsigned or expired", body = crate::error::ErrorBody)))]
pub async fn serve_document(
    State(state): State<AppState>,
    Path(id): Path<String>,
    query: crate::extract::QueryMap,
) -> ApiResult<Response> {
    let not_found = || ApiError::not_found("media.not_found", "This document link is not valid or has expired.");
    let id = Uuid::parse_str(&id).map(MediaId::from).map_err(|_| not_found())?;
    let expires: i64 = query.filter("expires").and_then(|e| e.parse().ok()).ok_or_else(not_found)?;
    let signature = query.filter("signature").and_then(|s| hex::decode(s).ok()).ok_or_else(not_found)?;
    if expires < Utc::now().timestamp() || document_signature(&state, id, expires).verify_slice(&signature).is_err() {
        return Err(not_found());
    }
    let media = matchpool_store::media::find(&state.db, id).await?.filter(is_private).ok_or_else(not_found)?;
    let bytes = state.media.get(&media.storage_key).await?.ok_or_else(not_found)?;
    Ok((
        [
            (header::CONTENT_TYPE, media.content_type.clone()),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
        ],
        bytes,
    )
        .into_response())
}

/// One uploaded file's record.
#[utoipa::path(get, path = "/media/{id}", tag = "media", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = MediaView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get_media(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<MediaView>> {
    let not_found = || ApiError::not_found("media.not_found", "File not found.");
    let id = Uuid::parse_str(&id).map(MediaId::from).map_err(|_| not_found())?;
    let media = matchpool_store::media::find(&state.db, id).await?.ok_or_else(not_found)?;
    // Identity documents exist only for the person who uploaded them.
    if is_private(&media) {
        return match media.user_id == auth.user.id {
            true => Ok(axum::Json(document_view(&state, &media))),
            false => Err(not_found()),
        };
    }
    Ok(axum::Json(media_view(&state.media, &media)))
}

/// Serves stored files (local storage) under `/media/...`; keys are unique, so files are immutable.
pub async fn serve_file(State(state): State<AppState>, Path(key): Path<String>) -> Response {
    if key.split('/').any(|part| part.is_empty() || part == "." || part == "..") || key.starts_with(PRIVATE_PREFIX) {
        return StatusCode::NOT_FOUND.into_response();
    }
    match state.media.get(&key).await {
        Ok(Some(bytes)) => {
            let mime = mime_guess::from_path(&key).first_or_octet_stream();
            (
                [
                    (header::CONTENT_TYPE, mime.to_string()),
                    (header::CACHE_CONTROL, "public, max-age=31536000, immutable".to_owned()),
                    (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
                ],
                bytes,
            )
                .into_response()
        }
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(err) => {
            tracing::error!(error = ?err, key, "reading a stored file failed");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_lose_paths_and_control_characters() {
        assert_eq!(sanitize_filename("../../etc/passwd"), "passwd");
        assert_eq!(sanitize_filename("C:\\photos\\cover\n.png"), "cover.png");
        assert_eq!(megabytes(5 * 1024 * 1024), "5");
        assert_eq!(megabytes(1536 * 1024), "1.5");
    }
}
