//! Identity verification: KYC for persons, KYB for organizations. People submit documents and a
//! short form; operators approve or reject (or the provider's signed webhook decides); the person
//! or the organization's members are emailed the result.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use chrono::{DateTime, Utc};
use matchpool_app::verifications::{Subject, Submission};
use matchpool_domain::identity::SubjectKind;
use matchpool_domain::{FieldError, IdentityId, MediaId, VerificationId, VerificationStatus};
use serde::{Deserialize, Serialize};
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::{Acting, ApiJson, Auth, Operator, QueryMap};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(submit))
        .routes(routes!(my_status))
        .routes(routes!(queue))
        .routes(routes!(webhook))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[schema(as = VerificationSubmitRequest)]
pub struct SubmitRequest {
    legal_name: Option<String>,
    country: Option<String>,
    /// Required for organizations.
    registration_number: Option<String>,
    /// Ids of documents uploaded with `POST /verifications/documents`, 1 to 10.
    documents: Option<Vec<String>>,
}

/// What is verified: a person's identity (KYC) or an organization's (KYB).
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum VerificationKind {
    Kyc,
    Kyb,
}

#[derive(Serialize, utoipa::ToSchema)]
#[schema(as = VerificationStatus)]
pub struct VerificationView {
    pub kind: VerificationKind,
    pub status: VerificationStatus,
    pub reason: Option<String>,
    pub submitted_at: Option<DateTime<Utc>>,
}

async fn status_of(state: &AppState, auth: &Auth) -> ApiResult<VerificationView> {
    let kind = if matches!(auth.acting, Acting::Person) { VerificationKind::Kyc } else { VerificationKind::Kyb };
    let subject = Subject::of(auth.actor());
    let status = subject.status(&state.db).await?;
    let latest = matchpool_store::verifications::latest(&state.db, subject.id()).await?;
    Ok(VerificationView {
        kind,
        status,
        reason: latest.as_ref().filter(|v| v.status == VerificationStatus::Rejected).and_then(|v| v.reason.clone()),
        submitted_at: latest.map(|v| v.created_at),
    })
}

/// Submit documents for the identity acting: KYC for a person, KYB for an organization.
#[utoipa::path(post, path = "/verifications", operation_id = "submit_verification", tag = "verification", request_body = SubmitRequest, security(("bearer" = [])),
    responses((status = 201, body = VerificationView), (status = 409, description = "`verification.pending`, `verification.already_verified`", body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn submit(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<SubmitRequest>,
) -> ApiResult<(StatusCode, axum::Json<VerificationView>)> {
    let form = Submission {
        legal_name: body.legal_name,
        country: body.country,
        registration_number: body.registration_number,
        documents: body.documents.unwrap_or_default(),
    };
    matchpool_app::verifications::submit(&state, auth.actor(), form).await?;
    Ok((StatusCode::CREATED, axum::Json(status_of(&state, &auth).await?)))
}

/// The verification status of the identity acting.
#[utoipa::path(get, path = "/verifications/me", tag = "verification", security(("bearer" = [])),
    responses((status = 200, body = VerificationView), (status = 401, body = crate::error::ErrorBody)))]
