use axum::extract::State;
use axum::http::StatusCode;
use chrono::Utc;
use matchpool_domain::text::{Email, Password, Username, required};
use matchpool_domain::{FieldError, FieldErrors, Language};
use matchpool_store::users::NewUser;
use matchpool_store::{StoreError, Unique};
use serde::Deserialize;

use super::issue_tokens;
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, ClientIp, UserAgent};
use crate::security::{password, tokens::short_code};
use crate::state::AppState;
use crate::views::tokens::Tokens;

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RegisterRequest {
    first_name: Option<String>,
    last_name: Option<String>,
    username: Option<String>,
    email: Option<String>,
    password: Option<String>,
    /// A referral code or the referrer's username (from `/referral?code=` or `?referred_by=`).
    referral_code: Option<String>,
    /// Interface language (`en`, `ja`, `es`, `ko`, `ar`, `fr`, `zh-CN`); English by default.
    language: Option<String>,
}

/// Register a person and sign them in.
#[utoipa::path(post, path = "/auth/register", tag = "auth", request_body = RegisterRequest,
    responses((status = 201, body = Tokens), (status = 409, description = "`auth.email_taken` or `auth.username_taken`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` with per-field codes", body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn register(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    ApiJson(body): ApiJson<RegisterRequest>,
) -> ApiResult<(StatusCode, axum::Json<Tokens>)> {
    state.limiter.check_ip(&ip).await.map_err(super::rate_limited)?;
    let Registration { first_name, last_name, username, email, password, language } = parse(&body)?;
    if matchpool_store::users::find_by_email(&state.db, email.as_str()).await?.is_some() {
        return Err(email_taken());
    }
    if matchpool_store::users::find_by_username(&state.db, username.as_str()).await?.is_some() {
        return Err(username_taken());
    }
    let code = body.referral_code.as_deref().map(str::trim);
    // Codes and usernames are short and plain: anything else cannot match and is ignored.
    let code = code.filter(|c| !c.is_empty() && c.len() <= 64 && !c.chars().any(char::is_control));
    let referred_by = match code {
        Some(code) => referrer(&state, code).await?,
        None => None,
    };
    let new = NewUser {
        username: username.into_inner(),
        email: email.into_inner(),
        first_name,
        last_name,
        password_hash: password::hash(password.expose().to_owned()).await?,
        language: language.code().to_owned(),
        is_operator: false,
        referral_code: short_code(),
        referred_by,
        email_verified: false,
    };
    let user = matchpool_store::users::insert(&state.db, new, Utc::now()).await.map_err(taken)?;
    tracing::info!(user = %user.id, "person registered");
    // The confirmation email is not worth failing a registration over: "Resend" asks again.
    if let Err(err) = matchpool_app::accounts::send_verification(&state, user.id.into()).await {
        tracing::warn!(user = %user.id, error = ?err, "queueing the confirmation email failed");
    }
    Ok((StatusCode::CREATED, axum::Json(issue_tokens(&state, user.id, user_agent).await?)))
}

/// A registration's fields, each valid.
struct Registration {
    first_name: String,
    last_name: String,
    username: Username,
    email: Email,
    password: Password,
    language: Language,
}

/// Every field checked at once, so the form shows every mistake together.
fn parse(body: &RegisterRequest) -> ApiResult<Registration> {
    let mut errors = FieldErrors::new();
    let first_name = errors.check("first_name", required(body.first_name.as_deref(), 100));
    let last_name = errors.check("last_name", required(body.last_name.as_deref(), 100));
    let username = errors.check("username", Username::parse(body.username.as_deref()));
    let email = errors.check("email", Email::parse(body.email.as_deref()));
    let password = errors.check("password", Password::parse(body.password.as_deref()));
    let language = match body.language.as_deref().filter(|l| !l.is_empty()) {
        None => Some(Language::En),
        Some(code) => errors.check("language", Language::parse(code).ok_or(FieldError::InvalidLanguage)),
    };
    errors.clone().into_result()?;
    let (Some(first_name), Some(last_name), Some(username), Some(email), Some(password), Some(language)) =
        (first_name, last_name, username, email, password, language)
    else {
        return Err(errors.into());
    };
    Ok(Registration { first_name, last_name, username, email, password, language })
}

/// The identity a referral code or username points to; unknown codes are ignored, not refused,
/// so a stale link never blocks a registration.
async fn referrer(state: &AppState, code: &str) -> ApiResult<Option<uuid::Uuid>> {
    if let Some(user) = matchpool_store::users::find_by_referral_code(&state.db, code).await? {
        return Ok(Some(user.id));
    }
    if let Some(org) = matchpool_store::organizations::find_by_referral_code(&state.db, code).await? {
        return Ok(Some(org.id));
    }
    Ok(matchpool_store::users::find_by_username(&state.db, code).await?.map(|u| u.id))
}

/// A concurrent registration won the race for the email or the username.
/// A concurrent registration took the email or the username first.
fn taken(err: StoreError) -> ApiError {
    match err {
        StoreError::Duplicate(Unique::Email) => email_taken(),
        StoreError::Duplicate(_) => username_taken(),
        other => other.into(),
    }
}

fn email_taken() -> ApiError {
    ApiError::conflict("auth.email_taken", "An account with this email already exists.")
}

fn username_taken() -> ApiError {
    ApiError::conflict("auth.username_taken", "This username is taken.")
}
