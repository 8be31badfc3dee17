//! Uploaded media as the store keeps it (the bytes live in the media store of the providers
//! crate).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// An uploaded image, re-encoded and stored by the media store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Media {
    pub id: Uuid,
    /// The person who uploaded it.
    pub user_id: Uuid,
    /// The identity they acted as (the person or an organization).
    pub identity_id: Uuid,
    pub filename: String,
    pub content_type: String,
    /// Where the bytes live in the media store.
    pub storage_key: String,
    pub url: String,
    pub size_bytes: i64,
    pub width: i32,
    pub height: i32,
    /// The resized copies; `None` until they are made (an empty list: none can be made).
    pub variants: Option<Vec<Variant>>,
    pub created_at: DateTime<Utc>,
}

impl Media {
    /// Identity documents are stored under `private/` and never served publicly.
    pub fn is_private(&self) -> bool {
        self.storage_key.starts_with("private/")
    }
}

/// A resized copy of a picture.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variant {
    pub key: String,
    pub url: String,
    pub width: u32,
    pub height: u32,
    pub content_type: String,
}
