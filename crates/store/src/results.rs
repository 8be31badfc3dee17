//! Frozen round results, each project's line of them, the audit pack, and payouts.

use chrono::{DateTime, Utc};
use matchpool_domain::{ProjectId, RoundId, UserId};
use matchpool_matching::proof::Commitment;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, DerivePartialModel, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect, Set, TransactionTrait,
};
use serde_json::Value;
use uuid::Uuid;

use crate::entities::{payout, project_result, round_result};
use crate::error::{StoreError, StoreResult};

/// A round's results as computed at the freeze.
#[derive(Debug, Clone)]
pub struct NewResults {
    pub round_id: RoundId,
    pub algorithm: String,
    pub algorithm_version: i32,
    pub params: Value,
    pub input_sha256: String,
    pub pool_cents: i64,
    pub allocated_cents: i64,
    pub unallocated_cents: i64,
    pub frozen_at: DateTime<Utc>,
    pub audit_pack: Vec<u8>,
    /// The commitment to the pack's contribution rows (its manifest.json's `contributions_tree`).
    pub contributions_tree: Commitment,
    pub projects: Vec<NewProjectResult>,
}

/// One project's line.
#[derive(Debug, Clone)]
pub struct NewProjectResult {
    pub project_id: ProjectId,
    pub raw_match: f64,
    pub uncapped_cents: i64,
    pub cap_cents: i64,
    pub match_cents: i64,
    pub capped: bool,
    pub supporters: i32,
    pub donations_cents: i64,
}

/// A round's results without the audit pack bytes.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub round_id: RoundId,
    pub algorithm: String,
    pub algorithm_version: i32,
    pub params: Value,
    pub input_sha256: String,
    pub pool_cents: i64,
    pub allocated_cents: i64,
    pub unallocated_cents: i64,
    pub frozen_at: DateTime<Utc>,
    pub computed_at: DateTime<Utc>,
    pub tree_version: Option<i32>,
    pub tree_leaf_count: Option<i64>,
    pub tree_root: Option<String>,
    pub anchor_tx: Option<String>,
    pub anchor_network: Option<String>,
    pub pack_sha256: Option<String>,
    pub anchored_at: Option<DateTime<Utc>>,
}

/// The stored row of a round's results without the audit pack bytes (what [`Summary`] reads).
#[derive(DerivePartialModel)]
#[sea_orm(entity = "round_result::Entity")]
struct SummaryRow {
    round_id: Uuid,
    algorithm: String,
    algorithm_version: i32,
    params: Value,
    input_sha256: String,
    pool_cents: i64,
    allocated_cents: i64,
    unallocated_cents: i64,
    frozen_at: DateTime<Utc>,
    computed_at: DateTime<Utc>,
    tree_version: Option<i32>,
    tree_leaf_count: Option<i64>,
    tree_root: Option<String>,
    anchor_tx: Option<String>,
    anchor_network: Option<String>,
    pack_sha256: Option<String>,
    anchored_at: Option<DateTime<Utc>>,
}

impl From<SummaryRow> for Summary {
    fn from(row: SummaryRow) -> Self {
        Self {
            round_id: row.round_id.into(),
            algorithm: row.algorithm,
            algorithm_version: row.algorithm_version,
            params: row.params,
            input_sha256: row.input_sha256,
            pool_cents: row.pool_cents,
            allocated_cents: row.allocated_cents,
            unallocated_cents: row.unallocated_cents,
            frozen_at: row.frozen_at,
            computed_at: row.computed_at,
            tree_version: row.tree_version,
            tree_leaf_count: row.tree_leaf_count,
            tree_root: row.tree_root,
            anchor_tx: row.anchor_tx,
            anchor_network: row.anchor_network,
            pack_sha256: row.pack_sha256,
            anchored_at: row.anchored_at,
        }
    }
}

/// Where a round's commitment is anchored on chain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anchor {
    pub tx_id: String,
    /// `mainnet`, `preprod`, `preview`, or `dev` for the development ledger.
    pub network: String,
    pub pack_sha256: String,
    pub anchored_at: DateTime<Utc>,
}

