//! Rate limits by key: sign-in per client address and per account at an address, comments per
//! person.
//!
//! With `redis_url` configured the counts are shared by every instance (a fixed one-minute window
//! per key in Redis: `INCR` and `EXPIRE` in one transaction), so N instances still allow the
//! configured limit, not N times it. Without Redis, or while it does not answer, each instance
//! counts in its own memory (governor's keyed limiter, whose idle keys are pruned as it goes).

use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use sha2::{Digest, Sha256};

/// How many checks between two prunings of the in-memory limiter's idle keys.
const PRUNE_EVERY: u64 = 1024;
/// How long a Redis round trip may take before the instance counts on its own.
const REDIS_TIMEOUT: Duration = Duration::from_millis(500);

/// The counts shared by all instances, in Redis.
#[derive(Clone)]
pub struct SharedLimits(redis::aio::ConnectionManager);

impl SharedLimits {
    /// Connects to `url` (`redis://host:6379/0`); the connection re-opens by itself after a drop.
    pub async fn connect(url: &str) -> Result<Self, redis::RedisError> {
        let client = redis::Client::open(url)?;
        Ok(Self(client.get_connection_manager().await?))
    }

    /// Whether Redis answers (readiness).
    pub async fn ping(&self) -> Result<(), redis::RedisError> {
        let mut conn = self.0.clone();
        redis::cmd("PING").query_async::<String>(&mut conn).await.map(|_| ())
    }

    /// Records `key` for `ttl` if no instance recorded it yet; false when one did (a webhook
    /// delivery accepted elsewhere).
    pub async fn first_time(&self, key: &str, ttl: Duration) -> Result<bool, redis::RedisError> {
        let mut conn = self.0.clone();
        let set: Option<String> = redis::cmd("SET")
            .arg(format!("matchpool:once:{key}"))
            .arg(1)
            .arg("NX")
            .arg("EX")
            .arg(ttl.as_secs().max(1))
            .query_async(&mut conn)
            .await?;
        Ok(set.is_some())
    }

    /// Counts one event of `key` in the current minute and returns the minute's count and the
    /// time left in it.
    async fn hit(&self, key: &str) -> Result<(i64, Duration), redis::RedisError> {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        let window = now.as_secs() / 60;
        let key = format!("matchpool:limit:{window}:{key}");
        let mut conn = self.0.clone();
        let (count,): (i64,) =
            redis::pipe().atomic().incr(&key, 1).expire(&key, 120).ignore().query_async(&mut conn).await?;
        let left = Duration::from_secs((window + 1) * 60).saturating_sub(now);
        Ok((count, left))
    }
}

/// So many events per minute for each key.
#[derive(Clone)]
pub struct KeyedLimiter {
    /// Names the limit in Redis keys (`sign_in_ip`, `comments`).
    name: &'static str,
    per_minute: u32,
    memory: Arc<DefaultKeyedRateLimiter<String>>,
    checks: Arc<AtomicU64>,
    shared: Option<SharedLimits>,
}

impl KeyedLimiter {
    pub fn per_minute(n: u32) -> Self {
        Self::named("limit", n)
    }

    pub fn named(name: &'static str, n: u32) -> Self {
        let quota = Quota::per_minute(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN));
        Self {
            name,
            per_minute: n.max(1),
            memory: Arc::new(RateLimiter::keyed(quota)),
            checks: Arc::new(AtomicU64::new(0)),
            shared: None,
        }
    }

    /// Counts in Redis, shared with the other instances.
    pub fn shared(mut self, shared: SharedLimits) -> Self {
        self.shared = Some(shared);
        self
    }

    /// Counts one event for `key`; when the key is over its limit, how long until the next
    /// event is allowed.
    pub async fn check(&self, key: &str) -> Result<(), Duration> {
        if let Some(shared) = &self.shared {
            // Keys hold emails and addresses: Redis sees only their hashes.
            let hashed = hex::encode(Sha256::digest(key.as_bytes()));
            match tokio::time::timeout(REDIS_TIMEOUT, shared.hit(&format!("{}:{hashed}", self.name))).await {
                Ok(Ok((count, left))) => {
                    return if count > i64::from(self.per_minute) {
                        Err(left.max(Duration::from_secs(1)))
                    } else {
                        Ok(())
                    };
                }
                Ok(Err(err)) => tracing::warn!(error = %err, "the shared rate limit is unavailable; counting here"),
                Err(_) => tracing::warn!("the shared rate limit did not answer in time; counting here"),
            }
        }
        self.check_memory(key)
    }

    fn check_memory(&self, key: &str) -> Result<(), Duration> {
        if self.checks.fetch_add(1, Ordering::Relaxed) % PRUNE_EVERY == PRUNE_EVERY - 1 {
            self.prune();
        }
        self.memory
            .check_key(&key.to_owned())
            .map_err(|not_until| not_until.wait_time_from(DefaultClock::default().now()))
    }

    /// Forgets keys whose budget is full again (nothing to remember about them).
    pub fn prune(&self) {
        self.memory.retain_recent();
        self.memory.shrink_to_fit();
    }

    /// How many keys the in-memory limiter remembers.
    pub fn remembered(&self) -> usize {
        self.memory.len()
    }
}

/// Sign-in attempts, limited per client address, and per account at each address: guesses from
/// elsewhere use up their own addresses' budgets, never the one of the account's owner.
#[derive(Clone)]
pub struct SignInLimiter {
    per_ip: KeyedLimiter,
    per_account: KeyedLimiter,
}

