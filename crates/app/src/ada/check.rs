//! Checking an ADA donation on the chain: it settles when its transaction pays enough to the right
//! address (the intent's, or for a proven claim the project's wallet or the payout address, paid
//! by the proven address) and is `chain.confirmations` blocks deep, fails when it does not pay,
//! expires when the chain never shows it, and settles late when it shows up after expiring. Until
//! it is deep enough the donation stays pending, "confirming, n of k"; a block rolled back before
//! that sends it back to waiting for the chain, and nothing of it ever counted.

use chrono::Utc;
use matchpool_domain::donation::Donation;
use matchpool_domain::{DonationState, Move};
use matchpool_providers::chain::{TxStatus, paid_to};
use matchpool_store::donations::Change;

use super::intent_in;
use crate::donations::{fail, settle};
use crate::{App, AppResult};

/// Where this donation's ADA may go, and who must have paid it (for a proven claim).
async fn expected(app: &App, donation: &Donation) -> AppResult<Vec<String>> {
    if let Some(intent) = donation.intent {
        let intent = matchpool_store::intents::find(&app.db, intent).await?;
        return Ok(intent.map(|i| i.pays_to).into_iter().collect());
    }
    let project = matchpool_store::projects::find(&app.db, donation.project).await?;
    Ok(project.and_then(|p| p.wallet_address).into_iter().chain(app.settings.payout_address.clone()).collect())
}

pub async fn check(app: &App, donation: &Donation) -> AppResult<()> {
    let txid = donation.txid.as_deref().unwrap_or_default();
    let status = match app.chain.transaction(txid).await {
        Ok(status) => status,
        Err(err) => {
            tracing::warn!(donation = %donation.id, error = %err, "chain lookup failed; will retry");
            return Ok(());
        }
    };
    let TxStatus::Confirmed { outputs, input_addresses, message, depth } = status else {
        if donation.confirmations.is_some() {
            tracing::warn!(donation = %donation.id, txid, "the transaction left the chain (rolled back); waiting again");
            matchpool_store::donations::set_confirmations(&app.db, &[donation.id], None).await?;
        }
        if donation.state == DonationState::Pending
            && Utc::now() - donation.created_at > app.settings.ada_pending_timeout
        {
            let change =
                Change { reason: Some("The transaction was not confirmed in time.".into()), ..Change::default() };
            crate::donations::lifecycle_step(app, donation.id, Move::Expire, change).await?;
        }
        return Ok(());
    };
    let addresses = expected(app, donation).await?;
    let refs: Vec<&str> = addresses.iter().map(String::as_str).collect();
    let paid = paid_to(&outputs, &refs);
    let bound_elsewhere = match donation.intent {
        Some(intent) => intent_in(&message) != Some(intent),
        None => donation.wallet_address.as_ref().is_some_and(|payer| !input_addresses.contains(payer)),
    };
    if addresses.is_empty() {
        fail(app, donation.id, "This project has no wallet to receive ADA.", None).await?;
    } else if bound_elsewhere {
        fail(app, donation.id, "The transaction was not paid by this donation's wallet.", None).await?;
    } else if paid >= donation.amount.minor && depth < app.settings.chain_confirmations {
        let depth = u32::try_from(depth).unwrap_or(u32::MAX);
        if donation.confirmations != Some(depth) {
            matchpool_store::donations::set_confirmations(&app.db, &[donation.id], Some(depth)).await?;
        }
    } else if paid >= donation.amount.minor {
        settle(app, donation.id, None).await?;
    } else if paid == 0 {
        fail(app, donation.id, "The transaction does not pay this project's wallet.", None).await?;
    } else {
        fail(app, donation.id, "The transaction pays less than the donation amount.", None).await?;
    }
    Ok(())
}
