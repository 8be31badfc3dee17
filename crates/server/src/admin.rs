//! `matchpool admin create`: the first operator comes from the command line.

use std::io::BufRead;

use anyhow::Context;
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
    let db = crate::database::open_database(settings).await?;
    let user = create_operator(&db, &email, &password).await?;
    println!("Operator {} ({}) is ready.", user.email, user.id);
    Ok(())
}

fn read_password() -> anyhow::Result<String> {
    let mut line = String::new();
    std::io::stdin().lock().read_line(&mut line).context("reading the password from standard input")?;
    Ok(line.trim_end_matches(['\r', '\n']).to_owned())
}

/// Creates the operator, or promotes an existing person with that email and resets their password
/// (`matchpool_app::accounts::create_operator` writes, in one transaction).
pub async fn create_operator(
    db: &sea_orm::DatabaseConnection,
    email: &str,
    password: &str,
) -> anyhow::Result<matchpool_domain::identity::User> {
    let email = Email::parse(Some(email)).map_err(|e| anyhow::anyhow!("invalid email: {}", e.code()))?;
    let password = Password::parse(Some(password))
        .map_err(|e| anyhow::anyhow!("invalid password: {} (at least 8 characters)", e.code()))?;
    let hash = matchpool_api::security::password::hash(password.expose().to_owned()).await?;
    let code = matchpool_api::security::tokens::short_code();
    matchpool_app::accounts::create_operator(db, email, hash, code).await.map_err(|err| match err {
        matchpool_app::AppError::Internal(err) => err,
        other => anyhow::anyhow!("creating the operator failed: {}", other.code()),
    })
}
