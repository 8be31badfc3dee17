//! Weights (matching.md §4) and credits (§5).
//!
//! ln is `libm::log`, a port of musl's `log` compiled into the binary, accurate to within 1 ulp
//! and identical on every platform (§11), never the platform's C library.

use crate::params::Params;

/// Precomputed constants for the weights of one round.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Weigher {
    unverified: f64,
    cm_max: f64,
    ip_max: u64,
    threshold: u64,
    /// L₂ = ln(float(IP_max + 1)).
    ln_ip_max: f64,
    vote_credit: f64,
}

impl Weigher {
    /// Constants for `params`, which must be valid.
    pub(crate) fn new(params: &Params) -> Self {
        Self {
            unverified: params.unverified_weight,
            cm_max: params.cm_max,
            ip_max: params.ip_max,
            threshold: params.ip_threshold,
            ln_ip_max: libm::log((params.ip_max + 1) as f64),
            vote_credit: params.vote_credit,
        }
    }

    /// CM(IP), §4, one float64 operation at a time in the order written.
    pub(crate) fn multiplier(&self, impact_points: u64) -> f64 {
        if impact_points < self.threshold {
            return 1.0;
        }
        if impact_points >= self.ip_max {
            // §4: "For IP ≥ IP_max the result is exactly M".
            return self.cm_max;
        }
        // IP < IP_max <= 2^53 - 2, so IP + 1 neither overflows nor loses precision.
        let l1 = libm::log((impact_points + 1) as f64);
        let q = l1 / self.ln_ip_max;
        let t = (self.cm_max - 1.0) * q;
        let cm = 1.0 + t;
        self.cm_max.min(cm)
    }

    /// w_i, §4.
    pub(crate) fn weight(&self, verified: bool, impact_points: u64) -> f64 {
        if verified { self.multiplier(impact_points) } else { self.unverified }
    }

    /// s_ip = max(√(c/100), v · voted), §5.
    pub(crate) fn root_credit(&self, amount_cents: u64, voted: bool) -> f64 {
        let donation = (amount_cents as f64 / 100.0).sqrt();
        let vote = if voted { self.vote_credit } else { 0.0 };
        donation.max(vote)
    }

    /// a_ip = w_i · s_ip, §5.
    pub(crate) fn weighted_credit(&self, weight: f64, amount_cents: u64, voted: bool) -> f64 {
        weight * self.root_credit(amount_cents, voted)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn example_params() -> Params {
        Params { unverified_weight: 0.1, cm_max: 100.0, ip_threshold: 5, ..Params::default() }
    }

    #[test]
    fn example_weights_match_section_14_1_bit_for_bit() {
        let w = Weigher::new(&example_params());
        assert_eq!(w.weight(true, 120), 35.365956122731816);
        assert_eq!(w.weight(true, 3), 1.0);
        assert_eq!(w.weight(false, 40), 0.1);
        assert_eq!(w.weight(true, 5), 13.83949470197697);
    }

    #[test]
    fn default_multiplier_rises_smoothly_to_its_bound() {
        let w = Weigher::new(&Params::default());
        assert_eq!(w.weight(false, 5000), 0.2);
        assert_eq!(w.weight(true, 0), 1.0);
        assert!((w.weight(true, 10) - 1.52).abs() < 0.01);
        assert!((w.weight(true, 100) - 2.00).abs() < 0.01);
        assert!((w.weight(true, 1000) - 2.50).abs() < 0.01);
        assert_eq!(w.weight(true, 1_000_000), 4.0);
        assert_eq!(w.weight(true, (1 << 53) - 1), 4.0);
    }

    #[test]
    fn credit_is_the_larger_of_donation_root_and_vote() {
        let w = Weigher::new(&Params::default());
        assert_eq!(w.root_credit(2500, true), 5.0);
        assert_eq!(w.root_credit(0, true), 0.25);
        assert_eq!(w.root_credit(4, true), 0.25);
        assert_eq!(w.root_credit(4, false), 0.2);
        assert_eq!(w.root_credit(0, false), 0.0);
    }
}
