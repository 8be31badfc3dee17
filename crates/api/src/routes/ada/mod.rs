//! ADA donations from a browser wallet (DESIGN §5, CIP-30): the server builds the unsigned
//! payment and starts its intent (`…/donates/ada/build`), the wallet only signs, and the server
//! submits it and records the donation bound to the intent (`…/donates/ada/submit`). The rules
//! live in `matchpool_app::ada`.

mod build;
mod dev;
mod dev_chain;
mod submit;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(build::build)).routes(routes!(submit::submit))
}

/// Development only: the test wallet's view of the in-memory ledger, and the ledger read as
/// Blockfrost is (for `qf verify --dev-ledger`).
pub fn dev_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(dev::utxos))
        .routes(routes!(dev::balance))
        .routes(routes!(dev::test_wallet))
        .routes(routes!(dev::sign_with_test_wallet))
        .routes(routes!(dev_chain::tx))
        .routes(routes!(dev_chain::tx_utxos))
        .routes(routes!(dev_chain::tx_metadata))
        .routes(routes!(dev_chain::latest_block))
}
