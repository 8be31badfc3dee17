//! The impact-points ledger: append-only grants, each unique by its cause.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::sea_query::ExprTrait;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};
use uuid::Uuid;

use crate::entities::impact_point::{self, ActiveModel, Entity as Points, Model as Grant};

/// Grants points for a cause once: a repeated cause is ignored (returns false).
pub async fn grant(
    db: &impl ConnectionTrait,
    user: Uuid,
    points: i64,
    kind: &str,
    cause: String,
    project: Option<Uuid>,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    if points <= 0 {
        return Ok(false);
    }
    let row = ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user),
        points: Set(points),
        kind: Set(kind.to_owned()),
        cause: Set(cause),
        project_id: Set(project),
        created_at: Set(now),
    };
    match row.insert(db).await {
        Ok(_) => Ok(true),
        Err(err) if crate::is_unique_violation(&err) => Ok(false),
        Err(err) => Err(err),
    }
}

/// 1 point for a vote.
pub async fn for_vote(db: &impl ConnectionTrait, user: Uuid, project: Uuid, now: DateTime<Utc>) -> Result<bool, DbErr> {
    grant(db, user, 1, "vote", format!("vote:{user}:{project}"), Some(project), now).await
}

/// 1 point per whole USD of a settled donation.
pub async fn for_donation(
    db: &impl ConnectionTrait,
    user: Uuid,
    donation: Uuid,
    project: Uuid,
    usd_cents: i64,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    grant(db, user, usd_cents / 100, "donation", format!("donation:{donation}"), Some(project), now).await
}

/// A person's total.
pub async fn total(db: &impl ConnectionTrait, user: Uuid) -> Result<i64, DbErr> {
    Ok(totals(db, vec![user]).await?.get(&user).copied().unwrap_or(0))
}

/// Totals of several people, up to `until` when given (the matching freeze).
pub async fn totals_until(
    db: &impl ConnectionTrait,
    users: Vec<Uuid>,
    until: Option<DateTime<Utc>>,
) -> Result<HashMap<Uuid, i64>, DbErr> {
    if users.is_empty() {
        return Ok(HashMap::new());
    }
    let mut select = Points::find()
        .select_only()
        .column(impact_point::Column::UserId)
        .column_as(impact_point::Column::Points.sum().cast_as("BIGINT"), "total")
        .filter(impact_point::Column::UserId.is_in(users));
    if let Some(until) = until {
        select = select.filter(impact_point::Column::CreatedAt.lte(until));
    }
    let rows: Vec<(Uuid, i64)> = select.group_by(impact_point::Column::UserId).into_tuple().all(db).await?;
    Ok(rows.into_iter().collect())
}

pub async fn totals(db: &impl ConnectionTrait, users: Vec<Uuid>) -> Result<HashMap<Uuid, i64>, DbErr> {
    totals_until(db, users, None).await
}

/// A person's grants, newest first.
pub async fn history(db: &impl ConnectionTrait, user: Uuid, limit: u64) -> Result<Vec<Grant>, DbErr> {
    Points::find()
        .filter(impact_point::Column::UserId.eq(user))
        .order_by_desc(impact_point::Column::CreatedAt)
        .order_by_desc(impact_point::Column::Id)
        .limit(limit)
        .all(db)
        .await
}

/// A person's impact points at `at`: the total of their ledger, all rounds, up to that instant
/// (matching.md §2). Matching reads points only through this and [`impact_points_of`].
pub async fn impact_points(db: &impl ConnectionTrait, user: Uuid, at: DateTime<Utc>) -> Result<i64, DbErr> {
    Ok(impact_points_of(db, &[user], at).await?.get(&user).copied().unwrap_or(0))
}

/// [`impact_points`] for many people in one query; everyone asked for is in the answer.
pub async fn impact_points_of(
    db: &impl ConnectionTrait,
    users: &[Uuid],
    at: DateTime<Utc>,
) -> Result<HashMap<Uuid, i64>, DbErr> {
    let totals = totals_until(db, users.to_vec(), Some(at)).await?;
    Ok(users.iter().map(|user| (*user, totals.get(user).copied().unwrap_or(0))).collect())
}
