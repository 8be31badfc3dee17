use sea_orm::entity::prelude::*;

/// The money a project has raised in one currency (donations that count), kept by the donation
/// use cases in the transaction that settles, refunds or disputes a donation.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "project_raised")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub project_id: Uuid,
    #[sea_orm(primary_key, auto_increment = false)]
    pub currency: String,
    /// Minor units of `currency`.
    pub amount_minor: i64,
    /// The USD value of those donations when they were made.
    pub usd_cents: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
