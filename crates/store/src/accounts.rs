//! Account upkeep: single-use emailed links (stored as hashes), the confirmed address, password
//! changes, username and avatar.

use chrono::{DateTime, Utc};
use matchpool_domain::UserId;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};
use uuid::Uuid;

pub use matchpool_domain::account::{AccountToken, Purpose};

use crate::entities::account_token::{self, Entity as AccountTokens};
use crate::entities::user::{self, Entity as Users};
use crate::error::{StoreError, StoreResult, Unique, corrupt};
use crate::users::{User, changing, record};

/// A stored link as the domain's record; an unknown purpose is a corrupt row.
fn token_record(m: account_token::Model) -> Result<AccountToken, DbErr> {
    Ok(AccountToken {
        purpose: Purpose::parse(&m.purpose).ok_or_else(|| corrupt("account token", m.id, "purpose"))?,
        id: m.id.into(),
        user_id: m.user_id.into(),
        token_hash: m.token_hash,
        email: m.email,
        expires_at: m.expires_at,
        used_at: m.used_at,
        created_at: m.created_at,
    })
}

/// Stores a new link for `user` at `email`; earlier unused links of the same purpose stop
/// working, so only the latest email counts.
pub async fn insert_token(
    db: &impl ConnectionTrait,
    user_id: UserId,
    purpose: Purpose,
    token_hash: String,
    email: &str,
    expires_at: DateTime<Utc>,
    now: DateTime<Utc>,
) -> StoreResult<AccountToken> {
    AccountTokens::update_many()
        .col_expr(account_token::Column::UsedAt, Expr::value(now))
        .filter(account_token::Column::UserId.eq(user_id))
        .filter(account_token::Column::Purpose.eq(purpose.as_str()))
        .filter(account_token::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok(account_token::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(user_id.into()),
        purpose: Set(purpose.as_str().to_owned()),
        token_hash: Set(token_hash),
        email: Set(email.to_owned()),
        expires_at: Set(expires_at),
        used_at: Set(None),
        created_at: Set(now),
    }
    .insert(db)
    .await
    .and_then(token_record)?)
}

/// Uses a link: returns it only to the one caller that marks it used while it is unexpired.
/// The link with this hash whatever its state (used, expired), to say why it no longer works.
pub async fn find_token(
    db: &impl ConnectionTrait,
    purpose: Purpose,
    token_hash: &str,
) -> StoreResult<Option<AccountToken>> {
    let token = AccountTokens::find()
        .filter(account_token::Column::TokenHash.eq(token_hash))
        .filter(account_token::Column::Purpose.eq(purpose.as_str()))
        .one(db)
        .await?;
    Ok(token.map(token_record).transpose()?)
}

pub async fn redeem_token(
    db: &impl ConnectionTrait,
    purpose: Purpose,
    token_hash: &str,
    now: DateTime<Utc>,
) -> StoreResult<Option<AccountToken>> {
    let Some(token) = AccountTokens::find()
        .filter(account_token::Column::TokenHash.eq(token_hash))
        .filter(account_token::Column::Purpose.eq(purpose.as_str()))
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    if token.used_at.is_some() || token.expires_at <= now {
        return Ok(None);
    }
    let result = AccountTokens::update_many()
        .col_expr(account_token::Column::UsedAt, Expr::value(now))
        .filter(account_token::Column::Id.eq(token.id))
        .filter(account_token::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    if result.rows_affected != 1 {
        return Ok(None);
    }
    Ok(token_record(token).map(Some)?)
}

/// Marks `email` confirmed for the person, if it is still their address. Returns whether it was.
pub async fn confirm_email(
    db: &impl ConnectionTrait,
    user_id: UserId,
    email: &str,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    let result = Users::update_many()
        .col_expr(user::Column::EmailVerifiedAt, Expr::value(now))
        .col_expr(user::Column::UpdatedAt, Expr::value(now))
        .filter(user::Column::Id.eq(user_id))
        .filter(user::Column::Email.eq(email))
        .exec(db)
        .await?;
    Ok(result.rows_affected == 1)
}

pub async fn set_password(
    db: &impl ConnectionTrait,
    user: User,
    password_hash: String,
    now: DateTime<Utc>,
) -> StoreResult<User> {
    let mut active = changing(&user);
    active.password_hash = Set(password_hash);
    active.updated_at = Set(now);
    Ok(record(active.update(db).await?)?)
}

/// A new username; a taken one is `StoreError::Duplicate(Unique::Username)`.
pub async fn set_username(
    db: &impl ConnectionTrait,
    user: User,
    username: String,
    now: DateTime<Utc>,
) -> StoreResult<User> {
    let mut active = changing(&user);
    active.username_key = Set(username.to_lowercase());
    active.username = Set(username);
    active.updated_at = Set(now);
    Ok(record(active.update(db).await.map_err(|e| StoreError::classify(e, &[("username", Unique::Username)]))?)?)
}

/// The picture shown for the person (a public media address), or none.
pub async fn set_avatar(
    db: &impl ConnectionTrait,
    user: User,
    avatar_url: Option<String>,
    now: DateTime<Utc>,
) -> StoreResult<User> {
    let mut active = changing(&user);
    active.avatar_url = Set(avatar_url);
    active.updated_at = Set(now);
    Ok(record(active.update(db).await?)?)
}

/// A new, confirmed address (from an email-change link); a taken one is
/// `StoreError::Duplicate(Unique::Email)`.
pub async fn set_email(db: &impl ConnectionTrait, user: User, email: String, now: DateTime<Utc>) -> StoreResult<User> {
    let mut active = changing(&user);
    active.email = Set(email);
    active.email_verified_at = Set(Some(now));
    active.updated_at = Set(now);
    Ok(record(active.update(db).await.map_err(|e| StoreError::classify(e, &[("email", Unique::Email)]))?)?)
}
