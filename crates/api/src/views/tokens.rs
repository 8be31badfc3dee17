use serde::{Deserialize, Serialize};

/// Tokens after sign-in, registration, code exchange or refresh.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Tokens {
    pub access_token: String,
    pub refresh_token: String,
    /// Always `Bearer`; clients use it as the `Authorization` prefix.
    pub token_type: &'static str,
    /// Seconds until the access token expires.
    pub expires_in: i64,
}

/// How a sign-in is handed over: as tokens in the answer (API clients, the default) or as
/// cookies (the web app).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SessionKind {
    #[default]
    Tokens,
    /// HttpOnly, `SameSite=Strict` cookies: `mp_access` (path `/api`), `mp_refresh` (path
    /// `/api/auth`) and the readable marker `mp_session` (`remember` or `session`, no secret).
    /// The answer carries no token.
    Cookie,
}

/// Fields every request that hands out a sign-in accepts besides its own.
#[derive(Debug, Clone, Copy, Default, Deserialize, utoipa::ToSchema)]
pub struct SessionChoice {
    /// `cookie` for a session in cookies (the web app); `tokens` (the default) for tokens in the answer.
    #[serde(default)]
    pub session: SessionKind,
    /// With `session: "cookie"`: the cookies last the configured token lifetimes instead of ending
    /// with the browser session. On refresh, absent keeps the sign-in's choice (the marker cookie).
    pub remember_me: Option<bool>,
}

impl SessionChoice {
    /// The cookies' lifetime choice when cookies were asked for; `None` for tokens.
    pub fn cookies(&self) -> Option<bool> {
        (self.session == SessionKind::Cookie).then_some(self.remember_me.unwrap_or(false))
    }
}

/// The answer of a sign-in handed over as cookies: no token, only what the app may know.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct CookieSession {
    /// Always `cookie`.
    pub session: &'static str,
    /// Whether the cookies outlive the browser session.
    pub remember_me: bool,
    /// Seconds until the access cookie's token expires (then `POST /auth/refresh` renews it).
    pub expires_in: i64,
}

/// Tokens, or with `session: "cookie"` the cookie session's summary (the tokens are in `Set-Cookie`).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum SignedIn {
    Tokens(Tokens),
    Cookie(CookieSession),
}
