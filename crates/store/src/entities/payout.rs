use sea_orm::entity::prelude::*;

/// A payment of matching funds to a project, recorded by an operator.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "payouts")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub round_id: Uuid,
    pub project_id: Uuid,
    pub amount_cents: i64,
    /// The bank or chain reference of the transfer.
    pub reference: String,
    pub paid_at: DateTimeUtc,
    /// The operator who recorded it.
    pub recorded_by: Uuid,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
