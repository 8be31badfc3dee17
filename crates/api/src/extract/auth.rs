use axum::extract::FromRequestParts;
use axum::http::{HeaderMap, Method, request::Parts};
use chrono::Utc;
use matchpool_domain::identity::Organization;
use matchpool_domain::identity::User;
use matchpool_domain::{IdentityId, Role, SessionId};

use crate::error::ApiError;
use crate::security::cookies;
use crate::state::AppState;

/// The identity a signed-in person is acting as (the `Current-Identity` header).
#[derive(Debug, Clone)]
#[allow(clippy::large_enum_variant, reason = "one per request: boxing the organization buys nothing")]
pub enum Acting {
    Person,
    Organization { org: Box<Organization>, role: Role },
}

/// A signed-in person (required: a missing or bad token is 401), with the identity they act as.
#[derive(Debug, Clone)]
pub struct Auth {
    pub user: User,
    /// The sign-in (refresh-token family) of the access token.
    pub family: SessionId,
    pub acting: Acting,
}

impl Auth {
    /// The id of the identity acting: the person's or the organization's.
    pub fn identity_id(&self) -> IdentityId {
        match &self.acting {
            Acting::Person => self.user.id.into(),
            Acting::Organization { org, .. } => org.id.into(),
        }
    }
}

/// A signed-in person if the token is good; a missing, bad or expired token is a visitor, never 401.
#[derive(Debug, Clone)]
pub struct MaybeAuth(pub Option<Auth>);

/// A signed-in operator (platform admin); others get 403.
#[derive(Debug, Clone)]
pub struct Operator(pub Auth);

#[allow(clippy::large_enum_variant, reason = "one per request: boxing the user buys nothing")]
enum TokenCheck {
    Missing,
    Invalid,
    Valid(Box<User>, SessionId),
}

/// The token is the last space-separated part of `Authorization` (the original client sends
/// `Bearer <token>`, and `undefined undefined` when signed out).
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(axum::http::header::AUTHORIZATION)?.to_str().ok()?;
    let token = value.split_whitespace().last()?;
    (token != "undefined" && token != "null" && !token.is_empty()).then_some(token)
}

/// The access token: a bearer token first (API clients), else the web app's access cookie.
fn access_token(headers: &HeaderMap) -> Option<&str> {
    bearer(headers).or_else(|| cookies::read(headers, cookies::ACCESS))
}

async fn check_token(parts: &Parts, state: &AppState) -> Result<TokenCheck, ApiError> {
    let Some(token) = access_token(&parts.headers) else {
        return Ok(TokenCheck::Missing);
    };
    let Some(claims) = state.keys.verify_access(token) else {
        return Ok(TokenCheck::Invalid);
    };
    // The person and whether their sign-in is live, in one statement: every signed-in request
    // waits for it, and a vote beside busy readers waits for each round trip (issue 30).
    let user = matchpool_store::users::find_signed_in(&state.db, claims.sub, claims.sid, Utc::now()).await?;
    Ok(match user.filter(|u| u.deleted_at.is_none()) {
        Some(user) => TokenCheck::Valid(Box::new(user), claims.sid),
        None => TokenCheck::Invalid,
    })
}

/// Resolves `Current-Identity`. Absent, malformed or the person's own id: the person. An
/// organization the person belongs to: that organization. Anything else: 403 on writes, and the
/// person on reads so that a stale client recovers by itself (api-contract D4).
async fn acting(parts: &Parts, state: &AppState, user: &User) -> Result<Acting, ApiError> {
    let requested =
        parts.headers.get("current-identity").and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<IdentityId>().ok());
    let Some(id) = requested.filter(|id| *id != user.id).map(IdentityId::organization) else {
        return Ok(Acting::Person);
    };
    if let Some(role) = matchpool_store::organizations::role_of(&state.db, id, user.id).await?
        && let Some(org) = matchpool_store::organizations::find(&state.db, id).await?
    {
        return Ok(Acting::Organization { org: Box::new(org), role });
    }
    if matches!(parts.method, Method::GET | Method::HEAD | Method::OPTIONS) {
        Ok(Acting::Person)
    } else {
        Err(ApiError::forbidden("identity.not_allowed", "You cannot act as this identity."))
    }
}

impl FromRequestParts<AppState> for Auth {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        match check_token(parts, state).await? {
            TokenCheck::Missing => Err(ApiError::unauthorized("auth.required", "Please sign in.")),
            TokenCheck::Invalid => {
                Err(ApiError::unauthorized("auth.invalid_token", "Your session has expired. Please sign in again."))
            }
            TokenCheck::Valid(user, family) => {
                let acting = acting(parts, state, &user).await?;
                Ok(Auth { user: *user, family, acting })
            }
        }
    }
}

impl FromRequestParts<AppState> for MaybeAuth {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        match check_token(parts, state).await? {
            TokenCheck::Valid(user, family) => {
                let acting = acting(parts, state, &user).await?;
                Ok(MaybeAuth(Some(Auth { user: *user, family, acting })))
            }
            TokenCheck::Missing | TokenCheck::Invalid => Ok(MaybeAuth(None)),
        }
    }
}

impl FromRequestParts<AppState> for Operator {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let auth = Auth::from_request_parts(parts, state).await?;
        if auth.user.is_operator {
            Ok(Operator(auth))
        } else {
            Err(ApiError::forbidden("auth.operator_required", "Only platform operators can do this."))
        }
    }
}
