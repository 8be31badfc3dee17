//! Sign-in with OpenID Connect providers (issue 13): the configured providers, starting a sign-in,
//! finishing it when the browser returns, and proving an existing account before it is linked.

mod callback;
mod link;
mod providers;
mod start;

use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{Issued, issue_tokens};
use crate::error::ApiResult;
use crate::state::AppState;
use crate::views::tokens::{SessionChoice, SignedIn};
use matchpool_app::accounts::oidc::Outcome;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(providers::list_providers))
        .routes(routes!(start::start_sign_in))
        .routes(routes!(callback::finish_sign_in))
        .routes(routes!(link::link_with_password))
        .routes(routes!(link::send_link_email))
        .routes(routes!(link::confirm_link))
}

/// How a sign-in through a provider ended.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ProviderSignIn {
    /// `signed_in`, `link_required` (an account has this address: prove it is yours) or `linked`
    /// (added to the signed-in person's account).
    pub status: &'static str,
    /// For `signed_in`: the same tokens as a password sign-in (with `session: "cookie"`, the
    /// cookie session's summary; the tokens are in `Set-Cookie`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tokens: Option<SignedIn>,
    /// For `signed_in`: the account was created now.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub created: Option<bool>,
    /// The hosted sign-in session to complete (`POST /auth/authorize`), when the sign-in began there.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Uuid>)]
    pub session_id: Option<matchpool_domain::HostedSessionId>,
    /// The page of ours to return to.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub return_to: Option<String>,
    /// For `link_required`: proves the browser came back from the provider (`/auth/oidc/link...`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link_token: Option<String>,
    /// For `link_required`: the address of the existing account.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// For `link_required`: the provider's name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub provider: Option<String>,
}

/// The answer for an outcome, with tokens (or cookies, as `delivery` asks) for a person now signed in.
async fn answer(
    state: &AppState,
    outcome: Outcome,
    user_agent: Option<String>,
    delivery: SessionChoice,
) -> ApiResult<Response> {
    let empty = ProviderSignIn {
        status: "",
        tokens: None,
        created: None,
        session_id: None,
        return_to: None,
        link_token: None,
        email: None,
        provider: None,
    };
    let (body, cookies) = match outcome {
        Outcome::SignedIn { user, created, auth_session, return_to } => {
            let issued = Issued::new(issue_tokens(state, user, user_agent).await?, delivery);
            let (tokens, cookies) = issued.split(state);
            let body = ProviderSignIn {
                status: "signed_in",
                tokens: Some(tokens),
                created: Some(created),
                session_id: auth_session,
                return_to,
                ..empty
            };
            (body, cookies)
        }
        Outcome::LinkRequired { token, email, provider } => {
            let body = ProviderSignIn {
                status: "link_required",
                link_token: Some(token),
                email: Some(email),
                provider: Some(provider),
                ..empty
            };
            (body, HeaderMap::new())
        }
        Outcome::Linked { return_to } => (ProviderSignIn { status: "linked", return_to, ..empty }, HeaderMap::new()),
    };
    Ok((cookies, axum::Json(body)).into_response())
}
