use axum::extract::{Path, State};
use matchpool_domain::{FieldError, FieldErrors};
use serde::Deserialize;
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Operator};
use crate::routes::me::{Me, me_view};
use crate::state::AppState;
use crate::views::identity::{OrganizationView, organization_view};

#[derive(Deserialize, utoipa::ToSchema)]
pub struct VerificationDecision {
    /// `verified` or `rejected`.
    status: Option<String>,
    /// Why, when rejected; shown to the organization or person.
    reason: Option<String>,
}

fn decision(body: VerificationDecision) -> ApiResult<(&'static str, Option<String>)> {
    let reason = body.reason.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty());
    match body.status.as_deref() {
        Some("verified") => Ok(("verified", None)),
        Some("rejected") => Ok(("rejected", reason)),
        Some(_) => Err(ApiError::field("status", FieldError::Invalid)),
        None => {
            let mut errors = FieldErrors::new();
            errors.add("status", FieldError::Required);
            Err(errors.into())
        }
    }
}

/// Mark an organization KYB-verified or rejected.
#[utoipa::path(post, path = "/admin/organizations/{id}/verification", tag = "admin", params(("id" = Uuid, Path)),
    request_body = VerificationDecision, security(("bearer" = [])),
    responses((status = 200, body = OrganizationView), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn verify_organization(
    State(state): State<AppState>,
    Operator(operator): Operator,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<VerificationDecision>,
) -> ApiResult<axum::Json<OrganizationView>> {
    let not_found = || ApiError::not_found("organization.not_found", "Organization not found.");
    let id = Uuid::parse_str(&id).map_err(|_| not_found())?;
    let org = matchpool_store::organizations::find(&state.db, id).await?.ok_or_else(not_found)?;
    let (status, reason) = decision(body)?;
    crate::routes::verifications::decide(
        &state,
        crate::routes::verifications::Subject::Organization(org.id),
        status,
        reason,
        Some(operator.user.id),
    )
    .await?;
    let org = matchpool_store::organizations::find(&state.db, org.id).await?.ok_or_else(not_found)?;
    tracing::info!(organization = %org.id, operator = %operator.user.id, status, "KYB decided");
    Ok(axum::Json(organization_view(&org)))
}

/// Mark a person KYC-verified or rejected.
#[utoipa::path(post, path = "/admin/users/{id}/verification", tag = "admin", params(("id" = Uuid, Path)),
    request_body = VerificationDecision, security(("bearer" = [])),
    responses((status = 200, body = Me), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 422, body = crate::error::ErrorBody)))]
pub async fn verify_user(
    State(state): State<AppState>,
    Operator(operator): Operator,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<VerificationDecision>,
) -> ApiResult<axum::Json<Me>> {
    let not_found = || ApiError::not_found("user.not_found", "Person not found.");
    let id = Uuid::parse_str(&id).map_err(|_| not_found())?;
    let user = matchpool_store::users::find(&state.db, id).await?.ok_or_else(not_found)?;
    let (status, reason) = decision(body)?;
    crate::routes::verifications::decide(
        &state,
        crate::routes::verifications::Subject::User(user.id),
        status,
        reason,
        Some(operator.user.id),
    )
    .await?;
    let user = matchpool_store::users::find(&state.db, user.id).await?.ok_or_else(not_found)?;
    tracing::info!(user = %user.id, operator = %operator.user.id, status, "KYC decided");
    let points = matchpool_store::impact::total(&state.db, user.id).await?;
    Ok(axum::Json(me_view(&user, points)))
}
