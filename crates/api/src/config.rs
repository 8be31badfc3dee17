//! What the API needs to know about its deployment. The server crate fills this from defaults,
//! `matchpool.toml` and `MATCHPOOL_*` variables.

use serde::{Deserialize, Serialize};

/// A secret value: usable in code, never shown by `Debug` or in logs.
#[derive(Clone, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct Secret(String);

pub use matchpool_app::AnchorSeed;

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_empty() { "Secret(<empty>)" } else { "Secret(<redacted>)" })
    }
}

/// Links the web app shows, served by `GET /api/config`.
#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
#[serde(default)]
pub struct ClientConfig {
    /// The three sister apps of the header's grid menu.
    pub apps: SisterApps,
    pub faq_url: String,
    pub contact_email: String,
    pub social: SocialLinks,
    /// Where the web app reports render errors (`{content}`), if anywhere.
    pub error_webhook_url: Option<String>,
    pub stripe_publishable_key: Option<String>,
}

#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
pub struct SisterApps {
    pub work: String,
    pub verify: String,
    pub account_center: String,
}

#[derive(Debug, Clone, Deserialize, Serialize, utoipa::ToSchema)]
pub struct SocialLinks {
    pub x: String,
    pub facebook: String,
    pub linkedin: String,
}

impl Default for ClientConfig {
    fn default() -> Self {
        Self {
            apps: SisterApps {
                work: "https://work.matchpool.org".into(),
                verify: "https://verify.matchpool.org".into(),
                account_center: "https://account.matchpool.org".into(),
            },
            faq_url: "https://matchpool.org/faq".into(),
            contact_email: "hello@matchpool.org".into(),
            social: SocialLinks {
                x: "https://x.com/matchpool".into(),
                facebook: "https://www.facebook.com/matchpool".into(),
                linkedin: "https://www.linkedin.com/company/matchpool".into(),
            },
            error_webhook_url: None,
            stripe_publishable_key: None,
        }
    }
}

/// Everything the API reads from configuration.
#[derive(Debug, Clone)]
pub struct ApiConfig {
    /// The address people reach the platform at, e.g. `http://localhost:8080` (no trailing slash):
    /// the base of every link that must be absolute (emails, share previews, the sitemap).
    pub public_url: String,
    /// What the addresses of files this server serves itself (signed document links) start with:
    /// the configured `public_url`, or empty when none is configured, so they are relative and work
    /// on whatever address the browser used.
    pub asset_base: String,
    /// Signs access tokens and derives refresh-token successors.
    pub token_secret: Secret,
    pub access_ttl_secs: i64,
    pub refresh_ttl_days: i64,
    /// Origins (`https://app.example.org`) a hosted sign-in may return to, besides `public_url`.
    pub redirect_allowlist: Vec<String>,
    /// Sign-in attempts allowed per minute from one address, and for one account.
    pub sign_in_per_ip_per_minute: u32,
    pub sign_in_per_account_per_minute: u32,
    /// The socket peer is a proxy you run, whatever its address: the client is the rightmost
    /// `X-Forwarded-For` hop (one proxy in front). Prefer `trusted_proxies`.
    pub trust_proxy: bool,
    /// Addresses and ranges of the proxies you run; the client address is the rightmost
    /// `X-Forwarded-For` hop that is not one of them.
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// Other origins whose pages may call the API from a browser (`https://fund.example.org`),
    /// besides `public_url`.
    pub cors_origins: Vec<String>,
    /// The most pixels an uploaded image may have, in millions; larger ones are refused before
    /// they are decoded.
    pub media_max_megapixels: f64,
    /// The largest upload, in bytes (the spec's messages speak in MB).
    pub media_max_bytes: u64,
    /// The most files one upload request may carry.
    pub media_max_files: usize,
    /// Signs Stripe's webhook calls (`whsec_...`); webhooks are refused while it is empty.
    pub stripe_webhook_secret: Secret,
    /// How long the same donor, project, amount and token/txid count as a retry of one donation.
    pub donation_dedup_secs: i64,
    /// The platform's ADA payout address (crypto donations may pay it instead of the project).
    pub payout_address: Option<String>,
    /// How long a built ADA payment stays valid, in seconds (slots) after the chain's tip.
    pub ada_tx_ttl_secs: u64,
    /// The operator wallet's key (an ed25519 seed), which pays for anchoring rounds' results on
    /// chain (docs/PROOFS.md §6c). None: no anchoring, except on the development ledger.
    pub anchor_seed: Option<AnchorSeed>,
    /// A pending ADA donation not confirmed after this long expires (a late confirmation still
    /// settles it).
    pub ada_pending_timeout_secs: i64,
    /// A donation in flight this long without news is looked up at its provider.
    pub reconcile_after_secs: i64,
    /// A card payment waiting this long for the donor's 3-D Secure confirmation expires.
    pub action_timeout_secs: i64,
    /// How many blocks deep (its own included) a transaction must be before its ADA settles.
    pub chain_confirmations: u64,
    /// The most ADA donations one person may have waiting for the chain.
    pub max_pending_ada: u64,
    /// Signs the identity-verification provider's webhook calls (HMAC-SHA256); refused while empty.
    pub verification_webhook_secret: Secret,
    /// Comments one person may post per minute.
    pub comments_per_minute: u32,
    /// How long an anonymous public read is kept in memory, in milliseconds (`public_cache`); 0
    /// keeps nothing.
    pub public_cache_ms: u64,
    /// Keep which projects each public list shows, in order, until a write changes them
    /// (`listings`), and the cards those lists show until a write touches their project
    /// (`cards`); off only for a test's reader of the database as it is.
    pub keep_listings: bool,
    /// Serve the web app from this directory instead of the copy built into the binary (a
    /// customised build, or the end-to-end tests of a work tree).
    pub web_dir: Option<std::path::PathBuf>,
    /// Where the Noto fonts of PDF receipts are looked for (searched recursively).
    pub fonts_dir: std::path::PathBuf,
    pub client: ClientConfig,
    /// The bearer token `GET /metrics` on the main port asks for; empty: no metrics there.
    pub metrics_token: Secret,
    /// Email confirmation and password resets (issue 13).
    pub accounts: AccountsConfig,
    /// OpenID Connect providers people may sign in with (issue 13); none by default.
    pub oidc_providers: Vec<matchpool_app::accounts::oidc::ProviderConfig>,
}

