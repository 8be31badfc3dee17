//! Donations: creation guarded by unique keys (idempotency, de-duplication, txid), state changes
//! that happen once even when a webhook and a confirmation race, and the lists and totals. Speaks
//! the domain's `Donation`; the entity stays inside.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use matchpool_domain::donation::{Donation, DonationStep};
use matchpool_domain::{
    CheckoutId, Currency, DonationId, DonationState, IntentId, MicroUsd, Money, Move, OrganizationId, ProjectId, Rail,
    RoundId, UserId,
};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect, Set,
};
use uuid::Uuid;

use crate::entities::donation::{self, ActiveModel, Entity as Donations, Model};
use crate::entities::donation_event::{self, Entity as Events};
use crate::error::{StoreError, StoreResult, Unique};

/// Everything known when a donation is created.
pub struct NewDonation {
    pub project: ProjectId,
    pub round: RoundId,
    pub donor: UserId,
    pub anonymous: bool,
    pub rail: Rail,
    pub amount: Money,
    pub fee: Money,
    pub usd_cents: i64,
    pub rate: MicroUsd,
    pub rate_source: String,
    pub rate_at: DateTime<Utc>,
    pub client_rate: Option<String>,
    pub state: DonationState,
    pub provider: String,
    pub txid: Option<String>,
    pub wallet_address: Option<String>,
    /// ADA in a checkout: the address this donation's output pays.
    pub pays_to: Option<String>,
    pub idempotency_key: Option<String>,
    pub request_hash: Option<String>,
    pub dedup_key: String,
    pub intent: Option<IntentId>,
    /// The checkout this donation is part of (one payment for several projects).
    pub checkout: Option<CheckoutId>,
}

/// A stored row as the domain's record. Rows are only ever written from domain values, so an
/// unknown state or currency is a corrupt database.
fn record(m: Model) -> StoreResult<Donation> {
    let corrupt = |what: &str| StoreError::Db(DbErr::Custom(format!("donation {}: bad {what}", m.id)));
    let currency = Currency::parse(&m.currency).ok_or_else(|| corrupt("currency"))?;
    Ok(Donation {
        id: m.id.into(),
        project: m.project_id.into(),
        round: m.round_id.into(),
        donor: m.user_id.into(),
        anonymous: m.anonymous,
        rail: Rail::parse(&m.payment_type).ok_or_else(|| corrupt("payment type"))?,
        amount: Money { currency, minor: m.amount_minor },
        fee: Money { currency, minor: m.fee_minor },
        usd_cents: m.usd_cents,
        rate: MicroUsd(m.rate_micro_usd),
        rate_source: m.rate_source,
        rate_at: m.rate_at,
        client_rate: m.client_rate,
        state: DonationState::parse(&m.state).ok_or_else(|| corrupt("state"))?,
        provider: m.provider,
        reference: m.reference,
        client_secret: m.client_secret,
        txid: m.txid,
        wallet_address: m.wallet_address,
        pays_to: m.pays_to,
        confirmations: m.confirmations.and_then(|n| u32::try_from(n).ok()),
        idempotency_key: m.idempotency_key,
        request_hash: m.request_hash,
        intent: m.intent_id.map(IntentId::from),
        checkout: m.checkout_id.map(CheckoutId::from),
        reason: m.failure_reason,
        settled_at: m.settled_at,
        created_at: m.created_at,
        updated_at: m.updated_at,
    })
}

pub(crate) fn records(rows: Vec<Model>) -> StoreResult<Vec<Donation>> {
    rows.into_iter().map(record).collect()
}

const UNIQUE_RULES: [(&str, Unique); 3] =
    [("txid", Unique::Txid), ("idempotency", Unique::IdempotencyKey), ("dedup", Unique::Dedup)];

