//! Rounds: listing, look-up, creation and editing. Answers are domain [`Round`] records; the
//! entity stays inside the store.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::round::Algorithm;
pub use matchpool_domain::round::Round;
use matchpool_domain::{DonationState, ProjectStatus, RoundId};
use sea_orm::{
    ActiveModelTrait, ConnectionTrait, DatabaseBackend, DbErr, EntityTrait, QueryOrder, Set, Statement, Unchanged,
    Value,
};
use uuid::Uuid;

use crate::entities::round::{self, ActiveModel, Entity as Rounds, Model};
use crate::error::{StoreError, StoreResult, Unique, corrupt};

pub(crate) fn record(m: Model) -> Result<Round, DbErr> {
    Ok(Round {
        algorithm: Algorithm::parse(&m.algorithm).ok_or_else(|| corrupt("round", m.id, "algorithm"))?,
        id: m.id.into(),
        number: m.number,
        name: m.name,
        description: m.description,
        pool_cents: m.pool_cents,
        cover_url: m.cover_url,
        submission_start_at: m.submission_start_at,
        submission_end_at: m.submission_end_at,
        voting_start_at: m.voting_start_at,
        voting_end_at: m.voting_end_at,
        results_at: m.results_at,
        params: m.params,
        projects_need_approval: m.projects_need_approval,
        created_at: m.created_at,
        updated_at: m.updated_at,
    })
}

/// Every field of a round an operator sets.
#[derive(Debug, Clone)]
pub struct RoundFields {
    pub number: i32,
    pub name: String,
    pub description: String,
    pub pool_cents: i64,
    pub cover_url: Option<String>,
    pub submission_start_at: DateTime<Utc>,
    pub submission_end_at: DateTime<Utc>,
    pub voting_start_at: DateTime<Utc>,
    pub voting_end_at: DateTime<Utc>,
    pub results_at: DateTime<Utc>,
    pub algorithm: Algorithm,
    pub params: serde_json::Value,
    pub projects_need_approval: bool,
}

impl RoundFields {
    /// The fields the round has now, to change some of them.
    pub fn of(r: &Round) -> Self {
        Self {
            number: r.number,
            name: r.name.clone(),
            description: r.description.clone(),
            pool_cents: r.pool_cents,
            cover_url: r.cover_url.clone(),
            submission_start_at: r.submission_start_at,
            submission_end_at: r.submission_end_at,
            voting_start_at: r.voting_start_at,
            voting_end_at: r.voting_end_at,
            results_at: r.results_at,
            algorithm: r.algorithm,
            params: r.params.clone(),
            projects_need_approval: r.projects_need_approval,
        }
    }

    fn apply(self, active: &mut ActiveModel) {
        active.number = Set(self.number);
        active.name = Set(self.name);
        active.description = Set(self.description);
        active.pool_cents = Set(self.pool_cents);
        active.cover_url = Set(self.cover_url);
        active.submission_start_at = Set(self.submission_start_at);
        active.submission_end_at = Set(self.submission_end_at);
        active.voting_start_at = Set(self.voting_start_at);
        active.voting_end_at = Set(self.voting_end_at);
        active.results_at = Set(self.results_at);
        active.algorithm = Set(self.algorithm.as_str().to_owned());
        active.params = Set(self.params);
        active.projects_need_approval = Set(self.projects_need_approval);
    }
}

