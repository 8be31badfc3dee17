//! A donation claimed by its transaction id (`POST /projects/{id}/donates` with a txid): the
//! intent's own donor and project get their donation; anyone else is refused. A transaction the
//! server did not build counts only with proof that the claimant controls the address that paid.

use matchpool_domain::donation::Donation;
use matchpool_domain::{Money, ProjectId, Rail, UserId};
use matchpool_providers::cardano;
use matchpool_providers::chain::TxStatus;

use super::submit::{NewAda, create};
use super::{intent_in, pending_cap, tx_reused, unprocessable};
use crate::donations::{Asked, fingerprint, reconcile_one, same_request_hash};
use crate::{Actor, App, AppResult};

/// CIP-30 `signData(address, payload)`'s answer: hex COSE_Sign1 and COSE_Key.
#[derive(Debug, Clone)]
pub struct Proof {
    /// The address that signed (bech32 or hex), one that paid the transaction.
    pub address: String,
    pub signature: String,
    pub key: String,
}

pub struct AdaClaim {
    pub project: ProjectId,
    /// Whole ADA.
    pub amount: Money,
    pub txid: String,
    pub proof: Option<Proof>,
    pub anonymous: bool,
    pub client_rate: Option<String>,
    pub idempotency_key: Option<String>,
}

/// What a claimant signs (CIP-30 `signData`) to prove they paid `txid`.
pub fn claim_payload(txid: &str, claimant: UserId) -> String {
    format!("matchpool claim {txid} for {claimant}")
}

pub async fn claim(app: &App, actor: Actor, request: AdaClaim) -> AppResult<Donation> {
    let donor = actor.as_donor()?;
    // A project of a closed organization takes only the payments the server built while it was
    // open: that money has reached the project's wallet and must be recorded.
    let (_, round, closed) = crate::supporting::public_with_round_and_closing(app, request.project).await?;
    crate::accounts::require_verified_email(app, donor).await?;
    let txid = request.txid.trim().to_lowercase();
    if txid.len() != 64 || !txid.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(unprocessable("donation.tx_invalid", "The transaction id is not valid."));
    }
    let hash = fingerprint(Asked {
        donor,
        project: request.project,
        amount: request.amount,
        rail: Rail::Ada,
        anonymous: request.anonymous,
        paid_with: &txid,
    });
    if let Some(existing) = matchpool_store::donations::find_by_txid(&app.db, &txid).await? {
        if existing.donor != donor || existing.project != request.project {
            return Err(tx_reused());
        }
        // A retry under the same key must ask what the first request asked.
        if request.idempotency_key.is_some() && existing.idempotency_key == request.idempotency_key {
            same_request_hash(existing.request_hash.as_deref(), &hash)?;
        }
        return reconcile_one(app, existing).await;
    }
    // A cart's transaction pays its checkout's donations; it cannot back another one.
    if matchpool_store::checkouts::find_by_reference(&app.db, &txid).await?.is_some() {
        return Err(tx_reused());
    }
    pending_cap(app, donor).await?;
    let status = app.chain.transaction(&txid).await.unwrap_or(TxStatus::Unknown);
    let mut new = NewAda {
        donor,
        project: request.project,
        round: round.id,
        amount: request.amount,
        txid: &txid,
        intent: None,
        wallet_address: None,
        anonymous: request.anonymous,
        client_rate: request.client_rate.clone(),
        idempotency_key: request.idempotency_key.clone(),
        request_hash: Some(hash),
    };
    let intent = match &status {
        TxStatus::Confirmed { message, .. } => match intent_in(message) {
            Some(id) => matchpool_store::intents::find(&app.db, id).await?,
            None => None,
        },
        TxStatus::Unknown => None,
    };
    if closed && intent.is_none() {
        return Err(crate::organizations::closed());
    }
    if let Some(intent) = &intent {
        // A server-built payment: only its own donor and project may have it.
        if intent.donor != donor || intent.project != request.project {
            return Err(tx_reused());
        }
        new.amount = intent.amount;
        new.anonymous = intent.anonymous;
        new.intent = Some(intent);
    } else {
        new.wallet_address = Some(proven_payer(app, donor, &txid, request.proof.as_ref(), &status)?);
    }
    let donation = create(app, new, super::rate(app).await?).await?;
    super::check(app, &donation).await?;
    crate::donations::find(app, donation.id).await
}

/// The address the claimant proved they control, which must have paid the transaction when the
/// chain already knows it (otherwise the check on confirmation requires it).
fn proven_payer(
    app: &App,
    claimant: UserId,
    txid: &str,
    proof: Option<&Proof>,
    status: &TxStatus,
) -> AppResult<String> {
    let proof = proof.ok_or_else(|| {
        unprocessable(
            "donation.proof_required",
            "This transaction was not prepared here. Sign the claim with the wallet that paid it to prove it is yours.",
        )
    })?;
    let invalid =
        || unprocessable("donation.proof_invalid", "The wallet signature does not prove this payment is yours.");
    let network = app.chain.network();
    let payload = claim_payload(txid, claimant);
    cardano::verify_sign_data(network, &proof.address, &proof.signature, &proof.key, payload.as_bytes())
        .map_err(|_| invalid())?;
    let address = cardano::bech32(&cardano::address_on(network, &proof.address).map_err(|_| invalid())?);
    if let TxStatus::Confirmed { input_addresses, .. } = status
        && !input_addresses.contains(&address)
    {
        return Err(invalid());
    }
    Ok(address)
}
