use sea_orm::entity::prelude::*;

/// An organization (identity type `organizations`), managed by its member persons.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "organizations")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    #[sea_orm(unique)]
    pub shortname: String,
    pub name: String,
    pub email: String,
    pub website: Option<String>,
    pub description: Option<String>,
    /// The address of the logo: a resized copy of `logo_id`, or one set before logos were uploads.
    pub logo_url: Option<String>,
    /// The upload the logo was made from.
    pub logo_id: Option<Uuid>,
    /// The profile's social links, a JSON list of addresses; null when there are none.
    pub social_links: Option<String>,
    /// `not_verified`, `pending`, `verified` or `rejected` (KYB).
    pub kyb_status: String,
    pub kyb_reason: Option<String>,
    pub verified_at: Option<DateTimeUtc>,
    pub created_by: Uuid,
    #[sea_orm(unique)]
    pub referral_code: String,
    /// The identity whose referral link the creator registered through, if any.
    pub referred_by: Option<Uuid>,
    /// `each`, `daily` or `none` ([`matchpool_domain::DonationNotices`]).
    pub donation_notices: String,
    /// When the last daily digest of donations went out.
    pub digest_sent_at: Option<DateTimeUtc>,
    /// When an owner closed it; null while it is open.
    pub closed_at: Option<DateTimeUtc>,
    /// The owner who closed it.
    pub closed_by: Option<Uuid>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// How the organization hears of donations; an unknown value reads as the default.
    pub fn donation_notices(&self) -> matchpool_domain::DonationNotices {
        matchpool_domain::DonationNotices::parse(&self.donation_notices).unwrap_or_default()
    }

    /// The social links, in the order given; a value that does not read as a list is none.
    pub fn social_links(&self) -> Vec<String> {
        self.social_links.as_deref().and_then(|raw| serde_json::from_str(raw).ok()).unwrap_or_default()
    }

    /// The organization's KYB status; an unknown value reads as not verified.
    pub fn kyb(&self) -> matchpool_domain::VerificationStatus {
        matchpool_domain::VerificationStatus::parse(&self.kyb_status).unwrap_or_default()
    }
}
