//! Deleting an account (issue 13). The person's row stays under the same id, anonymised, and
//! every donation, vote, impact point and reward keeps its amount and count: round totals, audit
//! packs and matching are exactly what they were. What identifies the person goes: name, email,
//! username, avatar and other uploads, KYC details, comment texts, memberships, linked sign-in providers and every sign-in.

use chrono::Utc;
use matchpool_domain::{UserId, VerificationStatus};

use crate::{App, AppError, AppResult};

/// What deleting an account left to do outside the database.
#[derive(Debug)]
pub struct Deleted {
    /// Storage keys of the person's uploads, whose rows are gone: the files go after the commit.
    pub files: Vec<String>,
}

/// Deletes the person's account in one transaction (the caller checked their password).
/// Refused with `account.sole_owner` while an organization with other members has them as its
/// only owner: ownership is handed over first (or the organization closed: a closed one needs no
/// owner). An organization they are alone in stays, with its projects, without members.
#[tracing::instrument(name = "accounts::delete_account", skip_all, fields(person = %person))]
pub async fn delete_account(app: &App, person: UserId) -> AppResult<Deleted> {
    let now = Utc::now();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let user = matchpool_store::users::find(&txn, person).await?.filter(|u| u.deleted_at.is_none());
    let user = user.ok_or_else(|| AppError::not_found("auth.required", "Please sign in."))?;
    let mut alone = matchpool_store::leaving::solely_owned(&txn, user.id).await?;
    alone.retain(|org| org.closed_at.is_none());
    if !alone.is_empty() {
        let names: Vec<&str> = alone.iter().map(|o| o.name.as_str()).collect();
        return Err(AppError::conflict(
            "account.sole_owner",
            format!(
                "You are the only owner of {}. Hand ownership over to another member (or make one an owner) before you delete your account.",
                names.join(", ")
            ),
        ));
    }
    let id = user.id;
    // A KYC review still waiting is closed, so nobody can verify a deleted account later (and
    // change the matching weight it had). Pending and rejected both weigh as not verified.
    let user = if user.kyc == VerificationStatus::Pending {
        let reason = Some("The account was deleted.".to_owned());
        matchpool_store::verifications::decide(&txn, id.into(), VerificationStatus::Rejected, reason, None, now)
            .await?;
        matchpool_store::users::set_kyc(&txn, user, VerificationStatus::Rejected, now).await?
    } else {
        user
    };
    matchpool_store::leaving::leave_organizations(&txn, id, now).await?;
    matchpool_store::leaving::anonymise_donations(&txn, id).await?;
    matchpool_store::leaving::erase_comments(&txn, id, now).await?;
    matchpool_store::leaving::erase_verifications(&txn, id, now).await?;
    let files = matchpool_store::leaving::remove_media(&txn, id).await?;
    matchpool_store::leaving::end_access(&txn, id, now).await?;
    matchpool_store::oidc::forget_user(&txn, id).await?;
    matchpool_store::leaving::anonymise_user(&txn, user, now).await?;
    txn.commit().await?;
    tracing::info!(files = files.len(), "account deleted and anonymised");
    Ok(Deleted { files })
}
