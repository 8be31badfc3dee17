//! Uploaded media records (the bytes live in the media store of the providers crate). Answers
//! are domain [`Media`] records; the entity stays inside the store.

use chrono::{DateTime, Utc};
pub use matchpool_domain::media::{Media, Variant as StoredVariant};
use matchpool_domain::{IdentityId, MediaId, UserId};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};

use crate::entities::media::{self, ActiveModel, Entity as MediaRows, Model};
use crate::error::StoreResult;

pub(crate) fn record(m: Model) -> Media {
    Media {
        // Unreadable variants count as none that can be made (as before the records).
        variants: m.variants.map(|v| serde_json::from_value(v).unwrap_or_default()),
        id: m.id.into(),
        user_id: m.user_id.into(),
        identity_id: m.identity_id.into(),
        filename: m.filename,
        content_type: m.content_type,
        storage_key: m.storage_key,
        url: m.url,
        size_bytes: m.size_bytes,
        width: m.width,
        height: m.height,
        created_at: m.created_at,
    }
}

fn records(rows: Vec<Model>) -> Vec<Media> {
    rows.into_iter().map(record).collect()
}

pub struct NewMedia {
    pub id: MediaId,
    pub user_id: UserId,
    pub identity_id: IdentityId,
    pub filename: String,
    pub content_type: String,
    pub storage_key: String,
    pub url: String,
    pub size_bytes: i64,
    pub width: i32,
    pub height: i32,
}

pub async fn insert(db: &impl ConnectionTrait, new: NewMedia, now: DateTime<Utc>) -> StoreResult<Media> {
    Ok(ActiveModel {
        id: Set(new.id.into()),
        user_id: Set(new.user_id.into()),
        identity_id: Set(new.identity_id.into()),
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
    .map(record)?)
}

pub async fn find(db: &impl ConnectionTrait, id: MediaId) -> StoreResult<Option<Media>> {
    Ok(MediaRows::find_by_id(id).one(db).await?.map(record))
}

pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<MediaId>) -> StoreResult<Vec<Media>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(records(MediaRows::find().filter(media::Column::Id.is_in(ids)).all(db).await?))
}

/// The recorded variants of a picture (none when they are not made yet).
pub fn variants_of(media: &Media) -> Vec<StoredVariant> {
    media.variants.clone().unwrap_or_default()
}

/// Records the variants of a picture (an empty list: none can be made).
pub async fn set_variants(db: &impl ConnectionTrait, id: MediaId, variants: &[StoredVariant]) -> StoreResult<()> {
    let value = serde_json::to_value(variants).map_err(|e| DbErr::Custom(e.to_string()))?;
    MediaRows::update_many()
        .col_expr(media::Column::Variants, sea_orm::sea_query::Expr::value(value))
        .filter(media::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Public pictures whose variants are not made yet, oldest first.
pub async fn without_variants(db: &impl ConnectionTrait, limit: u64) -> StoreResult<Vec<Media>> {
    Ok(MediaRows::find()
        .filter(media::Column::Variants.is_null())
        .filter(media::Column::ContentType.is_in(["image/jpeg", "image/png"]))
        .filter(media::Column::StorageKey.not_like("private/%"))
        .order_by_asc(media::Column::CreatedAt)
        .order_by_asc(media::Column::Id)
        .limit(limit)
        .all(db)
        .await
        .map(records)?)
}