pub async fn my_status(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<VerificationView>> {
    Ok(axum::Json(status_of(&state, &auth).await?))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct QueueItem {
    #[schema(value_type = Uuid)]
    pub id: VerificationId,
    #[schema(value_type = SubjectKind)]
    pub subject_kind: SubjectKind,
    #[schema(value_type = Uuid)]
    pub subject_id: IdentityId,
    pub subject_name: String,
    pub legal_name: String,
    pub country: String,
    pub registration_number: Option<String>,
    pub documents: Vec<crate::views::media::MediaView>,
    pub status: VerificationStatus,
    pub reason: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Queue {
    pub results: Vec<QueueItem>,
}

/// The review queue (`status=pending` by default, or `verified` / `rejected`), oldest first.
#[utoipa::path(get, path = "/admin/verifications", tag = "admin", params(("status" = Option<String>, Query)), security(("bearer" = [])),
    responses((status = 200, body = Queue), (status = 403, body = crate::error::ErrorBody)))]
pub async fn queue(State(state): State<AppState>, _: Operator, query: QueryMap) -> ApiResult<axum::Json<Queue>> {
    let status = match query.filter("status").map(VerificationStatus::parse) {
        None => VerificationStatus::Pending,
        Some(Some(status)) if status != VerificationStatus::NotVerified => status,
        Some(_) => return Err(ApiError::field("status", FieldError::Invalid)),
    };
    let rows = matchpool_store::verifications::queue(&state.db, status, 200).await?;
    Ok(axum::Json(Queue { results: queue_items(&state, rows).await? }))
}

/// Every row's documents and subject names in three queries, not three per row.
async fn queue_items(
    state: &AppState,
    rows: Vec<matchpool_store::verifications::Verification>,
) -> ApiResult<Vec<QueueItem>> {
    let media: HashMap<MediaId, _> =
        matchpool_store::media::find_many(&state.db, rows.iter().flat_map(|v| v.documents.clone()).collect())
            .await?
            .into_iter()
            .map(|m| (m.id, m))
            .collect();
    let names = crate::views::identity::identity_names(&state.db, rows.iter().map(|v| v.subject_id).collect()).await?;
    let mut results = Vec::with_capacity(rows.len());
    for v in rows {
        let documents = v
            .documents
            .iter()
            .filter_map(|id| media.get(id))
            .map(|media| crate::views::media::document_view(state, media))
            .collect();
        results.push(QueueItem {
            subject_name: names.get(&v.subject_id).cloned().unwrap_or_default(),
            id: v.id,
            subject_kind: v.subject_kind,
            subject_id: v.subject_id,
            legal_name: v.legal_name,
            country: v.country,
            registration_number: v.registration_number,
            documents,
            status: v.status,
            reason: v.reason,
            created_at: v.created_at,
        });
    }
    Ok(results)
}

#[derive(Deserialize)]
struct WebhookBody {
    subject_type: String,
    subject_id: Uuid,
    status: String,
    reason: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Accepted {
    pub accepted: bool,
}

/// The verification provider's decision, signed: headers `X-Matchpool-Timestamp: <unix seconds>`
/// and `X-Matchpool-Signature: sha256=<hex HMAC of "<timestamp>.<body>">`; deliveries older than
/// five minutes or seen before are refused. Body `{subject_type: user|organization, subject_id, status: verified|rejected|pending, reason?}`.
#[utoipa::path(post, path = "/verifications/webhook", tag = "verification", request_body(content = String, description = "JSON, signed"),
    responses((status = 200, body = Accepted), (status = 400, description = "`verification.bad_signature`, `verification.stale_delivery`", body = crate::error::ErrorBody),
        (status = 409, description = "`verification.replayed`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<axum::Json<Accepted>> {
    let secret = state.config.verification_webhook_secret.expose();
    crate::security::webhook::verify_verification_delivery(secret, &headers, &body, Utc::now())?;
    crate::security::webhook::claim_everywhere(state.shared_limits.as_ref(), &headers).await?;
    let event: WebhookBody = serde_json::from_slice(&body)
        .map_err(|_| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "validation", "The webhook body is not valid."))?;
    let (subject, status) = decision_of(&state, &event).await?;
    matchpool_app::verifications::decide(&state, subject, status, event.reason, None).await?;
    Ok(axum::Json(Accepted { accepted: true }))
}

/// Whom a provider's decision is about, and what it decides.
async fn decision_of(state: &AppState, event: &WebhookBody) -> ApiResult<(Subject, VerificationStatus)> {
    // The provider's id, parsed at the edge, names a person or an organization.
    let id = IdentityId::from(event.subject_id);
    let subject = match SubjectKind::parse(&event.subject_type) {
        Some(SubjectKind::User) if matchpool_store::users::find(&state.db, id.person()).await?.is_some() => {
            Subject::Person(id.person())
        }
        Some(SubjectKind::Organization)
            if matchpool_store::organizations::find(&state.db, id.organization()).await?.is_some() =>
        {
            Subject::Organization(id.organization())
        }
        _ => return Err(ApiError::not_found("verification.subject_not_found", "No such person or organization.")),
    };
    let status = VerificationStatus::parse(&event.status)
        .filter(|s| *s != VerificationStatus::NotVerified)
        .ok_or_else(|| ApiError::field("status", FieldError::Invalid))?;
    Ok((subject, status))
}
