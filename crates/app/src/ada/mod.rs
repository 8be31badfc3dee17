//! ADA donations from a browser wallet (DESIGN §5, CIP-30). The server builds the payment and
//! starts an intent (donor, project, amount) whose id the transaction carries in its CIP-20
//! message; submitting binds the txid to that intent and creates the donation. A txid counts only
//! for its intent's donor and project; a transaction the server did not build needs proof that the
//! claimant controls the address that paid (CIP-30 `signData`). The chain settles it.

mod build;
mod check;
mod claim;
mod submit;

pub use build::{AdaBuild, BuiltPayment, build};
pub use check::check;
pub use claim::{AdaClaim, Proof, claim, claim_payload};
pub use submit::{AdaSubmit, submit};

use matchpool_domain::FieldError;
use matchpool_domain::IntentId;
use matchpool_providers::cardano::{self, Address, BuildError, CardanoError, Utxo};
use matchpool_providers::chain::ChainError;
use matchpool_providers::rates::Rate;
use matchpool_store::projects::Project;

use crate::{App, AppError, AppResult, ErrorKind};

/// The CIP-20 message of a donation's transaction: the platform's name and the intent.
pub fn intent_message(intent: IntentId) -> Vec<String> {
    vec!["matchpool donation".to_owned(), format!("intent:{intent}")]
}

/// The intent a transaction's CIP-20 message names, if any.
pub fn intent_in(message: &[String]) -> Option<IntentId> {
    message.iter().find_map(|line| line.strip_prefix("intent:")).and_then(|id| id.parse().ok())
}

/// A transaction that already backs a donation backs no other.
pub(crate) fn tx_reused() -> AppError {
    AppError::conflict("donation.tx_reused", "This transaction was already used for another donation.")
}

fn unprocessable(code: &'static str, message: impl Into<String>) -> AppError {
    AppError::unprocessable(code, message)
}

/// Where a donation to the project goes: its wallet, or else the platform payout address (the
/// first of them that is an address of this chain's network).
pub(crate) fn destination(app: &App, project: &Project) -> AppResult<Address> {
    let network = app.chain.network();
    let candidates: Vec<&String> = project.wallet_address.iter().chain(app.settings.payout_address.iter()).collect();
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

/// More UTxOs than any payment needs; a bound on the work one request can ask for.
const MAX_UTXOS: usize = 500;

/// The donor's wallet as a build step reads it (CIP-30 `getChangeAddress()` and `getUtxos()`):
/// the change address and the UTxOs, all of this chain's network.
pub(crate) fn wallet_inputs(
    app: &App,
    change_address: Option<&str>,
    utxos: &[String],
) -> AppResult<(Address, Vec<Utxo>)> {
    let network = app.chain.network();
    let change = change_address.filter(|a| !a.trim().is_empty());
    let change_to =
        cardano::address_on(network, change.ok_or_else(|| AppError::field("change_address", FieldError::Required))?)
            .map_err(cardano_error)?;
    if utxos.len() > MAX_UTXOS {
        return Err(AppError::field("utxos", FieldError::TooLong));
    }
    let utxos = utxos.iter().map(|u| Utxo::from_cbor_hex(u)).collect::<Result<Vec<_>, _>>().map_err(cardano_error)?;
    if let Some(foreign) = utxos.iter().find(|u| !network.accepts(&u.address)) {
        return Err(cardano_error(CardanoError::WrongNetwork {
            address: cardano::bech32(&foreign.address),
            network: network.name(),
        }));
    }
    Ok((change_to, utxos))
}

/// The server's ADA/USD rate now (never the client's).
pub(crate) async fn rate(app: &App) -> AppResult<Rate> {
    app.rates.ada_usd().await.map_err(|e| {
        tracing::warn!(error = %e, "ADA rate unavailable");
        AppError::rule(
            ErrorKind::Upstream,
            "rates.unavailable",
            "The exchange rate is not available right now. Please try again.",
        )
    })
}

pub(crate) fn build_error(err: BuildError) -> AppError {
    let ada = |lovelace: u64| format!("{}.{:06}", lovelace / 1_000_000, lovelace % 1_000_000);
    match err {
        BuildError::InsufficientFunds { available, needed } => unprocessable(
            "ada.insufficient_funds",
            format!(
                "Your wallet does not hold enough ADA: this donation and its network fee need {} ADA and {} ADA can be spent.",
                ada(needed),
                ada(available)
            ),
        ),
        BuildError::BelowMinimum { minimum } => {
            unprocessable("ada.amount_too_small", format!("Cardano needs at least {} ADA in a payment.", ada(minimum)))
        }
        BuildError::TooLarge => unprocessable(
            "ada.tx_too_large",
            "This payment needs too many small amounts from your wallet. Please consolidate your wallet and try again.",
        ),
        BuildError::Builder(reason) => AppError::Internal(anyhow::anyhow!("building an ADA payment: {reason}")),
    }
}

pub(crate) fn cardano_error(err: CardanoError) -> AppError {
    match err {
        CardanoError::BadCbor(message) => unprocessable("ada.bad_cbor", message),
        CardanoError::BadAddress(_) => unprocessable("ada.bad_address", err.to_string()),
        CardanoError::WrongNetwork { network, .. } => unprocessable(
            "ada.wrong_network",
            format!("Your wallet is on another Cardano network. Switch it to {network} and try again."),
        ),
    }
}

pub(crate) fn chain_error(err: ChainError) -> AppError {
    match err {
        ChainError::Rejected(reason) => {
            unprocessable("ada.tx_rejected", format!("The Cardano network refused the transaction: {reason}"))
        }
        ChainError::Unavailable(reason) => {
            tracing::warn!(%reason, "chain provider unavailable");
            AppError::rule(
                ErrorKind::Upstream,
                "chain.unavailable",
                "The Cardano network cannot be reached right now. Please try again in a moment.",
            )
        }
    }
}

/// A person may have only a few ADA donations waiting for the chain at once, so unknown txids
/// cannot pile up pending donations.
pub(crate) async fn pending_cap(app: &App, donor: matchpool_domain::UserId) -> AppResult<()> {
    if matchpool_store::donations::pending_ada_of(&app.db, donor).await? >= app.settings.max_pending_ada {
        return Err(AppError::rule(
            ErrorKind::TooManyRequests,
            "donation.too_many_pending",
            "You have several ADA donations still waiting for the Cardano network. Please wait until they are confirmed.",
        ));
    }
    Ok(())
}
