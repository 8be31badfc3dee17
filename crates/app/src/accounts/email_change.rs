//! Changing the email address: the new address gets a single-use link (its hash stored, valid as
//! long as a reset link) and nothing changes until it is opened; then the address is swapped,
//! counts as confirmed, and the old address is told.

use chrono::Utc;
use matchpool_domain::UserId;
use matchpool_domain::identity::User;
use matchpool_store::accounts::Purpose;
use matchpool_store::{StoreError, Unique};

use super::{hash_token, link_invalid, new_token};
use crate::notify::Notice;
use crate::{App, AppError, AppResult, Effects};

fn email_taken() -> AppError {
    AppError::conflict("auth.email_taken", "An account with this email already exists.")
}

/// Emails a confirmation link to `new_email` (already parsed and lower-cased) for the person, who
/// proved their password. Refused when it is their address already or another account's.
#[tracing::instrument(name = "accounts::request_email_change", skip_all, fields(person = %person))]
pub async fn request_email_change(app: &App, person: UserId, new_email: &str) -> AppResult<()> {
    let user = matchpool_store::users::find(&app.db, person)
        .await?
        .ok_or_else(|| AppError::not_found("auth.required", "Please sign in."))?;
    if user.email == new_email {
        return Err(AppError::unprocessable("account.email_unchanged", "This is already your email address."));
    }
    if matchpool_store::users::find_by_email(&app.db, new_email).await?.is_some() {
        return Err(email_taken());
    }
    let (token, hash) = new_token();
    let now = Utc::now();
    let ttl = app.settings.password_reset_ttl;
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::accounts::insert_token(&txn, user.id, Purpose::ChangeEmail, hash, new_email, now + ttl, now)
        .await?;
    let link = format!("{}/confirm-email-change?token={token}", app.settings.public_url);
    let minutes = ttl.num_minutes();
    effects.email(
        app,
        new_email,
        user.language.code(),
        Notice::ConfirmNewEmail { name: &user.first_name, link: &link, minutes },
    );
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!("email change link sent to the new address");
    Ok(())
}

/// Makes the address a link was sent to the person's own (once, before it expires, while nobody
/// else took it meanwhile) and emails the old address that it changed.
#[tracing::instrument(name = "accounts::confirm_email_change", skip_all)]
pub async fn confirm_email_change(app: &App, token: &str) -> AppResult<User> {
    let now = Utc::now();
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let link = matchpool_store::accounts::redeem_token(&txn, Purpose::ChangeEmail, &hash_token(token), now)
        .await?
        .ok_or_else(link_invalid)?;
    let user = matchpool_store::users::find(&txn, link.user_id).await?.filter(|u| u.deleted_at.is_none());
    let user = user.ok_or_else(link_invalid)?;
    if matchpool_store::users::find_by_email(&txn, &link.email).await?.is_some_and(|other| other.id != user.id) {
        return Err(email_taken());
    }
    let old = user.email.clone();
    let user = matchpool_store::accounts::set_email(&txn, user, link.email, now).await.map_err(|err| match err {
        StoreError::Duplicate(Unique::Email) => email_taken(),
        other => other.into(),
    })?;
    effects.email(
        app,
        &old,
        user.language.code(),
        Notice::EmailChanged { name: &user.first_name, new_email: &user.email },
    );
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!(user = %user.id, "email address changed; the old address was told");
    Ok(user)
}
