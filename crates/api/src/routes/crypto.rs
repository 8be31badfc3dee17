//! ADA donations: the client sends the transaction id; the server checks on the chain that it
//! pays the project's wallet (or the platform payout address) at least the amount and that no other
//! donation used it, then settles. Unconfirmed ones stay pending and are re-checked in the
//! background. The payment itself is built and submitted by `routes::ada`.

use axum::http::StatusCode;
use axum::response::Response;
use chrono::{Duration, Utc};
use matchpool_providers::chain::{TxStatus, paid_to};
use matchpool_providers::rates::lovelace_to_usd_cents;
use matchpool_store::donations::NewDonation;
use matchpool_store::entities::{donation::Model as Donation, project::Model as Project};

use crate::error::{ApiError, ApiResult};
use crate::extract::Auth;
use crate::routes::donations::settle::{answer, fail, settle};
use crate::state::AppState;

pub struct CryptoRequest {
    pub txid: Option<String>,
    pub wallet_address: Option<String>,
    pub client_rate: Option<String>,
    pub anonymous: bool,
}

fn tx_invalid(message: &str) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "donation.tx_invalid", message)
}

/// Creates (or finds) the donation for a transaction and checks it on the chain.
pub async fn donate(
    state: &AppState,
    auth: &Auth,
    project: &Project,
    ada: i64,
    request: &CryptoRequest,
    idempotency_key: Option<String>,
) -> ApiResult<Response> {
    let txid = request.txid.as_deref().map(|t| t.trim().to_lowercase()).unwrap_or_default();
    if txid.len() != 64 || !txid.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(tx_invalid("The transaction id is not valid."));
    }
    let lovelace = ada * 1_000_000;
    if let Some(existing) = matchpool_store::donations::find_by_txid(&state.db, &txid).await? {
        return same_or_reused(state, existing, auth, project, lovelace).await;
    }
    let rate = state.rates.ada_usd().await.map_err(|e| {
        tracing::warn!(error = %e, "ADA rate unavailable");
        ApiError::new(
            StatusCode::BAD_GATEWAY,
            "rates.unavailable",
            "The exchange rate is not available right now. Please try again.",
        )
    })?;
    let now = Utc::now();
    let new = NewDonation {
        project_id: project.id,
        round_id: project.round_id,
        user_id: auth.user.id,
        anonymous: request.anonymous,
        payment_type: "CRYPTO".into(),
        currency: "lovelace".into(),
        amount_minor: lovelace,
        fee_minor: 0,
        usd_cents: lovelace_to_usd_cents(lovelace, &rate),
        rate_micro_usd: rate.micro_usd,
        rate_source: rate.source.clone(),
        rate_at: rate.fetched_at,
        client_rate: request.client_rate.as_ref().map(|r| r.chars().take(64).collect()),
        state: "pending".into(),
        provider: state.chain.name().into(),
        txid: Some(txid.clone()),
        wallet_address: request.wallet_address.as_ref().map(|a| a.chars().take(200).collect()),
        idempotency_key,
        dedup_key: format!("tx:{txid}"),
    };
    let donation = match matchpool_store::donations::insert(&state.db, new, now).await {
        Ok(donation) => donation,
        Err(err) if matchpool_store::is_unique_violation(&err) => {
            let existing = matchpool_store::donations::find_by_txid(&state.db, &txid)
                .await?
                .ok_or(ApiError::Internal(err.into()))?;
            return same_or_reused(state, existing, auth, project, lovelace).await;
        }
        Err(err) => return Err(err.into()),
    };
    check(state, &donation).await?;
    answer(state, donation.id).await
}

/// The same donor giving the same amount to the same project is a retry; anything else reuses a
/// transaction that already backs a donation.
async fn same_or_reused(
    state: &AppState,
    existing: Donation,
    auth: &Auth,
    project: &Project,
    lovelace: i64,
) -> ApiResult<Response> {
    if existing.user_id == auth.user.id && existing.project_id == project.id && existing.amount_minor == lovelace {
        return answer(state, existing.id).await;
    }
    Err(ApiError::conflict("donation.tx_reused", "This transaction was already used for another donation."))
}

/// Where a project's ADA may go: its wallet, or the platform payout address.
async fn accepted_addresses(state: &AppState, donation: &Donation) -> ApiResult<Vec<String>> {
    let project = matchpool_store::projects::find(&state.db, donation.project_id).await?;
    Ok(project.and_then(|p| p.wallet_address).into_iter().chain(state.config.payout_address.clone()).collect())
}

/// Looks the transaction up: settles it when it pays enough to an accepted address, fails it
/// when it does not, and leaves it pending while the chain does not know it.
pub async fn check(state: &AppState, donation: &Donation) -> ApiResult<()> {
    let status = match state.chain.transaction(donation.txid.as_deref().unwrap_or_default()).await {
        Ok(status) => status,
        Err(err) => {
            tracing::warn!(donation = %donation.id, error = %err, "chain lookup failed; will retry");
            return Ok(());
        }
    };
    match status {
        TxStatus::Unknown => Ok(()),
        TxStatus::Confirmed { outputs } => {
            let addresses = accepted_addresses(state, donation).await?;
            let refs: Vec<&str> = addresses.iter().map(String::as_str).collect();
            let paid = paid_to(&outputs, &refs);
            if addresses.is_empty() {
                fail(state, donation, "This project has no wallet to receive ADA.", None).await
            } else if paid >= donation.amount_minor {
                settle(state, donation, None).await
            } else if paid == 0 {
                fail(state, donation, "The transaction does not pay this project's wallet.", None).await
            } else {
                fail(state, donation, "The transaction pays less than the donation amount.", None).await
            }
        }
    }
}

/// Re-checks pending crypto donations; fails the ones pending longer than `timeout`.
pub async fn recheck_pending(state: &AppState, timeout: Duration) -> ApiResult<usize> {
    let pending = matchpool_store::donations::pending_crypto(&state.db, 200).await?;
    let now = Utc::now();
    for donation in &pending {
        check(state, donation).await?;
        let current = matchpool_store::donations::find(&state.db, donation.id).await?;
        if current.is_some_and(|d| d.state == "pending") && now - donation.created_at > timeout {
            fail(state, donation, "The transaction was not confirmed in time.", None).await?;
        }
    }
    Ok(pending.len())
}