impl Summary {
    /// Where the round's commitment is anchored, once it is.
    pub fn anchor(&self) -> Option<Anchor> {
        Some(Anchor {
            tx_id: self.anchor_tx.clone()?,
            network: self.anchor_network.clone()?,
            pack_sha256: self.pack_sha256.clone()?,
            anchored_at: self.anchored_at?,
        })
    }

    /// The commitment to the round's contribution rows that donors' proofs lead to
    /// (docs/PROOFS.md), or `None` for a round frozen before commitments were stored.
    pub fn contributions_tree(&self) -> Option<Commitment> {
        Some(Commitment {
            version: u32::try_from(self.tree_version?).ok()?,
            leaf_count: u64::try_from(self.tree_leaf_count?).ok()?,
            root: self.tree_root.as_deref()?.parse().ok()?,
        })
    }
}

/// Stores a round's results in one transaction. `Ok(None)` when the round already has results:
/// another instance froze it first, and its results stand.
pub async fn insert(db: &DatabaseConnection, new: NewResults, now: DateTime<Utc>) -> StoreResult<Option<Summary>> {
    let txn = db.begin().await?;
    let stored = round_result::ActiveModel {
        id: Set(Uuid::now_v7()),
        round_id: Set(new.round_id.into()),
        algorithm: Set(new.algorithm),
        algorithm_version: Set(new.algorithm_version),
        params: Set(new.params),
        input_sha256: Set(new.input_sha256),
        pool_cents: Set(new.pool_cents),
        allocated_cents: Set(new.allocated_cents),
        unallocated_cents: Set(new.unallocated_cents),
        frozen_at: Set(new.frozen_at),
        computed_at: Set(now),
        audit_pack: Set(new.audit_pack),
        tree_version: Set(Some(new.contributions_tree.version as i32)),
        tree_leaf_count: Set(Some(new.contributions_tree.leaf_count as i64)),
        tree_root: Set(Some(new.contributions_tree.root.to_string())),
        anchor_tx: Set(None),
        anchor_network: Set(None),
        pack_sha256: Set(None),
        anchored_at: Set(None),
        created_at: Set(now),
    }
    .insert(&txn)
    .await;
    let stored = match stored {
        Ok(stored) => stored,
        Err(err) if crate::is_unique_violation(&err) => return Ok(None),
        Err(err) => return Err(err.into()),
    };
    let rows = new.projects.into_iter().map(|p| project_result::ActiveModel {
        id: Set(Uuid::now_v7()),
        round_id: Set(new.round_id.into()),
        project_id: Set(p.project_id.into()),
        raw_match: Set(p.raw_match),
        uncapped_cents: Set(p.uncapped_cents),
        cap_cents: Set(p.cap_cents),
        match_cents: Set(p.match_cents),
        capped: Set(p.capped),
        supporters: Set(p.supporters),
        donations_cents: Set(p.donations_cents),
        created_at: Set(now),
    });
    // Inserted in batches to stay under the databases' bind-parameter limits.
    let rows: Vec<_> = rows.collect();
    for batch in rows.chunks(1_000) {
        project_result::Entity::insert_many(batch.to_vec()).exec(&txn).await?;
    }
    txn.commit().await?;
    Ok(Some(Summary {
        round_id: stored.round_id.into(),
        algorithm: stored.algorithm,
        algorithm_version: stored.algorithm_version,
        params: stored.params,
        input_sha256: stored.input_sha256,
        pool_cents: stored.pool_cents,
        allocated_cents: stored.allocated_cents,
        unallocated_cents: stored.unallocated_cents,
        frozen_at: stored.frozen_at,
        computed_at: stored.computed_at,
        tree_version: stored.tree_version,
        tree_leaf_count: stored.tree_leaf_count,
        tree_root: stored.tree_root,
        anchor_tx: None,
        anchor_network: None,
        pack_sha256: None,
        anchored_at: None,
    }))
}

