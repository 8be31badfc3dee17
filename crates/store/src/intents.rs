//! Server-built ADA payments (DESIGN §5): the intent a transaction's metadata names, bound to its
//! donor, project and amount, and then to its txid and donation.

use chrono::{DateTime, Utc};
use matchpool_domain::donation::AdaIntent;
use matchpool_domain::{DonationId, IntentId, Money, ProjectId, RoundId, UserId};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};

use crate::entities::donation_intent::{self, ActiveModel, Entity as Intents, Model};
use crate::error::{StoreError, StoreResult, Unique};

fn record(m: Model) -> AdaIntent {
    AdaIntent {
        id: m.id.into(),
        donor: m.user_id.into(),
        project: m.project_id.into(),
        round: m.round_id.into(),
        amount: Money::lovelace(m.lovelace),
        pays_to: m.pays_to,
        anonymous: m.anonymous,
        txid: m.txid,
        donation: m.donation_id.map(DonationId::from),
        expires_at: m.expires_at,
        created_at: m.created_at,
    }
}

pub struct NewIntent {
    pub donor: UserId,
    pub project: ProjectId,
    pub round: RoundId,
    pub amount: Money,
    pub pays_to: String,
    pub anonymous: bool,
    pub expires_at: DateTime<Utc>,
}

pub async fn insert(db: &impl ConnectionTrait, new: NewIntent, now: DateTime<Utc>) -> StoreResult<AdaIntent> {
    let row = ActiveModel {
        id: Set(IntentId::generate().into()),
        user_id: Set(new.donor.into()),
        project_id: Set(new.project.into()),
        round_id: Set(new.round.into()),
        lovelace: Set(new.amount.minor),
        pays_to: Set(new.pays_to),
        anonymous: Set(new.anonymous),
        txid: Set(None),
        donation_id: Set(None),
        expires_at: Set(new.expires_at),
        created_at: Set(now),
    }
    .insert(db)
    .await?;
    Ok(record(row))
}

pub async fn find(db: &impl ConnectionTrait, id: IntentId) -> StoreResult<Option<AdaIntent>> {
    Ok(Intents::find_by_id(id).one(db).await?.map(record))
}

pub async fn find_by_txid(db: &impl ConnectionTrait, txid: &str) -> StoreResult<Option<AdaIntent>> {
    Ok(Intents::find().filter(donation_intent::Column::Txid.eq(txid)).one(db).await?.map(record))
}

/// Binds an intent to its transaction and donation, once: false when it is already bound.
/// A txid already bound to another intent is `Duplicate(Txid)`.
pub async fn bind(db: &impl ConnectionTrait, id: IntentId, txid: &str, donation: DonationId) -> StoreResult<bool> {
    let bound = Intents::update_many()
        .col_expr(donation_intent::Column::Txid, Expr::value(txid))
        .col_expr(donation_intent::Column::DonationId, Expr::value(donation))
        .filter(donation_intent::Column::Id.eq(id))
        .filter(donation_intent::Column::Txid.is_null())
        .exec(db)
        .await
        .map_err(|e| StoreError::classify(e, &[("txid", Unique::Txid)]))?;
    Ok(bound.rows_affected == 1)
}
