//! `matchpool serve`: open and migrate the database, then serve until interrupted.

use std::net::SocketAddr;
use std::time::Duration;

use anyhow::Context;
use clap::Args;

use crate::leadership::Leadership;
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

pub async fn run(mut settings: Settings, args: ServeArgs) -> anyhow::Result<()> {
    if let Some(bind) = args.bind {
        settings.bind = bind;
    }
    refuse_dev_on_public(&settings)?;
    // Before anything records a metric (the jobs start before the router is built).
    matchpool_api::observability::metrics::install();
    let _instance_lock = crate::database::lock_sqlite(&settings)?;
    let db = crate::database::open_database(&settings).await?;
    let media = settings.media_store()?;
    if args.demo && crate::demo::is_empty(&db).await? {
        crate::demo::load(&db, &media).await?;
    }
    let state = matchpool_api::AppState::new(db, settings.api_config()?, media);
    let state = crate::providers::install(state, &settings.payments, &settings.rates, &settings.chain)?
        .with_mailer(crate::providers::mailer(&settings.mail, &settings.data_dir)?);
    let state = matchpool_api::observability::providers::metered(state);
    let state = match settings.redis_url.as_ref().filter(|url| !url.expose().trim().is_empty()) {
        Some(url) => state.with_shared_limits(
            matchpool_api::security::limiter::SharedLimits::connect(url.expose())
                .await
                .context("connecting to Redis (redis_url) for the shared rate limits")?,
        ),
        None => state,
    };
    matchpool_api::cluster::share_estimates(&state).await?;
    spawn_jobs(&state, &settings);
    if let Err(missing) = state.fonts.check() {
        tracing::warn!(error = %missing, "PDF receipts are off until the fonts are installed (fonts-noto-core, fonts-noto-cjk)");
    }
    // The rounds in voting get their estimators now, off the request path.
    match matchpool_app::matching::warm_estimators(&state).await {
        Ok(rounds) => tracing::info!(rounds, "building the estimators of the rounds in voting"),
        Err(err) => tracing::warn!(error = ?err, "listing the rounds in voting for their estimators failed"),
    }
    if let Some(bind) = settings.metrics.bind.as_deref().filter(|b| !b.trim().is_empty()) {
        serve_metrics(bind, state.clone()).await?;
    }
    let app = matchpool_api::app(state).into_make_service_with_connect_info::<SocketAddr>();
    let listener = tokio::net::TcpListener::bind(&settings.bind)
        .await
        .with_context(|| format!("listening on {}", settings.bind))?;
    tracing::info!(address = %listener.local_addr()?, public_url = %settings.base_url(), "matchpool is serving");
    axum::serve(listener, app).with_graceful_shutdown(shutdown()).await?;
    tracing::info!("stopped");
    Ok(())
}

/// The background work: the jobs (on the leading instance only) and the one-off backfill of
/// resized pictures.
fn spawn_jobs(state: &matchpool_api::AppState, settings: &Settings) {
    let leadership = leadership(settings);
    let recheck = Duration::from_secs(settings.chain.recheck_secs.max(5));
    crate::jobs::reconcile(state.clone(), recheck, leadership.clone());
    crate::jobs::donation_digests(state.clone(), Duration::from_secs(15 * 60), leadership.clone());
    if settings.freeze_interval_secs > 0 {
        let every = Duration::from_secs(settings.freeze_interval_secs);
        crate::jobs::freeze_rounds(state.clone(), every, leadership);
    }
    let backfill = state.clone();
    tokio::spawn(async move {
        if let Err(err) = matchpool_app::media::backfill_variants(&backfill, &backfill.media).await {
            tracing::warn!(error = ?err, "making the resized copies of older pictures failed");
        }
    });
}

/// Stops the start when a development provider (fake card payments, an in-memory ledger) would
/// serve a deployment people reach from elsewhere, unless `allow_dev_providers` says it is meant.
fn refuse_dev_on_public(settings: &Settings) -> anyhow::Result<()> {
    if settings.allow_dev_providers || settings.public_url_is_loopback() {
        return Ok(());
    }
    let dev: Vec<&str> =
        [("payments.provider", &settings.payments.provider), ("chain.provider", &settings.chain.provider)]
            .into_iter()
            .filter(|(_, provider)| provider.as_str() == "dev")
            .map(|(key, _)| key)
            .collect();
    if dev.is_empty() {
        return Ok(());
    }
    anyhow::bail!(
        "{} = \"dev\" accepts fake payments, but public_url {} is not a loopback address; configure real \
         providers, or set allow_dev_providers = true for a test deployment",
        dev.join(" and "),
        settings.base_url()
    )
}

/// Who runs the background jobs: on PostgreSQL the instance holding the advisory lock, on
/// SQLite this one.
fn leadership(settings: &Settings) -> Leadership {
    let url = settings.database_url();
    if url.starts_with("postgres") {
        Leadership::compete(url, Duration::from_secs(settings.leader_check_secs.clamp(1, 300)))
    } else {
        Leadership::sole()
    }
}

/// Serves `/metrics` without a token on the separate metrics address.
async fn serve_metrics(bind: &str, state: matchpool_api::AppState) -> anyhow::Result<()> {
    let listener =
        tokio::net::TcpListener::bind(bind).await.with_context(|| format!("listening on {bind} (metrics.bind)"))?;
    tracing::info!(address = %listener.local_addr()?, "metrics are served");
    let router = matchpool_api::observability::metrics::router(state);
    tokio::spawn(async move {
        if let Err(err) = axum::serve(listener, router).with_graceful_shutdown(shutdown()).await {
            tracing::warn!(error = %err, "the metrics listener stopped");
        }
    });
    Ok(())
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