/// A round's results, without the audit pack.
pub async fn summary(db: &impl ConnectionTrait, round_id: RoundId) -> StoreResult<Option<Summary>> {
    Ok(round_result::Entity::find()
        .filter(round_result::Column::RoundId.eq(round_id))
        .into_partial_model::<SummaryRow>()
        .one(db)
        .await?
        .map(Summary::from))
}

/// Records where a round's commitment is anchored, with its audit pack whose manifest.json now
/// names the transaction, once: `false` when it was anchored already (by another instance).
pub async fn record_anchor(
    db: &impl ConnectionTrait,
    round_id: RoundId,
    anchor: &Anchor,
    audit_pack: Vec<u8>,
) -> StoreResult<bool> {
    use sea_orm::sea_query::Expr;
    let updated = round_result::Entity::update_many()
        .col_expr(round_result::Column::AnchorTx, Expr::value(anchor.tx_id.clone()))
        .col_expr(round_result::Column::AnchorNetwork, Expr::value(anchor.network.clone()))
        .col_expr(round_result::Column::PackSha256, Expr::value(anchor.pack_sha256.clone()))
        .col_expr(round_result::Column::AnchoredAt, Expr::value(anchor.anchored_at))
        .col_expr(round_result::Column::AuditPack, Expr::value(audit_pack))
        .filter(round_result::Column::RoundId.eq(round_id))
        .filter(round_result::Column::AnchorTx.is_null())
        .exec(db)
        .await?;
    Ok(updated.rows_affected == 1)
}

/// The frozen rounds with a commitment that is not anchored yet.
pub async fn unanchored(db: &impl ConnectionTrait) -> StoreResult<Vec<RoundId>> {
    let rounds: Vec<Uuid> = round_result::Entity::find()
        .select_only()
        .column(round_result::Column::RoundId)
        .filter(round_result::Column::TreeRoot.is_not_null())
        .filter(round_result::Column::AnchorTx.is_null())
        .into_tuple()
        .all(db)
        .await?;
    Ok(rounds.into_iter().map(RoundId::from).collect())
}

/// Which of `rounds` have results.
pub async fn frozen_among(db: &impl ConnectionTrait, rounds: Vec<RoundId>) -> StoreResult<Vec<RoundId>> {
    if rounds.is_empty() {
        return Ok(Vec::new());
    }
    let frozen: Vec<Uuid> = round_result::Entity::find()
        .select_only()
        .column(round_result::Column::RoundId)
        .filter(round_result::Column::RoundId.is_in(rounds))
        .into_tuple()
        .all(db)
        .await?;
    Ok(frozen.into_iter().map(RoundId::from).collect())
}

pub use matchpool_domain::results::{Payout, ResultLine};

fn line(m: project_result::Model) -> ResultLine {
    ResultLine {
        id: m.id.into(),
        round_id: m.round_id.into(),
        project_id: m.project_id.into(),
        raw_match: m.raw_match,
        uncapped_cents: m.uncapped_cents,
        cap_cents: m.cap_cents,
        match_cents: m.match_cents,
        capped: m.capped,
        supporters: m.supporters,
        donations_cents: m.donations_cents,
        created_at: m.created_at,
    }
}

fn payout_record(m: payout::Model) -> Payout {
    Payout {
        id: m.id.into(),
        round_id: m.round_id.into(),
        project_id: m.project_id.into(),
        amount_cents: m.amount_cents,
        reference: m.reference,
        paid_at: m.paid_at,
        recorded_by: m.recorded_by.into(),
        created_at: m.created_at,
    }
}

/// Every project's line of a round's results.
pub async fn projects(db: &impl ConnectionTrait, round_id: RoundId) -> StoreResult<Vec<ResultLine>> {
    Ok(project_result::Entity::find()
        .filter(project_result::Column::RoundId.eq(round_id))
        .order_by_asc(project_result::Column::ProjectId)
        .all(db)
        .await
        .map(|rows| rows.into_iter().map(line).collect())?)
}

/// One project's line of a round's results.
pub async fn project(
    db: &impl ConnectionTrait,
    round_id: RoundId,
    project_id: ProjectId,
) -> StoreResult<Option<ResultLine>> {
    Ok(project_result::Entity::find()
        .filter(project_result::Column::RoundId.eq(round_id))
        .filter(project_result::Column::ProjectId.eq(project_id))
        .one(db)
        .await
        .map(|row| row.map(line))?)
}

