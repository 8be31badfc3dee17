//! The providers linked to a person, and unlinking one while another way to sign in remains.

use chrono::{DateTime, Utc};
use matchpool_domain::UserId;

use crate::{App, AppError, AppResult};

/// A linked provider account, as the profile shows it.
#[derive(Debug, Clone)]
pub struct Linked {
    pub provider: String,
    pub label: String,
    pub icon: String,
    pub email: Option<String>,
    pub created_at: DateTime<Utc>,
    /// Unlinking leaves another way to sign in (a password, or another provider).
    pub can_unlink: bool,
}

/// The person's linked provider accounts, oldest first.
pub async fn linked(app: &App, person: UserId) -> AppResult<Vec<Linked>> {
    let user = matchpool_store::users::find(&app.db, person).await?;
    let has_password = user.is_some_and(|u| !u.password_hash.is_empty());
    let identities = matchpool_store::oidc::identities_of(&app.db, person).await?;
    let count = identities.len();
    Ok(identities
        .into_iter()
        .map(|identity| {
            let config = app.oidc.get(&identity.provider).map(|p| p.config.clone());
            Linked {
                label: config.as_ref().map_or_else(|| identity.provider.clone(), |c| c.label.clone()),
                icon: config.map(|c| c.icon).unwrap_or_default(),
                provider: identity.provider,
                email: identity.email,
                created_at: identity.created_at,
                can_unlink: has_password || count > 1,
            }
        })
        .collect())
}

/// Unlinks the person's account at `provider`, unless it is their only way to sign in.
#[tracing::instrument(name = "oidc::unlink", skip_all, fields(person = %person))]
pub async fn unlink(app: &App, person: UserId, provider: &str) -> AppResult<()> {
    let txn = matchpool_store::write_txn(&app.db).await?;
    let user = matchpool_store::users::find(&txn, person).await?;
    let has_password = user.is_some_and(|u| !u.password_hash.is_empty());
    let identities = matchpool_store::oidc::identities_of(&txn, person).await?;
    if !identities.iter().any(|i| i.provider == provider) {
        return Err(AppError::not_found("oidc.not_linked", "This provider is not linked to your account."));
    }
    let others = identities.iter().filter(|i| i.provider != provider).count();
    if !has_password && others == 0 {
        return Err(AppError::conflict(
            "oidc.last_sign_in_method",
            "This is your only way to sign in. Set a password (\"Forgot password\") or link another provider first.",
        ));
    }
    matchpool_store::oidc::unlink(&txn, person, provider).await?;
    txn.commit().await?;
    tracing::info!(provider, "provider unlinked");
    Ok(())
}
