//! Shared state handed to every handler.

use std::sync::Arc;

use matchpool_providers::media::MediaStore;
use sea_orm::DatabaseConnection;

use crate::config::ApiConfig;
use crate::matching::MatchingState;
use crate::security::limiter::SignInLimiter;
use crate::security::tokens::TokenKeys;

/// Cheap to clone: the pool and the config are shared.
#[derive(Clone)]
pub struct AppState {
    pub db: DatabaseConnection,
    pub config: Arc<ApiConfig>,
    pub keys: TokenKeys,
    pub limiter: SignInLimiter,
    pub media: MediaStore,
    /// Pseudonym key, estimator cache and input version (crate::matching).
    pub matching: Arc<MatchingState>,
}

impl AppState {
    pub fn new(db: DatabaseConnection, config: ApiConfig, media: MediaStore) -> Self {
        let keys = TokenKeys::new(&config.token_secret);
        let limiter = SignInLimiter::new(config.sign_in_per_ip_per_minute, config.sign_in_per_account_per_minute);
        let matching = Arc::new(MatchingState::new(&config.token_secret));
        Self { db, config: Arc::new(config), keys, limiter, media, matching }
    }
}
