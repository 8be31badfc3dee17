use sea_orm::entity::prelude::*;

/// One step of a project's review: an operator's decision or the organization's resubmission.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "project_reviews")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub project_id: Uuid,
    /// `approved`, `changes_requested`, `rejected` or `resubmitted`.
    pub action: String,
    /// The changes asked for, or the reason of a rejection.
    pub message: Option<String>,
    /// The operator, or the member of the organization who resubmitted.
    pub actor_id: Uuid,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
