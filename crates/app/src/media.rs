//! Stored files: an upload is written to the media store and recorded, and a public picture gets
//! its resized copies (WebP and the original format at several widths, made once). The start-up
//! job makes the copies of pictures uploaded before copies existed.

use chrono::{Datelike, Utc};
use matchpool_domain::{IdentityId, UserId};
use matchpool_providers::media::MediaStore;
use matchpool_store::media::Media;
use matchpool_store::media::{NewMedia, StoredVariant};
use uuid::Uuid;

use crate::{App, AppResult};

/// A file the caller checked (type, size, re-encoding), ready to store.
pub struct CheckedFile {
    /// The display name.
    pub filename: String,
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
    pub extension: &'static str,
    /// Size in pixels; 0 for a document.
    pub width: i32,
    pub height: i32,
}

/// Who uploads: the person, and the identity (theirs or their organization's) they act for.
#[derive(Clone, Copy)]
pub struct Uploader {
    pub user_id: UserId,
    pub identity_id: IdentityId,
}

/// Stores `files` under `prefix` (`""` for public media) and records them; a public picture gets
/// its resized copies at once.
pub async fn store(
    app: &App,
    media_store: &MediaStore,
    uploader: Uploader,
    files: Vec<CheckedFile>,
    prefix: &str,
) -> AppResult<Vec<Media>> {
    let now = Utc::now();
    let mut stored = Vec::with_capacity(files.len());
    for file in files {
        let id = Uuid::now_v7();
        let key = format!("{prefix}{}/{:02}/{}.{}", now.year(), now.month(), id.simple(), file.extension);
        let size = file.bytes.len() as i64;
        let public = prefix.is_empty() && file.width > 0;
        let bytes = public.then(|| file.bytes.clone());
        let url = media_store.put(&key, file.bytes).await?;
        let new = NewMedia {
            id: id.into(),
            user_id: uploader.user_id,
            identity_id: uploader.identity_id,
            filename: file.filename,
            content_type: file.content_type.into(),
            storage_key: key,
            url,
            size_bytes: size,
            width: file.width,
            height: file.height,
        };
        let mut media = matchpool_store::media::insert(&app.db, new, now).await?;
        if let Some(bytes) = bytes {
            let variants = make_variants(app, media_store, &media, bytes).await?;
            media.variants = Some(variants);
        }
        stored.push(media);
    }
    Ok(stored)
}

/// Makes, stores and records the resized copies of a public picture (`bytes` are its stored
/// file); a picture that cannot be resized gets none, recorded as an empty list.
pub async fn make_variants(
    app: &App,
    media_store: &MediaStore,
    media: &Media,
    bytes: Vec<u8>,
) -> anyhow::Result<Vec<StoredVariant>> {
    let made = tokio::task::spawn_blocking(move || matchpool_providers::image_variants::variants(&bytes)).await?;
    let made = made.unwrap_or_else(|err| {
        tracing::warn!(media = %media.id, error = %err, "no resized copies for this picture");
        Vec::new()
    });
    let base = media.storage_key.rsplit_once('.').map_or(media.storage_key.as_str(), |(base, _)| base);
    let mut stored = Vec::with_capacity(made.len());
    for variant in made {
        let key = format!("{base}-{}w.{}", variant.width, variant.extension);
        let url = media_store.put(&key, variant.bytes).await?;
        stored.push(StoredVariant {
            key,
            url,
            width: variant.width,
            height: variant.height,
            content_type: variant.content_type.to_owned(),
        });
    }
    matchpool_store::media::set_variants(&app.db, media.id, &stored).await?;
    Ok(stored)
}

/// Makes the variants of pictures uploaded before they existed, a batch at a time, oldest
/// first (the server runs it in the background at start-up). Returns how many were done.
pub async fn backfill_variants(app: &App, media_store: &MediaStore) -> anyhow::Result<usize> {
    let mut done = 0;
    loop {
        let batch = matchpool_store::media::without_variants(&app.db, 20).await?;
        if batch.is_empty() {
            break;
        }
        for media in batch {
            match media_store.get(&media.storage_key).await? {
                Some(bytes) => {
                    make_variants(app, media_store, &media, bytes.to_vec()).await?;
                }
                None => matchpool_store::media::set_variants(&app.db, media.id, &[]).await?,
            }
            done += 1;
        }
    }
    if done > 0 {
        tracing::info!(pictures = done, "made the resized copies of older pictures");
    }
    Ok(done)
}
