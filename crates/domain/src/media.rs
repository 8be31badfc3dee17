//! Uploaded media as the store keeps it (the bytes live in the media store of the providers
//! crate).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// An uploaded image, re-encoded and stored by the media store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Media {
    pub id: crate::MediaId,
    /// The person who uploaded it.
    pub user_id: crate::UserId,
    /// The identity they acted as (the person or an organization).
    pub identity_id: crate::IdentityId,
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

    /// Whether it is a public picture (not a document, not private): what a logo or a cover may be.
    pub fn is_public_picture(&self) -> bool {
        self.width > 0 && !self.is_private()
    }

    /// The storage key of the copy a small picture such as a logo shows: the narrowest WebP copy
    /// (at most the narrowest standard width), else the picture itself (no copies yet, or none
    /// can be made).
    pub fn small_copy_key(&self) -> &str {
        self.variants
            .iter()
            .flatten()
            .filter(|v| v.content_type == "image/webp")
            .min_by_key(|v| v.width)
            .map_or(self.storage_key.as_str(), |v| v.key.as_str())
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

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    fn picture(variants: Option<Vec<Variant>>) -> Media {
        Media {
            id: crate::MediaId::from_uuid(Uuid::nil()),
            user_id: crate::UserId::from_uuid(Uuid::nil()),
            identity_id: crate::IdentityId::from_uuid(Uuid::nil()),
            filename: "logo.png".into(),
            content_type: "image/png".into(),
            storage_key: "2026/11/logo.png".into(),
            url: String::new(),
            size_bytes: 1,
            width: 1200,
            height: 1200,
            variants,
            created_at: DateTime::<Utc>::UNIX_EPOCH,
        }
    }

    fn copy(width: u32, content_type: &str) -> Variant {
        let key = format!("2026/11/logo-{width}w.{}", content_type.trim_start_matches("image/"));
        Variant { key, url: String::new(), width, height: width, content_type: content_type.into() }
    }

    #[test]
    fn a_logo_shows_the_narrowest_webp_copy_else_the_picture() {
        let copies = vec![copy(960, "image/webp"), copy(480, "image/png"), copy(480, "image/webp")];
        assert_eq!(picture(Some(copies)).small_copy_key(), "2026/11/logo-480w.webp");
        assert_eq!(picture(Some(vec![copy(480, "image/png")])).small_copy_key(), "2026/11/logo.png");
        assert_eq!(picture(None).small_copy_key(), "2026/11/logo.png");
    }

    #[test]
    fn documents_and_private_files_are_no_public_pictures() {
        assert!(picture(None).is_public_picture());
        assert!(!Media { width: 0, ..picture(None) }.is_public_picture());
        assert!(!Media { storage_key: "private/2026/11/id.png".into(), ..picture(None) }.is_public_picture());
    }
}
