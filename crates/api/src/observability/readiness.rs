//! Readiness: whether this instance can serve real traffic. The database answers, its schema is
//! this binary's (no migration pending), and the payment, chain and rate providers (and Redis,
//! when configured) answer within a few seconds. A load balancer sends traffic only to ready
//! instances; `/api/health` stays the cheap liveness check.

use std::collections::BTreeMap;
use std::future::Future;
use std::time::Duration;

use serde::Serialize;

use crate::state::AppState;

/// How long one check may take before it counts as failed.
const CHECK_TIMEOUT: Duration = Duration::from_secs(3);

/// One check's result.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Check {
    /// `ok` or `failed`.
    pub status: &'static str,
    /// Why it failed (no secrets: the kind of failure only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// Every check, and whether all passed.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Readiness {
    /// `ready` or `not_ready`.
    pub status: &'static str,
    pub checks: BTreeMap<&'static str, Check>,
}

async fn check<F: Future<Output = Result<(), String>>>(probe: F) -> Check {
    match tokio::time::timeout(CHECK_TIMEOUT, probe).await {
        Ok(Ok(())) => Check { status: "ok", detail: None },
        Ok(Err(detail)) => Check { status: "failed", detail: Some(detail) },
        Err(_) => Check { status: "failed", detail: Some(format!("no answer within {}s", CHECK_TIMEOUT.as_secs())) },
    }
}

/// Runs every check at once (each under its own timeout).
pub async fn readiness(state: &AppState) -> Readiness {
    use matchpool_providers::chain::ChainError;
    use matchpool_providers::payments::PaymentError;
    use matchpool_providers::rates::RateError;
    let database = check(async { state.db.ping().await.map_err(|_| "the database does not answer".to_owned()) });
    let migrations = check(async {
        match matchpool_store::migrating::pending(&state.db).await {
            Ok(0) => Ok(()),
            Ok(n) => Err(format!("{n} migrations pending")),
            Err(_) => Err("the migration table could not be read".to_owned()),
        }
    });
    // A refusal is an answer: the provider is reachable. Only "could not reach" fails.
    let payments = check(async {
        match state.payments.retrieve("pi_matchpool_readiness_probe").await {
            Err(PaymentError::Unavailable(_)) => Err("the payment provider could not be reached".to_owned()),
            _ => Ok(()),
        }
    });
    let chain = check(async {
        match state.chain.tip_slot().await {
            Err(ChainError::Unavailable(_)) => Err("the chain service could not be reached".to_owned()),
            _ => Ok(()),
        }
    });
    let rates = check(async {
        match state.rates.ada_usd().await {
            Err(RateError::Unavailable(_)) => Err("the rate service could not be reached".to_owned()),
            _ => Ok(()),
        }
    });
    let redis = async {
        match &state.shared_limits {
            Some(shared) => {
                Some(check(async { shared.ping().await.map_err(|_| "Redis does not answer".to_owned()) }).await)
            }
            None => None,
        }
    };
    let (database, migrations, payments, chain, rates, redis) =
        tokio::join!(database, migrations, payments, chain, rates, redis);
    let mut checks = BTreeMap::from([
        ("database", database),
        ("migrations", migrations),
        ("payments", payments),
        ("chain", chain),
        ("rates", rates),
    ]);
    if let Some(redis) = redis {
        checks.insert("redis", redis);
    }
    let ready = checks.values().all(|c| c.status == "ok");
    Readiness { status: if ready { "ready" } else { "not_ready" }, checks }
}