/// The audit pack zip of a round's results.
pub async fn audit_pack(db: &impl ConnectionTrait, round_id: RoundId) -> StoreResult<Option<Vec<u8>>> {
    Ok(round_result::Entity::find()
        .select_only()
        .column(round_result::Column::AuditPack)
        .filter(round_result::Column::RoundId.eq(round_id))
        .into_tuple()
        .one(db)
        .await?)
}

/// A payout to record.
#[derive(Debug, Clone)]
pub struct NewPayout {
    pub round_id: RoundId,
    pub project_id: ProjectId,
    pub amount_cents: i64,
    pub reference: String,
    pub paid_at: DateTime<Utc>,
    pub recorded_by: UserId,
}

/// Why a payout was not recorded.
#[derive(Debug, thiserror::Error)]
pub enum PayoutError {
    /// The project has no line in the round's results.
    #[error("the project is not part of the round's results")]
    NotInResults,
    /// The payout would bring the project's payouts above its match.
    #[error("the payouts would exceed the project's match: {already_paid} of {match_cents} cents are paid")]
    ExceedsMatch { match_cents: i64, already_paid: i64 },
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<DbErr> for PayoutError {
    fn from(err: DbErr) -> Self {
        Self::Store(err.into())
    }
}

/// Records a payout, refusing one that would pay a project more than its match. The project's
/// result row is locked (on PostgreSQL; SQLite runs one writer at a time) so two operators
/// recording at once cannot overpay together.
pub async fn record_payout(db: &DatabaseConnection, new: NewPayout, now: DateTime<Utc>) -> Result<Payout, PayoutError> {
    let txn = db.begin().await?;
    let line = project_result::Entity::find()
        .filter(project_result::Column::RoundId.eq(new.round_id))
        .filter(project_result::Column::ProjectId.eq(new.project_id))
        .lock_exclusive()
        .one(&txn)
        .await?
        .ok_or(PayoutError::NotInResults)?;
    let already_paid: i64 = payout::Entity::find()
        .filter(payout::Column::RoundId.eq(new.round_id))
        .filter(payout::Column::ProjectId.eq(new.project_id))
        .all(&txn)
        .await?
        .iter()
        .map(|p| p.amount_cents)
        .sum();
    if already_paid + new.amount_cents > line.match_cents {
        return Err(PayoutError::ExceedsMatch { match_cents: line.match_cents, already_paid });
    }
    let stored = payout::ActiveModel {
        id: Set(Uuid::now_v7()),
        round_id: Set(new.round_id.into()),
        project_id: Set(new.project_id.into()),
        amount_cents: Set(new.amount_cents),
        reference: Set(new.reference),
        paid_at: Set(new.paid_at),
        recorded_by: Set(new.recorded_by.into()),
        created_at: Set(now),
    }
    .insert(&txn)
    .await?;
    txn.commit().await?;
    Ok(payout_record(stored))
}

/// A round's payouts, oldest first.
pub async fn payouts_of(db: &impl ConnectionTrait, round_id: RoundId) -> StoreResult<Vec<Payout>> {
    Ok(payout::Entity::find()
        .filter(payout::Column::RoundId.eq(round_id))
        .order_by_asc(payout::Column::PaidAt)
        .order_by_asc(payout::Column::Id)
        .all(db)
        .await
        .map(|rows| rows.into_iter().map(payout_record).collect())?)
}

/// The title of every project of a round, for result listings.
pub async fn titles_in_round(
    db: &impl ConnectionTrait,
    round_id: RoundId,
) -> StoreResult<std::collections::HashMap<ProjectId, String>> {
    use crate::entities::project;
    let rows: Vec<(Uuid, String)> = project::Entity::find()
        .select_only()
        .column(project::Column::Id)
        .column(project::Column::Title)
        .filter(project::Column::RoundId.eq(round_id))
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|(id, title)| (id.into(), title)).collect())
}
