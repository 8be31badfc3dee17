//! `POST /media`: image uploads, checked by their bytes, re-encoded without metadata and stored in
//! the media store; `GET /media/{id}`; and the files themselves under `/media/...`.

use axum::extract::{DefaultBodyLimit, Multipart, Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Datelike, Utc};
use matchpool_store::entities::media::Model as Media;
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::Auth;
use crate::state::AppState;

pub fn router(state: &AppState) -> OpenApiRouter<AppState> {
    let limit = (state.config.media_max_bytes as usize).saturating_mul(state.config.media_max_files) + 1024 * 1024;
    OpenApiRouter::new().routes(routes!(upload_media)).layer(DefaultBodyLimit::max(limit)).routes(routes!(get_media))
}

/// An uploaded file.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct MediaView {
    pub id: Uuid,
    /// Usable as an image source.
    pub url: String,
    pub filename: String,
    pub content_type: String,
    pub width: i32,
    pub height: i32,
    pub created_at: DateTime<Utc>,
}

pub fn media_view(media: &Media) -> MediaView {
    MediaView {
        id: media.id,
        url: media.url.clone(),
        filename: media.filename.clone(),
        content_type: media.content_type.clone(),
        width: media.width,
        height: media.height,
        created_at: media.created_at,
    }
}

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
    let files = read_files(&state, &mut multipart).await?;
    let mut processed = Vec::with_capacity(files.len());
    for file in files {
        let bytes = file.bytes;
        let image = tokio::task::spawn_blocking(move || matchpool_providers::images::process(&bytes))
            .await
            .map_err(anyhow::Error::from)?;
        let image = image.map_err(|err| match err {
            matchpool_providers::images::ImageError::Unsupported => ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "media.type",
                format!("{} is not a supported image. Please upload a JPEG, PNG, GIF or WebP picture.", file.filename),
            ),
            other => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "media.unreadable",
                format!("{}: {other}.", file.filename),
            ),
        })?;
        processed.push((file.filename, image));
    }
    let now = Utc::now();
    let mut stored = Vec::with_capacity(processed.len());
    for (filename, image) in processed {
        let id = Uuid::now_v7();
        let key = format!("{}/{:02}/{}.{}", now.year(), now.month(), id.simple(), image.extension);
        let size = image.bytes.len() as i64;
        let url = state.media.put(&key, image.bytes).await?;
        let new = matchpool_store::media::NewMedia {
            id,
            user_id: auth.user.id,
            identity_id: auth.identity_id(),
            filename,
            content_type: image.content_type.into(),
            storage_key: key,
            url,
            size_bytes: size,
            width: image.width as i32,
            height: image.height as i32,
        };
        stored.push(media_view(&matchpool_store::media::insert(&state.db, new, now).await?));
    }
    let body = if stored.len() == 1 {
        axum::Json(stored.remove(0)).into_response()
    } else {
        axum::Json(MediaList { files: stored }).into_response()
    };
    Ok((StatusCode::CREATED, body))
}

/// One uploaded file's record.
#[utoipa::path(get, path = "/media/{id}", tag = "media", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = MediaView), (status = 404, body = crate::error::ErrorBody)))]
pub async fn get_media(
    State(state): State<AppState>,
    _: Auth,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<MediaView>> {
    let not_found = || ApiError::not_found("media.not_found", "File not found.");
    let id = Uuid::parse_str(&id).map_err(|_| not_found())?;
    let media = matchpool_store::media::find(&state.db, id).await?.ok_or_else(not_found)?;
    Ok(axum::Json(media_view(&media)))
}

/// Serves stored files (local storage) under `/media/...`; keys are unique, so files are immutable.
pub async fn serve_file(State(state): State<AppState>, Path(key): Path<String>) -> Response {
    if key.split('/').any(|part| part.is_empty() || part == "." || part == "..") {
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
