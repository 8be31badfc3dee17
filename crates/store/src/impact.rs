//! Impact points (DESIGN §6), as matching reads them.
//!
//! The impact-point ledger does not exist yet (issue 6): until it does, every person has 0 points.
//! Matching reads points only through these functions, so the ledger's work fills them in and
//! nothing else changes.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::{ConnectionTrait, DbErr};
use uuid::Uuid;

/// A person's impact points at `at`: the total of their ledger, all rounds, up to that instant
/// (matching.md §2). Always 0 until the ledger exists (issue 6).
pub async fn impact_points(db: &impl ConnectionTrait, user: Uuid, at: DateTime<Utc>) -> Result<i64, DbErr> {
    Ok(impact_points_of(db, &[user], at).await?.get(&user).copied().unwrap_or(0))
}

/// [`impact_points`] for many people in one query; everyone asked for is in the answer.
/// Always 0 until the ledger exists (issue 6).
pub async fn impact_points_of(
    _db: &impl ConnectionTrait,
    users: &[Uuid],
    _at: DateTime<Utc>,
) -> Result<HashMap<Uuid, i64>, DbErr> {
    Ok(users.iter().map(|&user| (user, 0)).collect())
}
