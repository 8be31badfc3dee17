//! Confirming the email address: the link sent at registration (and on "Resend"), and the rule
//! that voting and donating need a confirmed address (`accounts.require_verified_email`).

use chrono::Utc;
use matchpool_domain::UserId;
use matchpool_domain::identity::User;
use matchpool_store::accounts::Purpose;

use super::{hash_token, link_invalid, new_token};
use crate::notify::Notice;
use crate::{App, AppError, AppResult, Effects};

/// Emails the person a link that confirms their address, in their language. Refused when the
/// address is already confirmed. `next`, the page the person was on (the vote they started), rides
/// in the link so the confirmation page leads back to it; anything but a path of this site is
/// left out, as a sign-in's return path is. `app`, the origin of another app the person
/// registered in (a hosted sign-in's), rides as `app=` so the page offers the way back to it.
#[tracing::instrument(name = "accounts::send_verification", skip_all, fields(person = %person))]
pub async fn send_verification(
    app: &App,
    person: UserId,
    next: Option<&str>,
    returning_to: Option<&str>,
) -> AppResult<()> {
    let user = matchpool_store::users::find(&app.db, person)
        .await?
        .ok_or_else(|| AppError::not_found("auth.required", "Please sign in."))?;
    if user.email_verified_at.is_some() {
        return Err(AppError::conflict("auth.email_already_verified", "Your email address is already confirmed."));
    }
    let (token, hash) = new_token();
    let now = Utc::now();
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::accounts::insert_token(
        &txn,
        user.id,
        Purpose::VerifyEmail,
        hash,
        &user.email,
        now + app.settings.verification_ttl,
        now,
    )
    .await?;
    let mut link = format!("{}/verify-email?token={token}", app.settings.public_url);
    if let Some(next) = super::oidc::safe_return_path(next) {
        link.push_str("&next=");
        link.extend(url::form_urlencoded::byte_serialize(next.as_bytes()));
    }
    if let Some(origin) = returning_to {
        link.push_str("&app=");
        link.extend(url::form_urlencoded::byte_serialize(origin.as_bytes()));
    }
    effects.email(app, &user.email, user.language.code(), Notice::VerifyEmail { name: &user.first_name, link: &link });
    txn.commit().await?;
    effects.run(app).await;
    Ok(())
}

/// Confirms the address a link was sent to (once; while it is still the person's address).
#[tracing::instrument(name = "accounts::confirm_email", skip_all)]
pub async fn confirm_email(app: &App, token: &str) -> AppResult<User> {
    let now = Utc::now();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let Some(link) =
        matchpool_store::accounts::redeem_token(&txn, Purpose::VerifyEmail, &hash_token(token), now).await?
    else {
        return Err(already_confirmed(&txn, token).await?.unwrap_or_else(link_invalid));
    };
    if !matchpool_store::accounts::confirm_email(&txn, link.user_id, &link.email, now).await? {
        return Err(link_invalid());
    }
    let user = matchpool_store::users::find(&txn, link.user_id).await?.ok_or_else(link_invalid)?;
    txn.commit().await?;
    tracing::info!(user = %user.id, "email address confirmed");
    Ok(user)
}

/// A link opened again after it confirmed the address (or a later link of the same address):
/// "already confirmed", not "expired", while the account still has that address, confirmed.
async fn already_confirmed(db: &impl sea_orm::ConnectionTrait, token: &str) -> AppResult<Option<AppError>> {
    let Some(link) = matchpool_store::accounts::find_token(db, Purpose::VerifyEmail, &hash_token(token)).await? else {
        return Ok(None);
    };
    let user = matchpool_store::users::find(db, link.user_id).await?;
    let confirmed = user.is_some_and(|u| u.email == link.email && u.email_verified_at.is_some());
    Ok(confirmed.then(|| AppError::conflict("auth.email_already_verified", "Your email address is already confirmed.")))
}

/// Refuses a person whose address is not confirmed yet, when the platform asks for it.
pub async fn require_verified_email(app: &App, person: UserId) -> AppResult<()> {
    if !app.settings.require_verified_email {
        return Ok(());
    }
    let user = matchpool_store::users::find(&app.db, person).await?;
    verified_email_required(app, user.as_ref())
}

/// [`require_verified_email`] for a person the caller has already read (`None`: no such person).
pub(crate) fn verified_email_required(app: &App, user: Option<&User>) -> AppResult<()> {
    if !app.settings.require_verified_email || user.is_some_and(|u| u.email_verified_at.is_some()) {
        return Ok(());
    }
    Err(AppError::forbidden(
        "auth.email_unverified",
        "Please confirm your email address first: open the link we emailed you, or ask for a new one.",
    ))
}
