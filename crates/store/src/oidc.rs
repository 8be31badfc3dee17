//! OpenID Connect sign-in: linked provider identities, sign-ins under way and links waiting for
//! proof. Single-use rows are taken by an update that only one caller can win.

use chrono::{DateTime, Utc};
use matchpool_domain::{HostedSessionId, OidcLinkId, UserId};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use uuid::Uuid;

pub use matchpool_domain::account::{OidcAttempt as Attempt, OidcIdentity as Identity, OidcLink as Link};

use crate::entities::oidc_attempt::{self, Entity as Attempts};
use crate::entities::oidc_identity::{self, Entity as Identities};
use crate::entities::oidc_link::{self, Entity as Links};
use crate::error::{StoreError, StoreResult, Unique};

fn attempt(m: oidc_attempt::Model) -> Attempt {
    Attempt {
        id: m.id.into(),
        state_hash: m.state_hash,
        provider: m.provider,
        nonce: m.nonce,
        pkce_verifier: m.pkce_verifier,
        auth_session_id: m.auth_session_id.map(HostedSessionId::from),
        return_to: m.return_to,
        link_user_id: m.link_user_id.map(UserId::from),
        expires_at: m.expires_at,
        used_at: m.used_at,
        created_at: m.created_at,
    }
}

fn identity(m: oidc_identity::Model) -> Identity {
    Identity {
        id: m.id.into(),
        provider: m.provider,
        subject: m.subject,
        user_id: m.user_id.into(),
        email: m.email,
        created_at: m.created_at,
    }
}

fn link(m: oidc_link::Model) -> Link {
    Link {
        id: m.id.into(),
        token_hash: m.token_hash,
        email_token_hash: m.email_token_hash,
        provider: m.provider,
        subject: m.subject,
        email: m.email,
        user_id: m.user_id.into(),
        auth_session_id: m.auth_session_id.map(HostedSessionId::from),
        return_to: m.return_to,
        expires_at: m.expires_at,
        used_at: m.used_at,
        created_at: m.created_at,
    }
}

/// What a new sign-in attempt keeps (see [`Attempt`]).
pub struct NewAttempt {
    pub state_hash: String,
    pub provider: String,
    pub nonce: String,
    pub pkce_verifier: String,
    pub auth_session_id: Option<HostedSessionId>,
    pub return_to: Option<String>,
    pub link_user_id: Option<UserId>,
    pub expires_at: DateTime<Utc>,
}

/// Stores an attempt, and forgets the attempts that expired (nobody can finish them any more).
pub async fn insert_attempt(db: &impl ConnectionTrait, new: NewAttempt, now: DateTime<Utc>) -> StoreResult<Attempt> {
    Attempts::delete_many().filter(oidc_attempt::Column::ExpiresAt.lt(now)).exec(db).await?;
    Ok(oidc_attempt::ActiveModel {
        id: Set(Uuid::now_v7()),
        state_hash: Set(new.state_hash),
        provider: Set(new.provider),
        nonce: Set(new.nonce),
        pkce_verifier: Set(new.pkce_verifier),
        auth_session_id: Set(new.auth_session_id.map(Uuid::from)),
        return_to: Set(new.return_to),
        link_user_id: Set(new.link_user_id.map(Uuid::from)),
        expires_at: Set(new.expires_at),
        used_at: Set(None),
        created_at: Set(now),
    }
    .insert(db)
    .await
    .map(attempt)?)
}

