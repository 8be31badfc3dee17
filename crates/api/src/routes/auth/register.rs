use axum::extract::State;
use axum::http::StatusCode;
use matchpool_app::accounts::Registration;
use matchpool_domain::text::{Email, Password, Username, required};
use matchpool_domain::{FieldError, FieldErrors, Language};
use serde::Deserialize;

use super::{Issued, issue_tokens};
use crate::error::ApiResult;
use crate::extract::{ApiJson, ClientIp, UserAgent};
use crate::security::{password, tokens::short_code};
use crate::state::AppState;
use crate::views::tokens::{SessionChoice, SignedIn};

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
    /// The page the person was on (`/projects/{id}/vote`): the confirmation email's link leads
    /// back to it. Only a path of this site (`/…`); anything else is left out of the link.
    next: Option<String>,
    /// The hosted sign-in this registration happens in (`/signin?session=…`, another app's sign-in):
    /// the confirmation email's page then offers the way back to that app. An unknown, expired or
    /// malformed id is left out, as a stale link must not block a registration.
    session_id: Option<String>,
    #[serde(flatten)]
    delivery: SessionChoice,
}

/// Register a person and sign them in.
#[utoipa::path(post, path = "/auth/register", tag = "auth", request_body = RegisterRequest,
    responses((status = 201, description = "Tokens, or with `session: \"cookie\"` cookies", body = SignedIn), (status = 409, description = "`auth.email_taken` or `auth.username_taken`", body = crate::error::ErrorBody),
        (status = 422, description = "`validation` with per-field codes", body = crate::error::ErrorBody), (status = 429, body = crate::error::ErrorBody)))]
pub async fn register(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    UserAgent(user_agent): UserAgent,
    ApiJson(body): ApiJson<RegisterRequest>,
) -> ApiResult<axum::response::Response> {
    state.limiter.check_ip(&ip).await.map_err(super::rate_limited)?;
    let Fields { first_name, last_name, username, email, password, language } = parse(&body)?;
    let registration = Registration {
        first_name,
        last_name,
        username,
        email,
        password_hash: password::hash(password.expose().to_owned()).await?,
        language,
        referred_with: body.referral_code,
        referral_code: short_code(),
        next: body.next,
        hosted_session: body.session_id.as_deref().and_then(|id| id.parse().ok()),
    };
    let user = matchpool_app::accounts::register(&state, registration).await?;
    let tokens = issue_tokens(&state, user.id, user_agent).await?;
    Ok(Issued::new(tokens, body.delivery).respond(&state, StatusCode::CREATED))
}

/// A registration's fields, each valid.
struct Fields {
    first_name: String,
    last_name: String,
    username: Username,
    email: Email,
    password: Password,
    language: Language,
}

/// Every field checked at once, so the form shows every mistake together.
fn parse(body: &RegisterRequest) -> ApiResult<Fields> {
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
    Ok(Fields { first_name, last_name, username, email, password, language })
}
