use sea_orm::entity::prelude::*;

/// A provider account whose confirmed address is an existing person's, waiting for that person
/// to prove the account is theirs (their password, or an emailed link). Tokens are stored hashed.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "oidc_links")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// What the browser that came back from the provider holds.
    #[sea_orm(unique)]
    pub token_hash: String,
    /// The emailed confirmation link's token, once one was sent.
    pub email_token_hash: Option<String>,
    pub provider: String,
    pub subject: String,
    pub email: String,
    pub user_id: Uuid,
    pub auth_session_id: Option<Uuid>,
    pub return_to: Option<String>,
    pub expires_at: DateTimeUtc,
    pub used_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
