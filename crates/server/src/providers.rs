//! Which payment, rate and chain providers run, from configuration. The development ones are the
//! defaults, so a fresh checkout runs fully offline.

use std::sync::Arc;
use std::time::Duration;

use matchpool_api::{AppState, Secret};
use matchpool_providers::chain::{Blockfrost, Network};
use matchpool_providers::mail::{FileOutbox, Mailer, SmtpMailer};
use matchpool_providers::payments::{DevPayments, StripePayments};
use matchpool_providers::rates::{FallbackRates, HttpRates, RateProvider, StaticRates};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct PaymentSettings {
    /// `dev` (test tokens, no network) or `stripe`.
    pub provider: String,
    pub stripe_api_url: String,
    pub stripe_secret_key: Secret,
    pub stripe_webhook_secret: Secret,
    /// How long identical donation requests count as one (seconds).
    pub dedup_secs: i64,
    /// A donation in flight this long without news is looked up at its provider (seconds).
    pub reconcile_after_secs: i64,
    /// A card payment waiting this long for 3-D Secure is canceled and expires (seconds).
    pub action_timeout_secs: i64,
}

impl Default for PaymentSettings {
    fn default() -> Self {
        Self {
            provider: "dev".into(),
            stripe_api_url: "https://api.stripe.com".into(),
            stripe_secret_key: Secret::default(),
            stripe_webhook_secret: Secret::default(),
            dedup_secs: 600,
            reconcile_after_secs: 120,
            action_timeout_secs: 60 * 60,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct RateSettings {
    /// `static` or `http`.
    pub provider: String,
    pub static_ada_usd: f64,
    /// A JSON price API; `{key}` is replaced by `ada_key`.
    pub ada_url: String,
    pub ada_key: Secret,
    /// JSON pointer to the USD price in the answer.
    pub ada_pointer: String,
    pub ttl_secs: u64,
    /// The second price API, asked when the first fails (empty: none); `{key}` is replaced by
    /// `fallback_key`.
    pub fallback_url: String,
    pub fallback_key: Secret,
    pub fallback_pointer: String,
    /// The oldest rate an ADA donation may be priced at (seconds): when no source answered for
    /// this long, ADA donations are refused with `rates.unavailable`.
    pub max_age_secs: u64,
}

impl Default for RateSettings {
    fn default() -> Self {
        Self {
            provider: "static".into(),
            static_ada_usd: 0.45,
            ada_url:
                "https://api.coingecko.com/api/v3/simple/price?ids=cardano&vs_currencies=usd&x_cg_demo_api_key={key}"
                    .into(),
            ada_key: Secret::default(),
            ada_pointer: "/cardano/usd".into(),
            ttl_secs: 60,
            fallback_url: "https://api.coinbase.com/v2/prices/ADA-USD/spot".into(),
            fallback_key: Secret::default(),
            fallback_pointer: "/data/amount".into(),
            max_age_secs: 15 * 60,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct ChainSettings {
    /// `dev` (in-memory ledger) or `blockfrost`.
    pub provider: String,
    /// `mainnet`, `preprod` or `preview`. Unset: mainnet with Blockfrost, preprod with the
    /// development ledger. Addresses of another network are refused.
    pub network: Option<String>,
    /// Unset: Blockfrost's address for the network.
    pub blockfrost_url: Option<String>,
    pub blockfrost_project_id: Secret,
    /// The platform's ADA payout address.
    pub payout_address: Option<String>,
    /// Pending ADA donations fail after this long without confirmation.
    pub pending_timeout_secs: i64,
    pub recheck_secs: u64,
    /// The most ADA donations one person may have waiting for the chain.
    pub max_pending_per_person: u64,
    /// How long a payment built for a donor's wallet stays valid (seconds after the chain's tip).
    pub tx_ttl_secs: u64,
    /// The operator wallet's key, 64 hex digits of an ed25519 seed: it pays for the transactions
    /// that anchor each frozen round's results on chain (docs/PROOFS.md §6c); its address is the
    /// key's enterprise address on `network` (fund it with a few ADA). Unset: no anchoring, except
    /// with the development ledger, which anchors with a key of its own.
    pub anchor_key: Secret,
    /// How many blocks deep (its own included) a donation's transaction must be before it settles.
    /// Unset: 15 on mainnet (about five minutes), 3 on the test networks, 1 with the development
    /// ledger (which adds a block per transaction).
    pub confirmations: Option<u64>,
}

impl Default for ChainSettings {
    fn default() -> Self {
        Self {
            provider: "dev".into(),
            network: None,
            blockfrost_url: None,
            blockfrost_project_id: Secret::default(),
            payout_address: None,
            pending_timeout_secs: 2 * 60 * 60,
            recheck_secs: 30,
            max_pending_per_person: 5,
            tx_ttl_secs: 2 * 60 * 60,
            anchor_key: Secret::default(),
            confirmations: None,
        }
    }
}

impl ChainSettings {
    /// The operator wallet's key, when one is set.
    pub fn anchor_seed(&self) -> anyhow::Result<Option<matchpool_api::AnchorSeed>> {
        if self.anchor_key.is_empty() {
            return Ok(None);
        }
        matchpool_api::AnchorSeed::parse(self.anchor_key.expose())
            .map(Some)
            .ok_or_else(|| anyhow::anyhow!("chain.anchor_key must be 64 hex digits (an ed25519 seed)"))
    }

    /// `confirmations`, or the default for the provider and network.
    pub fn confirmations(&self) -> anyhow::Result<u64> {
        let default = match (self.provider.as_str(), self.network()?) {
            ("dev", _) => 1,
            (_, Network::Mainnet) => 15,
            _ => 3,
        };
        match self.confirmations {
            Some(0) => anyhow::bail!("chain.confirmations must be at least 1"),
            Some(n) => Ok(n.min(1_000)),
            None => Ok(default),
        }
    }

    /// The configured network, checked against the Blockfrost address when it names one.
    pub fn network(&self) -> anyhow::Result<Network> {
        let network = match self.network.as_deref().filter(|n| !n.trim().is_empty()) {
            Some(name) => Network::parse(name)
                .ok_or_else(|| anyhow::anyhow!("unknown chain.network {name:?} (mainnet, preprod or preview)"))?,
            None if self.provider == "blockfrost" => Network::Mainnet,
            None => Network::Preprod,
        };
        if let Some(url) = &self.blockfrost_url
            && let Some(other) = [Network::Mainnet, Network::Preprod, Network::Preview]
                .into_iter()
                .find(|n| *n != network && url.contains(&format!("cardano-{}.", n.name())))
        {
            anyhow::bail!("chain.blockfrost_url is for {} but chain.network is {}", other.name(), network.name());
        }
        if let Some(address) = self.payout_address.as_deref().filter(|a| !a.trim().is_empty()) {
            matchpool_providers::cardano::address_on(network, address)
                .map_err(|e| anyhow::anyhow!("chain.payout_address: {e}"))?;
        }
        Ok(network)
    }
}

/// A fixed ADA price is for development: with real card payments or on mainnet, donors' ADA would
/// be priced at a figure nobody updates.
fn refuse_static_rates_with_real_money(
    rates: &RateSettings,
    payments: &PaymentSettings,
    network: Network,
) -> anyhow::Result<()> {
    if rates.provider != "static" {
        return Ok(());
    }
    if network == Network::Mainnet {
        anyhow::bail!("rates.provider = \"static\" cannot price ADA on mainnet; set rates.provider = \"http\"");
    }
    if payments.provider == "stripe" {
        anyhow::bail!(
            "rates.provider = \"static\" cannot run beside live card payments (payments.provider = \"stripe\"); \
             set rates.provider = \"http\""
        );
    }
    Ok(())
}

/// Plugs the configured providers into the application state.
pub fn install(
    state: AppState,
    payments: &PaymentSettings,
    rates: &RateSettings,
    chain: &ChainSettings,
) -> anyhow::Result<AppState> {
    let network = chain.network()?;
    refuse_static_rates_with_real_money(rates, payments, network)?;
    let rate_provider: Arc<dyn RateProvider> = match rates.provider.as_str() {
        "static" => Arc::new(StaticRates::new(rates.static_ada_usd)),
        "http" => {
            let ttl = Duration::from_secs(rates.ttl_secs);
            let mut sources: Vec<Box<dyn RateProvider>> =
                vec![Box::new(HttpRates::new(&rates.ada_url, rates.ada_key.expose(), &rates.ada_pointer, ttl))];
            if !rates.fallback_url.trim().is_empty() {
                let key = rates.fallback_key.expose();
                sources.push(Box::new(HttpRates::new(&rates.fallback_url, key, &rates.fallback_pointer, ttl)));
            }
            let max_age = Duration::from_secs(rates.max_age_secs);
            Arc::new(FallbackRates::new(sources, max_age, Duration::from_secs(30)))
        }
        other => anyhow::bail!("unknown rates.provider {other:?} (static or http)"),
    };
    // The development provider keeps its hooks (the bank's 3-D Secure page, the dashboard's
    // events), which answer 404 with Stripe.
    let state = match payments.provider.as_str() {
        "dev" => state.with_dev_payments(Arc::new(DevPayments::new()), rate_provider),
        "stripe" if !payments.stripe_secret_key.is_empty() => {
            let stripe = StripePayments::new(&payments.stripe_api_url, payments.stripe_secret_key.expose());
            state.with_providers(Arc::new(stripe), rate_provider)
        }
        "stripe" => anyhow::bail!("payments.provider is stripe but payments.stripe_secret_key is empty"),
        other => anyhow::bail!("unknown payments.provider {other:?} (dev or stripe)"),
    };
    Ok(match chain.provider.as_str() {
        "dev" if network == Network::Mainnet => anyhow::bail!("the development ledger does not run on mainnet"),
        "dev" => state,
        "blockfrost" if !chain.blockfrost_project_id.is_empty() => {
            let url = chain.blockfrost_url.clone().unwrap_or_else(|| Blockfrost::default_url(network));
            state.with_chain(Arc::new(Blockfrost::new(&url, chain.blockfrost_project_id.expose(), network)))
        }
        "blockfrost" => anyhow::bail!("chain.provider is blockfrost but chain.blockfrost_project_id is empty"),
        other => anyhow::bail!("unknown chain.provider {other:?} (dev or blockfrost)"),
    })
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(default)]
pub struct MailSettings {
    /// SMTP server; empty means the development outbox (`.eml` files in `data_dir/outbox`).
    pub smtp_host: String,
    /// 587 (STARTTLS) or 465 (TLS).
    pub smtp_port: u16,
    pub smtp_username: String,
    pub smtp_password: Secret,
    pub from: String,
}

impl Default for MailSettings {
    fn default() -> Self {
        Self {
            smtp_host: String::new(),
            smtp_port: 587,
            smtp_username: String::new(),
            smtp_password: Secret::default(),
            from: "Matchpool <no-reply@matchpool.local>".into(),
        }
    }
}

/// The configured mailer: SMTP, or the outbox directory.
pub fn mailer(mail: &MailSettings, data_dir: &std::path::Path) -> anyhow::Result<Arc<dyn Mailer>> {
    if mail.smtp_host.trim().is_empty() {
        return Ok(Arc::new(FileOutbox::new(data_dir.join("outbox"), &mail.from)));
    }
    Ok(Arc::new(SmtpMailer::new(
        &mail.smtp_host,
        mail.smtp_port,
        &mail.smtp_username,
        mail.smtp_password.expose(),
        &mail.from,
    )?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain(provider: &str, network: Option<&str>) -> ChainSettings {
        ChainSettings { provider: provider.into(), network: network.map(str::to_owned), ..ChainSettings::default() }
    }

    #[test]
    fn the_network_follows_the_provider_unless_configured() {
        assert_eq!(chain("dev", None).network().unwrap(), Network::Preprod);
        assert_eq!(chain("blockfrost", None).network().unwrap(), Network::Mainnet);
        assert_eq!(chain("blockfrost", Some("Preview")).network().unwrap(), Network::Preview);
        assert!(chain("dev", Some("testnet")).network().is_err());
    }

    #[test]
    fn addresses_and_urls_of_another_network_stop_the_start() {
        let mut settings = chain("blockfrost", Some("preprod"));
        settings.blockfrost_url = Some("https://cardano-mainnet.blockfrost.io/api/v0".into());
        let error = settings.network().unwrap_err().to_string();
        assert!(error.contains("mainnet") && error.contains("preprod"), "{error}");
        settings.blockfrost_url = Some("https://cardano-preprod.blockfrost.io/api/v0".into());
        assert_eq!(settings.network().unwrap(), Network::Preprod);

        let mut settings = chain("blockfrost", None);
        settings.payout_address = Some(crate::demo_projects::DEMO_WALLET.into());
        assert!(
            settings.network().unwrap_err().to_string().contains("chain.payout_address"),
            "a testnet payout address on mainnet"
        );
        settings.network = Some("preprod".into());
        assert_eq!(settings.network().unwrap(), Network::Preprod);
    }

    #[test]
    fn a_static_ada_price_is_refused_beside_real_money() {
        let static_rates = RateSettings::default();
        let (dev, stripe) =
            (PaymentSettings::default(), PaymentSettings { provider: "stripe".into(), ..PaymentSettings::default() });
        assert!(refuse_static_rates_with_real_money(&static_rates, &dev, Network::Preprod).is_ok(), "development");
        let error = refuse_static_rates_with_real_money(&static_rates, &dev, Network::Mainnet).unwrap_err().to_string();
        assert!(error.contains("mainnet"), "{error}");
        let error =
            refuse_static_rates_with_real_money(&static_rates, &stripe, Network::Preprod).unwrap_err().to_string();
        assert!(error.contains("stripe"), "{error}");
        let http = RateSettings { provider: "http".into(), ..RateSettings::default() };
        assert!(refuse_static_rates_with_real_money(&http, &stripe, Network::Mainnet).is_ok());
    }

    #[test]
    fn confirmations_default_to_the_network_and_may_be_set() {
        assert_eq!(chain("dev", None).confirmations().unwrap(), 1, "the development ledger adds a block a transaction");
        assert_eq!(chain("blockfrost", None).confirmations().unwrap(), 15, "mainnet");
        assert_eq!(chain("blockfrost", Some("preprod")).confirmations().unwrap(), 3);
        let mut settings = chain("blockfrost", Some("preview"));
        settings.confirmations = Some(6);
        assert_eq!(settings.confirmations().unwrap(), 6);
        settings.confirmations = Some(0);
        assert!(settings.confirmations().is_err(), "zero would settle what is not on chain");
    }
}
