//! Refresh tokens and hosted sign-in sessions. Only hashes of secrets are stored.

use chrono::{DateTime, Utc};
use matchpool_domain::{HostedSessionId, IdentityId, RefreshTokenId, SessionId, UserId};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use uuid::Uuid;

pub use matchpool_domain::account::{HostedSession as AuthSession, RefreshToken};

use crate::entities::auth_session::{self, Entity as Sessions};
use crate::entities::refresh_token::{self, Entity as RefreshTokens};
use crate::error::{StoreError, StoreResult};

fn refresh(m: refresh_token::Model) -> RefreshToken {
    RefreshToken {
        id: m.id.into(),
        user_id: m.user_id.into(),
        family_id: m.family_id.into(),
        token_hash: m.token_hash,
        expires_at: m.expires_at,
        rotated_at: m.rotated_at,
        revoked_at: m.revoked_at,
        user_agent: m.user_agent,
        created_at: m.created_at,
    }
}

fn session(m: auth_session::Model) -> AuthSession {
    AuthSession {
        id: m.id.into(),
        redirect_url: m.redirect_url,
        expires_at: m.expires_at,
        code_hash: m.code_hash,
        user_id: m.user_id.map(UserId::from),
        identity_id: m.identity_id.map(IdentityId::from),
        code_expires_at: m.code_expires_at,
        used_at: m.used_at,
        created_at: m.created_at,
    }
}

/// Inserts a refresh token; a token whose hash is already stored (a concurrent refresh inserted
/// the same successor) is `StoreError::Duplicate`.
pub async fn insert_refresh(
    db: &impl ConnectionTrait,
    user_id: UserId,
    family_id: SessionId,
    token_hash: String,
    user_agent: Option<String>,
    expires_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> StoreResult<RefreshToken> {
    refresh_token::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id.into()),
        family_id: Set(family_id.into()),
        token_hash: Set(token_hash),
        expires_at: Set(expires_at),
        rotated_at: Set(None),
        revoked_at: Set(None),
        user_agent: Set(user_agent.map(|ua| ua.chars().take(255).collect())),
        created_at: Set(now),
    }
    .insert(db)
    .await
    .map(refresh)
    .map_err(|err| StoreError::classify(err, &[]))
}

pub async fn find_refresh(db: &impl ConnectionTrait, token_hash: &str) -> StoreResult<Option<RefreshToken>> {
    Ok(RefreshTokens::find().filter(refresh_token::Column::TokenHash.eq(token_hash)).one(db).await?.map(refresh))
}

