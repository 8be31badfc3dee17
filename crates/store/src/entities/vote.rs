use sea_orm::entity::prelude::*;

/// A person's vote for a project: one counting (not revoked) vote per (person, project).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "votes")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub project_id: Uuid,
    pub round_id: Uuid,
    /// The donation that cast it, when it came with one.
    pub donation_id: Option<Uuid>,
    /// Set when that donation left `settled`: the vote no longer counts.
    pub revoked_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
