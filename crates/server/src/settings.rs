//! Configuration: defaults, then an optional `matchpool.toml`, then `MATCHPOOL_*` environment
//! variables (nested keys with `__`, e.g. `MATCHPOOL_CLIENT__FAQ_URL`), then `DATABASE_URL`,
//! then command-line flags.

use std::path::{Path, PathBuf};

use anyhow::Context;
use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use matchpool_api::{ApiConfig, ClientConfig, Secret};
use matchpool_providers::media::{MediaStore, S3Settings};

use crate::providers::{ChainSettings, MailSettings, PaymentSettings, RateSettings};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Address to listen on.
    pub bind: String,
    /// Where the SQLite database, the secret key and uploads live.
    pub data_dir: PathBuf,
    /// `sqlite://...` or `postgres://...`; a SQLite file under `data_dir` when unset. Secret
    /// because a PostgreSQL URL may carry a password.
    pub database_url: Option<Secret>,
    /// The address people use to reach the platform (`https://fund.example.org`). Unset, pictures
    /// and documents get relative addresses (`/media/...`) that work on whatever address and port
    /// serves them, and the links that must be absolute (emails, share previews, the sitemap,
    /// sign-in redirects) use `http://localhost:{port of bind}`: set it on any deployment that
    /// people reach from another machine.
    pub public_url: Option<String>,
    /// Signs tokens; generated once into `data_dir/secret.key` when unset.
    pub token_secret: Secret,
    pub access_ttl_secs: i64,
    pub refresh_ttl_days: i64,
    pub redirect_allowlist: Vec<String>,
    pub sign_in_per_ip_per_minute: u32,
    pub sign_in_per_account_per_minute: u32,
    /// The socket peer is a proxy (one proxy in front, any address); prefer `trusted_proxies`.
    pub trust_proxy: bool,
    /// Addresses or CIDR ranges of the proxies in front of the server (`["10.0.0.0/8",
    /// "192.0.2.1"]`): the client address is the rightmost `X-Forwarded-For` hop not among them.
    pub trusted_proxies: Vec<String>,
    /// Origins besides `public_url` whose pages may call the API from a browser.
    pub cors_origins: Vec<String>,
    /// Let the development payment and chain providers run although `public_url` is not a
    /// loopback address (a shared test deployment). Never on a real one: they accept fake money.
    pub allow_dev_providers: bool,
    /// `pretty` or `json`.
    pub log_format: String,
    /// Signs the identity-verification provider's webhook (HMAC-SHA256 of the body).
    pub verification_webhook_secret: Secret,
    pub media: MediaSettings,
    pub payments: PaymentSettings,
    pub rates: RateSettings,
    pub chain: ChainSettings,
    pub mail: MailSettings,
    pub client: ClientConfig,
    /// How often `serve` looks for rounds whose voting has ended to freeze their results, in
    /// seconds; 0 turns the task off (freeze with `POST /api/admin/rounds/{id}/freeze`).
    pub freeze_interval_secs: u64,
    /// How long this instance keeps an anonymous public read (the project previews, the current
    /// round, ...) in memory, in milliseconds; any write on this instance ends it sooner. At most
    /// 10 000 (the answers' own `max-age`); 0 keeps nothing.
    pub public_cache_ms: u64,
    /// On PostgreSQL, how often an instance checks it still holds the background jobs'
    /// leadership, or tries to take it (so the jobs move within this time when the leader dies).
    pub leader_check_secs: u64,
    /// Serve the web app from this directory instead of the copy built into the binary.
    pub web_dir: Option<PathBuf>,
    /// Where the Noto fonts of PDF receipts are (Debian's `fonts-noto-core`, `fonts-noto-cjk`).
    pub fonts_dir: PathBuf,
    pub metrics: MetricsSettings,
    /// `redis://host:6379/0`: rate limits counted across instances in Redis (secret: the URL
    /// may carry a password). Unset: each instance counts in its own memory.
    pub redis_url: Option<Secret>,
    /// Email confirmation and password resets (see `AccountSettings`).
    pub accounts: AccountSettings,
    /// Sign-in with OpenID Connect providers (see `OidcSettings`).
    pub oidc: OidcSettings,
}

/// Where Prometheus reads `GET /metrics`: on the main port with a bearer token, or on a separate
/// address (a private interface only the scraper reaches) without one. Neither set: no metrics.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct MetricsSettings {
    /// The bearer token `/metrics` on the main port asks for.
    pub token: Secret,
    /// A separate `ADDR:PORT` serving `/metrics` without a token.
    pub bind: Option<String>,
}