/// Marks a live token rotated. Returns false when another request rotated or revoked it first,
/// so exactly one caller wins a race.
pub async fn mark_rotated(db: &impl ConnectionTrait, id: RefreshTokenId, now: DateTime<Utc>) -> StoreResult<bool> {
    let result = RefreshTokens::update_many()
        .col_expr(refresh_token::Column::RotatedAt, Expr::value(now))
        .filter(refresh_token::Column::Id.eq(id))
        .filter(refresh_token::Column::RotatedAt.is_null())
        .filter(refresh_token::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Revokes every token of a family (reuse detected, or logout).
pub async fn revoke_family(db: &impl ConnectionTrait, family_id: SessionId, now: DateTime<Utc>) -> StoreResult<()> {
    RefreshTokens::update_many()
        .col_expr(refresh_token::Column::RevokedAt, Expr::value(now))
        .filter(refresh_token::Column::FamilyId.eq(family_id))
        .filter(refresh_token::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}

pub async fn insert_session(
    db: &impl ConnectionTrait,
    redirect_url: String,
    expires_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> StoreResult<AuthSession> {
    Ok(auth_session::ActiveModel {
        id: Set(Uuid::now_v7()),
        redirect_url: Set(redirect_url),
        expires_at: Set(expires_at),
        code_hash: Set(None),
        user_id: Set(None),
        identity_id: Set(None),
        code_expires_at: Set(None),
        used_at: Set(None),
        created_at: Set(now),
    }
    .insert(db)
    .await
    .map(session)?)
}

pub async fn find_session(db: &impl ConnectionTrait, id: HostedSessionId) -> StoreResult<Option<AuthSession>> {
    Ok(Sessions::find_by_id(id).one(db).await?.map(session))
}

/// Attaches a signed-in person and a fresh code to a session that has none yet.
pub async fn authorize_session(
    db: &impl ConnectionTrait,
    id: HostedSessionId,
    user_id: UserId,
    identity_id: Option<IdentityId>,
    code_hash: String,
    code_expires_at: DateTime<Utc>,
) -> StoreResult<bool> {
    let result = Sessions::update_many()
        .col_expr(auth_session::Column::UserId, Expr::value(user_id))
        .col_expr(auth_session::Column::IdentityId, Expr::value(identity_id))
        .col_expr(auth_session::Column::CodeHash, Expr::value(code_hash))
        .col_expr(auth_session::Column::CodeExpiresAt, Expr::value(code_expires_at))
        .filter(auth_session::Column::Id.eq(id))
        .filter(auth_session::Column::CodeHash.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

/// Consumes a code: returns the session only for the one caller that marks it used in time.
pub async fn redeem_code(
    db: &impl ConnectionTrait,
    code_hash: &str,
    now: DateTime<Utc>,
) -> StoreResult<Option<AuthSession>> {
    let Some(row) = Sessions::find().filter(auth_session::Column::CodeHash.eq(code_hash)).one(db).await? else {
        return Ok(None);
    };
    if row.used_at.is_some() || row.code_expires_at.is_none_or(|at| at <= now) {
        return Ok(None);
    }
    let result = Sessions::update_many()
        .col_expr(auth_session::Column::UsedAt, Expr::value(now))
        .filter(auth_session::Column::Id.eq(row.id))
        .filter(auth_session::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok((result.rows_affected == 1).then(|| session(row)))
}

/// Revokes every sign-in of a person except `keep` (a password reset keeps none; a password
/// change keeps the sign-in that made it).
pub async fn revoke_all(
    db: &impl ConnectionTrait,
    user_id: UserId,
    keep: Option<SessionId>,
    now: DateTime<Utc>,
) -> StoreResult<()> {
    let mut update = RefreshTokens::update_many()
        .col_expr(refresh_token::Column::RevokedAt, Expr::value(now))
        .filter(refresh_token::Column::UserId.eq(user_id))
        .filter(refresh_token::Column::RevokedAt.is_null());
    if let Some(family) = keep {
        update = update.filter(refresh_token::Column::FamilyId.ne(family));
    }
    update.exec(db).await?;
    Ok(())
}

/// One sign-in of a person (a refresh-token family that is still live).
#[derive(Debug, Clone)]
pub struct SignIn {
    pub family_id: SessionId,
    pub user_agent: Option<String>,
    pub created_at: DateTime<Utc>,
    /// The last refresh (each one stores a new token of the family).
    pub last_used_at: DateTime<Utc>,
}

/// The person's live sign-ins, most recently used first.
pub async fn sign_ins(db: &impl ConnectionTrait, user_id: UserId, now: DateTime<Utc>) -> StoreResult<Vec<SignIn>> {
    let tokens = RefreshTokens::find()
        .filter(refresh_token::Column::UserId.eq(user_id))
        .filter(refresh_token::Column::RevokedAt.is_null())
        .all(db)
        .await?;
    let mut families: std::collections::HashMap<SessionId, (SignIn, bool)> = std::collections::HashMap::new();
    for token in tokens {
        let live = token.rotated_at.is_none() && token.expires_at > now;
        let family = SessionId::from(token.family_id);
        let entry = families.entry(family).or_insert_with(|| {
            let first = SignIn {
                family_id: family,
                user_agent: token.user_agent.clone(),
                created_at: token.created_at,
                last_used_at: token.created_at,
            };
            (first, false)
        });
        entry.0.created_at = entry.0.created_at.min(token.created_at);
        entry.0.last_used_at = entry.0.last_used_at.max(token.created_at);
        if entry.0.user_agent.is_none() {
            entry.0.user_agent = token.user_agent;
        }
        entry.1 |= live;
    }
    let mut live: Vec<SignIn> = families.into_values().filter(|(_, live)| *live).map(|(s, _)| s).collect();
    live.sort_by_key(|s| std::cmp::Reverse(s.last_used_at));
    Ok(live)
}

/// Ends one sign-in of the person; false when they have no such live sign-in.
pub async fn revoke_own_family(
    db: &impl ConnectionTrait,
    user_id: UserId,
    family_id: SessionId,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    let result = RefreshTokens::update_many()
        .col_expr(refresh_token::Column::RevokedAt, Expr::value(now))
        .filter(refresh_token::Column::UserId.eq(user_id))
        .filter(refresh_token::Column::FamilyId.eq(family_id))
        .filter(refresh_token::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(result.rows_affected > 0)
}
