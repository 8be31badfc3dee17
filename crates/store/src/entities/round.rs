use sea_orm::entity::prelude::*;

/// A funding round with its schedule and matching settings.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "rounds")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    #[sea_orm(unique)]
    pub number: i32,
    pub name: String,
    pub description: String,
    pub pool_cents: i64,
    pub cover_url: Option<String>,
    pub submission_start_at: DateTimeUtc,
    pub submission_end_at: DateTimeUtc,
    pub voting_start_at: DateTimeUtc,
    pub voting_end_at: DateTimeUtc,
    pub results_at: DateTimeUtc,
    /// `qf`, `pairwise` or `cocm`.
    pub algorithm: String,
    /// The matching parameters of matching.md §3, as JSON.
    pub params: Json,
    /// Whether a published project waits for an operator's approval before it is public.
    pub projects_need_approval: bool,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}

impl Model {
    /// The round's dates as the domain reasons about them.
    pub fn schedule(&self) -> matchpool_domain::RoundSchedule {
        matchpool_domain::RoundSchedule {
            submission_start_at: self.submission_start_at,
            submission_end_at: self.submission_end_at,
            voting_start_at: self.voting_start_at,
            voting_end_at: self.voting_end_at,
            results_at: self.results_at,
        }
    }
}
