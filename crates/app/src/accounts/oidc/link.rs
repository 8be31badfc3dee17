//! Linking a provider account to the existing person with the same confirmed address, once they
//! prove the account is theirs: by their password (checked by the HTTP layer, which hashes
//! passwords) or by the link emailed to that address.

use chrono::Utc;
use matchpool_domain::UserId;
use matchpool_store::oidc::Link;
use matchpool_store::oidc::LinkToken;

use super::sign_in::{Outcome, link_taken};
use crate::accounts::{hash_token, new_token};
use crate::notify::Notice;
use crate::{App, AppError, AppResult, Effects};

fn link_invalid() -> AppError {
    AppError::unprocessable(
        "oidc.link_invalid",
        "This account link has expired or was already used. Please sign in with the provider again.",
    )
}

/// The person a waiting link (the browser's `token`) would be added to.
pub async fn pending_link(app: &App, token: &str) -> AppResult<Link> {
    matchpool_store::oidc::find_live_link(&app.db, &hash_token(token), Utc::now()).await?.ok_or_else(link_invalid)
}

/// Emails the account's owner a link that completes the waiting link `token`, in their language.
#[tracing::instrument(name = "oidc::send_link_email", skip_all)]
pub async fn send_link_email(app: &App, token: &str) -> AppResult<()> {
    let link = pending_link(app, token).await?;
    let user = matchpool_store::users::find(&app.db, link.user_id).await?.ok_or_else(link_invalid)?;
    let (emailed, hash) = new_token();
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::oidc::set_email_token(&txn, link.id, hash).await?;
    let url = format!("{}/oidc/link?token={emailed}", app.settings.public_url);
    let provider = app.oidc.label(&link.provider);
    effects.email(
        app,
        &user.email,
        user.language.code(),
        Notice::LinkProvider { name: &user.first_name, provider: &provider, link: &url },
    );
    txn.commit().await?;
    effects.run(app).await;
    tracing::info!(user = %user.id, "provider link confirmation sent");
    Ok(())
}

/// Links the provider account (once) and signs its owner in. `proof` is the browser's token
/// after the HTTP layer checked `proved_by`'s password, or the emailed token.
#[tracing::instrument(name = "oidc::complete_link", skip_all)]
pub async fn complete_link(app: &App, proof: LinkToken<'_>, proved_by: Option<UserId>) -> AppResult<Outcome> {
    let now = Utc::now();
    let hashed = match proof {
        LinkToken::Browser(token) => hash_token(token),
        LinkToken::Emailed(token) => hash_token(token),
    };
    let proof = match proof {
        LinkToken::Browser(_) => LinkToken::Browser(&hashed),
        LinkToken::Emailed(_) => LinkToken::Emailed(&hashed),
    };
    let txn = matchpool_store::write_txn(&app.db).await?;
    let link = matchpool_store::oidc::take_link(&txn, proof, now).await?.ok_or_else(link_invalid)?;
    if proved_by.is_some_and(|person| person != link.user_id) {
        return Err(link_invalid());
    }
    let owner = matchpool_store::users::find(&txn, link.user_id).await?.filter(|u| u.email == link.email);
    let owner = owner.ok_or_else(link_invalid)?;
    matchpool_store::oidc::link_identity(&txn, &link.provider, &link.subject, owner.id, Some(link.email.clone()), now)
        .await
        .map_err(link_taken)?;
    // The provider confirmed the address, and the owner proved the account: it is theirs.
    if owner.email_verified_at.is_none() {
        matchpool_store::accounts::confirm_email(&txn, owner.id, &link.email, now).await?;
    }
    txn.commit().await?;
    tracing::info!(user = %owner.id, provider = %link.provider, "provider linked to an existing account");
    Ok(Outcome::SignedIn {
        user: owner.id,
        created: false,
        auth_session: link.auth_session_id,
        return_to: link.return_to,
    })
}