/// Email confirmation and password resets.
#[derive(Debug, Clone)]
pub struct AccountsConfig {
    /// Voting and donating need a confirmed email address.
    pub require_verified_email: bool,
    /// How long a password-reset link works, in minutes.
    pub password_reset_ttl_mins: i64,
    /// How long an email-confirmation link works, in hours.
    pub verification_ttl_hours: i64,
    /// Account emails (confirmation, reset) one client address may ask for per hour.
    pub emails_per_ip_per_hour: u32,
    /// Account emails one account may be sent per hour.
    pub emails_per_account_per_hour: u32,
}

impl Default for AccountsConfig {
    fn default() -> Self {
        Self {
            require_verified_email: true,
            password_reset_ttl_mins: 30,
            verification_ttl_hours: 48,
            emails_per_ip_per_hour: 20,
            emails_per_account_per_hour: 5,
        }
    }
}

impl ApiConfig {
    /// Settings for tests and development: a fixed secret and the defaults.
    pub fn for_development(public_url: &str) -> Self {
        Self {
            public_url: public_url.trim_end_matches('/').to_owned(),
            asset_base: public_url.trim_end_matches('/').to_owned(),
            token_secret: Secret::new("development-secret-development-secret"),
            access_ttl_secs: 15 * 60,
            refresh_ttl_days: 30,
            redirect_allowlist: Vec::new(),
            sign_in_per_ip_per_minute: 30,
            sign_in_per_account_per_minute: 10,
            trust_proxy: false,
            trusted_proxies: Vec::new(),
            cors_origins: Vec::new(),
            media_max_megapixels: 40.0,
            media_max_bytes: 5 * 1024 * 1024,
            media_max_files: 5,
            stripe_webhook_secret: Secret::default(),
            donation_dedup_secs: 600,
            payout_address: None,
            ada_tx_ttl_secs: 2 * 60 * 60,
            anchor_seed: None,
            ada_pending_timeout_secs: 2 * 60 * 60,
            chain_confirmations: 1,
            reconcile_after_secs: 120,
            action_timeout_secs: 60 * 60,
            max_pending_ada: 5,
            verification_webhook_secret: Secret::default(),
            comments_per_minute: 10,
            public_cache_ms: 1000,
            keep_listings: true,
            web_dir: None,
            fonts_dir: std::path::PathBuf::from("/usr/share/fonts"),
            client: ClientConfig::default(),
            metrics_token: Secret::default(),
            accounts: AccountsConfig::default(),
            oidc_providers: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_never_show_in_debug_output() {
        let config = ApiConfig::for_development("http://localhost:8080");
        let printed = format!("{config:?}");
        assert!(!printed.contains("development-secret"), "{printed}");
        assert!(printed.contains("Secret(<redacted>)"));
    }
}
