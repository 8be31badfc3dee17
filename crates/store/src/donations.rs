//! Donations: creation guarded by unique keys (idempotency, de-duplication, txid), state changes
//! that happen once even when a webhook and a confirmation race, and the lists and totals.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set,
};
use uuid::Uuid;

use crate::entities::donation::{self, ActiveModel, Entity as Donations, Model as Donation};
use crate::entities::donation_event::{self, Entity as Events, Model as Event};

/// Everything known when a donation is created.
pub struct NewDonation {
    pub project_id: Uuid,
    pub round_id: Uuid,
    pub user_id: Uuid,
    pub anonymous: bool,
    pub payment_type: String,
    pub currency: String,
    pub amount_minor: i64,
    pub fee_minor: i64,
    pub usd_cents: i64,
    pub rate_micro_usd: i64,
    pub rate_source: String,
    pub rate_at: DateTime<Utc>,
    pub client_rate: Option<String>,
    pub state: String,
    pub provider: String,
    pub txid: Option<String>,
    pub wallet_address: Option<String>,
    pub idempotency_key: Option<String>,
    pub dedup_key: String,
}

/// Inserts a donation and its first timeline event. A repeated idempotency key, de-duplication
/// key or txid comes back as a unique violation.
pub async fn insert(db: &impl ConnectionTrait, new: NewDonation, now: DateTime<Utc>) -> Result<Donation, DbErr> {
    let donation = ActiveModel {
        id: Set(Uuid::now_v7()),
        project_id: Set(new.project_id),
        round_id: Set(new.round_id),
        user_id: Set(new.user_id),
        anonymous: Set(new.anonymous),
        payment_type: Set(new.payment_type),
        currency: Set(new.currency),
        amount_minor: Set(new.amount_minor),
        fee_minor: Set(new.fee_minor),
        total_minor: Set(new.amount_minor + new.fee_minor),
        usd_cents: Set(new.usd_cents),
        rate_micro_usd: Set(new.rate_micro_usd),
        rate_source: Set(new.rate_source),
        rate_at: Set(new.rate_at),
        client_rate: Set(new.client_rate),
        state: Set(new.state.clone()),
        provider: Set(new.provider),
        reference: Set(new.txid.clone()),
        client_secret: Set(None),
        txid: Set(new.txid),
        wallet_address: Set(new.wallet_address),
        idempotency_key: Set(new.idempotency_key),
        dedup_key: Set(new.dedup_key),
        failure_reason: Set(None),
        settled_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(db)
    .await?;
    event(db, donation.id, &new.state, None, now).await?;
    Ok(donation)
}

async fn event(
    db: &impl ConnectionTrait,
    donation: Uuid,
    state: &str,
    note: Option<String>,
    now: DateTime<Utc>,
) -> Result<(), DbErr> {
    donation_event::ActiveModel {
        id: Set(Uuid::now_v7()),
        donation_id: Set(donation),
        state: Set(state.to_owned()),
        note: Set(note),
        created_at: Set(now),
    }
    .insert(db)
    .await?;
    Ok(())
}

/// What a state change also records.
#[derive(Default)]
pub struct Change {
    pub reference: Option<String>,
    pub client_secret: Option<String>,
    pub failure_reason: Option<String>,
    pub note: Option<String>,
}

/// Moves a donation to `to` only if it is in one of `from`; true for the one caller that did.
pub async fn transition(
    db: &impl ConnectionTrait,
    id: Uuid,
    from: &[&str],
    to: &str,
    change: Change,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let mut update = Donations::update_many()
        .col_expr(donation::Column::State, Expr::value(to))
        .col_expr(donation::Column::UpdatedAt, Expr::value(now))
        .filter(donation::Column::Id.eq(id))
        .filter(donation::Column::State.is_in(from.iter().copied()));
    if let Some(reference) = change.reference {
        update = update.col_expr(donation::Column::Reference, Expr::value(reference));
    }
    if let Some(secret) = change.client_secret {
        update = update.col_expr(donation::Column::ClientSecret, Expr::value(secret));
    }
    if let Some(reason) = change.failure_reason.clone() {
        update = update.col_expr(donation::Column::FailureReason, Expr::value(reason));
    }
    if to == "settled" {
        update = update.col_expr(donation::Column::SettledAt, Expr::value(now));
    }
    let moved = update.exec(db).await?.rows_affected == 1;
    if moved {
        event(db, id, to, change.note.or(change.failure_reason), now).await?;
    }
    Ok(moved)
}

pub async fn find(db: &impl ConnectionTrait, id: Uuid) -> Result<Option<Donation>, DbErr> {
    Donations::find_by_id(id).one(db).await
}

pub async fn find_by_idempotency(db: &impl ConnectionTrait, user: Uuid, key: &str) -> Result<Option<Donation>, DbErr> {
    Donations::find()
        .filter(donation::Column::UserId.eq(user))
        .filter(donation::Column::IdempotencyKey.eq(key))
        .one(db)
        .await
}

pub async fn find_by_dedup(db: &impl ConnectionTrait, keys: &[String]) -> Result<Option<Donation>, DbErr> {
    Donations::find().filter(donation::Column::DedupKey.is_in(keys.iter().cloned())).one(db).await
}

pub async fn find_by_txid(db: &impl ConnectionTrait, txid: &str) -> Result<Option<Donation>, DbErr> {
    Donations::find().filter(donation::Column::Txid.eq(txid)).one(db).await
}

pub async fn find_by_reference(db: &impl ConnectionTrait, reference: &str) -> Result<Option<Donation>, DbErr> {
    Donations::find().filter(donation::Column::Reference.eq(reference)).one(db).await
}

/// Settled donations of a project, newest first.
pub async fn settled_of_project(
    db: &impl ConnectionTrait,
    project: Uuid,
    offset: u64,
    limit: u64,
) -> Result<(Vec<Donation>, u64), DbErr> {
    let select =
        Donations::find().filter(donation::Column::ProjectId.eq(project)).filter(donation::Column::State.eq("settled"));
    let total = select.clone().count(db).await?;
    let rows = select
        .order_by_desc(donation::Column::SettledAt)
        .order_by_desc(donation::Column::Id)
        .offset(offset)
        .limit(limit)
        .all(db)
        .await?;
    Ok((rows, total))
}

/// A person's donations, newest first.
pub async fn of_user(
    db: &impl ConnectionTrait,
    user: Uuid,
    offset: u64,
    limit: u64,
) -> Result<(Vec<Donation>, u64), DbErr> {
    let select = Donations::find().filter(donation::Column::UserId.eq(user));
    let total = select.clone().count(db).await?;
    let rows = select
        .order_by_desc(donation::Column::CreatedAt)
        .order_by_desc(donation::Column::Id)
        .offset(offset)
        .limit(limit)
        .all(db)
        .await?;
    Ok((rows, total))
}

pub async fn events(db: &impl ConnectionTrait, donation: Uuid) -> Result<Vec<Event>, DbErr> {
    Events::find()
        .filter(donation_event::Column::DonationId.eq(donation))
        .order_by_asc(donation_event::Column::CreatedAt)
        .order_by_asc(donation_event::Column::Id)
        .all(db)
        .await
}

/// Settled sums per project and currency: (minor units, USD cents).
pub async fn totals(
    db: &impl ConnectionTrait,
    projects: Vec<Uuid>,
) -> Result<HashMap<Uuid, Vec<(String, i64, i64)>>, DbErr> {
    if projects.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(Uuid, String, i64, i64)> = Donations::find()
        .select_only()
        .column(donation::Column::ProjectId)
        .column(donation::Column::Currency)
        .column_as(donation::Column::AmountMinor.sum().cast_as("BIGINT"), "amount")
        .column_as(donation::Column::UsdCents.sum().cast_as("BIGINT"), "usd")
        .filter(donation::Column::ProjectId.is_in(projects))
        .filter(donation::Column::State.eq("settled"))
        .group_by(donation::Column::ProjectId)
        .group_by(donation::Column::Currency)
        .into_tuple()
        .all(db)
        .await?;
    let mut out: HashMap<Uuid, Vec<(String, i64, i64)>> = HashMap::new();
    for (project, currency, amount, usd) in rows {
        out.entry(project).or_default().push((currency, amount, usd));
    }
    Ok(out)
}

/// Crypto donations still waiting for the chain, oldest first (the background re-check).
pub async fn pending_crypto(db: &impl ConnectionTrait, limit: u64) -> Result<Vec<Donation>, DbErr> {
    Donations::find()
        .filter(donation::Column::PaymentType.eq("CRYPTO"))
        .filter(donation::Column::State.eq("pending"))
        .order_by_asc(donation::Column::CreatedAt)
        .limit(limit)
        .all(db)
        .await
}

/// Settled USD of a round's donations, in cents.
pub async fn round_usd_cents(db: &impl ConnectionTrait, round: Uuid) -> Result<i64, DbErr> {
    let sum: Option<Option<i64>> = Donations::find()
        .select_only()
        .column_as(donation::Column::UsdCents.sum().cast_as("BIGINT"), "usd")
        .filter(donation::Column::RoundId.eq(round))
        .filter(donation::Column::State.eq("settled"))
        .into_tuple()
        .one(db)
        .await?;
    Ok(sum.flatten().unwrap_or(0))
}
