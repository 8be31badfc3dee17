//! ADA donations from a browser wallet (DESIGN §5, CIP-30). The server builds the unsigned payment
//! from the wallet's UTxOs and the chain's protocol parameters (`…/donates/ada/build`), the wallet
//! only signs, and the server submits the signed transaction (`…/donates/ada/submit`). The client
//! then donates with the transaction id through `POST /projects/{id}/donates`, whose chain
//! verification, idempotency and settlement stay the single source of truth.

mod build;
mod dev;
mod submit;

use axum::http::StatusCode;
use matchpool_providers::cardano::{self, Address, CardanoError};
use matchpool_providers::chain::ChainError;
use matchpool_store::entities::project::Model as Project;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::error::{ApiError, ApiResult};
use crate::extract::{Acting, Auth};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(build::build)).routes(routes!(submit::submit))
}

/// Development only: the test wallet's view of the in-memory ledger.
pub fn dev_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(dev::utxos)).routes(routes!(dev::balance))
}

fn unprocessable(code: &'static str, message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, message)
}

/// Organizations neither vote nor donate (D5), so they build no payments either.
fn person_only(auth: &Auth) -> ApiResult<()> {
    match auth.acting {
        Acting::Person => Ok(()),
        Acting::Organization { .. } => Err(ApiError::forbidden(
            "donation.organization_identity",
            "Please switch to your personal account to donate",
        )),
    }
}

/// Where a donation to the project goes: its wallet, or else the platform payout address (the
/// first of them that is an address of this chain's network).
fn destination(state: &AppState, project: &Project) -> ApiResult<Address> {
    let network = state.chain.network();
    let candidates: Vec<&String> = project.wallet_address.iter().chain(state.config.payout_address.iter()).collect();
    if candidates.is_empty() {
        return Err(unprocessable(
            "ada.no_wallet",
            "This project has not set up a Cardano wallet yet, so it cannot receive ADA.",
        ));
    }
    candidates.into_iter().find_map(|text| cardano::address_on(network, text).ok()).ok_or_else(|| {
        unprocessable(
            "ada.no_wallet",
            format!(
                "This project's Cardano wallet is not an address of {}, so it cannot receive ADA here.",
                network.name()
            ),
        )
    })
}

fn cardano_error(err: CardanoError) -> ApiError {
    match err {
        CardanoError::BadCbor(message) => unprocessable("ada.bad_cbor", message),
        CardanoError::BadAddress(_) => unprocessable("ada.bad_address", err.to_string()),
        CardanoError::WrongNetwork { network, .. } => unprocessable(
            "ada.wrong_network",
            format!("Your wallet is on another Cardano network. Switch it to {network} and try again."),
        ),
    }
}

fn chain_error(err: ChainError) -> ApiError {
    match err {
        ChainError::Rejected(reason) => {
            unprocessable("ada.tx_rejected", format!("The Cardano network refused the transaction: {reason}"))
        }
        ChainError::Unavailable(reason) => {
            tracing::warn!(%reason, "chain provider unavailable");
            ApiError::new(
                StatusCode::BAD_GATEWAY,
                "chain.unavailable",
                "The Cardano network cannot be reached right now. Please try again in a moment.",
            )
        }
    }
}
