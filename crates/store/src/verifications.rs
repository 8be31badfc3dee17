//! KYC and KYB submissions and their reviews.

use chrono::{DateTime, Utc};
use matchpool_domain::identity::SubjectKind;
use matchpool_domain::{IdentityId, MediaId, UserId, VerificationId, VerificationStatus};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set,
};
use serde_json::Value;
use uuid::Uuid;

pub use matchpool_domain::verification::Verification;

use crate::entities::verification::{self, ActiveModel, Entity as Verifications};
use crate::error::{StoreResult, corrupt};

/// A stored submission as the domain's record: an unknown subject kind is a corrupt row; an
/// unknown status reads as pending (the entity's documented fallback); documents that are not
/// ids are skipped.
fn record(m: verification::Model) -> Result<Verification, DbErr> {
    let documents = m
        .documents
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|d| d.as_str().and_then(|s| s.parse::<MediaId>().ok()))
        .collect();
    Ok(Verification {
        subject_kind: SubjectKind::parse(&m.subject_kind)
            .ok_or_else(|| corrupt("verification", m.id, "subject kind"))?,
        status: m.review_status(),
        documents,
        id: m.id.into(),
        subject_id: m.subject_id.into(),
        submitted_by: m.submitted_by.into(),
        legal_name: m.legal_name,
        country: m.country,
        registration_number: m.registration_number,
        reason: m.reason,
        reviewed_by: m.reviewed_by.map(UserId::from),
        reviewed_at: m.reviewed_at,
        created_at: m.created_at,
        updated_at: m.updated_at,
    })
}

pub struct NewVerification {
    pub subject_kind: SubjectKind,
    pub subject_id: IdentityId,
    pub submitted_by: UserId,
    pub legal_name: String,
    pub country: String,
    pub registration_number: Option<String>,
    pub documents: Vec<MediaId>,
}

pub async fn insert(db: &impl ConnectionTrait, new: NewVerification, now: DateTime<Utc>) -> StoreResult<Verification> {
    Ok(ActiveModel {
        id: Set(VerificationId::generate().into()),
        subject_kind: Set(new.subject_kind.as_str().to_owned()),
        subject_id: Set(new.subject_id.into()),
        submitted_by: Set(new.submitted_by.into()),
        legal_name: Set(new.legal_name),
        country: Set(new.country),
        registration_number: Set(new.registration_number),
        documents: Set(Value::from(new.documents.iter().map(|d| d.to_string()).collect::<Vec<_>>())),
        status: Set(VerificationStatus::Pending.as_str().to_owned()),
        reason: Set(None),
        reviewed_by: Set(None),
        reviewed_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(db)
    .await
    .and_then(record)?)
}

/// The newest submission about a subject.
pub async fn latest(db: &impl ConnectionTrait, subject: IdentityId) -> StoreResult<Option<Verification>> {
    Ok(latest_row(db, subject).await?.map(record).transpose()?)
}

async fn latest_row(db: &impl ConnectionTrait, subject: IdentityId) -> Result<Option<verification::Model>, DbErr> {
    Verifications::find()
        .filter(verification::Column::SubjectId.eq(subject))
        .order_by_desc(verification::Column::CreatedAt)
        .order_by_desc(verification::Column::Id)
        .one(db)
        .await
}

/// Records the decision on the subject's pending submission, if there is one.
pub async fn decide(
    db: &impl ConnectionTrait,
    subject: IdentityId,
    status: VerificationStatus,
    reason: Option<String>,
    reviewer: Option<UserId>,
    now: DateTime<Utc>,
) -> StoreResult<Option<Verification>> {
    let Some(pending) = latest_row(db, subject).await?.filter(|v| v.review_status() == VerificationStatus::Pending)
    else {
        return Ok(None);
    };
    let mut active: ActiveModel = pending.into();
    active.status = Set(status.as_str().to_owned());
    active.reason = Set(reason);
    active.reviewed_by = Set(reviewer.map(Uuid::from));
    active.reviewed_at = Set(Some(now));
    active.updated_at = Set(now);
    Ok(active.update(db).await.and_then(record).map(Some)?)
}

/// Submissions by status, oldest first (the review queue).
pub async fn queue(
    db: &impl ConnectionTrait,
    status: VerificationStatus,
    limit: u64,
) -> StoreResult<Vec<Verification>> {
    Ok(Verifications::find()
        .filter(verification::Column::Status.eq(status.as_str()))
        .order_by_asc(verification::Column::CreatedAt)
        .limit(limit)
        .all(db)
        .await?
        .into_iter()
        .map(record)
        .collect::<Result<_, _>>()?)
}
