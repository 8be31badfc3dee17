use sea_orm::entity::prelude::*;

/// A refresh token, stored only as a hash. Tokens of one sign-in share a `family_id`; rotating
/// marks the old one `rotated_at`, and reusing a rotated token after the grace period revokes
/// the whole family.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "refresh_tokens")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub family_id: Uuid,
    #[sea_orm(unique)]
    pub token_hash: String,
    pub expires_at: DateTimeUtc,
    pub rotated_at: Option<DateTimeUtc>,
    pub revoked_at: Option<DateTimeUtc>,
    /// The `User-Agent` of the sign-in (the sessions list shows its browser and system).
    pub user_agent: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
