use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use matchpool_app::ada::{AdaClaim, Proof};
use matchpool_app::donations::CardDonation;
use matchpool_domain::{Currency, FieldError, Money, ProjectId, Rail};
use serde::Deserialize;
use serde_json::Value;

use super::answer::answer;
use crate::error::{ApiError, ApiResult};
use crate::extract::{ApiJson, Auth, Id};
use crate::state::AppState;

/// A donation: card `{amount, currency: USD, payment_type: FIAT, card_token, anonymous?}`, or ADA
/// `{amount, currency: lovelace, txid, proof?}` (a txid the server built, or with proof of payment).
#[derive(Deserialize, utoipa::ToSchema)]
pub struct DonateRequest {
    /// A whole number of major units (USD, or ADA for `lovelace`), as a JSON number.
    #[schema(value_type = Option<i64>)]
    amount: Option<Value>,
    /// `USD` or `lovelace`; absent means USD for a card.
    currency: Option<String>,
    /// `FIAT` or `CRYPTO`; absent means CRYPTO (the original client omits it for crypto).
    payment_type: Option<String>,
    card_token: Option<String>,
    txid: Option<String>,
    /// Ignored: the paying address is proven by `proof`.
    #[allow(dead_code, reason = "accepted from the original client, never trusted")]
    wallet_address: Option<String>,
    /// CIP-30 `signData` over `matchpool claim <txid> for <user id>`, for a transaction the
    /// server did not build.
    proof: Option<ProofBody>,
    /// The client's USD-per-unit estimate: recorded, never used.
    #[schema(value_type = Option<f64>)]
    rate: Option<Value>,
    anonymous: Option<bool>,
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ProofBody {
    address: String,
    signature: String,
    key: String,
}

fn unsupported() -> ApiError {
    ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        "donation.unsupported_currency",
        "Donations are accepted in USD by card and in ADA (currency `lovelace`).",
    )
}

/// The rail and currency the request names: card in USD, crypto in ADA.
fn rail(body: &DonateRequest) -> ApiResult<Currency> {
    let fiat = match body.payment_type.as_deref().map(Rail::parse) {
        Some(Some(rail)) => rail == Rail::Card,
        None => false,
        Some(None) => return Err(ApiError::field("payment_type", FieldError::Invalid)),
    };
    let currency = match body.currency.as_deref() {
        None if fiat => Currency::Usd,
        None => Currency::Lovelace,
        Some(code) => Currency::parse(code).ok_or_else(unsupported)?,
    };
    if fiat != (currency == Currency::Usd) {
        return Err(unsupported());
    }
    Ok(currency)
}

/// Donate to a project. Retries never double: the `Idempotency-Key` header (bound to the request:
/// the same key with another body is 422 `idempotency.key_reused`), or else the same donor,
/// project, amount and card token within a short window, returns the existing donation.
#[utoipa::path(post, path = "/projects/{id}/donates", tag = "donations", params(("id" = uuid::Uuid, Path), ("Idempotency-Key" = Option<String>, Header)),
    request_body = DonateRequest, security(("bearer" = [])),
    responses((status = 201, description = "settled", body = super::answer::DonationAnswer),
        (status = 202, description = "3-D Secure needed (`action_required`, `client_secret`) or still confirming", body = super::answer::DonationAnswer),
        (status = 402, description = "`payment.card_declined`", body = crate::error::ErrorBody),
        (status = 403, description = "`donation.organization_identity`", body = crate::error::ErrorBody),
        (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`donation.tx_reused`, `donation.not_completed`", body = crate::error::ErrorBody),
        (status = 422, description = "`donation.invalid_amount`, `donation.unsupported_currency`, `donation.card_token_required`, `donation.tx_invalid`, `donation.proof_required`, `donation.proof_invalid`, `idempotency.key_reused`", body = crate::error::ErrorBody),
        (status = 429, description = "`donation.too_many_pending`", body = crate::error::ErrorBody),
        (status = 502, description = "`payment.unavailable`, `rates.unavailable`", body = crate::error::ErrorBody)))]
pub async fn donate(
    State(state): State<AppState>,
    auth: Auth,
    Id(project): Id<ProjectId>,
    headers: HeaderMap,
    ApiJson(body): ApiJson<DonateRequest>,
) -> ApiResult<Response> {
    let currency = rail(&body)?;
    let amount = Money::donation_from_json(body.amount.as_ref(), currency)
        .map_err(|e| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "donation.invalid_amount", e.message()))?;
    let (anonymous, key) = (body.anonymous.unwrap_or(false), crate::extract::idempotency_key(&headers));
    let client_rate = body.rate.as_ref().map(Value::to_string);
    let donation = if currency == Currency::Usd {
        let card_token = body.card_token.as_deref().map(str::trim).filter(|t| !t.is_empty()).ok_or_else(|| {
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "donation.card_token_required",
                "Please enter your card details.",
            )
        })?;
        let request = CardDonation {
            project,
            amount,
            card_token: card_token.to_owned(),
            anonymous,
            client_rate,
            idempotency_key: key,
        };
        matchpool_app::donations::donate_by_card(&state, auth.actor(), request).await?
    } else {
        let proof = body.proof.map(|p| Proof { address: p.address, signature: p.signature, key: p.key });
        let txid = body.txid.unwrap_or_default();
        let request = AdaClaim { project, amount, txid, proof, anonymous, client_rate, idempotency_key: key };
        matchpool_app::ada::claim(&state, auth.actor(), request).await?
    };
    answer(&state, &donation, false).await
}
