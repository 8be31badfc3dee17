//! Uploaded media records (the bytes live in the media store of the providers crate).

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};
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
