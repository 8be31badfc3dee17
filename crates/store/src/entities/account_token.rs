use sea_orm::entity::prelude::*;

/// A single-use emailed link of an account (confirm an address, reset a password), stored only
/// as the SHA-256 of its token. `email` is the address the link was sent to: a confirmation
/// counts only while it is still the account's address.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "account_tokens")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    /// `verify_email` or `reset_password`.
    pub purpose: String,
    #[sea_orm(unique)]
    pub token_hash: String,
    pub email: String,
    pub expires_at: DateTimeUtc,
    pub used_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
