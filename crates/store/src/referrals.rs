//! Referral rewards: granted once per cause, paid by operators.

use chrono::{DateTime, Utc};
use matchpool_domain::policy::{Referee, RewardSide};
use matchpool_domain::{IdentityId, RewardId, RewardStatus, UserId};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set, TryInsertResult};

pub use matchpool_domain::referral::Reward;

use crate::entities::referral_reward::{self, ActiveModel, Entity as Rewards};
use crate::error::StoreResult;

/// A stored reward as the domain's record; unknown names read as the entity's documented
/// fallbacks (status earned, side referrer, kind person).
pub(crate) fn record(m: referral_reward::Model) -> Reward {
    Reward {
        status: m.status(),
        side: m.side(),
        kind: m.referee_kind(),
        id: m.id.into(),
        identity_id: m.identity_id.into(),
        referrer_id: m.referrer_id.into(),
        referee_id: m.referee_id.into(),
        thank: m.thank,
        cause: m.cause,
        paid_at: m.paid_at,
        paid_by: m.paid_by.map(UserId::from),
        created_at: m.created_at,
    }
}

pub(crate) fn records(rows: Vec<referral_reward::Model>) -> Vec<Reward> {
    rows.into_iter().map(record).collect()
}

/// Grants one side of a reward; false when this cause was already granted.
#[allow(clippy::too_many_arguments)]
pub async fn grant(
    db: &impl ConnectionTrait,
    identity: IdentityId,
    side: RewardSide,
    referrer: IdentityId,
    referee: IdentityId,
    kind: Referee,
    thank: i64,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    let row = ActiveModel {
        id: Set(RewardId::generate().into()),
        identity_id: Set(identity.into()),
        side: Set(side.as_str().to_owned()),
        referrer_id: Set(referrer.into()),
        referee_id: Set(referee.into()),
        kind: Set(kind.as_str().to_owned()),
        thank: Set(thank),
        status: Set(RewardStatus::Earned.as_str().to_owned()),
        cause: Set(format!("referral:{}:{referee}:{}", kind.as_str(), side.as_str())),
        paid_at: Set(None),
        paid_by: Set(None),
        created_at: Set(now),
    };
    let inserted = Rewards::insert(row).on_conflict_do_nothing_on([referral_reward::Column::Cause]).exec(db).await?;
    Ok(matches!(inserted, TryInsertResult::Inserted(_)))
}

pub async fn of_identity(db: &impl ConnectionTrait, identity: IdentityId) -> StoreResult<Vec<Reward>> {
    Ok(Rewards::find()
        .filter(referral_reward::Column::IdentityId.eq(identity))
        .order_by_desc(referral_reward::Column::CreatedAt)
        .all(db)
        .await
        .map(records)?)
}

pub async fn of_referee(db: &impl ConnectionTrait, referee: IdentityId) -> StoreResult<Vec<Reward>> {
    Ok(Rewards::find().filter(referral_reward::Column::RefereeId.eq(referee)).all(db).await.map(records)?)
}

pub async fn all(db: &impl ConnectionTrait) -> StoreResult<Vec<Reward>> {
    Ok(Rewards::find()
        .order_by_asc(referral_reward::Column::CreatedAt)
        .order_by_asc(referral_reward::Column::Id)
        .all(db)
        .await
        .map(records)?)
}

pub async fn find(db: &impl ConnectionTrait, id: RewardId) -> StoreResult<Option<Reward>> {
    Ok(Rewards::find_by_id(id).one(db).await?.map(record))
}

/// Marks an earned reward paid; false when it was already paid.
pub async fn mark_paid(db: &impl ConnectionTrait, id: RewardId, by: UserId, now: DateTime<Utc>) -> StoreResult<bool> {
    let result = Rewards::update_many()
        .col_expr(referral_reward::Column::Status, Expr::value(RewardStatus::Paid.as_str()))
        .col_expr(referral_reward::Column::PaidAt, Expr::value(now))
        .col_expr(referral_reward::Column::PaidBy, Expr::value(by))
        .filter(referral_reward::Column::Id.eq(id))
        .filter(referral_reward::Column::Status.eq(RewardStatus::Earned.as_str()))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}
