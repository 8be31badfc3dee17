use sea_orm::entity::prelude::*;

/// A person's account at an OpenID Connect provider (`provider` is the configured id, `subject`
/// the provider's `sub`), linked to the person. Each provider account links to one person.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "oidc_identities")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub provider: String,
    pub subject: String,
    pub user_id: Uuid,
    /// The address the provider gave when the link was made (shown on the profile).
    pub email: Option<String>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