/// Uploads: limits, and where files are stored (local disk under `data_dir/media` unless an
/// S3-compatible bucket is configured).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct MediaSettings {
    pub max_size_mb: f64,
    pub max_files: usize,
    /// Images with more pixels (in millions) are refused before they are decoded.
    pub max_megapixels: f64,
    pub s3: Option<S3Settings>,
}

impl Default for MediaSettings {
    fn default() -> Self {
        Self { max_size_mb: 5.0, max_files: 5, max_megapixels: 40.0, s3: None }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            bind: "127.0.0.1:8080".into(),
            data_dir: PathBuf::from("data"),
            database_url: None,
            public_url: None,
            token_secret: Secret::default(),
            access_ttl_secs: 15 * 60,
            refresh_ttl_days: 30,
            redirect_allowlist: Vec::new(),
            sign_in_per_ip_per_minute: 30,
            sign_in_per_account_per_minute: 10,
            trust_proxy: false,
            trusted_proxies: Vec::new(),
            cors_origins: Vec::new(),
            allow_dev_providers: false,
            log_format: "pretty".into(),
            verification_webhook_secret: Secret::default(),
            media: MediaSettings::default(),
            payments: PaymentSettings::default(),
            rates: RateSettings::default(),
            chain: ChainSettings::default(),
            mail: MailSettings::default(),
            client: ClientConfig::default(),
            freeze_interval_secs: 30,
            public_cache_ms: 1000,
            leader_check_secs: 5,
            web_dir: None,
            fonts_dir: PathBuf::from("/usr/share/fonts"),
            metrics: MetricsSettings::default(),
            redis_url: None,
            accounts: AccountSettings::default(),
            oidc: OidcSettings::default(),
        }
    }
}

