//! Shared state handed to every handler: the use cases' [`App`] (database, providers, matching
//! state) and what only HTTP needs (token keys, rate limiters, media storage, configuration).

use std::ops::Deref;
use std::sync::Arc;

use matchpool_app::accounts::oidc::Providers;
use matchpool_app::matching::MatchingState;
use matchpool_app::{App, Settings};
use matchpool_providers::chain::{ChainProvider, DevLedger, Network};
use matchpool_providers::mail::{FileOutbox, Mailer};
use matchpool_providers::media::MediaStore;
use matchpool_providers::payments::{DevPayments, PaymentProvider};
use matchpool_providers::rates::{RateProvider, StaticRates};
use sea_orm::DatabaseConnection;

use crate::config::ApiConfig;
use crate::public_cache::PublicCache;
use crate::security::limiter::{AccountMailLimiter, KeyedLimiter, SharedLimits, SignInLimiter};
use crate::security::tokens::TokenKeys;

/// What every handler and middleware shares, behind one pointer: axum clones the state for every
/// extractor and layer that takes it, so a clone is one reference count, not one per part.
/// Derefs to [`Shared`], which derefs to the [`App`], so `state.db`, `state.config`, ... read
/// as fields.
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

/// The parts of [`AppState`].
#[derive(Clone)]
pub struct Shared {
    pub app: App,
    pub config: Arc<ApiConfig>,
    pub keys: TokenKeys,
    pub limiter: SignInLimiter,
    /// Comments per person per minute.
    pub comment_limiter: KeyedLimiter,
    /// Where rate limits are counted across instances, when Redis is configured.
    pub shared_limits: Option<SharedLimits>,
    /// Account emails (confirmation, password reset) per client address and per account.
    pub mail_limiter: AccountMailLimiter,
    pub media: MediaStore,
    /// The development card provider when it is the payment provider (its test hooks exist only then).
    pub dev_payments: Option<Arc<DevPayments>>,
    /// Anonymous public reads kept a moment in memory (`public_cache`).
    pub public_cache: Arc<PublicCache>,
    /// Which projects each public list shows, kept until a write changes them (`listings`).
    pub listings: Arc<crate::listings::Listings>,
}

impl Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl Deref for Shared {
    type Target = App;

    fn deref(&self) -> &App {
        &self.app
    }
}

/// The use cases' settings, from the API's configuration.
fn settings(config: &ApiConfig) -> Settings {
    Settings {
        payout_address: config.payout_address.clone(),
        ada_tx_ttl_secs: config.ada_tx_ttl_secs,
        anchor_seed: config.anchor_seed.clone(),
        donation_dedup_secs: config.donation_dedup_secs,
        ada_pending_timeout: chrono::Duration::seconds(config.ada_pending_timeout_secs.max(60)),
        reconcile_after: chrono::Duration::seconds(config.reconcile_after_secs.max(1)),
        action_timeout: chrono::Duration::seconds(config.action_timeout_secs.max(60)),
        max_pending_ada: config.max_pending_ada,
        chain_confirmations: config.chain_confirmations.max(1),
        require_verified_email: config.accounts.require_verified_email,
        verification_ttl: chrono::Duration::hours(config.accounts.verification_ttl_hours.max(1)),
        password_reset_ttl: chrono::Duration::minutes(config.accounts.password_reset_ttl_mins.max(1)),
        ..Settings::for_development(&config.public_url)
    }
}

/// The configured OpenID Connect providers. The server checks their settings before it starts, so
/// a provider refused here (an issuer that is not a URL) is logged and left out.
fn oidc_providers(config: &ApiConfig) -> Providers {
    Providers::new(config.oidc_providers.clone(), &config.public_url).unwrap_or_else(|err| {
        tracing::error!(error = %err, "OpenID Connect providers not usable; sign-in with them is off");
        Providers::none()
    })
}

