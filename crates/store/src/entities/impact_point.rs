use sea_orm::entity::prelude::*;

/// One grant of impact points (append-only). `cause` is unique, so each vote or donation is
/// counted once however often the grant is attempted.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "impact_points")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub points: i64,
    /// `vote` or `donation`.
    pub kind: String,
    /// `vote:<user>:<project>` or `donation:<id>`.
    #[sea_orm(unique)]
    pub cause: String,
    pub project_id: Option<Uuid>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
