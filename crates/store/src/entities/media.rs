use sea_orm::entity::prelude::*;

/// An uploaded image, re-encoded and stored by the media store.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "media")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
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
    /// The resized copies ([`crate::media::StoredVariant`] list); null until they are made.
    pub variants: Option<Json>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// Identity documents are stored under `private/` and never served publicly.
    pub fn is_private(&self) -> bool {
        self.storage_key.starts_with("private/")
    }
}
