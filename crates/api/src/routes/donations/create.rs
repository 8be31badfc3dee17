use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use chrono::Utc;
use matchpool_domain::FieldError;
use matchpool_domain::money::{Currency, card_fee_cents, whole_amount};
use matchpool_providers::payments::{ChargeRequest, PaymentError};
use matchpool_store::donations::NewDonation;
use serde::Deserialize;
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::settle::{answer, apply};
use crate::error::{ApiError, ApiResult};
use crate::extract::{Acting, ApiJson, Auth};
use crate::state::AppState;

/// A donation: FIAT `{amount, currency: USD, payment_type: FIAT, card_token, rate?, anonymous?}`.
/// Crypto donations (`currency: lovelace`, `txid`) are verified on the chain.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct DonateRequest {
    /// A whole number of major units (USD, or ADA for `lovelace`).
    #[schema(value_type = Option<f64>)]
    amount: Option<Value>,
    currency: Option<String>,
    /// `FIAT` or `CRYPTO`; absent means CRYPTO (the original client omits it for crypto).
    payment_type: Option<String>,
    card_token: Option<String>,
    txid: Option<String>,
    wallet_address: Option<String>,
    /// The client's USD-per-unit estimate: recorded, never used.
    #[schema(value_type = Option<f64>)]
    rate: Option<Value>,
    anonymous: Option<bool>,
}

fn invalid_amount(error: matchpool_domain::money::AmountError) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "donation.invalid_amount", error.message())
}

/// A fingerprint of the request, bucketed in time: retries inside the window collide on it.
fn dedup_key(parts: &[&str], bucket: i64) -> String {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part.as_bytes());
        hasher.update([0u8]);
    }
    hasher.update(bucket.to_le_bytes());
    hex::encode(hasher.finalize())
}

/// Donate to a project. Retries never double: the `Idempotency-Key` header, or else the same donor,
/// project, amount and card token within a short window, returns the existing donation.
#[utoipa::path(post, path = "/projects/{id}/donates", tag = "donations", params(("id" = uuid::Uuid, Path), ("Idempotency-Key" = Option<String>, Header)),
    request_body = DonateRequest, security(("bearer" = [])),
    responses((status = 201, description = "settled", body = super::settle::DonationAnswer),
        (status = 202, description = "3-D Secure needed (`action_required`, `client_secret`) or still confirming", body = super::settle::DonationAnswer),
        (status = 402, description = "`payment.card_declined`", body = crate::error::ErrorBody),
        (status = 403, description = "`donation.organization_identity`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`donation.tx_reused`", body = crate::error::ErrorBody),
        (status = 422, description = "`donation.invalid_amount`, `donation.unsupported_currency`, `donation.card_token_required`, `donation.tx_invalid`", body = crate::error::ErrorBody)))]
