use sea_orm::entity::prelude::*;

/// A round's frozen matching results (DESIGN §4.8): written once at the end of voting, with the
/// algorithm version, parameters and input hash needed to recompute them, and the audit pack.
#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "round_results")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    #[sea_orm(unique)]
    pub round_id: Uuid,
    /// `qf`, `pairwise` or `cocm`.
    pub algorithm: String,
    pub algorithm_version: i32,
    /// Every parameter of matching.md §3, as computed.
    pub params: Json,
    /// matching.md §13.4.
    pub input_sha256: String,
    pub pool_cents: i64,
    pub allocated_cents: i64,
    pub unallocated_cents: i64,
    /// The instant the inputs were taken at: the end of voting.
    pub frozen_at: DateTimeUtc,
    /// When the results were computed.
    pub computed_at: DateTimeUtc,
    /// The audit pack (matching.md §13) as a zip archive.
    #[sea_orm(column_type = "Blob")]
    pub audit_pack: Vec<u8>,
    /// The commitment to the pack's contribution rows (docs/PROOFS.md §3): the tree's format
    /// version, leaf count and root (64 lowercase hex digits). Null for rounds frozen before it.
    pub tree_version: Option<i32>,
    pub tree_leaf_count: Option<i64>,
    pub tree_root: Option<String>,
    /// The Cardano transaction anchoring the commitment (docs/PROOFS.md §6c), its network
    /// (`mainnet`, `preprod`, `preview`, or `dev` for the development ledger), the pack hash it
    /// carries, and when it was recorded. Null until anchored.
    pub anchor_tx: Option<String>,
    pub anchor_network: Option<String>,
    pub pack_sha256: Option<String>,
    pub anchored_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
