//! Organizations: a person creates one and becomes its owner; owners and admins edit its profile
//! and logo; anyone reads its public page by shortname.

mod close;
mod logo;
mod profile;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use matchpool_domain::text::{Email, Shortname, optional, required, social_links, web_url};
use matchpool_domain::{DonationNotices, FieldError, FieldErrors, OrganizationId};
use matchpool_store::organizations::{NewOrganization, OrganizationChange};
use serde::{Deserialize, Serialize};
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::{Acting, ApiJson, Auth};
use crate::security::tokens::short_code;
use crate::state::AppState;
use crate::views::identity::{OrganizationView, organization_view};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_organizations, create_organization))
        .routes(routes!(get_organization, update_organization))
        .routes(routes!(logo::set_logo))
        .routes(routes!(close::close_organization))
        .routes(routes!(profile::get_profile))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct OrganizationRequest {
    name: Option<String>,
    /// 3–30 lower-case letters, digits, `.`, `_`, `-`; unique; cannot change later.
    shortname: Option<String>,
    email: Option<String>,
    website: Option<String>,
    description: Option<String>,
    /// Web addresses of its pages elsewhere (social networks), at most 8; blanks are dropped and
    /// a repeated address is kept once. On edit, the list replaces the one before.
    social_links: Option<Vec<String>>,
    /// How the organization hears of donations: `each` (a notice per donation, the default),
    /// `daily` (one digest a day) or `none`. Refunds and disputes are always told.
    donation_notices: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Organizations {
    pub organizations: Vec<OrganizationView>,
}

/// The organizations the signed-in person belongs to.
#[utoipa::path(get, path = "/organizations", tag = "organizations", security(("bearer" = [])),
    responses((status = 200, body = Organizations), (status = 401, body = crate::error::ErrorBody)))]
pub async fn list_organizations(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<Organizations>> {
    let orgs = matchpool_store::organizations::of_user(&state.db, auth.user.id).await?;
    Ok(axum::Json(Organizations { organizations: orgs.iter().map(|(o, _)| organization_view(o)).collect() }))
}

/// Create an organization; the person creating it becomes its owner.
#[utoipa::path(post, path = "/organizations", tag = "organizations", request_body = OrganizationRequest, security(("bearer" = [])),
    responses((status = 201, body = OrganizationView), (status = 403, description = "`organization.person_required`", body = crate::error::ErrorBody),
        (status = 409, description = "`organization.shortname_taken`", body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn create_organization(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<OrganizationRequest>,
) -> ApiResult<(StatusCode, axum::Json<OrganizationView>)> {
    if !matches!(auth.acting, Acting::Person) {
        return Err(ApiError::forbidden(
            "organization.person_required",
            "Switch to your personal account to create an organization.",
        ));
    }
    let org = matchpool_app::organizations::create(&state, new_organization(&body, &auth)?, auth.user.id).await?;
    Ok((StatusCode::CREATED, axum::Json(organization_view(&org))))
}

/// The new organization the request describes, or every field's error.
fn new_organization(body: &OrganizationRequest, auth: &Auth) -> Result<NewOrganization, FieldErrors> {
    let mut errors = FieldErrors::new();
    let name = errors.check("name", required(body.name.as_deref(), 200));
    let shortname = errors.check("shortname", Shortname::parse(body.shortname.as_deref()));
    let email = errors.check("email", Email::parse(body.email.as_deref()));
    let website = errors.check("website", web_url(body.website.as_deref()));
    let description = errors.check("description", optional(body.description.as_deref(), 5000));
    let links = errors.check("social_links", social_links(body.social_links.as_deref().unwrap_or_default()));
    let (Some(name), Some(shortname), Some(email), Some(website), Some(description), Some(links)) =
        (name, shortname, email, website, description, links)
    else {
        return Err(errors);
    };
    Ok(NewOrganization {
        shortname: shortname.into_inner(),
        name,
        email: email.into_inner(),
        website,
        description,
        social_links: links,
        referral_code: short_code(),
        referred_by: auth.user.referred_by,
    })
}

/// An organization's public profile.
#[utoipa::path(get, path = "/organizations/{id}", tag = "organizations", params(("id" = Uuid, Path)),
    responses((status = 200, body = OrganizationView), (status = 404, description = "`organization.not_found`", body = crate::error::ErrorBody)))]
pub async fn get_organization(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<OrganizationView>> {
    let org = find(&state, &id).await?;
    Ok(axum::Json(organization_view(&org)))
}

/// Edit an organization (owners and admins). The shortname cannot change.
#[utoipa::path(patch, path = "/organizations/{id}", tag = "organizations", params(("id" = Uuid, Path)), request_body = OrganizationRequest,
    security(("bearer" = [])),
    responses((status = 409, description = "`organization.closed`: the organization has closed", body = crate::error::ErrorBody), (status = 200, body = OrganizationView), (status = 403, description = "`organization.not_owner`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_organization(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    ApiJson(body): ApiJson<OrganizationRequest>,
) -> ApiResult<axum::Json<OrganizationView>> {
    let org = find(&state, &id).await?;
    let mut errors = FieldErrors::new();
    if body.shortname.as_deref().is_some_and(|s| s != org.shortname) {
        errors.add("shortname", FieldError::Invalid);
    }
    let change = OrganizationChange {
        name: body.name.as_deref().and_then(|v| errors.check("name", required(Some(v), 200))),
        email: body.email.as_deref().and_then(|v| errors.check("email", Email::parse(Some(v)))).map(Email::into_inner),
        website: body.website.as_deref().and_then(|v| errors.check("website", web_url(Some(v)))),
        description: body.description.as_deref().and_then(|v| errors.check("description", optional(Some(v), 5000))),
        donation_notices: body
            .donation_notices
            .as_deref()
            .and_then(|v| errors.check("donation_notices", DonationNotices::parse(v).ok_or(FieldError::Invalid))),
        social_links: body.social_links.as_deref().and_then(|v| errors.check("social_links", social_links(v))),
    };
    errors.into_result()?;
    let org = matchpool_app::organizations::update(&state, org, auth.user.id, change).await?;
    Ok(axum::Json(organization_view(&org)))
}

async fn find(state: &AppState, id: &str) -> ApiResult<matchpool_domain::identity::Organization> {
    let not_found = || ApiError::not_found("organization.not_found", "Organization not found.");
    let id = Uuid::parse_str(id).map(OrganizationId::from).map_err(|_| not_found())?;
    matchpool_store::organizations::find(&state.db, id).await?.ok_or_else(not_found)
}