/// Inserts a donation and its first timeline event. A repeated idempotency key, de-duplication
/// key or txid is `StoreError::Duplicate` naming which.
pub async fn insert(db: &impl ConnectionTrait, new: NewDonation, now: DateTime<Utc>) -> StoreResult<Donation> {
    let state = new.state;
    let row = ActiveModel {
        id: Set(Uuid::now_v7()),
        project_id: Set(new.project.into()),
        round_id: Set(new.round.into()),
        user_id: Set(new.donor.into()),
        anonymous: Set(new.anonymous),
        payment_type: Set(new.rail.as_str().to_owned()),
        currency: Set(new.amount.currency.code().to_owned()),
        amount_minor: Set(new.amount.minor),
        fee_minor: Set(new.fee.minor),
        total_minor: Set(new.amount.minor + new.fee.minor),
        usd_cents: Set(new.usd_cents),
        rate_micro_usd: Set(new.rate.0),
        rate_source: Set(new.rate_source),
        rate_at: Set(new.rate_at),
        client_rate: Set(new.client_rate),
        state: Set(state.as_str().to_owned()),
        provider: Set(new.provider),
        reference: Set(new.txid.clone()),
        client_secret: Set(None),
        txid: Set(new.txid),
        wallet_address: Set(new.wallet_address),
        pays_to: Set(new.pays_to),
        confirmations: Set(None),
        idempotency_key: Set(new.idempotency_key),
        dedup_key: Set(new.dedup_key),
        failure_reason: Set(None),
        settled_at: Set((state == DonationState::Settled).then_some(now)),
        request_hash: Set(new.request_hash),
        intent_id: Set(new.intent.map(Uuid::from)),
        checkout_id: Set(new.checkout.map(Uuid::from)),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(db)
    .await
    .map_err(|e| StoreError::classify(e, &UNIQUE_RULES))?;
    event(db, row.id.into(), state, None, now).await?;
    record(row)
}

async fn event(
    db: &impl ConnectionTrait,
    donation: DonationId,
    state: DonationState,
    note: Option<String>,
    now: DateTime<Utc>,
) -> Result<(), DbErr> {
    donation_event::ActiveModel {
        id: Set(Uuid::now_v7()),
        donation_id: Set(donation.into()),
        state: Set(state.as_str().to_owned()),
        note: Set(note),
        created_at: Set(now),
    }
    .insert(db)
    .await?;
    Ok(())
}

/// What a state change also records.
#[derive(Clone, Default)]
pub struct Change {
    pub reference: Option<String>,
    pub client_secret: Option<String>,
    /// The reason of the new state (a decline, a refund's reason...), kept on the donation.
    pub reason: Option<String>,
    /// A timeline note that is not a reason (e.g. "3-D Secure").
    pub note: Option<String>,
}

/// Makes `step` if the donation is in one of the states it starts from: true for the one caller
/// that did, false when another writer moved it first (or it was never in such a state).
pub async fn transition(
    db: &impl ConnectionTrait,
    id: DonationId,
    step: Move,
    change: Change,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    Ok(transition_from(db, id, step, step.from(), change, now).await?)
}

/// [`transition`] from the first of `step`'s source states the donation is in, returning that
/// state (what the move took it out of), or `None` when it was in none of them.
pub async fn transition_source(
    db: &impl ConnectionTrait,
    id: DonationId,
    step: Move,
    change: Change,
    now: DateTime<Utc>,
) -> StoreResult<Option<DonationState>> {
    for source in step.from() {
        if transition_from(db, id, step, std::slice::from_ref(source), change.clone(), now).await? {
            return Ok(Some(*source));
        }
    }
    Ok(None)
}

async fn transition_from(
    db: &impl ConnectionTrait,
    id: DonationId,
    step: Move,
    from: &[DonationState],
    change: Change,
    now: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let to = step.to();
    let mut update = Donations::update_many()
        .col_expr(donation::Column::State, Expr::value(to.as_str()))
        .col_expr(donation::Column::UpdatedAt, Expr::value(now))
        .filter(donation::Column::Id.eq(id))
        .filter(donation::Column::State.is_in(from.iter().map(|s| s.as_str())));
    if let Some(reference) = change.reference {
        update = update.col_expr(donation::Column::Reference, Expr::value(reference));
    }
    if let Some(secret) = change.client_secret {
        update = update.col_expr(donation::Column::ClientSecret, Expr::value(secret));
    }
    if let Some(reason) = change.reason.clone() {
        update = update.col_expr(donation::Column::FailureReason, Expr::value(reason));
    }
    if step == Move::Settle {
        update = update.col_expr(donation::Column::SettledAt, Expr::value(now));
    }
    let moved = update.exec(db).await?.rows_affected == 1;
    if moved {
        event(db, id, to, change.note.or(change.reason), now).await?;
    }
    Ok(moved)
}

pub async fn find(db: &impl ConnectionTrait, id: DonationId) -> StoreResult<Option<Donation>> {
    Donations::find_by_id(id).one(db).await?.map(record).transpose()
}

pub async fn find_by_idempotency(db: &impl ConnectionTrait, donor: UserId, key: &str) -> StoreResult<Option<Donation>> {
    let row = Donations::find()
        .filter(donation::Column::UserId.eq(donor))
        .filter(donation::Column::IdempotencyKey.eq(key))
        .one(db)
        .await?;
    row.map(record).transpose()
}

pub async fn find_by_dedup(db: &impl ConnectionTrait, keys: &[String]) -> StoreResult<Option<Donation>> {
    Donations::find()
        .filter(donation::Column::DedupKey.is_in(keys.iter().cloned()))
        .one(db)
        .await?
        .map(record)
        .transpose()
}

pub async fn find_by_txid(db: &impl ConnectionTrait, txid: &str) -> StoreResult<Option<Donation>> {
    Donations::find().filter(donation::Column::Txid.eq(txid)).one(db).await?.map(record).transpose()
}

pub async fn find_by_reference(db: &impl ConnectionTrait, reference: &str) -> StoreResult<Option<Donation>> {
    Donations::find().filter(donation::Column::Reference.eq(reference)).one(db).await?.map(record).transpose()
}

/// How deep the transaction of these still-pending ADA donations was seen (`None`: not on chain,
/// after a rollback). A donation that left `pending` meanwhile is left alone.
pub async fn set_confirmations(
    db: &impl ConnectionTrait,
    donations: &[DonationId],
    depth: Option<u32>,
) -> StoreResult<()> {
    let depth = depth.map(|n| i32::try_from(n).unwrap_or(i32::MAX));
    Donations::update_many()
        .col_expr(donation::Column::Confirmations, Expr::value(depth))
        .filter(donation::Column::Id.is_in(donations.iter().copied()))
        .filter(donation::Column::State.eq(DonationState::Pending.as_str()))
        .exec(db)
        .await?;
    Ok(())
}

/// The donations of a checkout, in the order they were created.
pub async fn of_checkout(db: &impl ConnectionTrait, checkout: CheckoutId) -> StoreResult<Vec<Donation>> {
    let rows = Donations::find()
        .filter(donation::Column::CheckoutId.eq(checkout))
        .order_by_asc(donation::Column::Id)
        .all(db)
        .await?;
    records(rows)
}

/// One page of `select`, newest first by `newest` (then by id), and how many there are in all.
async fn page(
    db: &impl ConnectionTrait,
    select: sea_orm::Select<Donations>,
    newest: donation::Column,
    offset: u64,
    limit: u64,
) -> StoreResult<(Vec<Donation>, u64)> {
    let total = select.clone().count(db).await?;
    let rows =
        select.order_by_desc(newest).order_by_desc(donation::Column::Id).offset(offset).limit(limit).all(db).await?;
    Ok((records(rows)?, total))
}

/// Settled donations of a project, newest first.
pub async fn settled_of_project(
    db: &impl ConnectionTrait,
    project: ProjectId,
    offset: u64,
    limit: u64,
) -> StoreResult<(Vec<Donation>, u64)> {
    let select = Donations::find()
        .filter(donation::Column::ProjectId.eq(project))
        .filter(donation::Column::State.eq(DonationState::Settled.as_str()));
    page(db, select, donation::Column::SettledAt, offset, limit).await
}

/// The donations to an organization's projects that settled in `since..until` (and are still
/// settled), oldest first, each with its project's title: a day's digest.
pub async fn settled_for_organization(
    db: &impl ConnectionTrait,
    organization: OrganizationId,
    since: DateTime<Utc>,
    until: DateTime<Utc>,
) -> StoreResult<Vec<(Donation, String)>> {
    let projects: Vec<(Uuid, String)> = crate::entities::project::Entity::find()
        .select_only()
        .column(crate::entities::project::Column::Id)
        .column(crate::entities::project::Column::Title)
        .filter(crate::entities::project::Column::IdentityId.eq(organization))
        .into_tuple()
        .all(db)
        .await?;
    let titles: HashMap<ProjectId, String> = projects.into_iter().map(|(id, title)| (id.into(), title)).collect();
    let rows = Donations::find()
        .filter(donation::Column::ProjectId.is_in(titles.keys().copied()))
        .filter(donation::Column::State.eq(DonationState::Settled.as_str()))
        .filter(donation::Column::SettledAt.gte(since))
        .filter(donation::Column::SettledAt.lt(until))
        .order_by_asc(donation::Column::SettledAt)
        .all(db)
        .await?;
    records(rows)?
        .into_iter()
        .map(|d| {
            let title = titles.get(&d.project).cloned().unwrap_or_default();
            Ok((d, title))
        })
        .collect()
}

/// A person's donations that settled in `since..until` and are still settled, oldest first (a
/// yearly statement).
pub async fn settled_of_donor(
    db: &impl ConnectionTrait,
    donor: UserId,
    since: DateTime<Utc>,
    until: DateTime<Utc>,
) -> StoreResult<Vec<Donation>> {
    let rows = Donations::find()
        .filter(donation::Column::UserId.eq(donor))
        .filter(donation::Column::State.eq(DonationState::Settled.as_str()))
        .filter(donation::Column::SettledAt.gte(since))
        .filter(donation::Column::SettledAt.lt(until))
        .order_by_asc(donation::Column::SettledAt)
        .all(db)
        .await?;
    records(rows)
}

/// A person's donations, newest first.
pub async fn of_donor(
    db: &impl ConnectionTrait,
    donor: UserId,
    offset: u64,
    limit: u64,
) -> StoreResult<(Vec<Donation>, u64)> {
    let select = Donations::find().filter(donation::Column::UserId.eq(donor));
    page(db, select, donation::Column::CreatedAt, offset, limit).await
}

/// What the operators' donation list filters on.
#[derive(Debug, Default, Clone)]
pub struct Filter {
    pub project: Option<ProjectId>,
    pub round: Option<RoundId>,
    pub state: Option<DonationState>,
}

/// Every donation matching `filter`, newest first (the operators' list).
pub async fn search(
    db: &impl ConnectionTrait,
    filter: &Filter,
    offset: u64,
    limit: u64,
) -> StoreResult<(Vec<Donation>, u64)> {
    let mut condition = Condition::all();
    if let Some(project) = filter.project {
        condition = condition.add(donation::Column::ProjectId.eq(project));
    }
    if let Some(round) = filter.round {
        condition = condition.add(donation::Column::RoundId.eq(round));
    }
    if let Some(state) = filter.state {
        condition = condition.add(donation::Column::State.eq(state.as_str()));
    }
    let select = Donations::find().filter(condition);
    page(db, select, donation::Column::CreatedAt, offset, limit).await
}

pub async fn timeline(db: &impl ConnectionTrait, donation: DonationId) -> StoreResult<Vec<DonationStep>> {
    let rows = Events::find()
        .filter(donation_event::Column::DonationId.eq(donation))
        .order_by_asc(donation_event::Column::CreatedAt)
        .order_by_asc(donation_event::Column::Id)
        .all(db)
        .await?;
    rows.into_iter()
        .map(|e| {
            let state = DonationState::parse(&e.state)
                .ok_or_else(|| StoreError::Db(DbErr::Custom(format!("donation event {}: bad state", e.id))))?;
            Ok(DonationStep { state, note: e.note, at: e.created_at })
        })
        .collect()
}

/// Donations still in flight (`initiated`, `action_required`, `pending`) not touched since
/// `before`, oldest first: what the reconcile job looks up.
pub async fn stale_in_flight(
    db: &impl ConnectionTrait,
    before: DateTime<Utc>,
    limit: u64,
) -> StoreResult<Vec<Donation>> {
    let in_flight: Vec<&str> = DonationState::ALL.iter().filter(|s| s.in_flight()).map(|s| s.as_str()).collect();
    let rows = Donations::find()
        .filter(donation::Column::State.is_in(in_flight))
        .filter(donation::Column::UpdatedAt.lt(before))
        // A checkout's donations move with their checkout, which the job looks up instead.
        .filter(donation::Column::CheckoutId.is_null())
        .order_by_asc(donation::Column::UpdatedAt)
        .limit(limit)
        .all(db)
        .await?;
    records(rows)
}

/// ADA donations (not of a checkout) that expired after `since`: a late confirmation still
/// settles them.
pub async fn recently_expired_ada(
    db: &impl ConnectionTrait,
    since: DateTime<Utc>,
    limit: u64,
) -> StoreResult<Vec<Donation>> {
    let rows = Donations::find()
        .filter(donation::Column::PaymentType.eq(Rail::Ada.as_str()))
        .filter(donation::Column::State.eq(DonationState::Expired.as_str()))
        .filter(donation::Column::UpdatedAt.gte(since))
        // A checkout's donations settle late with their checkout.
        .filter(donation::Column::CheckoutId.is_null())
        .order_by_asc(donation::Column::UpdatedAt)
        .limit(limit)
        .all(db)
        .await?;
    records(rows)
}

/// How many of a person's ADA donations are still waiting for the chain.
pub async fn pending_ada_of(db: &impl ConnectionTrait, donor: UserId) -> StoreResult<u64> {
    Ok(Donations::find()
        .filter(donation::Column::UserId.eq(donor))
        .filter(donation::Column::PaymentType.eq(Rail::Ada.as_str()))
        .filter(donation::Column::State.eq(DonationState::Pending.as_str()))
        .count(db)
        .await?)
}

/// Donations of a round settled before `counted_before` (the frozen inputs' cut-off) that left
/// `settled` after `changed_after` (when the results were stored): what changed since the
/// published results.
pub async fn left_settled_since(
    db: &impl ConnectionTrait,
    round: RoundId,
    counted_before: DateTime<Utc>,
    changed_after: DateTime<Utc>,
) -> StoreResult<Vec<(Donation, DateTime<Utc>)>> {
    let left: Vec<&str> = [DonationState::Refunded, DonationState::Disputed].iter().map(|s| s.as_str()).collect();
    let rows = Donations::find()
        .filter(donation::Column::RoundId.eq(round))
        .filter(donation::Column::State.is_in(left))
        .filter(donation::Column::SettledAt.lt(counted_before))
        .filter(donation::Column::UpdatedAt.gte(changed_after))
        .order_by_asc(donation::Column::UpdatedAt)
        .all(db)
        .await?;
    rows.into_iter()
        .map(|m| {
            let at = m.updated_at;
            record(m).map(|d| (d, at))
        })
        .collect()
}

/// Settled USD of a round's donations, in cents.
pub async fn round_usd_cents(db: &impl ConnectionTrait, round: RoundId) -> StoreResult<i64> {
    let sum: Option<Option<i64>> = Donations::find()
        .select_only()
        .column_as(donation::Column::UsdCents.sum().cast_as("BIGINT"), "usd")
        .filter(donation::Column::RoundId.eq(round))
        .filter(donation::Column::State.eq(DonationState::Settled.as_str()))
        .into_tuple()
        .one(db)
        .await?;
    Ok(sum.flatten().unwrap_or(0))
}
