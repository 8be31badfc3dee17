//! Uploaded files as the API shows them. Addresses are built when answering, from the storage key
//! and the media store's public address, so a platform moved to another address keeps its pictures.

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use matchpool_domain::MediaId;
use matchpool_providers::media::MediaStore;
use matchpool_store::media::Media;
use serde::Serialize;
use sha2::Sha256;

use crate::state::AppState;

/// How long a signed document link works.
const DOCUMENT_LINK_SECS: i64 = 60 * 60;

/// An uploaded file.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct MediaView {
    #[schema(value_type = Uuid)]
    pub id: MediaId,
    /// Usable as an image source.
    pub url: String,
    pub filename: String,
    pub content_type: String,
    pub width: i32,
    pub height: i32,
    pub created_at: DateTime<Utc>,
    /// Resized copies for `srcset`, narrowest first: WebP at each width, and the picture's own
    /// format at each width below its own (`url` is the fallback at full size). Empty for
    /// documents, and for older pictures until the start-up job has made theirs.
    pub variants: Vec<MediaVariant>,
}

/// One resized copy of a picture.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct MediaVariant {
    pub url: String,
    pub width: u32,
    pub height: u32,
    /// `image/webp`, `image/jpeg` or `image/png`.
    pub content_type: String,
}

/// A stored file with addresses built from its storage keys and the media store's current public
/// address (never the address recorded at upload, which moving the platform would break).
pub fn media_view(store: &MediaStore, media: &Media) -> MediaView {
    let mut variants: Vec<MediaVariant> = matchpool_store::media::variants_of(media)
        .into_iter()
        .map(|v| MediaVariant {
            url: store.url(&v.key),
            width: v.width,
            height: v.height,
            content_type: v.content_type,
        })
        .collect();
    variants.sort_by_key(|v| (v.width, v.content_type != "image/webp"));
    MediaView {
        id: media.id,
        url: store.url(&media.storage_key),
        filename: media.filename.clone(),
        content_type: media.content_type.clone(),
        width: media.width,
        height: media.height,
        created_at: media.created_at,
        variants,
    }
}

pub(crate) fn document_signature(state: &AppState, id: MediaId, expires: i64) -> Hmac<Sha256> {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(state.config.token_secret.expose().as_bytes())
        .expect("HMAC takes keys of any length");
    mac.update(format!("document:{id}:{expires}").as_bytes());
    mac
}

/// A private document as its owner or an operator sees it: the URL is a link signed for an hour.
pub fn document_view(state: &AppState, media: &Media) -> MediaView {
    let expires = Utc::now().timestamp() + DOCUMENT_LINK_SECS;
    let signature = hex::encode(document_signature(state, media.id, expires).finalize().into_bytes());
    MediaView {
        url: format!(
            "{}/api/verifications/documents/{}?expires={expires}&signature={signature}",
            state.config.asset_base, media.id
        ),
        ..media_view(&state.media, media)
    }
}
