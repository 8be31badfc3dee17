//! `GET /me`, `PATCH /me`: the signed-in person's own profile and language; `GET /users/profile`,
//! the same person in the original contract's shape.

use axum::extract::State;
use chrono::{DateTime, Utc};
use matchpool_domain::text::{Username, required};
use matchpool_domain::{FieldError, FieldErrors, Language, ProjectId};
use matchpool_store::users::ProfileChange;
use serde::{Deserialize, Serialize};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::error::ApiResult;
use crate::extract::{ApiJson, Auth};
use crate::state::AppState;
use crate::views::identity::UserProfile;
use crate::views::me::{Me, me_view};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_me, update_me))
        .routes(routes!(impact_history))
        .routes(routes!(user_profile))
}

/// One grant of impact points.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ImpactGrant {
    pub points: i64,
    pub kind: matchpool_domain::impact::GrantKind,
    #[schema(value_type = Option<Uuid>)]
    pub project_id: Option<ProjectId>,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ImpactHistory {
    pub total: i64,
    pub results: Vec<ImpactGrant>,
}

/// The person's impact points: 1 per vote, 1 per whole USD of each settled donation.
#[utoipa::path(get, path = "/me/impact-points", tag = "identities", security(("bearer" = [])),
    responses((status = 200, body = ImpactHistory), (status = 401, body = crate::error::ErrorBody)))]
pub async fn impact_history(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<ImpactHistory>> {
    let total = matchpool_store::impact::total(&state.db, auth.user.id).await?;
    let rows = matchpool_store::impact::history(&state.db, auth.user.id, 100).await?;
    let results = rows
        .into_iter()
        .map(|g| ImpactGrant { points: g.points, kind: g.kind, project_id: g.project_id, created_at: g.created_at })
        .collect();
    Ok(axum::Json(ImpactHistory { total, results }))
}

#[utoipa::path(get, path = "/me", tag = "identities", security(("bearer" = [])),
    responses((status = 200, body = Me), (status = 401, body = crate::error::ErrorBody)))]
pub async fn get_me(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<Me>> {
    Ok(axum::Json(me_view(&auth.user, matchpool_store::impact::total(&state.db, auth.user.id).await?)))
}

/// The signed-in person as the original contract's User (api-contract §3.1).
#[utoipa::path(get, path = "/users/profile", tag = "identities", security(("bearer" = [])),
    responses((status = 200, body = UserProfile), (status = 401, body = crate::error::ErrorBody)))]
pub async fn user_profile(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<UserProfile>> {
    let points = matchpool_store::impact::total(&state.db, auth.user.id).await?;
    Ok(axum::Json(crate::views::identity::user_profile(&auth.user, points)))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct UpdateMe {
    first_name: Option<String>,
    last_name: Option<String>,
    /// Unique (letters, digits, `_` and `.`; the rules of registration).
    username: Option<String>,
    /// `en`, `ja`, `es`, `ko`, `ar`, `fr` or `zh-CN`.
    language: Option<String>,
}

/// Update the person's name, username or interface language; absent fields stay as they are.
#[utoipa::path(patch, path = "/me", tag = "identities", request_body = UpdateMe, security(("bearer" = [])),
    responses((status = 200, body = Me), (status = 401, body = crate::error::ErrorBody),
        (status = 409, description = "`auth.username_taken`", body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn update_me(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<UpdateMe>,
) -> ApiResult<axum::Json<Me>> {
    let mut errors = FieldErrors::new();
    let change = ProfileChange {
        first_name: body.first_name.as_deref().and_then(|v| errors.check("first_name", required(Some(v), 100))),
        last_name: body.last_name.as_deref().and_then(|v| errors.check("last_name", required(Some(v), 100))),
        language: body
            .language
            .as_deref()
            .and_then(|v| errors.check("language", Language::parse(v).ok_or(FieldError::InvalidLanguage))),
    };
    let username = body.username.as_deref().and_then(|v| errors.check("username", Username::parse(Some(v))));
    errors.into_result()?;
    let user = matchpool_app::accounts::update_profile(&state, auth.user, username, change).await?;
    let points = matchpool_store::impact::total(&state.db, user.id).await?;
    Ok(axum::Json(me_view(&user, points)))
}
