//! Prometheus metrics through the `metrics` facade: request counts and latencies by route
//! template, and, read at each scrape, the database pool and the donations and votes in the
//! database (so every instance reports the same totals, whoever wrote them). Providers and jobs
//! record their own series (`providers.rs` here, the jobs in the server).
//!
//! `GET /metrics` is served on the main port only with a bearer token (`metrics.token`), or
//! without one on a separate address (`metrics.bind`) that only the scraper reaches.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use sea_orm::{ConnectionTrait, DatabaseBackend, DatabaseConnection, Statement};

use crate::error::ApiError;
use crate::state::AppState;

/// Latency buckets in seconds: from a cached read to a slow card charge.
const LATENCY_BUCKETS: &[f64] = &[0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Every (rail, state) pair the donations gauge has reported.
static SEEN_DONATION_SERIES: Mutex<BTreeSet<(String, String)>> = Mutex::new(BTreeSet::new());

/// How often the recorder folds the latencies recorded since into its buckets.
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// Installs the process's Prometheus recorder (once; later calls return the same handle), with a
/// thread that keeps it: the recorder holds every latency recorded until its upkeep folds them
/// into the buckets, about 15 bytes a request that, without it, stayed in memory until a scrape
/// (the server's memory grew 30 MB in a minute of load where no scraper ran: BENCHMARKS.md).
pub fn install() -> PrometheusHandle {
    HANDLE
        .get_or_init(|| {
            let builder = PrometheusBuilder::new();
            let builder = builder.set_buckets(LATENCY_BUCKETS).unwrap_or_else(|_| PrometheusBuilder::new());
            let recorder = builder.build_recorder();
            let handle = recorder.handle();
            // Another recorder already installed (a test binary's own) leaves this one unused.
            let _ = metrics::set_global_recorder(recorder);
            let kept = handle.clone();
            let upkeep = std::thread::Builder::new().name("metrics-upkeep".into()).spawn(move || {
                loop {
                    std::thread::sleep(UPKEEP_EVERY);
                    kept.run_upkeep();
                }
            });
            if let Err(err) = upkeep {
                tracing::warn!(error = %err, "the metrics upkeep thread did not start: latencies stay in memory until a scrape");
            }
            handle
        })
        .clone()
}

/// Counts each routed request and its duration by method, route template and status (a route
/// layer, so the template is known and paths with ids do not make a series each).
pub async fn track(request: Request, next: Next) -> Response {
    let route =
        request.extensions().get::<MatchedPath>().map_or_else(|| "unmatched".to_owned(), |p| p.as_str().to_owned());
    let method = request.method().as_str().to_owned();
    let started = Instant::now();
    let response = next.run(request).await;
    let status = response.status().as_u16().to_string();
    let labels = [("method", method), ("route", route), ("status", status)];
    metrics::counter!("matchpool_http_requests_total", &labels).increment(1);
    metrics::histogram!("matchpool_http_request_duration_seconds", &labels).record(started.elapsed().as_secs_f64());
    response
}

/// `GET /metrics` on the main port: only with the configured bearer token; 404 when none is set
/// (the endpoint does not exist there), 401 for a missing or wrong token.
pub async fn guarded(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let token = state.config.metrics_token.expose();
    if token.is_empty() {
        return ApiError::not_found("not_found", "Not found").into_response();
    }
    let sent = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
    match sent {
        None => return ApiError::unauthorized("auth.required", "The metrics token is required").into_response(),
        Some(sent) if !constant_time_eq(sent.as_bytes(), token.as_bytes()) => {
            return ApiError::unauthorized("auth.invalid_token", "The metrics token is not valid").into_response();
        }
        Some(_) => {}
    }
    scrape(State(state)).await
}

/// `GET /metrics` without a token, for the separate metrics address.
pub async fn scrape(State(state): State<AppState>) -> Response {
    refresh(&state.db).await;
    let body = install().render();
    (StatusCode::OK, [(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], body).into_response()
}

/// The router of the separate metrics address (`metrics.bind`).
pub fn router(state: AppState) -> axum::Router {
    axum::Router::new().route("/metrics", axum::routing::get(scrape)).with_state(state)
}

fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Reads the gauges that describe the database rather than this instance's traffic.
async fn refresh(db: &DatabaseConnection) {
    let (size, idle) = match db.get_database_backend() {
        DatabaseBackend::Sqlite => {
            let pool = db.get_sqlite_connection_pool();
            (pool.size(), pool.num_idle())
        }
        DatabaseBackend::Postgres => {
            let pool = db.get_postgres_connection_pool();
            (pool.size(), pool.num_idle())
        }
        _ => (0, 0),
    };
    let idle = u32::try_from(idle).unwrap_or(u32::MAX).min(size);
    metrics::gauge!("matchpool_db_pool_connections", "state" => "idle").set(f64::from(idle));
    metrics::gauge!("matchpool_db_pool_connections", "state" => "in_use").set(f64::from(size - idle));
    let backend = db.get_database_backend();
    let donations = Statement::from_string(
        backend,
        "SELECT LOWER(payment_type) AS rail, state, COUNT(*) AS n FROM donations GROUP BY payment_type, state",
    );
    match db.query_all_raw(donations).await {
        Ok(rows) => {
            let mut now = BTreeMap::new();
            for row in rows {
                if let (Ok(rail), Ok(state), Ok(n)) =
                    (row.try_get::<String>("", "rail"), row.try_get::<String>("", "state"), row.try_get::<i64>("", "n"))
                {
                    now.insert((rail, state), n);
                }
            }
            // A pair that had donations and has none now reads 0, not its last count.
            let mut seen = SEEN_DONATION_SERIES.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            seen.extend(now.keys().cloned());
            for (rail, state) in seen.iter() {
                let n = now.get(&(rail.clone(), state.clone())).copied().unwrap_or(0);
                metrics::gauge!("matchpool_donations", "rail" => rail.clone(), "state" => state.clone()).set(n as f64);
            }
        }
        Err(err) => tracing::warn!(error = %err, "counting donations for the metrics failed"),
    }
    let votes = Statement::from_string(backend, "SELECT COUNT(*) AS n, COUNT(revoked_at) AS revoked FROM votes");
    if let Ok(Some(row)) = db.query_one_raw(votes).await {
        let n = row.try_get::<i64>("", "n").unwrap_or(0);
        let revoked = row.try_get::<i64>("", "revoked").unwrap_or(0);
        metrics::gauge!("matchpool_votes", "state" => "counting").set((n - revoked) as f64);
        metrics::gauge!("matchpool_votes", "state" => "revoked").set(revoked as f64);
    }
}
