//! Exchange rates to USD. Rates are integers: micro-dollars (1e-6 USD) per major unit, so every
//! conversion is exact integer arithmetic. A static provider serves development and tests; an HTTP
//! provider reads a configured price API and caches the answer for a while.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};

/// A price: micro-USD per one unit of the currency (per ADA for `lovelace`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rate {
    pub micro_usd: i64,
    pub source: String,
    pub fetched_at: DateTime<Utc>,
}

impl Rate {
    /// USD per unit, for display.
    pub fn usd(&self) -> f64 {
        self.micro_usd as f64 / 1e6
    }
}

#[derive(Debug, thiserror::Error)]
pub enum RateError {
    #[error("the rate service could not be reached: {0}")]
    Unavailable(String),
    #[error("the rate service answered something unexpected: {0}")]
    Unexpected(String),
}

/// Where the ADA/USD price comes from.
#[async_trait::async_trait]
pub trait RateProvider: Send + Sync {
    async fn ada_usd(&self) -> Result<Rate, RateError>;
}

/// A fixed price (development, tests, or an operator's manual setting).
pub struct StaticRates {
    micro_usd: i64,
}

impl StaticRates {
    pub fn new(usd_per_ada: f64) -> Self {
        Self { micro_usd: (usd_per_ada * 1e6).round() as i64 }
    }
}

#[async_trait::async_trait]
impl RateProvider for StaticRates {
    async fn ada_usd(&self) -> Result<Rate, RateError> {
        Ok(Rate { micro_usd: self.micro_usd, source: "static".into(), fetched_at: Utc::now() })
    }
}

/// A JSON price API: `url` may contain `{key}`; `pointer` is a JSON pointer to the number
/// (for example `/cardano/usd`). Answers are cached for `ttl`.
pub struct HttpRates {
    client: reqwest::Client,
    url: String,
    pointer: String,
    ttl: Duration,
    cache: Mutex<Option<(Rate, Instant)>>,
}

impl HttpRates {
    pub fn new(url: &str, key: &str, pointer: &str, ttl: Duration) -> Self {
        let client = reqwest::Client::builder().timeout(Duration::from_secs(10)).build().unwrap_or_default();
        Self { client, url: url.replace("{key}", key), pointer: pointer.to_owned(), ttl, cache: Mutex::new(None) }
    }

    fn cached(&self) -> Option<Rate> {
        let cache = self.cache.lock().ok()?;
        cache.as_ref().filter(|(_, at)| at.elapsed() < self.ttl).map(|(rate, _)| rate.clone())
    }
}

#[async_trait::async_trait]
impl RateProvider for HttpRates {
    async fn ada_usd(&self) -> Result<Rate, RateError> {
        if let Some(rate) = self.cached() {
            return Ok(rate);
        }
        let response = self.client.get(&self.url).send().await.map_err(|e| RateError::Unavailable(e.to_string()))?;
        if !response.status().is_success() {
            return Err(RateError::Unavailable(format!("HTTP {}", response.status())));
        }
        let body: serde_json::Value = response.json().await.map_err(|e| RateError::Unexpected(e.to_string()))?;
        let value =
            body.pointer(&self.pointer).and_then(|v| v.as_f64().or_else(|| v.as_str().and_then(|s| s.parse().ok())));
        let usd = value
            .filter(|v| v.is_finite() && *v > 0.0)
            .ok_or_else(|| RateError::Unexpected(format!("no price at {}", self.pointer)))?;
        let host =
            reqwest::Url::parse(&self.url).ok().and_then(|u| u.host_str().map(str::to_owned)).unwrap_or_default();
        let rate = Rate { micro_usd: (usd * 1e6).round() as i64, source: host, fetched_at: Utc::now() };
        if let Ok(mut cache) = self.cache.lock() {
            *cache = Some((rate.clone(), Instant::now()));
        }
        Ok(rate)
    }
}

/// USD cents for `lovelace` at `rate`, rounded half up: lovelace × micro-USD/ADA ÷ 10^10.
pub fn lovelace_to_usd_cents(lovelace: i64, rate: &Rate) -> i64 {
    let product = i128::from(lovelace) * i128::from(rate.micro_usd);
    ((product + 5_000_000_000) / 10_000_000_000) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lovelace_converts_exactly() {
        let rate = Rate { micro_usd: 450_000, source: "static".into(), fetched_at: Utc::now() };
        // 100 ADA at $0.45 is $45.00.
        assert_eq!(lovelace_to_usd_cents(100_000_000, &rate), 4500);
        // 1 lovelace rounds to nothing; 11,111,111 lovelace (11.11 ADA) is $4.999... → 500 cents.
        assert_eq!(lovelace_to_usd_cents(1, &rate), 0);
        assert_eq!(lovelace_to_usd_cents(11_111_111, &rate), 500);
    }
}