pub async fn donate(
    State(state): State<AppState>,
    auth: Auth,
    Path(id): Path<String>,
    headers: HeaderMap,
    ApiJson(body): ApiJson<DonateRequest>,
) -> ApiResult<Response> {
    if !matches!(auth.acting, Acting::Person) {
        return Err(ApiError::forbidden(
            "donation.organization_identity",
            "Please switch to your personal account to donate",
        ));
    }
    let project = crate::routes::projects::visible_project(&state, Some(&auth), &id).await?;
    let amount = whole_amount(body.amount.as_ref()).map_err(invalid_amount)?;
    let currency_code = body.currency.as_deref().map(str::trim).filter(|c| !c.is_empty()).unwrap_or("USD");
    let currency = Currency::parse(currency_code).ok_or_else(|| {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "donation.unsupported_currency",
            "Donations are accepted in USD by card and in ADA.",
        )
    })?;
    let fiat = match body.payment_type.as_deref() {
        Some("FIAT") => true,
        Some("CRYPTO") | None => false,
        Some(_) => return Err(ApiError::field("payment_type", FieldError::Invalid)),
    };
    if fiat != (currency == Currency::Usd) {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "donation.unsupported_currency",
            "Card donations are in USD; crypto donations are in ADA.",
        ));
    }
    let idempotency_key = headers
        .get("idempotency-key")
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|k| !k.is_empty() && k.len() <= 255)
        .map(str::to_owned);
    if let Some(key) = &idempotency_key
        && let Some(existing) = matchpool_store::donations::find_by_idempotency(&state.db, auth.user.id, key).await?
    {
        return answer(&state, existing.id).await;
    }
    if !fiat {
        return super::super::crypto::donate(&state, &auth, &project, amount, &body_crypto(&body), idempotency_key)
            .await;
    }
    let token = body.card_token.as_deref().map(str::trim).filter(|t| !t.is_empty()).ok_or_else(|| {
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "donation.card_token_required",
            "Please enter your card details.",
        )
    })?;
    let window = state.config.donation_dedup_secs.max(1);
    let bucket = Utc::now().timestamp() / window;
    let user = auth.user.id.to_string();
    let project_id = project.id.to_string();
    let amount_text = amount.to_string();
    let parts = [user.as_str(), project_id.as_str(), currency.code(), amount_text.as_str(), token];
    // With an idempotency key the key alone decides what is a retry; without one, the same
    // request inside the window is (checking the previous window too, so a retry that straddles
    // the boundary is still caught).
    let keys = match &idempotency_key {
        Some(key) => {
            let keyed = dedup_key(&[user.as_str(), "idempotency", key.as_str()], 0);
            [keyed.clone(), keyed]
        }
        None => [dedup_key(&parts, bucket), dedup_key(&parts, bucket - 1)],
    };
    if let Some(existing) = matchpool_store::donations::find_by_dedup(&state.db, &keys).await? {
        return answer(&state, existing.id).await;
    }
    let amount_cents = amount * currency.minor_per_major();
    let now = Utc::now();
    let new = NewDonation {
        project_id: project.id,
        round_id: project.round_id,
        user_id: auth.user.id,
        anonymous: body.anonymous.unwrap_or(false),
        payment_type: "FIAT".into(),
        currency: currency.code().into(),
        amount_minor: amount_cents,
        fee_minor: card_fee_cents(amount_cents),
        usd_cents: amount_cents,
        rate_micro_usd: 1_000_000,
        rate_source: "fixed".into(),
        rate_at: now,
        client_rate: body.rate.as_ref().map(|r| r.to_string().chars().take(64).collect()),
        state: "initiated".into(),
        provider: state.payments.name().into(),
        txid: None,
        wallet_address: None,
        idempotency_key: idempotency_key.clone(),
        dedup_key: keys[0].clone(),
    };
    let donation = match matchpool_store::donations::insert(&state.db, new, now).await {
        Ok(donation) => donation,
        Err(err) if matchpool_store::is_unique_violation(&err) => {
            // A concurrent identical request created it first: answer with that one.
            let existing = match &idempotency_key {
                Some(key) => matchpool_store::donations::find_by_idempotency(&state.db, auth.user.id, key).await?,
                None => matchpool_store::donations::find_by_dedup(&state.db, &keys).await?,
            };
            return match existing {
                Some(existing) => answer(&state, existing.id).await,
                None => Err(err.into()),
            };
        }
        Err(err) => return Err(err.into()),
    };
    charge(&state, donation, token).await
}

fn body_crypto(body: &DonateRequest) -> super::super::crypto::CryptoRequest {
    super::super::crypto::CryptoRequest {
        txid: body.txid.clone(),
        wallet_address: body.wallet_address.clone(),
        client_rate: body.rate.as_ref().map(|r| r.to_string()),
        anonymous: body.anonymous.unwrap_or(false),
    }
}

/// Charges the card for a donation still `initiated`; the provider's idempotency key is the
/// donation id, so charging again after a lost answer never charges twice.
async fn charge(
    state: &AppState,
    donation: matchpool_store::entities::donation::Model,
    token: &str,
) -> ApiResult<Response> {
    let request = ChargeRequest {
        amount_cents: donation.total_minor,
        currency: "usd".into(),
        card_token: token.to_owned(),
        idempotency_key: donation.id.to_string(),
        donation_id: donation.id.to_string(),
        project_id: donation.project_id.to_string(),
    };
    match state.payments.charge(request).await {
        Ok(outcome) => apply(state, &donation, outcome).await?,
        Err(PaymentError::Unavailable(reason)) => {
            tracing::warn!(donation = %donation.id, %reason, "card provider unavailable; the donation stays initiated for a retry");
            return Err(ApiError::new(
                StatusCode::BAD_GATEWAY,
                "payment.unavailable",
                "The payment service is not answering. Please try again in a moment.",
            ));
        }
        Err(PaymentError::Rejected(reason)) => super::settle::fail(state, &donation, &reason, None).await?,
    }
    answer(state, donation.id).await
}
