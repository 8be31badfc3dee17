use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::{Duration, Utc};
use matchpool_domain::SessionId;
use matchpool_domain::UserId;

use crate::error::ApiResult;
use crate::security::cookies;
use crate::security::tokens::{hash_token, random_token};
use crate::state::AppState;
use crate::views::tokens::{CookieSession, SessionChoice, SignedIn, Tokens};

/// Starts a new sign-in (a new refresh-token family) for `user` from the browser `user_agent`
/// and returns its tokens.
pub async fn issue_tokens(state: &AppState, user: UserId, user_agent: Option<String>) -> ApiResult<Tokens> {
    let refresh = random_token();
    let ttl = Duration::days(state.config.refresh_ttl_days);
    let family = matchpool_app::accounts::sessions::start(state, user, hash_token(&refresh), user_agent, ttl).await?;
    tokens(state, user, family, refresh)
}

/// Builds the answer for an existing family and refresh token.
pub fn tokens(state: &AppState, user: UserId, family: SessionId, refresh: String) -> ApiResult<Tokens> {
    let ttl = state.config.access_ttl_secs;
    Ok(Tokens {
        access_token: state.keys.access_token(user, family, Utc::now(), ttl)?,
        refresh_token: refresh,
        token_type: "Bearer",
        expires_in: ttl,
    })
}

/// A sign-in's tokens, handed over the way the caller asked: in the body, or as cookies with
/// `remember` deciding their lifetime.
pub struct Issued {
    pub tokens: Tokens,
    pub cookies: Option<bool>,
}

impl Issued {
    pub fn new(tokens: Tokens, choice: SessionChoice) -> Self {
        Self { tokens, cookies: choice.cookies() }
    }

    /// Splits into what the body may show (the tokens only when they are not cookies) and the
    /// `Set-Cookie` headers (none for tokens).
    pub fn split(self, state: &AppState) -> (SignedIn, axum::http::HeaderMap) {
        let mut headers = axum::http::HeaderMap::new();
        let Some(remember) = self.cookies else {
            return (SignedIn::Tokens(self.tokens), headers);
        };
        cookies::set(&mut headers, &state.config, &self.tokens, remember);
        let body = CookieSession { session: "cookie", remember_me: remember, expires_in: self.tokens.expires_in };
        (SignedIn::Cookie(body), headers)
    }

    /// The whole answer with `status`.
    pub fn respond(self, state: &AppState, status: StatusCode) -> Response {
        let (body, headers) = self.split(state);
        (status, headers, axum::Json(body)).into_response()
    }
}
