use sea_orm::entity::prelude::*;

/// A KYC (person) or KYB (organization) submission and its review.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "verifications")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    /// `user` (KYC) or `organization` (KYB).
    pub subject_kind: String,
    pub subject_id: Uuid,
    pub submitted_by: Uuid,
    pub legal_name: String,
    pub country: String,
    pub registration_number: Option<String>,
    /// Media ids of the documents, as a JSON array.
    pub documents: Json,
    /// `pending`, `verified` or `rejected`.
    pub status: String,
    pub reason: Option<String>,
    /// The operator, or none when the provider's webhook decided.
    pub reviewed_by: Option<Uuid>,
    pub reviewed_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The submission's review status; an unknown value reads as pending.
    pub fn review_status(&self) -> matchpool_domain::VerificationStatus {
        matchpool_domain::VerificationStatus::parse(&self.status)
            .unwrap_or(matchpool_domain::VerificationStatus::Pending)
    }
}
