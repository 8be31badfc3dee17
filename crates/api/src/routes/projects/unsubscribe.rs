//! Unsubscribing from project updates by the link in their emails. `POST` is the one-click
//! unsubscribe of RFC 8058 (mail clients send `List-Unsubscribe=One-Click`; no sign-in, the signed
//! token is the proof); `GET` (a person opening the header's link) leads to the web page that asks
//! before doing it, since link scanners open links too.

use axum::extract::{Query, State};
use axum::response::Redirect;
use matchpool_domain::ProjectId;
use matchpool_domain::update::UpdateScope;
use serde::{Deserialize, Serialize};

use crate::error::ApiResult;
use crate::state::AppState;

#[derive(Deserialize, utoipa::IntoParams)]
pub struct UnsubscribeQuery {
    /// The signed token from the email.
    token: Option<String>,
    /// `true` stops every project's updates, not only the one the email came from.
    all: Option<bool>,
}

/// What was stopped.
#[derive(Serialize, utoipa::ToSchema)]
pub struct UnsubscribeView {
    /// `project` or `all`.
    pub scope: &'static str,
    #[schema(value_type = Option<Uuid>)]
    pub project_id: Option<ProjectId>,
    pub project_title: Option<String>,
}

/// Stop receiving project updates by email (one-click, RFC 8058; no sign-in). Idempotent.
#[utoipa::path(post, path = "/unsubscribe", tag = "updates", params(UnsubscribeQuery),
    request_body(content = String, content_type = "application/x-www-form-urlencoded", description = "`List-Unsubscribe=One-Click`"),
    responses((status = 200, body = UnsubscribeView),
        (status = 422, description = "`update.invalid_link`", body = crate::error::ErrorBody)))]
pub async fn unsubscribe(
    State(state): State<AppState>,
    Query(query): Query<UnsubscribeQuery>,
) -> ApiResult<axum::Json<UnsubscribeView>> {
    let token = query.token.unwrap_or_default();
    let done = matchpool_app::updates::unsubscribe(&state, &token, query.all.unwrap_or(false)).await?;
    let (scope, project_id) = match done.scope {
        UpdateScope::All => ("all", None),
        UpdateScope::Project(project) => ("project", Some(project)),
    };
    Ok(axum::Json(UnsubscribeView { scope, project_id, project_title: done.project_title }))
}

/// The link of the `List-Unsubscribe` header opened in a browser: the page that confirms.
#[utoipa::path(get, path = "/unsubscribe", tag = "updates", params(UnsubscribeQuery),
    responses((status = 303, description = "To the web page `/unsubscribe?token=…`")))]
pub async fn unsubscribe_page(Query(query): Query<UnsubscribeQuery>) -> Redirect {
    let token: String = url::form_urlencoded::byte_serialize(query.token.unwrap_or_default().as_bytes()).collect();
    Redirect::to(&format!("/unsubscribe?token={token}"))
}