impl SignInLimiter {
    pub fn new(per_ip_per_minute: u32, per_account_per_minute: u32) -> Self {
        Self {
            per_ip: KeyedLimiter::named("sign_in_ip", per_ip_per_minute),
            per_account: KeyedLimiter::named("sign_in_account", per_account_per_minute),
        }
    }

    /// Counts in Redis, shared with the other instances.
    pub fn shared(self, shared: SharedLimits) -> Self {
        Self { per_ip: self.per_ip.shared(shared.clone()), per_account: self.per_account.shared(shared) }
    }

    /// Counts one attempt for `account` from `ip`; when either budget is spent, how long to wait.
    pub async fn check(&self, ip: &str, account: &str) -> Result<(), Duration> {
        let ip_check = self.per_ip.check(ip).await;
        let account_check = self.per_account.check(&format!("{}\n{ip}", account.to_lowercase())).await;
        match (ip_check, account_check) {
            (Ok(()), Ok(())) => Ok(()),
            (Err(a), Err(b)) => Err(a.max(b)),
            (Err(wait), Ok(())) | (Ok(()), Err(wait)) => Err(wait),
        }
    }

    /// Counts one attempt against an address only (registration, code exchange).
    pub async fn check_ip(&self, ip: &str) -> Result<(), Duration> {
        self.per_ip.check(ip).await
    }
}

impl KeyedLimiter {
    /// So many events per hour for each key, counted in this instance only (account emails:
    /// a few per hour, so instances add little to the limit).
    pub fn per_hour(name: &'static str, n: u32) -> Self {
        let quota = Quota::per_hour(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN));
        Self {
            name,
            per_minute: n.max(1),
            memory: Arc::new(RateLimiter::keyed(quota)),
            checks: Arc::new(AtomicU64::new(0)),
            shared: None,
        }
    }
}

/// Account emails (confirmation links, password resets): so many per hour from one client
/// address, and so many per hour for one account wherever the requests come from, so nobody can
/// flood an inbox. The account key is the address asked about, known or not, so the limit
/// itself tells nothing about who has an account.
#[derive(Clone)]
pub struct AccountMailLimiter {
    per_ip: KeyedLimiter,
    per_account: KeyedLimiter,
}

impl AccountMailLimiter {
    pub fn new(per_ip_per_hour: u32, per_account_per_hour: u32) -> Self {
        Self {
            per_ip: KeyedLimiter::per_hour("mail_ip", per_ip_per_hour),
            per_account: KeyedLimiter::per_hour("mail_account", per_account_per_hour),
        }
    }

    /// Counts one email asked for `account` (an email address or a person's id) from `ip`.
    pub fn check(&self, ip: &str, account: &str) -> Result<(), Duration> {
        let ip_check = self.per_ip.check_memory(ip);
        let account_check = self.per_account.check_memory(&account.trim().to_lowercase());
        match (ip_check, account_check) {
            (Ok(()), Ok(())) => Ok(()),
            (Err(a), Err(b)) => Err(a.max(b)),
            (Err(wait), Ok(())) | (Ok(()), Err(wait)) => Err(wait),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_account_attacked_from_elsewhere_keeps_its_owners_budget() {
        let limiter = SignInLimiter::new(100, 3);
        for _ in 0..3 {
            assert!(limiter.check("198.51.100.9", "ana@example.org").await.is_ok());
        }
        let wait = limiter.check("198.51.100.9", "ANA@example.org").await.unwrap_err();
        assert!(wait > Duration::ZERO && wait <= Duration::from_secs(60), "{wait:?}");
        assert!(
            limiter.check("203.0.113.7", "ana@example.org").await.is_ok(),
            "the owner's address has its own budget"
        );
    }

    #[test]
    fn account_emails_are_limited_per_account_from_any_address() {
        let limiter = AccountMailLimiter::new(100, 2);
        assert!(limiter.check("198.51.100.9", "ana@example.org").is_ok());
        assert!(limiter.check("203.0.113.7", "ANA@example.org").is_ok());
        assert!(limiter.check("192.0.2.1", "ana@example.org").is_err(), "a third address does not get more");
        assert!(limiter.check("192.0.2.1", "bo@example.org").is_ok());
    }

    #[tokio::test]
    async fn one_address_is_limited_across_accounts() {
        let limiter = SignInLimiter::new(2, 100);
        assert!(limiter.check("198.51.100.9", "a@example.org").await.is_ok());
        assert!(limiter.check("198.51.100.9", "b@example.org").await.is_ok());
        assert!(limiter.check("198.51.100.9", "c@example.org").await.is_err());
        assert!(limiter.check_ip("203.0.113.7").await.is_ok());
    }

    #[tokio::test]
    async fn idle_keys_are_forgotten() {
        let limiter = KeyedLimiter::per_minute(6000);
        for n in 0..(PRUNE_EVERY - 1) {
            limiter.check(&format!("visitor-{n}")).await.unwrap();
        }
        assert_eq!(limiter.remembered(), (PRUNE_EVERY - 1) as usize);
        // At 6000 a minute one event refills in 10 ms: wait until every key is full again.
        tokio::time::sleep(Duration::from_millis(30)).await;
        limiter.check("one-more").await.unwrap();
        assert!(limiter.remembered() <= 1, "{} keys remembered", limiter.remembered());
    }
}