/// A number another round has is `Duplicate(RoundNumber)`.
pub async fn insert(db: &impl ConnectionTrait, fields: RoundFields, now: DateTime<Utc>) -> StoreResult<Round> {
    let mut active = ActiveModel {
        id: Set(RoundId::generate().into()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    fields.apply(&mut active);
    Ok(record(active.insert(db).await.map_err(number_rule)?)?)
}

fn number_rule(err: DbErr) -> StoreError {
    StoreError::classify(err, &[("number", Unique::RoundNumber)])
}

pub async fn update(
    db: &impl ConnectionTrait,
    round: Round,
    fields: RoundFields,
    now: DateTime<Utc>,
) -> StoreResult<Round> {
    let mut active =
        ActiveModel { id: Unchanged(round.id.into()), created_at: Unchanged(round.created_at), ..Default::default() };
    fields.apply(&mut active);
    active.updated_at = Set(now);
    Ok(record(active.update(db).await.map_err(number_rule)?)?)
}

pub async fn find(db: &impl ConnectionTrait, id: RoundId) -> StoreResult<Option<Round>> {
    Ok(Rounds::find_by_id(id).one(db).await?.map(record).transpose()?)
}

/// The round of a number (numbers are unique).
pub async fn by_number(db: &impl ConnectionTrait, number: i32) -> StoreResult<Option<Round>> {
    use sea_orm::{ColumnTrait, QueryFilter};
    Ok(Rounds::find().filter(round::Column::Number.eq(number)).one(db).await?.map(record).transpose()?)
}

/// Every round; a platform has a handful per year, so choosing the current one in memory is fine.
pub async fn all(db: &impl ConnectionTrait) -> StoreResult<Vec<Round>> {
    Ok(Rounds::find()
        .order_by_desc(round::Column::Number)
        .all(db)
        .await?
        .into_iter()
        .map(record)
        .collect::<Result<_, _>>()?)
}

pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<RoundId>) -> StoreResult<Vec<Round>> {
    use sea_orm::{ColumnTrait, QueryFilter};
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(Rounds::find()
        .filter(round::Column::Id.is_in(ids))
        .all(db)
        .await?
        .into_iter()
        .map(record)
        .collect::<Result<_, _>>()?)
}

/// Running totals of rounds in one query: public (active) projects, votes, and settled donations in USD
/// cents, per round id. Rounds with nothing yet are absent.
pub async fn totals(db: &impl ConnectionTrait, ids: &[RoundId]) -> StoreResult<HashMap<RoundId, (i64, i64, i64)>> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let backend = db.get_database_backend();
    let mark = |i: usize| if backend == DatabaseBackend::Postgres { format!("${}", i + 1) } else { "?".to_owned() };
    let list = |start: usize| -> String { (start..start + ids.len()).map(mark).collect::<Vec<_>>().join(", ") };
    let n = ids.len();
    // The states are bound from the domain's names, never spelled here.
    let sql = format!(
        "SELECT round_id, 'p' AS kind, COUNT(*) AS n FROM projects WHERE status = {} AND round_id IN ({}) GROUP BY round_id
         UNION ALL SELECT round_id, 'v' AS kind, COUNT(*) AS n FROM votes WHERE round_id IN ({}) GROUP BY round_id
         UNION ALL SELECT round_id, 'd' AS kind, CAST(SUM(usd_cents) AS BIGINT) AS n FROM donations
           WHERE state = {} AND round_id IN ({}) GROUP BY round_id",
        mark(0),
        list(1),
        list(1 + n),
        mark(1 + 2 * n),
        list(2 + 2 * n)
    );
    let ids_again = || ids.iter().map(|id| Value::from(*id));
    let values: Vec<Value> = std::iter::once(Value::from(ProjectStatus::Active.as_str()))
        .chain(ids_again())
        .chain(ids_again())
        .chain(std::iter::once(Value::from(DonationState::Settled.as_str())))
        .chain(ids_again())
        .collect();
    let rows = db.query_all_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
    let mut out: HashMap<RoundId, (i64, i64, i64)> = HashMap::new();
    for row in rows {
        let round: Uuid = row.try_get("", "round_id")?;
        let kind: String = row.try_get("", "kind")?;
        let n: i64 = row.try_get("", "n")?;
        let entry = out.entry(round.into()).or_default();
        match kind.as_str() {
            "p" => entry.0 = n,
            "v" => entry.1 = n,
            _ => entry.2 = n,
        }
    }
    Ok(out)
}
