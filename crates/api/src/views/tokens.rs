use serde::Serialize;

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
