use sea_orm::entity::prelude::*;

/// A person (identity type `users`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub username: String,
    /// Lower-cased username, unique, for case-insensitive lookups.
    #[sea_orm(unique)]
    pub username_key: String,
    #[sea_orm(unique)]
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub password_hash: String,
    pub language: String,
    pub is_operator: bool,
    pub kyc_status: String,
    pub identity_verified_at: Option<DateTimeUtc>,
    /// When the person confirmed their email address (from the emailed link); `None` until then.
    pub email_verified_at: Option<DateTimeUtc>,
    pub avatar_url: Option<String>,
    #[sea_orm(unique)]
    pub referral_code: String,
    pub referred_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// When the person deleted their account; the row stays, anonymised (accounts::leaving).
    pub deleted_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The person's KYC status; an unknown value reads as not verified.
    pub fn kyc(&self) -> matchpool_domain::VerificationStatus {
        matchpool_domain::VerificationStatus::parse(&self.kyc_status).unwrap_or_default()
    }
}
