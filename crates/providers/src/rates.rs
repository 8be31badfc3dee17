//! Exchange rates to USD. Rates are integers: micro-dollars (1e-6 USD) per major unit, so every
//! conversion is exact integer arithmetic. A static provider serves development and tests; an HTTP
//! provider reads a configured price API and caches the answer for a while; [`FallbackRates`]
//! asks several sources in turn and never answers a rate older than its bound.

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
    #[error("no rate fresher than {max_age_secs} s: {reasons}")]
    Stale { max_age_secs: i64, reasons: String },
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

/// Several sources asked in order: the first fresh answer wins. When every source fails, the last
/// good answer serves while it is younger than `max_age`; past that there is no rate
/// ([`RateError::Stale`]), and ADA donations are refused rather than priced at a stale figure.
/// A source that failed is skipped for `retry_after`, so one that is down does not slow every
/// request by its timeout.
pub struct FallbackRates {
    sources: Vec<Source>,
    max_age: chrono::Duration,
    retry_after: Duration,
    last: Mutex<Option<Rate>>,
}

struct Source {
    provider: Box<dyn RateProvider>,
    failed_at: Mutex<Option<Instant>>,
}

impl FallbackRates {
    pub fn new(sources: Vec<Box<dyn RateProvider>>, max_age: Duration, retry_after: Duration) -> Self {
        let sources = sources.into_iter().map(|provider| Source { provider, failed_at: Mutex::new(None) }).collect();
        let max_age = chrono::Duration::from_std(max_age).unwrap_or(chrono::Duration::MAX);
        Self { sources, max_age, retry_after, last: Mutex::new(None) }
    }

    fn fresh(&self, rate: &Rate) -> bool {
        Utc::now().signed_duration_since(rate.fetched_at) <= self.max_age
    }
}

#[async_trait::async_trait]
impl RateProvider for FallbackRates {
    async fn ada_usd(&self) -> Result<Rate, RateError> {
        let mut reasons = Vec::new();
        for source in &self.sources {
            let resting =
                source.failed_at.lock().ok().and_then(|at| *at).is_some_and(|at| at.elapsed() < self.retry_after);
            if resting {
                reasons.push("skipped after a recent failure".to_owned());
                continue;
            }
            match source.provider.ada_usd().await {
                Ok(rate) if self.fresh(&rate) => {
                    if let Ok(mut last) = self.last.lock() {
                        *last = Some(rate.clone());
                    }
                    return Ok(rate);
                }
                Ok(rate) => reasons.push(format!("{} answered a rate from {}", rate.source, rate.fetched_at)),
                Err(err) => {
                    if let Ok(mut failed_at) = source.failed_at.lock() {
                        *failed_at = Some(Instant::now());
                    }
                    reasons.push(err.to_string());
                }
            }
        }
        let last = self.last.lock().ok().and_then(|last| last.clone());
        match last {
            Some(rate) if self.fresh(&rate) => Ok(rate),
            _ => Err(RateError::Stale { max_age_secs: self.max_age.num_seconds(), reasons: reasons.join("; ") }),
        }
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
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// A source answering what it is told, counting how often it is asked.
    #[derive(Clone, Default)]
    struct Scripted {
        answer: Arc<Mutex<Option<Rate>>>,
        asked: Arc<AtomicU32>,
    }

    impl Scripted {
        fn answers(&self, rate: Option<Rate>) {
            *self.answer.lock().unwrap() = rate;
        }
    }

    #[async_trait::async_trait]
    impl RateProvider for Scripted {
        async fn ada_usd(&self) -> Result<Rate, RateError> {
            self.asked.fetch_add(1, Ordering::SeqCst);
            self.answer.lock().unwrap().clone().ok_or_else(|| RateError::Unavailable("down".into()))
        }
    }

    fn rate(micro_usd: i64, source: &str, age_secs: i64) -> Rate {
        Rate { micro_usd, source: source.into(), fetched_at: Utc::now() - chrono::Duration::seconds(age_secs) }
    }

    fn fallback(sources: &[&Scripted], max_age_secs: u64, retry_after: Duration) -> FallbackRates {
        let sources = sources.iter().map(|s| Box::new((*s).clone()) as Box<dyn RateProvider>).collect();
        FallbackRates::new(sources, Duration::from_secs(max_age_secs), retry_after)
    }

    #[tokio::test]
    async fn the_second_source_answers_when_the_first_is_down() {
        let (first, second) = (Scripted::default(), Scripted::default());
        second.answers(Some(rate(500_000, "second", 0)));
        let rates = fallback(&[&first, &second], 900, Duration::ZERO);
        assert_eq!(rates.ada_usd().await.unwrap().source, "second");
        first.answers(Some(rate(450_000, "first", 0)));
        assert_eq!(rates.ada_usd().await.unwrap().source, "first", "the first source is preferred again");
    }

    #[tokio::test]
    async fn a_stale_answer_is_never_served() {
        let (first, second) = (Scripted::default(), Scripted::default());
        first.answers(Some(rate(450_000, "first", 2_000)));
        second.answers(Some(rate(460_000, "second", 10)));
        let rates = fallback(&[&first, &second], 900, Duration::ZERO);
        assert_eq!(rates.ada_usd().await.unwrap().source, "second", "a source's old cached figure is passed over");
        second.answers(None);
        assert_eq!(rates.ada_usd().await.unwrap().micro_usd, 460_000, "the last good rate, while it is fresh");
        let rates = fallback(&[&first, &second], 5, Duration::ZERO);
        second.answers(Some(rate(460_000, "second", 10)));
        let err = rates.ada_usd().await.unwrap_err();
        assert!(matches!(err, RateError::Stale { max_age_secs: 5, .. }), "{err}");
    }

    #[tokio::test]
    async fn a_failed_source_rests_before_it_is_asked_again() {
        let (first, second) = (Scripted::default(), Scripted::default());
        second.answers(Some(rate(460_000, "second", 0)));
        let rates = fallback(&[&first, &second], 900, Duration::from_secs(30));
        rates.ada_usd().await.unwrap();
        rates.ada_usd().await.unwrap();
        assert_eq!(first.asked.load(Ordering::SeqCst), 1, "asked once, then left alone for a while");
    }

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