impl AppState {
    pub fn new(db: DatabaseConnection, config: ApiConfig, media: MediaStore) -> Self {
        let keys = TokenKeys::new(&config.token_secret);
        let limiter = SignInLimiter::new(config.sign_in_per_ip_per_minute, config.sign_in_per_account_per_minute);
        let dev_ledger = Arc::new(DevLedger::new(10_000, Network::Preprod));
        let dev_payments = Arc::new(DevPayments::new());
        let app = App {
            db,
            payments: dev_payments.clone(),
            rates: Arc::new(StaticRates::new(0.45)),
            chain: dev_ledger.clone(),
            dev_ledger: Some(dev_ledger),
            mailer: Arc::new(FileOutbox::new(
                std::env::temp_dir().join("matchpool-outbox"),
                "Matchpool <no-reply@matchpool.local>",
            )),
            matching: Arc::new(MatchingState::new(config.token_secret.expose())),
            link_signer: Arc::new(matchpool_app::updates::LinkSigner::new(config.token_secret.expose())),
            settings: Arc::new(settings(&config)),
            oidc: Arc::new(oidc_providers(&config)),
            fonts: Arc::new(matchpool_receipts::FontLibrary::new(config.fonts_dir.clone())),
            changes: Arc::default(),
        };
        let config_comments = config.comments_per_minute;
        let config_public_cache_ms = config.public_cache_ms;
        let config_keep_listings = config.keep_listings;
        let mail_limiter = AccountMailLimiter::new(
            config.accounts.emails_per_ip_per_hour,
            config.accounts.emails_per_account_per_hour,
        );
        Self(Arc::new(Shared {
            app,
            config: Arc::new(config),
            keys,
            limiter,
            comment_limiter: KeyedLimiter::named("comments", config_comments),
            shared_limits: None,
            mail_limiter,
            media,
            dev_payments: Some(dev_payments),
            public_cache: Arc::new(PublicCache::new(std::time::Duration::from_millis(config_public_cache_ms))),
            listings: Arc::new(crate::listings::Listings::new(config_keep_listings)),
        }))
    }

    /// The parts, to configure before the state is shared (copied first if it already is).
    pub fn parts_mut(&mut self) -> &mut Shared {
        Arc::make_mut(&mut self.0)
    }

    /// Counts rate limits in Redis, shared with the other instances (`redis_url`).
    pub fn with_shared_limits(mut self, shared: SharedLimits) -> Self {
        let parts = self.parts_mut();
        parts.limiter = parts.limiter.clone().shared(shared.clone());
        parts.comment_limiter = parts.comment_limiter.clone().shared(shared.clone());
        parts.shared_limits = Some(shared);
        self
    }

    /// Sends email through `mailer` (SMTP, or the data directory's outbox).
    pub fn with_mailer(mut self, mailer: Arc<dyn Mailer>) -> Self {
        self.parts_mut().app.mailer = mailer;
        self
    }

    /// Uses a real chain provider instead of the development ledger (which runs on preprod).
    pub fn with_chain(mut self, chain: Arc<dyn ChainProvider>) -> Self {
        let parts = self.parts_mut();
        parts.app.chain = chain;
        parts.app.dev_ledger = None;
        self
    }

    /// Uses these providers instead of the development ones. The development card provider's
    /// test hooks stay available only when `dev_payments` is the development provider itself.
    pub fn with_providers(mut self, payments: Arc<dyn PaymentProvider>, rates: Arc<dyn RateProvider>) -> Self {
        let parts = self.parts_mut();
        parts.app.payments = payments;
        parts.app.rates = rates;
        parts.dev_payments = None;
        self
    }

    /// Uses this development card provider (tests that count its charges, and the dev hooks).
    pub fn with_dev_payments(mut self, payments: Arc<DevPayments>, rates: Arc<dyn RateProvider>) -> Self {
        let parts = self.parts_mut();
        parts.app.payments = payments.clone();
        parts.app.rates = rates;
        parts.dev_payments = Some(payments);
        self
    }
}
