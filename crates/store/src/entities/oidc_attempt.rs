use sea_orm::entity::prelude::*;

/// A sign-in sent to an OpenID Connect provider and not back yet. The browser carries only the
/// `state`, whose SHA-256 is stored; the nonce and the PKCE verifier never leave the server.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "oidc_attempts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    #[sea_orm(unique)]
    pub state_hash: String,
    pub provider: String,
    pub nonce: String,
    pub pkce_verifier: String,
    /// The hosted sign-in this attempt belongs to, if any (it completes after the sign-in).
    pub auth_session_id: Option<Uuid>,
    /// The page of ours to return to.
    pub return_to: Option<String>,
    /// A signed-in person adding this provider to their account (from the profile).
    pub link_user_id: Option<Uuid>,
    pub expires_at: DateTimeUtc,
    pub used_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
