use sea_orm::entity::prelude::*;

/// One project's line of a round's frozen results (matching.md §10).
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "project_results")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub round_id: Uuid,
    pub project_id: Uuid,
    /// m_p, in USD.
    pub raw_match: f64,
    pub uncapped_cents: i64,
    pub cap_cents: i64,
    /// What the project is paid from the pool.
    pub match_cents: i64,
    pub capped: bool,
    /// People who voted for or donated to the project inside the voting window.
    pub supporters: i32,
    /// D_p: settled donations up to the freeze, in USD cents.
    pub donations_cents: i64,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
