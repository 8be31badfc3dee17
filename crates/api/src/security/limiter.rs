//! Sign-in rate limits, per client address and per account, in memory.
//!
//! Each instance limits on its own; behind a load balancer with N instances the effective limit
//! is at most N times the configured one, which still stops password guessing at scale.

use std::num::NonZeroU32;
use std::sync::Arc;

use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

#[derive(Clone)]
pub struct SignInLimiter {
    per_ip: Arc<DefaultKeyedRateLimiter<String>>,
    per_account: Arc<DefaultKeyedRateLimiter<String>>,
}

impl SignInLimiter {
    pub fn new(per_ip_per_minute: u32, per_account_per_minute: u32) -> Self {
        let quota = |n: u32| Quota::per_minute(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN));
        Self {
            per_ip: Arc::new(RateLimiter::keyed(quota(per_ip_per_minute))),
            per_account: Arc::new(RateLimiter::keyed(quota(per_account_per_minute))),
        }
    }

    /// Counts one attempt; false when the address or the account is over its limit.
    pub fn allow(&self, ip: &str, account: &str) -> bool {
        let ip_ok = self.per_ip.check_key(&ip.to_owned()).is_ok();
        let account_ok = self.per_account.check_key(&account.to_lowercase()).is_ok();
        ip_ok && account_ok
    }

    /// Counts one attempt against an address only (registration, code exchange).
    pub fn allow_ip(&self, ip: &str) -> bool {
        self.per_ip.check_key(&ip.to_owned()).is_ok()
    }
}
