//! People: registration, look-ups, profile and verification flags. Answers are domain [`User`]
//! records; the entity stays inside the store.

use crate::error::{StoreError, StoreResult, Unique, corrupt};
use chrono::{DateTime, Utc};
pub use matchpool_domain::identity::User;
use matchpool_domain::{IdentityId, Language, UserId, VerificationStatus};
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set, Unchanged};
use uuid::Uuid;

use crate::entities::user::{self, ActiveModel, Entity as Users, Model};

pub(crate) fn record(m: Model) -> Result<User, DbErr> {
    Ok(User {
        language: Language::parse(&m.language).ok_or_else(|| corrupt("user account", m.id, "language"))?,
        kyc: m.kyc(),
        id: m.id.into(),
        username: m.username,
        email: m.email,
        first_name: m.first_name,
        last_name: m.last_name,
        password_hash: m.password_hash,
        is_operator: m.is_operator,
        identity_verified_at: m.identity_verified_at,
        email_verified_at: m.email_verified_at,
        avatar_url: m.avatar_url,
        referral_code: m.referral_code,
        referred_by: m.referred_by.map(IdentityId::from),
        created_at: m.created_at,
        updated_at: m.updated_at,
        deleted_at: m.deleted_at,
    })
}

pub(crate) fn records(rows: Vec<Model>) -> Result<Vec<User>, DbErr> {
    rows.into_iter().map(record).collect()
}

/// An update of the person's row: only the columns set on it change.
pub(crate) fn changing(user: &User) -> ActiveModel {
    ActiveModel { id: Unchanged(user.id.into()), ..Default::default() }
}

/// What registration stores for a new person.
pub struct NewUser {
    pub username: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub password_hash: String,
    pub language: Language,
    pub is_operator: bool,
    pub referral_code: String,
    pub referred_by: Option<IdentityId>,
    /// The address is known to be the person's (demo accounts, operators made on the command line).
    pub email_verified: bool,
}

/// Inserts a person; a taken email or username is `StoreError::Duplicate` naming which.
pub async fn insert(db: &impl ConnectionTrait, new: NewUser, now: DateTime<Utc>) -> StoreResult<User> {
    ActiveModel {
        id: Set(Uuid::now_v7()),
        username_key: Set(new.username.to_lowercase()),
        username: Set(new.username),
        email: Set(new.email),
        first_name: Set(new.first_name),
        last_name: Set(new.last_name),
        password_hash: Set(new.password_hash),
        language: Set(new.language.code().to_owned()),
        is_operator: Set(new.is_operator),
        kyc_status: Set(VerificationStatus::NotVerified.as_str().to_owned()),
        identity_verified_at: Set(None),
        email_verified_at: Set(new.email_verified.then_some(now)),
        avatar_url: Set(None),
        referral_code: Set(new.referral_code),
        referred_by: Set(new.referred_by.map(Uuid::from)),
        created_at: Set(now),
        updated_at: Set(now),
        deleted_at: Set(None),
    }
    .insert(db)
    .await
    .map_err(|e| StoreError::classify(e, &[("email", Unique::Email), ("username", Unique::Username)]))
    .and_then(|row| Ok(record(row)?))
}

pub async fn find(db: &impl ConnectionTrait, id: UserId) -> StoreResult<Option<User>> {
    Ok(Users::find_by_id(id).one(db).await?.map(record).transpose()?)
}

/// A person, if their sign-in (`family`, a refresh-token family) still has an unrevoked, unexpired
/// token at `now`: an access token of a revoked or expired sign-in no longer counts. What a
/// signed-in request checks, in one statement (two reads on two connections before, issue 30).
pub async fn find_signed_in(
    db: &impl ConnectionTrait,
    id: UserId,
    family: matchpool_domain::SessionId,
    now: DateTime<Utc>,
) -> StoreResult<Option<User>> {
    use crate::entities::refresh_token;
    use sea_orm::sea_query::{Expr, Query};
    let live = Query::select()
        .expr(Expr::val(1))
        .from(refresh_token::Entity)
        .and_where(refresh_token::Column::FamilyId.eq(family))
        .and_where(refresh_token::Column::RevokedAt.is_null())
        .and_where(refresh_token::Column::ExpiresAt.gt(now))
        .to_owned();
    Ok(Users::find_by_id(id).filter(Expr::exists(live)).one(db).await?.map(record).transpose()?)
}

pub async fn find_by_email(db: &impl ConnectionTrait, email: &str) -> StoreResult<Option<User>> {
    Ok(Users::find().filter(user::Column::Email.eq(email.to_lowercase())).one(db).await?.map(record).transpose()?)
}

pub async fn find_by_username(db: &impl ConnectionTrait, username: &str) -> StoreResult<Option<User>> {
    Ok(Users::find()
        .filter(user::Column::UsernameKey.eq(username.to_lowercase()))
        .one(db)
        .await?
        .map(record)
        .transpose()?)
}

pub async fn find_by_referral_code(db: &impl ConnectionTrait, code: &str) -> StoreResult<Option<User>> {
    Ok(Users::find().filter(user::Column::ReferralCode.eq(code)).one(db).await?.map(record).transpose()?)
}

/// Changes to a person's own profile; `None` leaves a field as it is.
#[derive(Default)]
pub struct ProfileChange {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub language: Option<Language>,
}

pub async fn update_profile(
    db: &impl ConnectionTrait,
    user: User,
    change: ProfileChange,
    now: DateTime<Utc>,
) -> StoreResult<User> {
    let mut active = changing(&user);
    if let Some(v) = change.first_name {
        active.first_name = Set(v);
    }
    if let Some(v) = change.last_name {
        active.last_name = Set(v);
    }
    if let Some(v) = change.language {
        active.language = Set(v.code().to_owned());
    }
    active.updated_at = Set(now);
    Ok(record(active.update(db).await?)?)
}

/// Sets a person's KYC state; `verified` stamps `identity_verified_at`, anything else clears it.
pub async fn set_kyc(
    db: &impl ConnectionTrait,
    user: User,
    status: VerificationStatus,
    now: DateTime<Utc>,
) -> StoreResult<User> {
    let mut active = changing(&user);
    active.kyc_status = Set(status.as_str().to_owned());
    active.identity_verified_at = Set((status == VerificationStatus::Verified).then_some(now));
    active.updated_at = Set(now);
    Ok(record(active.update(db).await?)?)
}

/// Makes an existing person an operator with a confirmed address, or sets a new password (used
/// by `matchpool admin create`).
pub async fn make_operator(
    db: &impl ConnectionTrait,
    user: User,
    password_hash: Option<String>,
    now: DateTime<Utc>,
) -> StoreResult<User> {
    // An operator made on the command line is known to own the address.
    let verified = user.email_verified_at.unwrap_or(now);
    let mut active = changing(&user);
    active.email_verified_at = Set(Some(verified));
    active.is_operator = Set(true);
    if let Some(hash) = password_hash {
        active.password_hash = Set(hash);
    }
    active.updated_at = Set(now);
    Ok(record(active.update(db).await?)?)
}

pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<UserId>) -> StoreResult<Vec<User>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(records(Users::find().filter(user::Column::Id.is_in(ids)).all(db).await?)?)
}

/// People referred by an identity.
pub async fn referred_by(db: &impl ConnectionTrait, referrer: IdentityId) -> StoreResult<Vec<User>> {
    use sea_orm::QueryOrder;
    Ok(records(
        Users::find()
            .filter(user::Column::ReferredBy.eq(referrer))
            .order_by_asc(user::Column::CreatedAt)
            .all(db)
            .await?,
    )?)
}