impl Settings {
    /// Reads the layered configuration. `config_file` defaults to `matchpool.toml` in the working
    /// directory and is optional.
    pub fn load(config_file: Option<&Path>) -> anyhow::Result<Self> {
        let file = config_file.map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("matchpool.toml"));
        if config_file.is_some() && !file.exists() {
            anyhow::bail!("configuration file {} does not exist", file.display());
        }
        let mut figment = Figment::from(Serialized::defaults(Settings::default()))
            .merge(Toml::file(&file))
            .merge(Env::prefixed("MATCHPOOL_").split("__"));
        if let Ok(url) = std::env::var("DATABASE_URL")
            && !url.trim().is_empty()
        {
            figment = figment.merge(("database_url", url));
        }
        figment.extract().context("reading the configuration")
    }

    /// The database URL, defaulting to a SQLite file under the data directory.
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) if !url.expose().trim().is_empty() => url.expose().to_owned(),
            _ => format!("sqlite://{}?mode=rwc", self.data_dir.join("matchpool.db").display()),
        }
    }

    /// The token secret: configured, or read from (and first written to) `data_dir/secret.key`.
    pub fn resolve_secret(&self) -> anyhow::Result<Secret> {
        if self.token_secret.expose().len() >= 32 {
            return Ok(self.token_secret.clone());
        }
        if !self.token_secret.is_empty() {
            anyhow::bail!("token_secret must be at least 32 characters");
        }
        let path = self.data_dir.join("secret.key");
        if let Ok(existing) = std::fs::read_to_string(&path)
            && existing.trim().len() >= 32
        {
            return Ok(Secret::new(existing.trim()));
        }
        let mut bytes = [0u8; 32];
        rand::RngCore::fill_bytes(&mut rand::rng(), &mut bytes);
        let secret = hex::encode(bytes);
        write_private(&path, &secret).with_context(|| format!("writing {}", path.display()))?;
        Ok(Secret::new(secret))
    }

    /// The configured `public_url` without its trailing slash, if one is set.
    fn configured_public_url(&self) -> Option<&str> {
        self.public_url.as_deref().map(|url| url.trim().trim_end_matches('/')).filter(|url| !url.is_empty())
    }

    /// The absolute address links in emails and pages start with: `public_url`, else
    /// `http://localhost` on the port of `bind` (8080 when it names none).
    pub fn base_url(&self) -> String {
        match self.configured_public_url() {
            Some(url) => url.to_owned(),
            None => {
                let port = self.bind.rsplit_once(':').and_then(|(_, port)| port.parse::<u16>().ok()).unwrap_or(8080);
                format!("http://localhost:{port}")
            }
        }
    }

    /// What the addresses of files this server serves itself start with: `public_url`, or nothing
    /// (`/media/...`, resolved by the browser against the address it used) when it is unset.
    fn asset_base(&self) -> String {
        self.configured_public_url().unwrap_or_default().to_owned()
    }

    /// The media store: the configured bucket, or `data_dir/media`.
    pub fn media_store(&self) -> anyhow::Result<MediaStore> {
        match &self.media.s3 {
            Some(s3) => MediaStore::s3(s3),
            None => MediaStore::local(&self.data_dir.join("media"), &self.asset_base()),
        }
    }

    pub fn api_config(&self) -> anyhow::Result<ApiConfig> {
        Ok(ApiConfig {
            public_url: self.base_url(),
            asset_base: self.asset_base(),
            token_secret: self.resolve_secret()?,
            access_ttl_secs: self.access_ttl_secs.clamp(60, 15 * 60),
            refresh_ttl_days: self.refresh_ttl_days.clamp(1, 30),
            redirect_allowlist: self.redirect_allowlist.clone(),
            sign_in_per_ip_per_minute: self.sign_in_per_ip_per_minute,
            sign_in_per_account_per_minute: self.sign_in_per_account_per_minute,
            trust_proxy: self.trust_proxy,
            trusted_proxies: self.trusted_proxies()?,
            cors_origins: self.cors_origins()?,
            media_max_megapixels: self.media.max_megapixels.clamp(0.1, 500.0),
            media_max_bytes: (self.media.max_size_mb.clamp(0.1, 100.0) * 1024.0 * 1024.0) as u64,
            media_max_files: self.media.max_files.clamp(1, 50),
            stripe_webhook_secret: self.payments.stripe_webhook_secret.clone(),
            donation_dedup_secs: self.payments.dedup_secs.max(1),
            payout_address: self.chain.payout_address.clone().filter(|a| !a.trim().is_empty()),
            ada_tx_ttl_secs: self.chain.tx_ttl_secs.clamp(60, 24 * 60 * 60),
            anchor_seed: self.chain.anchor_seed()?,
            ada_pending_timeout_secs: self.chain.pending_timeout_secs.max(60),
            chain_confirmations: self.chain.confirmations()?,
            reconcile_after_secs: self.payments.reconcile_after_secs.max(10),
            action_timeout_secs: self.payments.action_timeout_secs.max(60),
            max_pending_ada: self.chain.max_pending_per_person.max(1),
            verification_webhook_secret: self.verification_webhook_secret.clone(),
            comments_per_minute: 10,
            public_cache_ms: self.public_cache_ms.min(10_000),
            keep_listings: true,
            web_dir: self.web_dir.clone(),
            fonts_dir: self.fonts_dir.clone(),
            client: self.client.clone(),
            metrics_token: self.metrics.token.clone(),
            accounts: self.accounts.api_config(),
            oidc_providers: self.oidc.api_config()?,
        })
    }
}

