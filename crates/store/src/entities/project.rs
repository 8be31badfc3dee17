use sea_orm::entity::prelude::*;

/// A social-cause project of an organization, in a round.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "projects")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub round_id: Uuid,
    /// The owning organization.
    pub identity_id: Uuid,
    pub title: String,
    pub description: String,
    pub social_cause: String,
    pub category: String,
    pub email: String,
    pub linkedin: Option<String>,
    pub website: Option<String>,
    pub video: Option<String>,
    pub city: Option<String>,
    pub country: Option<String>,
    pub problem_statement: String,
    pub solution: String,
    pub goals: String,
    pub cost_breakdown: String,
    pub impact_assessment: String,
    pub impact_assessment_type: String,
    pub feasibility: String,
    pub voluntery_contribution: Option<String>,
    pub total_requested_cents: i64,
    pub cover_id: Option<Uuid>,
    pub wallet_address: Option<String>,
    pub wallet_env: String,
    /// `ACTIVE`, `DRAFT`, `EXPIRE`, or in review `SUBMITTED`, `CHANGES_REQUESTED`, `REJECTED`.
    pub status: String,
    /// What full-text search reads besides the title: description, organization, cause, place.
    pub search_body: String,
    /// The `Idempotency-Key` it was created with, unique per organization.
    pub idempotency_key: Option<String>,
    /// The fingerprint of the creating request, so the same key with another body is refused.
    pub request_hash: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The stored status; an unknown value reads as a draft (seen by no one but its members).
    pub fn status(&self) -> matchpool_domain::ProjectStatus {
        matchpool_domain::ProjectStatus::parse(&self.status).unwrap_or(matchpool_domain::ProjectStatus::Draft)
    }
}
