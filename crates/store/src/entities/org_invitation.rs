use sea_orm::entity::prelude::*;

/// An invitation to join an organization with a role, sent by email as a single-use link; only
/// the SHA-256 of the link's token is kept.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "org_invitations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub organization_id: Uuid,
    /// The invited address, lower-cased.
    pub email: String,
    /// `owner`, `admin` or `member`.
    pub role: String,
    #[sea_orm(unique)]
    pub token_hash: String,
    pub invited_by: Uuid,
    pub expires_at: DateTimeUtc,
    pub accepted_at: Option<DateTimeUtc>,
    pub accepted_by: Option<Uuid>,
    pub revoked_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
