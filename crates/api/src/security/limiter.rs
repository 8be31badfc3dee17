//! Rate limits in memory, by key: sign-in per client address and per account at an address,
//! comments per person.
//!
//! Each instance limits on its own; behind a load balancer with N instances the effective limit
//! is at most N times the configured one, which still stops password guessing and spam at scale.

use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

/// So many events per minute for each key.
#[derive(Clone)]
pub struct KeyedLimiter(Arc<DefaultKeyedRateLimiter<String>>);

impl KeyedLimiter {
    pub fn per_minute(n: u32) -> Self {
        let quota = Quota::per_minute(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN));
        Self(Arc::new(RateLimiter::keyed(quota)))
    }

    /// Counts one event for `key`; when the key is over its limit, how long until the next
    /// event is allowed.
    pub fn check(&self, key: &str) -> Result<(), Duration> {
        self.0.check_key(&key.to_owned()).map_err(|not_until| not_until.wait_time_from(DefaultClock::default().now()))
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
            per_ip: KeyedLimiter::per_minute(per_ip_per_minute),
            per_account: KeyedLimiter::per_minute(per_account_per_minute),
        }
    }

    /// Counts one attempt for `account` from `ip`; when either budget is spent, how long to wait.
    pub fn check(&self, ip: &str, account: &str) -> Result<(), Duration> {
        let ip_check = self.per_ip.check(ip);
        let account_check = self.per_account.check(&format!("{}\n{ip}", account.to_lowercase()));
        match (ip_check, account_check) {
            (Ok(()), Ok(())) => Ok(()),
            (Err(a), Err(b)) => Err(a.max(b)),
            (Err(wait), Ok(())) | (Ok(()), Err(wait)) => Err(wait),
        }
    }

    /// Counts one attempt against an address only (registration, code exchange).
    pub fn check_ip(&self, ip: &str) -> Result<(), Duration> {
        self.per_ip.check(ip)
    }
}

impl KeyedLimiter {
    pub fn per_hour(n: u32) -> Self {
        let quota = Quota::per_hour(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN));
        Self(Arc::new(RateLimiter::keyed(quota)))
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
            per_ip: KeyedLimiter::per_hour(per_ip_per_hour),
            per_account: KeyedLimiter::per_hour(per_account_per_hour),
        }
    }

    /// Counts one email asked for `account` (an email address or a person's id) from `ip`.
    pub fn check(&self, ip: &str, account: &str) -> Result<(), Duration> {
        let ip_check = self.per_ip.check(ip);
        let account_check = self.per_account.check(&account.trim().to_lowercase());
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

    #[test]
    fn an_account_attacked_from_elsewhere_keeps_its_owners_budget() {
        let limiter = SignInLimiter::new(100, 3);
        for _ in 0..3 {
            assert!(limiter.check("198.51.100.9", "ana@example.org").is_ok());
        }
        let wait = limiter.check("198.51.100.9", "ANA@example.org").unwrap_err();
        assert!(wait > Duration::ZERO && wait <= Duration::from_secs(60), "{wait:?}");
        assert!(limiter.check("203.0.113.7", "ana@example.org").is_ok(), "the owner's address has its own budget");
    }

    #[test]
    fn account_emails_are_limited_per_account_from_any_address() {
        let limiter = AccountMailLimiter::new(100, 2);
        assert!(limiter.check("198.51.100.9", "ana@example.org").is_ok());
        assert!(limiter.check("203.0.113.7", "ANA@example.org").is_ok());
        assert!(limiter.check("192.0.2.1", "ana@example.org").is_err(), "a third address does not get more");
        assert!(limiter.check("192.0.2.1", "bo@example.org").is_ok());
    }

    #[test]
    fn one_address_is_limited_across_accounts() {
        let limiter = SignInLimiter::new(2, 100);
        assert!(limiter.check("198.51.100.9", "a@example.org").is_ok());
        assert!(limiter.check("198.51.100.9", "b@example.org").is_ok());
        assert!(limiter.check("198.51.100.9", "c@example.org").is_err());
        assert!(limiter.check_ip("203.0.113.7").is_ok());
    }
}
