//! What every use case works with: the database, the providers, the instance's matching state and
//! the settings that shape the rules.

use std::sync::Arc;

use chrono::Duration;
use matchpool_providers::chain::{ChainProvider, DevLedger};
use matchpool_providers::mail::Mailer;
use matchpool_providers::payments::PaymentProvider;
use matchpool_providers::rates::RateProvider;
use sea_orm::DatabaseConnection;

use crate::changes::Changes;
use crate::matching::MatchingState;
use crate::updates::LinkSigner;

/// Cheap to clone: everything is shared.
#[derive(Clone)]
pub struct App {
    pub db: DatabaseConnection,
    pub payments: Arc<dyn PaymentProvider>,
    pub rates: Arc<dyn RateProvider>,
    pub chain: Arc<dyn ChainProvider>,
    /// The development ledger when it is the chain provider.
    pub dev_ledger: Option<Arc<DevLedger>>,
    pub mailer: Arc<dyn Mailer>,
    /// Pseudonym key, estimator cache and input version (crate::matching).
    pub matching: Arc<MatchingState>,
    /// Signs the unsubscribe links of emailed project updates.
    pub link_signer: Arc<LinkSigner>,
    pub settings: Arc<Settings>,
    /// The OpenID Connect providers people may sign in with.
    pub oidc: Arc<crate::accounts::oidc::Providers>,
    /// The fonts receipts are set in, read at the first receipt.
    pub fonts: Arc<matchpool_receipts::FontLibrary>,
    /// What was written, so copies of public answers kept in memory know when they are stale.
    pub changes: Arc<Changes>,
}

/// The settings the use cases read.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Where people reach the platform (links in emails).
    pub public_url: String,
    /// The platform's ADA payout address (a payment there counts for the project its intent names).
    pub payout_address: Option<String>,
    /// How long a built ADA payment stays valid after the chain's tip, in seconds (slots).
    pub ada_tx_ttl_secs: u64,
    /// The key of the operator's wallet that pays for anchors (docs/PROOFS.md §6c); None: no
    /// anchoring, except on the development ledger (which uses a key of its own).
    pub anchor_seed: Option<AnchorSeed>,
    /// How long the same donor, project, amount and card token count as one request.
    pub donation_dedup_secs: i64,
    /// An ADA donation not confirmed after this long expires (a later confirmation still settles it).
    pub ada_pending_timeout: Duration,
    /// How long an expired ADA donation is still looked for on the chain.
    pub ada_late_confirmation: Duration,
    /// A donation in flight this long without news is looked up at its provider (reconcile).
    pub reconcile_after: Duration,
    /// A card payment waiting this long for the donor's 3-D Secure confirmation expires.
    pub action_timeout: Duration,
    /// The most ADA donations one person may have waiting for the chain.
    pub max_pending_ada: u64,
    /// How deep its transaction must be (its block and those above it) before an ADA donation
    /// settles; until then it is "confirming, n of k", and a rollback sends it back to waiting.
    pub chain_confirmations: u64,
    /// Voting and donating need a confirmed email address.
    pub require_verified_email: bool,
    /// How long an email-confirmation link works.
    pub verification_ttl: Duration,
    /// How long a password-reset link works.
    pub password_reset_ttl: Duration,
}

impl Settings {
    pub fn for_development(public_url: &str) -> Self {
        Self {
            public_url: public_url.trim_end_matches('/').to_owned(),
            payout_address: None,
            ada_tx_ttl_secs: 2 * 60 * 60,
            anchor_seed: None,
            donation_dedup_secs: 600,
            ada_pending_timeout: Duration::hours(2),
            ada_late_confirmation: Duration::days(7),
            reconcile_after: Duration::minutes(2),
            action_timeout: Duration::hours(1),
            max_pending_ada: 5,
            chain_confirmations: 1,
            require_verified_email: true,
            verification_ttl: Duration::hours(48),
            password_reset_ttl: Duration::minutes(30),
        }
    }
}

/// The operator wallet's ed25519 seed (32 bytes). Never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct AnchorSeed(pub [u8; 32]);

impl AnchorSeed {
    /// Reads 64 hex digits.
    pub fn parse(text: &str) -> Option<Self> {
        let mut seed = [0u8; 32];
        hex::decode_to_slice(text.trim(), &mut seed).ok()?;
        Some(Self(seed))
    }
}

impl std::fmt::Debug for AnchorSeed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AnchorSeed(<redacted>)")
    }
}
