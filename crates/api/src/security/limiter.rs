//! Rate limits in memory, by key: sign-in per client address and per account, comments per person.
//!
//! Each instance limits on its own; behind a load balancer with N instances the effective limit
//! is at most N times the configured one, which still stops password guessing and spam at scale.

use std::num::NonZeroU32;
use std::sync::Arc;

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

/// So many events per minute for each key.
#[derive(Clone)]
pub struct KeyedLimiter(Arc<DefaultKeyedRateLimiter<String>>);

impl KeyedLimiter {
    pub fn per_minute(n: u32) -> Self {
        let quota = Quota::per_minute(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN));
        Self(Arc::new(RateLimiter::keyed(quota)))
    }

    /// Counts one event for `key`; false when the key is over its limit.
    pub fn allow(&self, key: &str) -> bool {
        self.0.check_key(&key.to_owned()).is_ok()
    }
}

/// Sign-in attempts, limited per client address and per account.
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

    /// Counts one attempt; false when the address or the account is over its limit.
    pub fn allow(&self, ip: &str, account: &str) -> bool {
        let ip_ok = self.per_ip.allow(ip);
        let account_ok = self.per_account.allow(&account.to_lowercase());
        ip_ok && account_ok
    }

    /// Counts one attempt against an address only (registration, code exchange).
    pub fn allow_ip(&self, ip: &str) -> bool {
        self.per_ip.allow(ip)
    }
}
