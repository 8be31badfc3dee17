//! `matchpool admin create`: the first operator comes from the command line. The command parses
//! the email and hashes the password (the HTTP layer's argon2id); this use case writes.

use chrono::Utc;
use matchpool_domain::identity::User;
use matchpool_domain::text::Email;
use matchpool_store::users::NewUser;
use sea_orm::{ConnectionTrait, DatabaseConnection};

use crate::AppResult;

/// Creates the operator, or promotes an existing person with that email and sets their password,
/// in one transaction. `referral_code` is the new person's own code (unused for an existing one).
#[tracing::instrument(name = "accounts::create_operator", skip_all)]
pub async fn create_operator(
    db: &DatabaseConnection,
    email: Email,
    password_hash: String,
    referral_code: String,
) -> AppResult<User> {
    let now = Utc::now();
    let txn = matchpool_store::write_txn(db).await?;
    let user = match matchpool_store::users::find_by_email(&txn, email.as_str()).await? {
        Some(existing) => matchpool_store::users::make_operator(&txn, existing, Some(password_hash), now).await?,
        None => {
            let new = NewUser {
                username: free_username(&txn, email.as_str()).await?,
                email: email.into_inner(),
                first_name: "Platform".into(),
                last_name: "Operator".into(),
                password_hash,
                language: matchpool_domain::Language::En,
                is_operator: true,
                referral_code,
                referred_by: None,
                email_verified: true,
            };
            matchpool_store::users::insert(&txn, new, now).await?
        }
    };
    txn.commit().await?;
    tracing::info!(user = %user.id, "operator ready");
    Ok(user)
}

/// A username from the email's local part, with a number appended until it is free.
async fn free_username(db: &impl ConnectionTrait, email: &str) -> AppResult<String> {
    let local = email.split('@').next().unwrap_or("operator");
    let mut base: String =
        local.chars().filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')).take(24).collect();
    if base.len() < 3 {
        base = "operator".into();
    }
    let mut candidate = base.clone();
    let mut n = 1;
    while matchpool_store::users::find_by_username(db, &candidate).await?.is_some() {
        n += 1;
        candidate = format!("{base}{n}");
    }
    Ok(candidate)
}