impl Settings {
    /// `trusted_proxies` as ranges; a plain address is a range of one.
    fn trusted_proxies(&self) -> anyhow::Result<Vec<ipnet::IpNet>> {
        self.trusted_proxies
            .iter()
            .map(|entry| {
                let entry = entry.trim();
                entry
                    .parse::<ipnet::IpNet>()
                    .or_else(|_| entry.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
                    .with_context(|| format!("trusted_proxies: {entry:?} is neither an address nor a CIDR range"))
            })
            .collect()
    }

    /// `cors_origins` as `scheme://host[:port]`; anything else (a path, `null`, `*`) stops the start.
    fn cors_origins(&self) -> anyhow::Result<Vec<String>> {
        self.cors_origins
            .iter()
            .map(|entry| {
                let url = url::Url::parse(entry.trim()).ok().filter(|u| matches!(u.scheme(), "http" | "https"));
                let origin = url.map(|u| u.origin().ascii_serialization()).filter(|o| o != "null");
                origin.with_context(|| format!("cors_origins: {entry:?} is not an http(s) origin"))
            })
            .collect()
    }

    /// Whether `public_url` points at this machine (`localhost`, `127.0.0.0/8`, `::1`).
    pub fn public_url_is_loopback(&self) -> bool {
        let Ok(url) = url::Url::parse(&self.base_url()) else {
            return false;
        };
        match url.host() {
            Some(url::Host::Domain(host)) => host.eq_ignore_ascii_case("localhost") || host.ends_with(".localhost"),
            Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
            Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
            None => false,
        }
    }
}

// ---- Accounts (issue 13): email confirmation and password resets -------------------------------

/// `[accounts]`: email confirmation and password resets.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct AccountSettings {
    /// Voting and donating need a confirmed email address (403 `auth.email_unverified`).
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

impl Default for AccountSettings {
    fn default() -> Self {
        let api = matchpool_api::AccountsConfig::default();
        Self {
            require_verified_email: api.require_verified_email,
            password_reset_ttl_mins: api.password_reset_ttl_mins,
            verification_ttl_hours: api.verification_ttl_hours,
            emails_per_ip_per_hour: api.emails_per_ip_per_hour,
            emails_per_account_per_hour: api.emails_per_account_per_hour,
        }
    }
}

impl AccountSettings {
    fn api_config(&self) -> matchpool_api::AccountsConfig {
        matchpool_api::AccountsConfig {
            require_verified_email: self.require_verified_email,
            password_reset_ttl_mins: self.password_reset_ttl_mins.clamp(5, 24 * 60),
            verification_ttl_hours: self.verification_ttl_hours.clamp(1, 30 * 24),
            emails_per_ip_per_hour: self.emails_per_ip_per_hour.max(1),
            emails_per_account_per_hour: self.emails_per_account_per_hour.max(1),
        }
    }
}

/// `[oidc]`: sign-in with OpenID Connect providers, each a `[[oidc.providers]]` table.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct OidcSettings {
    pub providers: Vec<OidcProviderSettings>,
}

/// One provider: people see "Continue with {label}" on the sign-in pages.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct OidcProviderSettings {
    /// Short stable name (`google`): letters, digits, `-`, `_`. Linked accounts are stored under it.
    pub id: String,
    pub label: String,
    /// `google`, `microsoft`, `apple`, `github`, `gitlab`, `facebook`, `linkedin`, or empty for a key.
    pub icon: String,
    /// The issuer URL (`https://accounts.google.com`); plain `http` only on a loopback address.
    pub issuer: String,
    pub client_id: String,
    pub client_secret: Secret,
    /// Scopes asked for besides `openid`; `["email", "profile"]` when empty.
    pub scopes: Vec<String>,
}

impl OidcSettings {
    /// The providers, checked: a mistake stops the start with its reason.
    fn api_config(&self) -> anyhow::Result<Vec<matchpool_api::OidcProviderConfig>> {
        let mut seen = std::collections::HashSet::new();
        self.providers
            .iter()
            .map(|p| {
                let id = p.id.trim();
                let id_ok = !id.is_empty()
                    && id.len() <= 32
                    && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                anyhow::ensure!(id_ok, "oidc.providers: id {id:?} must be 1-32 letters, digits, '-' or '_'");
                anyhow::ensure!(seen.insert(id.to_owned()), "oidc.providers: the id {id:?} is used twice");
                anyhow::ensure!(!p.client_id.trim().is_empty(), "oidc.providers {id}: client_id is missing");
                let issuer = url::Url::parse(p.issuer.trim())
                    .with_context(|| format!("oidc.providers {id}: issuer {:?} is not a URL", p.issuer))?;
                let loopback = match issuer.host() {
                    Some(url::Host::Domain(host)) => host == "localhost",
                    Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
                    Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
                    None => false,
                };
                anyhow::ensure!(
                    issuer.scheme() == "https" || (issuer.scheme() == "http" && loopback),
                    "oidc.providers {id}: the issuer must be https (http only on a loopback address)"
                );
                let scopes: Vec<String> =
                    p.scopes.iter().map(|s| s.trim().to_owned()).filter(|s| !s.is_empty() && s != "openid").collect();
                Ok(matchpool_api::OidcProviderConfig {
                    id: id.to_owned(),
                    label: if p.label.trim().is_empty() { id.to_owned() } else { p.label.trim().to_owned() },
                    icon: p.icon.trim().to_lowercase(),
                    issuer: p.issuer.trim().to_owned(),
                    client_id: p.client_id.trim().to_owned(),
                    client_secret: p.client_secret.expose().to_owned(),
                    scopes: if scopes.is_empty() { vec!["email".into(), "profile".into()] } else { scopes },
                })
            })
            .collect()
    }
}

