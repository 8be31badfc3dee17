//! The `matchpool` command: one binary that serves the platform and administers it.

mod admin;
mod backup;
mod database;
mod demo;
mod demo_projects;
mod jobs;
mod leadership;
mod providers;
mod qf;
mod seed;
mod serve;
mod settings;
mod telemetry;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use settings::Settings;

#[derive(Parser)]
#[command(
    name = "matchpool",
    version,
    about = "Matchpool: funding rounds for social-cause projects, matched by quadratic funding."
)]
struct Cli {
    /// Configuration file (default: ./matchpool.toml when present).
    #[arg(long, global = true, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Directory for the SQLite database, the secret key and uploads.
    #[arg(long, global = true, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API and the web app (the default command).
    Serve(serve::ServeArgs),
    /// Apply pending database migrations and exit.
    Migrate,
    /// Operator accounts.
    #[command(subcommand)]
    Admin(admin::AdminCommand),
    /// Load the demo data (rounds in every phase, people, organizations) into the database.
    Demo,
    /// Fill an empty database with a large, realistic platform (for load tests and query plans).
    Seed(seed::SeedArgs),
    /// Audit packs: recompute, verify and estimate a round's matching offline (no database or
    /// configuration needed).
    #[command(subcommand)]
    Qf(qf::QfCommand),
    /// Print the API's OpenAPI document (JSON) and exit.
    Openapi,
    /// Write an online, consistent copy of the SQLite database (PostgreSQL: explains pg_dump).
    Backup(backup::BackupArgs),
    /// Put a backup in place of the SQLite database (no server may be running on it).
    Restore(backup::RestoreArgs),
}

/// Runs the command; a failure is one line on standard error (`error: what failed: why`) and exit
/// code 1, not anyhow's "Caused by:" block and a backtrace.
fn main() -> ExitCode {
    matchpool_app::memory::tune_allocator();
    match run() {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> anyhow::Result<ExitCode> {
    let cli = Cli::parse();
    // Auditors run these anywhere: no configuration, database or logging set-up.
    if let Some(Command::Qf(command)) = cli.command {
        return Ok(qf::run(command));
    }
    if let Some(Command::Openapi) = cli.command {
        print!("{}", matchpool_api::openapi_doc::document_json());
        return Ok(ExitCode::SUCCESS);
    }
    let mut settings = Settings::load(cli.config.as_deref())?;
    if let Some(dir) = cli.data_dir {
        settings.data_dir = dir;
    }
    telemetry::init(&settings.log_format);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async move {
        match cli.command.unwrap_or(Command::Serve(serve::ServeArgs::default())) {
            Command::Serve(args) => serve::run(settings, args).await,
            Command::Migrate => {
                let db = database::open_database(&settings).await?;
                tracing::info!("migrations applied");
                drop(db);
                Ok(())
            }
            Command::Admin(command) => admin::run(&settings, command).await,
            Command::Backup(args) => backup::backup(&settings, args).await,
            Command::Restore(args) => backup::restore(&settings, args).await,
            Command::Demo => {
                let db = database::open_database(&settings).await?;
                demo::load(&db, &settings.media_store()?).await
            }
            Command::Seed(args) => {
                let db = database::open_database(&settings).await?;
                seed::run(&db, &settings, &args).await
            }
            // Handled above, before the configuration is read; kept here so the match is total.
            Command::Qf(command) => return Ok(qf::run(command)),
            Command::Openapi => return Ok(ExitCode::SUCCESS),
        }
        .map(|()| ExitCode::SUCCESS)
    })
}
