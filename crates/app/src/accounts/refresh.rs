//! Keeping a sign-in alive: rotating its refresh token. A rotated token still yields its successor
//! for a short grace (clients refresh in parallel); reused after that, it was probably stolen, and
//! the whole sign-in (the token's family) ends.

use chrono::{Duration, Utc};
use matchpool_domain::UserId;
use matchpool_store::StoreError;

use super::hash_token;
use crate::{App, AppError, AppResult, ErrorKind};

/// How long a rotated refresh token still yields its successor.
pub const REFRESH_GRACE: Duration = Duration::seconds(30);

/// The sign-in a rotation continues: whose it is and which family, for the new access token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rotated {
    pub user_id: UserId,
    pub family_id: matchpool_domain::SessionId,
}

/// Unknown, expired, revoked or reused: one answer, so nothing is learned from it.
fn invalid() -> AppError {
    AppError::rule(ErrorKind::Unauthorized, "auth.invalid_refresh", "Your session has ended. Please sign in again.")
}

/// Rotates `presented` into `successor`, which the caller derives from it (so concurrent
/// refreshes with the same token all get the same successor, inserted once), valid for `ttl`.
#[tracing::instrument(name = "accounts::rotate_refresh", skip_all)]
pub async fn rotate_refresh(app: &App, presented: &str, successor: &str, ttl: Duration) -> AppResult<Rotated> {
    let now = Utc::now();
    let token = matchpool_store::tokens::find_refresh(&app.db, &hash_token(presented)).await?.ok_or_else(invalid)?;
    if token.revoked_at.is_some() || token.expires_at <= now {
        return Err(invalid());
    }
    if token.rotated_at.is_some_and(|rotated_at| now - rotated_at > REFRESH_GRACE) {
        tracing::warn!(user = %token.user_id, family = %token.family_id, "refresh token reused; revoking the sign-in");
        matchpool_store::tokens::revoke_family(&app.db, token.family_id, now).await?;
        return Err(invalid());
    }
    let rotated = Rotated { user_id: token.user_id, family_id: token.family_id };
    let successor_hash = hash_token(successor);
    // Successor and rotation mark in one transaction. A concurrent refresh that inserted the same
    // successor first makes this insertion a unique violation: the transaction is dropped (rolled
    // back) and the successor that exists is the answer, unless the family ended meanwhile.
    let txn = matchpool_store::write_txn(&app.db).await?;
    let inserted = matchpool_store::tokens::insert_refresh(
        &txn,
        token.user_id,
        token.family_id,
        successor_hash.clone(),
        token.user_agent.clone(),
        now + ttl,
        now,
    )
    .await;
    match inserted {
        Ok(_) => {
            matchpool_store::tokens::mark_rotated(&txn, token.id, now).await?;
            txn.commit().await?;
        }
        Err(StoreError::Duplicate(_)) => {
            drop(txn);
            let existing = matchpool_store::tokens::find_refresh(&app.db, &successor_hash).await?;
            if existing.is_none_or(|t| t.revoked_at.is_some()) {
                return Err(invalid());
            }
        }
        Err(err) => return Err(err.into()),
    }
    crate::changes::nothing_public();
    Ok(rotated)
}
