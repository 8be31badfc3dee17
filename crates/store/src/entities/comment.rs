use sea_orm::entity::prelude::*;

/// A comment on a project, or a reply (`parent_id`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "comments")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub project_id: Uuid,
    /// The identity that wrote it (a person or one of their organizations).
    pub identity_id: Uuid,
    /// The person behind it.
    pub user_id: Uuid,
    pub parent_id: Option<Uuid>,
    pub media_id: Option<Uuid>,
    pub content: String,
    /// Set when an operator hides it.
    pub hidden_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
