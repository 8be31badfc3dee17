use sea_orm::entity::prelude::*;

/// A hosted sign-in started with `POST /auth {redirect_url}`. Once the person signs in on our
/// page, a single-use code (stored as a hash) is issued for `POST /auth/session`.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "auth_sessions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub redirect_url: String,
    pub expires_at: DateTimeUtc,
    #[sea_orm(unique)]
    pub code_hash: Option<String>,
    pub user_id: Option<Uuid>,
    pub identity_id: Option<Uuid>,
    pub code_expires_at: Option<DateTimeUtc>,
    pub used_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