/// Uses the attempt with this state: returns it only to the one caller that marks it used while
/// it is unexpired.
pub async fn take_attempt(
    db: &impl ConnectionTrait,
    state_hash: &str,
    now: DateTime<Utc>,
) -> StoreResult<Option<Attempt>> {
    let Some(row) = Attempts::find().filter(oidc_attempt::Column::StateHash.eq(state_hash)).one(db).await? else {
        return Ok(None);
    };
    if row.used_at.is_some() || row.expires_at <= now {
        return Ok(None);
    }
    let result = Attempts::update_many()
        .col_expr(oidc_attempt::Column::UsedAt, Expr::value(now))
        .filter(oidc_attempt::Column::Id.eq(row.id))
        .filter(oidc_attempt::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok((result.rows_affected == 1).then(|| attempt(row)))
}

pub async fn find_identity(db: &impl ConnectionTrait, provider: &str, subject: &str) -> StoreResult<Option<Identity>> {
    Ok(Identities::find()
        .filter(oidc_identity::Column::Provider.eq(provider))
        .filter(oidc_identity::Column::Subject.eq(subject))
        .one(db)
        .await
        .map(|row| row.map(identity))?)
}

/// Links a provider account to a person; one already linked (a race) is
/// `StoreError::Duplicate(Unique::Other)`.
pub async fn link_identity(
    db: &impl ConnectionTrait,
    provider: &str,
    subject: &str,
    user_id: UserId,
    email: Option<String>,
    now: DateTime<Utc>,
) -> StoreResult<Identity> {
    oidc_identity::ActiveModel {
        id: Set(Uuid::now_v7()),
        provider: Set(provider.to_owned()),
        subject: Set(subject.to_owned()),
        user_id: Set(user_id.into()),
        email: Set(email),
        created_at: Set(now),
    }
    .insert(db)
    .await
    .map(identity)
    .map_err(|e| StoreError::classify(e, &[("oidc_identities", Unique::Other)]))
}

/// The provider accounts linked to a person, oldest first.
pub async fn identities_of(db: &impl ConnectionTrait, user_id: UserId) -> StoreResult<Vec<Identity>> {
    Ok(Identities::find()
        .filter(oidc_identity::Column::UserId.eq(user_id))
        .order_by_asc(oidc_identity::Column::CreatedAt)
        .all(db)
        .await
        .map(|rows| rows.into_iter().map(identity).collect())?)
}

/// Unlinks the person's accounts at `provider`; false when there was none.
pub async fn unlink(db: &impl ConnectionTrait, user_id: UserId, provider: &str) -> StoreResult<bool> {
    let result = Identities::delete_many()
        .filter(oidc_identity::Column::UserId.eq(user_id))
        .filter(oidc_identity::Column::Provider.eq(provider))
        .exec(db)
        .await?;
    Ok(result.rows_affected > 0)
}

/// Forgets every provider account linked to a person, and their sign-ins and links still waiting:
/// a deleted account can no longer be reached through a provider.
pub async fn forget_user(db: &impl ConnectionTrait, user_id: UserId) -> StoreResult<()> {
    Identities::delete_many().filter(oidc_identity::Column::UserId.eq(user_id)).exec(db).await?;
    Links::delete_many().filter(oidc_link::Column::UserId.eq(user_id)).exec(db).await?;
    Attempts::delete_many().filter(oidc_attempt::Column::LinkUserId.eq(user_id)).exec(db).await?;
    Ok(())
}

/// What a link waiting for proof keeps (see [`Link`]).
pub struct NewLink {
    pub token_hash: String,
    pub provider: String,
    pub subject: String,
    pub email: String,
    pub user_id: UserId,
    pub auth_session_id: Option<HostedSessionId>,
    pub return_to: Option<String>,
    pub expires_at: DateTime<Utc>,
}

pub async fn insert_link(db: &impl ConnectionTrait, new: NewLink, now: DateTime<Utc>) -> StoreResult<Link> {
    Links::delete_many().filter(oidc_link::Column::ExpiresAt.lt(now)).exec(db).await?;
    Ok(oidc_link::ActiveModel {
        id: Set(Uuid::now_v7()),
        token_hash: Set(new.token_hash),
        email_token_hash: Set(None),
        provider: Set(new.provider),
        subject: Set(new.subject),
        email: Set(new.email),
        user_id: Set(new.user_id.into()),
        auth_session_id: Set(new.auth_session_id.map(Uuid::from)),
        return_to: Set(new.return_to),
        expires_at: Set(new.expires_at),
        used_at: Set(None),
        created_at: Set(now),
    }
    .insert(db)
    .await
    .map(link)?)
}

/// The unused, unexpired link the browser holds (`token_hash`).
pub async fn find_live_link(
    db: &impl ConnectionTrait,
    token_hash: &str,
    now: DateTime<Utc>,
) -> StoreResult<Option<Link>> {
    let row = Links::find().filter(oidc_link::Column::TokenHash.eq(token_hash)).one(db).await?;
    Ok(row.filter(|l| l.used_at.is_none() && l.expires_at > now).map(link))
}

/// Records the token of the confirmation emailed for a link (a new email replaces the last one).
pub async fn set_email_token(db: &impl ConnectionTrait, id: OidcLinkId, email_token_hash: String) -> StoreResult<()> {
    Links::update_many()
        .col_expr(oidc_link::Column::EmailTokenHash, Expr::value(email_token_hash))
        .filter(oidc_link::Column::Id.eq(id))
        .exec(db)
        .await?;
    Ok(())
}

/// Which of a link's tokens proves the person: the browser's (after a password) or the emailed one.
#[derive(Debug, Clone, Copy)]
pub enum LinkToken<'a> {
    Browser(&'a str),
    Emailed(&'a str),
}

/// Uses a link: returns it only to the one caller that marks it used while it is unexpired.
pub async fn take_link(
    db: &impl ConnectionTrait,
    token: LinkToken<'_>,
    now: DateTime<Utc>,
) -> StoreResult<Option<Link>> {
    let query = match token {
        LinkToken::Browser(hash) => Links::find().filter(oidc_link::Column::TokenHash.eq(hash)),
        LinkToken::Emailed(hash) => Links::find().filter(oidc_link::Column::EmailTokenHash.eq(hash)),
    };
    let Some(row) = query.one(db).await?.filter(|l| l.used_at.is_none() && l.expires_at > now) else {
        return Ok(None);
    };
    let result = Links::update_many()
        .col_expr(oidc_link::Column::UsedAt, Expr::value(now))
        .filter(oidc_link::Column::Id.eq(row.id))
        .filter(oidc_link::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok((result.rows_affected == 1).then(|| link(row)))
}
