use axum::extract::State;
use matchpool_app::verifications::Subject;
use matchpool_domain::{FieldError, FieldErrors, OrganizationId, UserId, VerificationStatus};
use serde::Deserialize;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Found, Id, Operator};
use crate::state::AppState;
use crate::views::identity::{OrganizationView, organization_view};
use crate::views::me::{Me, me_view};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationDecision {
    /// `verified` or `rejected`.
    status: Option<String>,
    /// Why, when rejected; shown to the organization or person.
    reason: Option<String>,
}

fn decision(body: VerificationDecision) -> ApiResult<(VerificationStatus, Option<String>)> {
    let reason = body.reason.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty());
    match body.status.as_deref().map(VerificationStatus::parse) {
        Some(Some(VerificationStatus::Verified)) => Ok((VerificationStatus::Verified, None)),
        Some(Some(VerificationStatus::Rejected)) => Ok((VerificationStatus::Rejected, reason)),
        Some(_) => Err(ApiError::field("status", FieldError::Invalid)),
        None => {
            let mut errors = FieldErrors::new();
            errors.add("status", FieldError::Required);
            Err(errors.into())
        }
    }
}

/// Mark an organization KYB-verified or rejected.
#[utoipa::path(post, path = "/admin/organizations/{id}/verification", tag = "admin", params(("id" = uuid::Uuid, Path)),
    request_body = VerificationDecision, security(("bearer" = [])),
    responses((status = 200, body = OrganizationView), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn verify_organization(
    State(state): State<AppState>,
    Operator(operator): Operator,
    Id(id): Id<OrganizationId>,
    ApiJson(body): ApiJson<VerificationDecision>,
) -> ApiResult<axum::Json<OrganizationView>> {
    let (code, message) = OrganizationId::NOT_FOUND;
    let not_found = || ApiError::not_found(code, message);
    matchpool_store::organizations::find(&state.db, id).await?.ok_or_else(not_found)?;
    let (status, reason) = decision(body)?;
    let reviewer = Some(operator.user.id);
    matchpool_app::verifications::decide(&state, Subject::Organization(id), status, reason, reviewer).await?;
    let org = matchpool_store::organizations::find(&state.db, id).await?.ok_or_else(not_found)?;
    tracing::info!(organization = %org.id, operator = %operator.user.id, status = status.as_str(), "KYB decided");
    Ok(axum::Json(organization_view(&org)))
}

/// Mark a person KYC-verified or rejected.
#[utoipa::path(post, path = "/admin/users/{id}/verification", tag = "admin", params(("id" = uuid::Uuid, Path)),
    request_body = VerificationDecision, security(("bearer" = [])),
    responses((status = 200, body = Me), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn verify_user(
    State(state): State<AppState>,
    Operator(operator): Operator,
    Id(id): Id<UserId>,
    ApiJson(body): ApiJson<VerificationDecision>,
) -> ApiResult<axum::Json<Me>> {
    let (code, message) = UserId::NOT_FOUND;
    let not_found = || ApiError::not_found(code, message);
    matchpool_store::users::find(&state.db, id).await?.ok_or_else(not_found)?;
    let (status, reason) = decision(body)?;
    let reviewer = Some(operator.user.id);
    matchpool_app::verifications::decide(&state, Subject::Person(id), status, reason, reviewer).await?;
    let user = matchpool_store::users::find(&state.db, id).await?.ok_or_else(not_found)?;
    tracing::info!(user = %user.id, operator = %operator.user.id, status = status.as_str(), "KYC decided");
    let points = matchpool_store::impact::total(&state.db, user.id).await?;
    Ok(axum::Json(me_view(&user, points)))
}
