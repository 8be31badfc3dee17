//! Rounds: listing, look-up, creation and editing.

use chrono::{DateTime, Utc};
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryOrder, QuerySelect, Set};
use serde_json::Value;
use uuid::Uuid;

use crate::entities::round::{self, ActiveModel, Entity as Rounds, Model as Round};

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
    pub algorithm: String,
    pub params: Value,
}

impl RoundFields {
    pub fn from_model(r: &Round) -> Self {
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
            algorithm: r.algorithm.clone(),
            params: r.params.clone(),
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
        active.algorithm = Set(self.algorithm);
        active.params = Set(self.params);
    }
}

pub async fn insert(db: &impl ConnectionTrait, fields: RoundFields, now: DateTime<Utc>) -> Result<Round, DbErr> {
    let mut active =
        ActiveModel { id: Set(Uuid::now_v7()), created_at: Set(now), updated_at: Set(now), ..Default::default() };
    fields.apply(&mut active);
    active.insert(db).await
}

pub async fn update(
    db: &impl ConnectionTrait,
    round: Round,
    fields: RoundFields,
    now: DateTime<Utc>,
) -> Result<Round, DbErr> {
    let mut active: ActiveModel = round.into();
    fields.apply(&mut active);
    active.updated_at = Set(now);
    active.update(db).await
}

pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<Round>, DbErr> {
    Rounds::find_by_id(id).one(db).await
}

/// Every round; a platform has a handful per year, so choosing the current one in memory is fine.
pub async fn all(db: &impl ConnectionTrait) -> Result<Vec<Round>, DbErr> {
    Rounds::find().order_by_desc(round::Column::Number).all(db).await
}

/// One page of rounds, newest (highest number) first, with the total count.
pub async fn page(db: &impl ConnectionTrait, offset: u64, limit: u64) -> Result<(Vec<Round>, u64), DbErr> {
    let total = Rounds::find().count(db).await?;
    let rows = Rounds::find().order_by_desc(round::Column::Number).offset(offset).limit(limit).all(db).await?;
    Ok((rows, total))
}

pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<Uuid>) -> Result<Vec<Round>, DbErr> {
    use sea_orm::{ColumnTrait, QueryFilter};
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Rounds::find().filter(round::Column::Id.is_in(ids)).all(db).await
}
