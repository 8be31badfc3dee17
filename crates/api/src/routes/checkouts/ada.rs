use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use matchpool_app::checkouts::AdaCheckout;
use matchpool_domain::{CheckoutId, Currency, ProjectId};
use serde::{Deserialize, Serialize};

use super::answer::answer;
use super::items::{ItemBody, parse};
use crate::error::ApiResult;
use crate::extract::{ApiJson, Auth, Id};
use crate::state::AppState;

/// A cart paid from a CIP-30 wallet.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct AdaCheckoutRequest {
    /// The cart: amounts in USD (converted at the server's rate) or in ADA (`lovelace`).
    items: Option<Vec<ItemBody>>,
    /// CIP-30 `getChangeAddress()`: the address's hex bytes (bech32 is accepted too).
    change_address: Option<String>,
    /// CIP-30 `getUtxos()`: hex CBOR of each `TransactionUnspentOutput`.
    #[serde(default)]
    utxos: Vec<String>,
    /// Hide the donor's name on the projects' lists.
    #[serde(default)]
    anonymous: bool,
}

/// One output of the checkout's transaction.
#[derive(Serialize, utoipa::ToSchema)]
pub struct AdaCheckoutOutput {
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    /// The project's wallet, or the platform payout address (then the project is named in the
    /// transaction's message).
    pub pays_to: String,
    pub amount_lovelace: i64,
    /// Its value in USD cents at the rate used.
    pub usd_cents: i64,
}

/// The unsigned transaction of a cart, for the wallet's `signTx(tx_cbor, true)`.
#[derive(Serialize, utoipa::ToSchema)]
pub struct BuiltAdaCheckout {
    /// The checkout this payment starts: send the signed transaction to `/checkouts/{id}/ada`.
    #[schema(value_type = Uuid)]
    pub checkout_id: CheckoutId,
    /// The transaction in hex CBOR, with an empty witness set; its CIP-20 message names the
    /// checkout.
    pub tx_cbor: String,
    pub txid: String,
    /// What the projects receive together.
    pub amount_lovelace: i64,
    /// The network fee, paid by the wallet on top.
    pub fee_lovelace: u64,
    /// The slot after which the transaction is no longer valid.
    pub ttl: u64,
    /// The ADA/USD rate used for USD amounts.
    pub rate_usd: f64,
    /// One output per project, in the cart's order.
    pub outputs: Vec<AdaCheckoutOutput>,
}

/// Pay several projects of one open voting round from a Cardano wallet: the server builds one
/// transaction with an output per project wallet (or the payout address, the project named in the
/// message) and creates the checkout with a donation per project; nothing is paid until the
/// signed transaction is sent to `/checkouts/{id}/ada`.
#[utoipa::path(post, path = "/checkouts/ada", tag = "donations", request_body = AdaCheckoutRequest, security(("bearer" = [])),
    responses((status = 201, body = BuiltAdaCheckout),
        (status = 401, body = crate::error::ErrorBody),
        (status = 403, description = "`donation.organization_identity`, `auth.email_unverified`", body = crate::error::ErrorBody),
        (status = 404, description = "`project.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`checkout.voting_closed`", body = crate::error::ErrorBody),
        (status = 422, description = "`checkout.empty`, `checkout.too_many_items`, `checkout.duplicate_project`, `checkout.mixed_currencies`, `checkout.mixed_rounds`, `donation.invalid_amount`, `donation.unsupported_currency`, `checkout.no_wallet` (with `details.projects`: each project that cannot receive ADA, `{id, title}`), `ada.bad_cbor`, `ada.bad_address`, `ada.wrong_network`, `ada.insufficient_funds`, `ada.amount_too_small`, `ada.tx_too_large`", body = crate::error::ErrorBody),
        (status = 429, description = "`donation.too_many_pending`", body = crate::error::ErrorBody),
        (status = 502, description = "`chain.unavailable`, `rates.unavailable`", body = crate::error::ErrorBody)))]
pub async fn build_ada_checkout(
    State(state): State<AppState>,
    auth: Auth,
    ApiJson(body): ApiJson<AdaCheckoutRequest>,
) -> ApiResult<Response> {
    let items = parse(body.items, Currency::Usd)?;
    let request =
        AdaCheckout { items, change_address: body.change_address, utxos: body.utxos, anonymous: body.anonymous };
    let built = matchpool_app::checkouts::build_ada(&state, auth.actor(), request).await?;
    let outputs = built
        .outputs
        .iter()
        .map(|o| AdaCheckoutOutput {
            project_id: o.project,
            pays_to: o.pays_to.clone(),
            amount_lovelace: o.amount.minor,
            usd_cents: o.usd_cents,
        })
        .collect();
    let body = BuiltAdaCheckout {
        checkout_id: built.checkout,
        tx_cbor: built.tx_cbor,
        txid: built.txid,
        amount_lovelace: built.amount.minor,
        fee_lovelace: built.fee_lovelace,
        ttl: built.ttl,
        rate_usd: built.rate.0 as f64 / 1_000_000.0,
        outputs,
    };
    Ok((StatusCode::CREATED, axum::Json(body)).into_response())
}

/// The wallet's signature of a cart's transaction.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct SubmitAdaCheckout {
    /// The `tx_cbor` of the build step, unchanged (hex).
    tx_cbor: Option<String>,
    /// CIP-30 `signTx(tx_cbor, true)`: hex CBOR of a `TransactionWitnessSet`.
    witness_set: Option<String>,
}

/// Submit the signed transaction of an ADA checkout. It must still pay every project in full and
/// name the checkout; the donations then wait for the chain (202 `pending`) or are settled at
/// once (201). Sending the same transaction again answers the checkout as it stands.
#[utoipa::path(post, path = "/checkouts/{id}/ada", tag = "donations", params(("id" = uuid::Uuid, Path)),
    request_body = SubmitAdaCheckout, security(("bearer" = [])),
    responses((status = 201, description = "settled", body = super::answer::CheckoutAnswer),
        (status = 202, description = "waiting for the chain", body = super::answer::CheckoutAnswer),
        (status = 401, body = crate::error::ErrorBody),
        (status = 404, description = "`checkout.not_found`", body = crate::error::ErrorBody),
        (status = 409, description = "`checkout.not_awaiting_signature`, `donation.tx_reused`", body = crate::error::ErrorBody),
        (status = 422, description = "`ada.bad_cbor`, `ada.tx_mismatch`, `ada.tx_rejected`", body = crate::error::ErrorBody),
        (status = 502, description = "`chain.unavailable`", body = crate::error::ErrorBody)))]
pub async fn submit_ada_checkout(
    State(state): State<AppState>,
    auth: Auth,
    Id(id): Id<CheckoutId>,
    ApiJson(body): ApiJson<SubmitAdaCheckout>,
) -> ApiResult<Response> {
    let tx = body.tx_cbor.unwrap_or_default();
    let witnesses = body.witness_set.unwrap_or_default();
    let paid = matchpool_app::checkouts::submit_ada(&state, auth.actor(), id, &tx, &witnesses).await?;
    answer(&state, paid, false).await
}
