//! Identity verification: KYC for persons, KYB for organizations. People submit documents and a
//! short form; operators approve or reject (or the provider's signed webhook decides); the person
//! or the organization's members are emailed the result.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use matchpool_domain::text::required;
use matchpool_domain::{FieldError, FieldErrors};
use matchpool_store::verifications::NewVerification;
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::{Acting, ApiJson, Auth, Operator, QueryMap};
use crate::notify::{self, Notice};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(submit))
        .routes(routes!(my_status))
        .routes(routes!(queue))
        .routes(routes!(webhook))
}

/// Whose verification: a person's KYC or an organization's KYB.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    User(Uuid),
    Organization(Uuid),
}

impl Subject {
    fn id(self) -> Uuid {
        match self {
            Self::User(id) | Self::Organization(id) => id,
        }
    }

    fn kind(self) -> &'static str {
        match self {
            Self::User(_) => "user",
            Self::Organization(_) => "organization",
        }
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SubmitRequest {
    legal_name: Option<String>,
    country: Option<String>,
    /// Required for organizations.
    registration_number: Option<String>,
    /// Ids of documents uploaded with `POST /verifications/documents`, 1 to 10.
    documents: Option<Vec<String>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct VerificationStatus {
    /// `kyc` or `kyb`.
    pub kind: &'static str,
    /// `not_verified`, `pending`, `verified` or `rejected`.
    pub status: String,
    pub reason: Option<String>,
    pub submitted_at: Option<DateTime<Utc>>,
}

async fn status_of(state: &AppState, auth: &Auth) -> ApiResult<VerificationStatus> {
    let (kind, status, subject) = match &auth.acting {
        Acting::Person => ("kyc", auth.user.kyc_status.clone(), auth.user.id),
        Acting::Organization { org, .. } => ("kyb", org.kyb_status.clone(), org.id),
    };
    let latest = matchpool_store::verifications::latest(&state.db, subject).await?;
    Ok(VerificationStatus {
        kind,
        status,
        reason: latest.as_ref().filter(|v| v.status == "rejected").and_then(|v| v.reason.clone()),
        submitted_at: latest.map(|v| v.created_at),
    })
}

/// Submit documents for the identity acting: KYC for a person, KYB for an organization.
#[utoipa::path(post, path = "/verifications", tag = "verification", request_body = SubmitRequest, security(("bearer" = [])),
    responses((status = 201, body = VerificationStatus), (status = 409, description = "`verification.pending`, `verification.already_verified`", body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn submit(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<SubmitRequest>,
) -> ApiResult<(StatusCode, axum::Json<VerificationStatus>)> {
    let (subject, current) = match &auth.acting {
        Acting::Person => (Subject::User(auth.user.id), auth.user.kyc_status.clone()),
        Acting::Organization { org, .. } => (Subject::Organization(org.id), org.kyb_status.clone()),
    };
    match current.as_str() {
        "verified" => {
            return Err(ApiError::conflict("verification.already_verified", "This account is already verified."));
        }
        "pending" => {
            return Err(ApiError::conflict(
                "verification.pending",
                "Your documents are being reviewed. We will email you when it is done.",
            ));
        }
        _ => {}
    }
    let mut errors = FieldErrors::new();
    let legal_name = errors.check("legal_name", required(body.legal_name.as_deref(), 200));
    let country = errors.check("country", required(body.country.as_deref(), 100));
    let registration_number = match subject {
        Subject::Organization(_) => {
            errors.check("registration_number", required(body.registration_number.as_deref(), 100)).map(Some)
        }
        Subject::User(_) => Some(body.registration_number.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty())),
    };
    let ids: Vec<Option<Uuid>> =
        body.documents.unwrap_or_default().iter().map(|d| Uuid::parse_str(d.trim()).ok()).collect();
    let mut documents = Vec::new();
    if ids.is_empty() {
        errors.add("documents", FieldError::Required);
    } else if ids.len() > 10 || ids.iter().any(Option::is_none) {
        errors.add("documents", FieldError::Invalid);
    } else {
        let wanted: Vec<Uuid> = ids.into_iter().flatten().collect();
        let found = matchpool_store::media::find_many(&state.db, wanted.clone()).await?;
        // The submitter's own uploads, through `POST /verifications/documents` (kept private).
        if found.len() != wanted.len()
            || found.iter().any(|m| m.user_id != auth.user.id || !crate::routes::media::is_private(m))
        {
            errors.add("documents", FieldError::Invalid);
        }
        documents = wanted;
    }
    let (Some(legal_name), Some(country), Some(registration_number)) = (legal_name, country, registration_number)
    else {
        return Err(errors.into());
    };
    errors.into_result()?;
    let now = Utc::now();
    let new = NewVerification {
        subject_kind: subject.kind().into(),
        subject_id: subject.id(),
        submitted_by: auth.user.id,
        legal_name,
        country,
        registration_number,
        documents,
    };
    matchpool_store::verifications::insert(&state.db, new, now).await?;
    set_status(&state, subject, "pending", None).await?;
    tracing::info!(subject = %subject.id(), kind = subject.kind(), "verification submitted");
    let auth = Auth { user: matchpool_store::users::find(&state.db, auth.user.id).await?.unwrap_or(auth.user), ..auth };
    let auth = refresh_acting(&state, auth).await?;
    Ok((StatusCode::CREATED, axum::Json(status_of(&state, &auth).await?)))
}

async fn refresh_acting(state: &AppState, mut auth: Auth) -> ApiResult<Auth> {
    if let Acting::Organization { org, role } = &auth.acting
        && let Some(fresh) = matchpool_store::organizations::find(&state.db, org.id).await?
    {
        auth.acting = Acting::Organization { org: Box::new(fresh), role: *role };
    }
    Ok(auth)
}

/// The verification status of the identity acting.
#[utoipa::path(get, path = "/verifications/me", tag = "verification", security(("bearer" = [])),
    responses((status = 200, body = VerificationStatus), (status = 401, body = crate::error::ErrorBody)))]
pub async fn my_status(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<VerificationStatus>> {
    Ok(axum::Json(status_of(&state, &auth).await?))
}

async fn set_status(state: &AppState, subject: Subject, status: &str, reason: Option<String>) -> ApiResult<()> {
    let now = Utc::now();
    match subject {
        Subject::User(id) => {
            if let Some(user) = matchpool_store::users::find(&state.db, id).await? {
                matchpool_store::users::set_kyc(&state.db, user, status, now).await?;
            }
        }
        Subject::Organization(id) => {
            if let Some(org) = matchpool_store::organizations::find(&state.db, id).await? {
                matchpool_store::organizations::set_kyb(&state.db, org, status, reason, now).await?;
            }
        }
    }
    Ok(())
}

/// Applies a decision (operator or provider): the subject's state, the submission's review, and
/// the email to the person or to every member of the organization.
pub async fn decide(
    state: &AppState,
    subject: Subject,
    status: &str,
    reason: Option<String>,
    reviewer: Option<Uuid>,
) -> ApiResult<()> {
    set_status(state, subject, status, reason.clone()).await?;
    matchpool_store::verifications::decide(&state.db, subject.id(), status, reason.clone(), reviewer, Utc::now())
        .await?;
    let (recipients, name) = match subject {
        Subject::User(id) => {
            let user = matchpool_store::users::find(&state.db, id).await?;
            (user.iter().cloned().collect::<Vec<_>>(), user.map(|u| u.first_name).unwrap_or_default())
        }
        Subject::Organization(id) => {
            let org = matchpool_store::organizations::find(&state.db, id).await?;
            let members = matchpool_store::organizations::member_ids(&state.db, id).await?;
            (matchpool_store::users::find_many(&state.db, members).await?, org.map(|o| o.name).unwrap_or_default())
        }
    };
    let reason = reason.unwrap_or_default();
    for person in recipients {
        let notice = match status {
            "verified" => Notice::Verified { name: &name },
            "rejected" => Notice::Rejected { name: &name, reason: &reason },
            _ => continue,
        };
        notify::send(state, &person.email, &person.language, notice).await;
    }
    crate::routes::referrals::evaluate_subject(state, subject).await?;
    Ok(())
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct QueueItem {
    pub id: Uuid,
    /// `user` or `organization`.
    pub subject_kind: String,
    pub subject_id: Uuid,
    pub subject_name: String,
    pub legal_name: String,
    pub country: String,
    pub registration_number: Option<String>,
    pub documents: Vec<crate::routes::media::MediaView>,
    pub status: String,
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
    let status = query.filter("status").unwrap_or("pending");
    if !matches!(status, "pending" | "verified" | "rejected") {
        return Err(ApiError::field("status", FieldError::Invalid));
    }
    let rows = matchpool_store::verifications::queue(&state.db, status, 200).await?;
    // Every row's documents and subject names in three queries, not three per row.
    let document_ids = |v: &matchpool_store::entities::verification::Model| -> Vec<Uuid> {
        v.documents
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|d| d.as_str().and_then(|s| Uuid::parse_str(s).ok()))
            .collect()
    };
    let media: HashMap<Uuid, _> =
        matchpool_store::media::find_many(&state.db, rows.iter().flat_map(document_ids).collect())
            .await?
            .into_iter()
            .map(|m| (m.id, m))
            .collect();
    let names = crate::views::identity::identity_names(&state.db, rows.iter().map(|v| v.subject_id).collect()).await?;
    let mut results = Vec::with_capacity(rows.len());
    for v in rows {
        let documents = document_ids(&v)
            .iter()
            .filter_map(|id| media.get(id))
            .map(|media| crate::routes::media::document_view(&state, media))
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
    Ok(axum::Json(Queue { results }))
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

/// The verification provider's decision, signed: header `X-Matchpool-Signature: sha256=<hex HMAC
/// of the body>`. Body `{subject_type: user|organization, subject_id, status: verified|rejected|pending, reason?}`.
#[utoipa::path(post, path = "/verifications/webhook", tag = "verification", request_body(content = String, description = "JSON, signed"),
    responses((status = 200, body = Accepted), (status = 400, description = "`verification.bad_signature`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> ApiResult<axum::Json<Accepted>> {
    let secret = state.config.verification_webhook_secret.expose();
    let given = headers
        .get("x-matchpool-signature")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("sha256="))
        .and_then(|h| hex::decode(h).ok());
    let valid = !secret.is_empty()
        && given.is_some_and(|sig| {
            let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
            mac.update(&body);
            mac.verify_slice(&sig).is_ok()
        });
    if !valid {
        tracing::warn!("refused a verification webhook with a bad signature");
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "verification.bad_signature",
            "The webhook signature is not valid.",
        ));
    }
    let event: WebhookBody = serde_json::from_slice(&body)
        .map_err(|_| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "validation", "The webhook body is not valid."))?;
    let subject = match event.subject_type.as_str() {
        "user" if matchpool_store::users::find(&state.db, event.subject_id).await?.is_some() => {
            Subject::User(event.subject_id)
        }
        "organization" if matchpool_store::organizations::find(&state.db, event.subject_id).await?.is_some() => {
            Subject::Organization(event.subject_id)
        }
        _ => return Err(ApiError::not_found("verification.subject_not_found", "No such person or organization.")),
    };
    match event.status.as_str() {
        "verified" | "rejected" => decide(&state, subject, &event.status, event.reason, None).await?,
        "pending" => set_status(&state, subject, "pending", None).await?,
        _ => return Err(ApiError::field("status", FieldError::Invalid)),
    }
    Ok(axum::Json(Accepted { accepted: true }))
}
