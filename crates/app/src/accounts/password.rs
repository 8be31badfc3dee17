//! Forgotten and changed passwords. A reset ends every sign-in of the account; a change ends all
//! but the one that made it. Passwords arrive hashed: hashing belongs to the HTTP layer's
//! password module (argon2id, off the async runtime).

use chrono::Utc;
use matchpool_domain::UserId;
use matchpool_store::accounts::Purpose;

use super::{hash_token, link_invalid, new_token};
use crate::notify::Notice;
use crate::{App, AppResult, Effects};

/// Emails a reset link to the account at `email`, if there is one. Says nothing either way, so
/// the answer does not tell who has an account.
#[tracing::instrument(name = "accounts::request_reset", skip_all)]
pub async fn request_reset(app: &App, email: &str) -> AppResult<()> {
    let Some(user) = matchpool_store::users::find_by_email(&app.db, email).await? else {
        return Ok(());
    };
    let (token, hash) = new_token();
    let now = Utc::now();
    let ttl = app.settings.password_reset_ttl;
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::accounts::insert_token(&txn, user.id, Purpose::ResetPassword, hash, &user.email, now + ttl, now)
        .await?;
    let link = format!("{}/reset-password?token={token}", app.settings.public_url);
    let minutes = ttl.num_minutes();
    effects.email(
        app,
        &user.email,
        user.language.code(),
        Notice::ResetPassword { name: &user.first_name, link: &link, minutes },
    );
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!(user = %user.id, "password reset link sent");
    Ok(())
}

/// Sets a new password from a reset link (once, before it expires) and ends every sign-in.
/// Following the link also proves the address, so it counts as confirmed.
#[tracing::instrument(name = "accounts::reset_password", skip_all)]
pub async fn reset_password(app: &App, token: &str, password_hash: String) -> AppResult<()> {
    let now = Utc::now();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let link = matchpool_store::accounts::redeem_token(&txn, Purpose::ResetPassword, &hash_token(token), now)
        .await?
        .ok_or_else(link_invalid)?;
    let user = matchpool_store::users::find(&txn, link.user_id).await?.filter(|u| u.email == link.email);
    let user = user.ok_or_else(link_invalid)?;
    let verified = user.email_verified_at.is_some();
    let user = matchpool_store::accounts::set_password(&txn, user, password_hash, now).await?;
    if !verified {
        matchpool_store::accounts::confirm_email(&txn, user.id, &link.email, now).await?;
    }
    matchpool_store::tokens::revoke_all(&txn, user.id, None, now).await?;
    let mut effects = Effects::new();
    effects.email(app, &user.email, user.language.code(), Notice::PasswordChanged { name: &user.first_name });
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!(user = %user.id, "password reset; every sign-in ended");
    Ok(())
}

/// Sets a new password for a signed-in person (who proved the current one) and ends their other
/// sign-ins; `keep` is the sign-in (refresh-token family) that asked.
#[tracing::instrument(name = "accounts::change_password", skip_all, fields(person = %person))]
pub async fn change_password(
    app: &App,
    person: UserId,
    keep: matchpool_domain::SessionId,
    password_hash: String,
) -> AppResult<()> {
    let now = Utc::now();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let Some(user) = matchpool_store::users::find(&txn, person).await? else {
        return Err(crate::AppError::not_found("auth.required", "Please sign in."));
    };
    let user = matchpool_store::accounts::set_password(&txn, user, password_hash, now).await?;
    matchpool_store::tokens::revoke_all(&txn, person, Some(keep), now).await?;
    let mut effects = Effects::new();
    effects.email(app, &user.email, user.language.code(), Notice::PasswordChanged { name: &user.first_name });
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!("password changed; other sign-ins ended");
    Ok(())
}
