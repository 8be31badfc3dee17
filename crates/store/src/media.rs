//! Uploaded media records (the bytes live in the media store of the providers crate).

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::entities::media::{self, ActiveModel, Entity as Media, Model};

pub struct NewMedia {
    pub id: Uuid,
    pub user_id: Uuid,
    pub identity_id: Uuid,
    pub filename: String,
    pub content_type: String,
    pub storage_key: String,
    pub url: String,
    pub size_bytes: i64,
    pub width: i32,
    pub height: i32,
}

pub async fn insert(db: &impl ConnectionTrait, new: NewMedia, now: DateTime<Utc>) -> Result<Model, DbErr> {
    ActiveModel {
        id: Set(new.id),
        user_id: Set(new.user_id),
        identity_id: Set(new.identity_id),
        filename: Set(new.filename),
        content_type: Set(new.content_type),
        storage_key: Set(new.storage_key),
        url: Set(new.url),
        size_bytes: Set(new.size_bytes),
        width: Set(new.width),
        height: Set(new.height),
        variants: Set(None),
        created_at: Set(now),
    }
    .insert(db)
    .await
}

pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<Model>, DbErr> {
    Media::find_by_id(id).one(db).await
}

pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<Uuid>) -> Result<Vec<Model>, DbErr> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Media::find().filter(media::Column::Id.is_in(ids)).all(db).await
}

/// A resized copy of a picture, as recorded in `media.variants`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredVariant {
    pub key: String,
    pub url: String,
    pub width: u32,
    pub height: u32,
    pub content_type: String,
}

/// The recorded variants of a picture (none when they are not made yet).
pub fn variants_of(media: &Model) -> Vec<StoredVariant> {
    media.variants.clone().and_then(|v| serde_json::from_value(v).ok()).unwrap_or_default()
}

/// Records the variants of a picture (an empty list: none can be made).
pub async fn set_variants(db: &impl ConnectionTrait, id: Uuid, variants: &[StoredVariant]) -> Result<(), DbErr> {
    let value = serde_json::to_value(variants).map_err(|e| DbErr::Custom(e.to_string()))?;
    Media::update_many()
        .col_expr(media::Column::Variants, sea_orm::sea_query::Expr::value(value))
        .filter(media::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Public pictures whose variants are not made yet, oldest first.
pub async fn without_variants(db: &impl ConnectionTrait, limit: u64) -> Result<Vec<Model>, DbErr> {
    Media::find()
        .filter(media::Column::Variants.is_null())
        .filter(media::Column::ContentType.is_in(["image/jpeg", "image/png"]))
        .filter(media::Column::StorageKey.not_like("private/%"))
        .order_by_asc(media::Column::CreatedAt)
        .order_by_asc(media::Column::Id)
        .limit(limit)
        .all(db)
        .await
}
