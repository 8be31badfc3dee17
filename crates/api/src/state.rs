//! Shared state handed to every handler.

use std::sync::Arc;

use matchpool_providers::chain::{ChainProvider, DevLedger, Network};
use matchpool_providers::mail::{FileOutbox, Mailer};
use matchpool_providers::media::MediaStore;
use matchpool_providers::payments::{DevPayments, PaymentProvider};
use matchpool_providers::rates::{RateProvider, StaticRates};
use sea_orm::DatabaseConnection;

use crate::config::ApiConfig;
use crate::matching::MatchingState;
use crate::security::limiter::{KeyedLimiter, SignInLimiter};
use crate::security::tokens::TokenKeys;

/// Cheap to clone: the pool and the config are shared.
#[derive(Clone)]
pub struct AppState {
    pub db: DatabaseConnection,
    pub config: Arc<ApiConfig>,
    pub keys: TokenKeys,
    pub limiter: SignInLimiter,
    /// Comments per person per minute.
    pub comment_limiter: KeyedLimiter,
    pub media: MediaStore,
    pub payments: Arc<dyn PaymentProvider>,
    pub rates: Arc<dyn RateProvider>,
    pub chain: Arc<dyn ChainProvider>,
    /// The development ledger when it is the chain provider (its test-wallet routes exist only then).
    pub dev_ledger: Option<Arc<DevLedger>>,
    pub mailer: Arc<dyn Mailer>,
    /// Pseudonym key, estimator cache and input version (crate::matching).
    pub matching: Arc<MatchingState>,
}

impl AppState {
    pub fn new(db: DatabaseConnection, config: ApiConfig, media: MediaStore) -> Self {
        let keys = TokenKeys::new(&config.token_secret);
        let limiter = SignInLimiter::new(config.sign_in_per_ip_per_minute, config.sign_in_per_account_per_minute);
        let dev_ledger = Arc::new(DevLedger::new(10_000, Network::Preprod));
        let matching = Arc::new(MatchingState::new(&config.token_secret));
        let config_comments = config.comments_per_minute;
        Self {
            db,
            config: Arc::new(config),
            keys,
            limiter,
            comment_limiter: KeyedLimiter::per_minute(config_comments),
            media,
            payments: Arc::new(DevPayments::new()),
            rates: Arc::new(StaticRates::new(0.45)),
            chain: dev_ledger.clone(),
            dev_ledger: Some(dev_ledger),
            matching,
            mailer: Arc::new(FileOutbox::new(
                std::env::temp_dir().join("matchpool-outbox"),
                "Matchpool <no-reply@matchpool.local>",
            )),
        }
    }

    /// Sends email through `mailer` (SMTP, or the data directory's outbox).
    pub fn with_mailer(mut self, mailer: Arc<dyn Mailer>) -> Self {
        self.mailer = mailer;
        self
    }

    /// Uses a real chain provider instead of the development ledger (which runs on preprod).
    pub fn with_chain(mut self, chain: Arc<dyn ChainProvider>) -> Self {
        self.chain = chain;
        self.dev_ledger = None;
        self
    }

    /// Uses these providers instead of the development ones.
    pub fn with_providers(mut self, payments: Arc<dyn PaymentProvider>, rates: Arc<dyn RateProvider>) -> Self {
        self.payments = payments;
        self.rates = rates;
        self
    }
}
