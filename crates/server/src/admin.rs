//! `matchpool admin create`: the first operator comes from the command line.

use std::io::BufRead;

use anyhow::Context;
use chrono::Utc;
use clap::Subcommand;
use matchpool_domain::text::{Email, Password};

use crate::settings::Settings;

#[derive(Subcommand)]
pub enum AdminCommand {
    /// Create an operator account, or make an existing account an operator and set its password.
    Create {
        #[arg(long)]
        email: String,
        /// The password; when omitted it is read from standard input (one line).
        #[arg(long)]
        password: Option<String>,
    },
}

pub async fn run(settings: &Settings, command: AdminCommand) -> anyhow::Result<()> {
    let AdminCommand::Create { email, password } = command;
    let password = match password {
        Some(p) => p,
        None => read_password()?,
    };
    let db = crate::serve::open_database(settings).await?;
    let user = create_operator(&db, &email, &password).await?;
    println!("Operator {} ({}) is ready.", user.email, user.id);
    Ok(())
}

fn read_password() -> anyhow::Result<String> {
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).context("reading the password from standard input")?;
    Ok(line.trim_end_matches(['\r', '\n']).to_owned())
}

/// Creates the operator, or promotes an existing person with that email and resets their password.
pub async fn create_operator(
    db: &sea_orm::DatabaseConnection,
    email: &str,
    password: &str,
) -> anyhow::Result<matchpool_domain::identity::User> {
    let email = Email::parse(Some(email)).map_err(|e| anyhow::anyhow!("invalid email: {}", e.code()))?;
    let password = Password::parse(Some(password))
        .map_err(|e| anyhow::anyhow!("invalid password: {} (at least 8 characters)", e.code()))?;
    let hash = matchpool_api::security::password::hash(password.expose().to_owned()).await?;
    let now = Utc::now();
    if let Some(existing) = matchpool_store::users::find_by_email(db, email.as_str()).await? {
        return Ok(matchpool_store::users::make_operator(db, existing, Some(hash), now).await?);
    }
    let username = free_username(db, email.as_str()).await?;
    let new = matchpool_store::users::NewUser {
        username,
        email: email.into_inner(),
        first_name: "Platform".into(),
        last_name: "Operator".into(),
        password_hash: hash,
        language: "en".into(),
        is_operator: true,
        referral_code: matchpool_api::security::tokens::short_code(),
        referred_by: None,
        email_verified: true,
    };
    Ok(matchpool_store::users::insert(db, new, now).await?)
}

/// A username from the email's local part, with a number appended until it is free.
async fn free_username(db: &sea_orm::DatabaseConnection, email: &str) -> anyhow::Result<String> {
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
