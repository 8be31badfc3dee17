//! `matchpool serve`: open and migrate the database, then serve until interrupted.

use std::net::SocketAddr;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use sea_orm::DatabaseConnection;

use crate::settings::Settings;

#[derive(Args, Default)]
pub struct ServeArgs {
    /// Address and port to listen on (default 127.0.0.1:8080).
    #[arg(long, value_name = "ADDR:PORT")]
    bind: Option<String>,
    /// Load the demo data when the database has no rounds yet.
    #[arg(long)]
    demo: bool,
}

/// Opens the configured database (creating the data directory for SQLite) and migrates it.
pub async fn open_database(settings: &Settings) -> anyhow::Result<DatabaseConnection> {
    let url = settings.database_url();
    if url.starts_with("sqlite:") {
        std::fs::create_dir_all(&settings.data_dir)
            .with_context(|| format!("creating {}", settings.data_dir.display()))?;
    }
    let db = matchpool_store::connect(&url).await.context("connecting to the database")?;
    matchpool_store::migrate(&db).await.context("migrating the database")?;
    Ok(db)
}

pub async fn run(mut settings: Settings, args: ServeArgs) -> anyhow::Result<()> {
    if let Some(bind) = args.bind {
        settings.bind = bind;
    }
    crate::providers::refuse_dev_on_public(&settings)?;
    let db = open_database(&settings).await?;
    let media = settings.media_store()?;
    if args.demo && crate::demo::is_empty(&db).await? {
        crate::demo::load(&db, &media).await?;
    }
    let state = matchpool_api::AppState::new(db, settings.api_config()?, media);
    let state = crate::providers::install(state, &settings.payments, &settings.rates, &settings.chain)?
        .with_mailer(crate::providers::mailer(&settings.mail, &settings.data_dir)?);
    crate::providers::spawn_reconcile(state.clone(), &settings.chain);
    let backfill = state.clone();
    tokio::spawn(async move {
        if let Err(err) = matchpool_api::routes::media::backfill_variants(&backfill).await {
            tracing::warn!(error = ?err, "making the resized copies of older pictures failed");
        }
    });
    if settings.freeze_interval_secs > 0 {
        tokio::spawn(freeze_rounds(state.clone(), Duration::from_secs(settings.freeze_interval_secs)));
    }
    let app = matchpool_api::app(state).into_make_service_with_connect_info::<SocketAddr>();
    let listener = tokio::net::TcpListener::bind(&settings.bind)
        .await
        .with_context(|| format!("listening on {}", settings.bind))?;
    tracing::info!(address = %listener.local_addr()?, public_url = %settings.public_url, "matchpool is serving");
    axum::serve(listener, app).with_graceful_shutdown(shutdown()).await?;
    tracing::info!("stopped");
    Ok(())
}

/// Freezes rounds as their voting ends (DESIGN §4.8). Every instance runs it; the database lets
/// only one of them store a round's results.
async fn freeze_rounds(state: matchpool_api::AppState, every: Duration) {
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        match matchpool_app::matching::freeze_due(&state, chrono::Utc::now()).await {
            Ok(0) => {}
            Ok(frozen) => tracing::info!(frozen, "froze rounds whose voting ended"),
            Err(err) => tracing::warn!(error = ?err, "looking for rounds to freeze failed"),
        }
    }
}

async fn shutdown() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        if let Ok(mut signal) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            signal.recv().await;
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}
