//! Checkouts (issue 16): one payment for several donations. Created with its donations in the
//! caller's transaction; its state changes are guarded like a donation's, so a webhook and a
//! confirmation racing move it once.

use chrono::{DateTime, Utc};
use matchpool_domain::checkout::Checkout;
use matchpool_domain::{CheckoutId, Currency, DonationState, Money, Move, Rail, UserId};
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};
use uuid::Uuid;

use crate::donations::Change;
use crate::entities::checkout::{self, ActiveModel, Entity as Checkouts, Model};
use crate::error::{StoreError, StoreResult, Unique};

/// Everything known when a checkout is created.
pub struct NewCheckout {
    pub payer: UserId,
    pub rail: Rail,
    pub amount: Money,
    pub fee: Money,
    pub provider: String,
    pub reference: Option<String>,
    pub idempotency_key: Option<String>,
    pub request_hash: Option<String>,
}

fn record(m: Model) -> StoreResult<Checkout> {
    let corrupt = |what: &str| StoreError::Db(DbErr::Custom(format!("checkout {}: bad {what}", m.id)));
    let currency = Currency::parse(&m.currency).ok_or_else(|| corrupt("currency"))?;
    Ok(Checkout {
        id: m.id.into(),
        payer: m.user_id.into(),
        rail: Rail::parse(&m.payment_type).ok_or_else(|| corrupt("payment type"))?,
        currency,
        state: DonationState::parse(&m.state).ok_or_else(|| corrupt("state"))?,
        amount: Money { currency, minor: m.amount_minor },
        fee: Money { currency, minor: m.fee_minor },
        reference: m.reference,
        client_secret: m.client_secret,
        idempotency_key: m.idempotency_key,
        request_hash: m.request_hash,
        reason: m.failure_reason,
        created_at: m.created_at,
        updated_at: m.updated_at,
    })
}

const UNIQUE_RULES: [(&str, Unique); 2] = [("idempotency", Unique::IdempotencyKey), ("reference", Unique::Txid)];

/// Inserts a checkout `initiated`. A repeated idempotency key is `Duplicate(IdempotencyKey)`, a
/// reference (transaction) already used is `Duplicate(Txid)`.
pub async fn insert(db: &impl ConnectionTrait, new: NewCheckout, now: DateTime<Utc>) -> StoreResult<Checkout> {
    let row = ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(new.payer.into()),
        payment_type: Set(new.rail.as_str().to_owned()),
        currency: Set(new.amount.currency.code().to_owned()),
        state: Set(DonationState::Initiated.as_str().to_owned()),
        amount_minor: Set(new.amount.minor),
        fee_minor: Set(new.fee.minor),
        provider: Set(new.provider),
        reference: Set(new.reference),
        client_secret: Set(None),
        idempotency_key: Set(new.idempotency_key),
        request_hash: Set(new.request_hash),
        failure_reason: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(db)
    .await
    .map_err(|e| StoreError::classify(e, &UNIQUE_RULES))?;
    record(row)
}

/// Makes `step` if the checkout is in one of the states it starts from: true for the one caller
/// that did. A reference (transaction) another checkout has is `Duplicate(Txid)`.
pub async fn transition(
    db: &impl ConnectionTrait,
    id: CheckoutId,
    step: Move,
    change: &Change,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    let mut update = Checkouts::update_many()
        .col_expr(checkout::Column::State, Expr::value(step.to().as_str()))
        .col_expr(checkout::Column::UpdatedAt, Expr::value(now))
        .filter(checkout::Column::Id.eq(id))
        .filter(checkout::Column::State.is_in(step.from().iter().map(|s| s.as_str())));
    if let Some(reference) = change.reference.clone() {
        update = update.col_expr(checkout::Column::Reference, Expr::value(reference));
    }
    if let Some(secret) = change.client_secret.clone() {
        update = update.col_expr(checkout::Column::ClientSecret, Expr::value(secret));
    }
    if let Some(reason) = change.reason.clone() {
        update = update.col_expr(checkout::Column::FailureReason, Expr::value(reason));
    }
    let done = update.exec(db).await.map_err(|e| StoreError::classify(e, &UNIQUE_RULES))?;
    Ok(done.rows_affected == 1)
}

pub async fn find(db: &impl ConnectionTrait, id: CheckoutId) -> StoreResult<Option<Checkout>> {
    Checkouts::find_by_id(id).one(db).await?.map(record).transpose()
}

pub async fn find_by_idempotency(db: &impl ConnectionTrait, payer: UserId, key: &str) -> StoreResult<Option<Checkout>> {
    let row = Checkouts::find()
        .filter(checkout::Column::UserId.eq(payer))
        .filter(checkout::Column::IdempotencyKey.eq(key))
        .one(db)
        .await?;
    row.map(record).transpose()
}

/// The checkout a PaymentIntent (or a transaction) pays.
pub async fn find_by_reference(db: &impl ConnectionTrait, reference: &str) -> StoreResult<Option<Checkout>> {
    Checkouts::find().filter(checkout::Column::Reference.eq(reference)).one(db).await?.map(record).transpose()
}

/// Checkouts still in flight not touched since `before`, oldest first: what the reconcile job
/// looks up.
pub async fn stale_in_flight(
    db: &impl ConnectionTrait,
    before: DateTime<Utc>,
    limit: u64,
) -> StoreResult<Vec<Checkout>> {
    let in_flight: Vec<&str> = DonationState::ALL.iter().filter(|s| s.in_flight()).map(|s| s.as_str()).collect();
    let rows = Checkouts::find()
        .filter(checkout::Column::State.is_in(in_flight))
        .filter(checkout::Column::UpdatedAt.lt(before))
        .order_by_asc(checkout::Column::UpdatedAt)
        .limit(limit)
        .all(db)
        .await?;
    rows.into_iter().map(record).collect()
}

/// ADA checkouts whose transaction was submitted and that expired after `since`: a late
/// confirmation still settles them.
pub async fn recently_expired_ada(
    db: &impl ConnectionTrait,
    since: DateTime<Utc>,
    limit: u64,
) -> StoreResult<Vec<Checkout>> {
    let rows = Checkouts::find()
        .filter(checkout::Column::PaymentType.eq(Rail::Ada.as_str()))
        .filter(checkout::Column::State.eq(DonationState::Expired.as_str()))
        .filter(checkout::Column::Reference.is_not_null())
        .filter(checkout::Column::UpdatedAt.gte(since))
        .order_by_asc(checkout::Column::UpdatedAt)
        .limit(limit)
        .all(db)
        .await?;
    rows.into_iter().map(record).collect()
}
