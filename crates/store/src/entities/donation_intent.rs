use sea_orm::entity::prelude::*;

/// A server-built ADA payment waiting for (or bound to) its transaction.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "donation_intents")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub user_id: Uuid,
    pub project_id: Uuid,
    pub round_id: Uuid,
    pub lovelace: i64,
    pub pays_to: String,
    pub anonymous: bool,
    /// Unique: a transaction pays one intent.
    pub txid: Option<String>,
    pub donation_id: Option<Uuid>,
    pub expires_at: DateTimeUtc,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
