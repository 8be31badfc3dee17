//! Registering a person: the email and username are free (checked first for a clear answer, and
//! by the database's unique rules against a concurrent registration), a referral code or
//! username links the referrer, and the confirmation email is sent.

use chrono::Utc;
use matchpool_domain::identity::User;
use matchpool_domain::text::{Email, Username};
use matchpool_domain::{HostedSessionId, IdentityId, Language};
use matchpool_store::users::NewUser;
use matchpool_store::{StoreError, Unique};

use crate::{App, AppError, AppResult};

/// A registration's fields, each valid; the password already hashed.
pub struct Registration {
    pub first_name: String,
    pub last_name: String,
    pub username: Username,
    pub email: Email,
    pub password_hash: String,
    pub language: Language,
    /// The code or username the person was referred with, if any (unknown ones are ignored, so a
    /// stale link never blocks a registration).
    pub referred_with: Option<String>,
    /// The person's own new referral code.
    pub referral_code: String,
    /// The page to lead back to once the address is confirmed (see `send_verification`).
    pub next: Option<String>,
    /// The hosted sign-in of another app the person registers in, if any: its app is where the
    /// confirmation page leads back to.
    pub hosted_session: Option<HostedSessionId>,
}

fn email_taken() -> AppError {
    AppError::conflict("auth.email_taken", "An account with this email already exists.")
}

fn username_taken() -> AppError {
    AppError::conflict("auth.username_taken", "This username is taken.")
}

/// The identity a referral code or username points to.
async fn referrer(app: &App, code: &str) -> AppResult<Option<IdentityId>> {
    if let Some(user) = matchpool_store::users::find_by_referral_code(&app.db, code).await? {
        return Ok(Some(user.id.into()));
    }
    if let Some(org) = matchpool_store::organizations::find_by_referral_code(&app.db, code).await? {
        return Ok(Some(org.id.into()));
    }
    Ok(matchpool_store::users::find_by_username(&app.db, code).await?.map(|u| u.id.into()))
}

pub async fn register(app: &App, registration: Registration) -> AppResult<User> {
    let Registration {
        first_name,
        last_name,
        username,
        email,
        password_hash,
        language,
        referred_with,
        referral_code,
        next,
        hosted_session,
    } = registration;
    if matchpool_store::users::find_by_email(&app.db, email.as_str()).await?.is_some() {
        return Err(email_taken());
    }
    if matchpool_store::users::find_by_username(&app.db, username.as_str()).await?.is_some() {
        return Err(username_taken());
    }
    // Codes and usernames are short and plain: anything else cannot match and is ignored.
    let code = referred_with.as_deref().map(str::trim);
    let code = code.filter(|c| !c.is_empty() && c.len() <= 64 && !c.chars().any(char::is_control));
    let referred_by = match code {
        Some(code) => referrer(app, code).await?,
        None => None,
    };
    let new = NewUser {
        username: username.into_inner(),
        email: email.into_inner(),
        first_name,
        last_name,
        password_hash,
        language,
        is_operator: false,
        referral_code,
        referred_by,
        email_verified: false,
    };
    let user = matchpool_store::users::insert(&app.db, new, Utc::now()).await.map_err(|err| match err {
        StoreError::Duplicate(Unique::Email) => email_taken(),
        StoreError::Duplicate(_) => username_taken(),
        other => other.into(),
    })?;
    tracing::info!(user = %user.id, "person registered");
    // The confirmation email is not worth failing a registration over: "Resend" asks again.
    let returning_to = match hosted_session {
        Some(session) => super::sessions::hosted_app(app, session).await?,
        None => None,
    };
    let sent = super::send_verification(app, user.id, next.as_deref(), returning_to.as_deref()).await;
    if let Err(err) = sent {
        tracing::warn!(user = %user.id, error = ?err, "queueing the confirmation email failed");
    }
    Ok(user)
}