// ---- end of accounts ---------------------------------------------------------------------------

fn write_private(path: &Path, contents: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    std::io::Write::write_all(&mut options.open(path)?, contents.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_stay_out_of_debug_output() {
        let settings = Settings {
            token_secret: Secret::new("x".repeat(40)),
            database_url: Some(Secret::new("postgres://app:hunter22@db/matchpool")),
            ..Settings::default()
        };
        let printed = format!("{settings:?}");
        assert!(!printed.contains("xxxxxxxx") && !printed.contains("hunter22"), "{printed}");
    }

    #[test]
    fn proxies_and_origins_are_parsed_or_stop_the_start() {
        let settings = Settings {
            trusted_proxies: vec!["10.0.0.0/8".into(), " 192.0.2.1 ".into(), "::1".into()],
            cors_origins: vec!["https://fund.example.org/".into()],
            ..Settings::default()
        };
        let nets = settings.trusted_proxies().unwrap();
        assert_eq!(nets.iter().map(ToString::to_string).collect::<Vec<_>>(), ["10.0.0.0/8", "192.0.2.1/32", "::1/128"]);
        assert_eq!(settings.cors_origins().unwrap(), ["https://fund.example.org"]);
        assert!(Settings { trusted_proxies: vec!["proxy".into()], ..Settings::default() }.trusted_proxies().is_err());
        assert!(Settings { cors_origins: vec!["null".into()], ..Settings::default() }.cors_origins().is_err());
        assert!(Settings { cors_origins: vec!["*".into()], ..Settings::default() }.cors_origins().is_err());
    }

    #[test]
    fn oidc_providers_are_checked_before_the_start() {
        let provider = |id: &str, issuer: &str| OidcProviderSettings {
            id: id.into(),
            label: "Google".into(),
            issuer: issuer.into(),
            client_id: "client".into(),
            client_secret: Secret::new("s3cret-value"),
            ..OidcProviderSettings::default()
        };
        let with = |providers| OidcSettings { providers }.api_config();
        let good = with(vec![provider("google", "https://accounts.google.com")]).unwrap();
        assert_eq!(good[0].scopes, ["email", "profile"]);
        assert!(!format!("{good:?}").contains("s3cret-value"));
        assert!(with(vec![provider("test", "http://127.0.0.1:9000")]).is_ok());
        assert!(with(vec![provider("x", "http://issuer.example.org")]).is_err(), "plain http off loopback");
        assert!(with(vec![provider("a b", "https://accounts.google.com")]).is_err());
        assert!(with(vec![provider("g", "https://a.example"), provider("g", "https://b.example")]).is_err());
        assert!(
            with(vec![OidcProviderSettings { client_id: String::new(), ..provider("g", "https://a.example") }])
                .is_err()
        );
    }

    #[test]
    fn without_public_url_files_are_relative_and_links_name_the_bound_port() {
        let unset = Settings { bind: "0.0.0.0:9000".into(), ..Settings::default() };
        assert_eq!(unset.asset_base(), "");
        assert_eq!(unset.base_url(), "http://localhost:9000");
        assert!(unset.public_url_is_loopback(), "the development providers still run");
        assert_eq!(Settings::default().base_url(), "http://localhost:8080");
        let blank = Settings { public_url: Some("  ".into()), ..Settings::default() };
        assert_eq!(blank.asset_base(), "", "blank is unset");
        let set = Settings { public_url: Some("https://fund.example.org/".into()), ..Settings::default() };
        assert_eq!(set.asset_base(), "https://fund.example.org");
        assert_eq!(set.base_url(), "https://fund.example.org");
    }

    #[test]
    fn loopback_public_urls_are_recognised() {
        let at = |url: &str| Settings { public_url: Some(url.into()), ..Settings::default() }.public_url_is_loopback();
        assert!(at("http://localhost:8080") && at("http://127.0.0.1:8080") && at("http://[::1]:8080"));
        assert!(!at("https://fund.example.org") && !at("http://192.168.1.5:8080") && !at("not a url"));
    }

    #[test]
    fn sqlite_under_the_data_directory_is_the_default_database() {
        let settings = Settings { data_dir: PathBuf::from("/tmp/mp"), ..Settings::default() };
        assert_eq!(settings.database_url(), "sqlite:///tmp/mp/matchpool.db?mode=rwc");
    }
}
