//! Round parameters (matching.md §3) and the algorithm choice.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize};

/// Largest allowed `ip_max`: 2^53 − 2, so that `ip_max + 1` converts to float64 exactly.
pub const MAX_IP_MAX: u64 = (1 << 53) - 2;

/// The algorithm version this crate implements (matching.md §16).
pub const ALGORITHM_VERSION: u32 = 1;

/// Which raw-match algorithm a round uses (matching.md §6). Serialized in lowercase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// Quadratic funding (§6.1), the default.
    #[default]
    Qf,
    /// Pairwise-bounded quadratic funding (§6.2).
    Pairwise,
    /// Connection-oriented cluster match (§6.3).
    Cocm,
}

impl Algorithm {
    /// The name used in round.json and on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Algorithm::Qf => "qf",
            Algorithm::Pairwise => "pairwise",
            Algorithm::Cocm => "cocm",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Algorithm {
    type Err = ParamError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "qf" => Ok(Algorithm::Qf),
            "pairwise" => Ok(Algorithm::Pairwise),
            "cocm" => Ok(Algorithm::Cocm),
            other => Err(ParamError::UnknownAlgorithm(other.to_owned())),
        }
    }
}

/// cocm similarity: only `"markov"` in version 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum CocmSimilarity {
    /// The two-step walk of §6.3.
    #[default]
    Markov,
}

/// cocm attenuation: only `"harsh"` in version 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum CocmAttenuation {
    /// H = (1 − k) · e, §6.3 step 6.
    #[default]
    Harsh,
}

/// cocm groups: only `"projects"` in version 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum CocmGroups {
    /// Every supported project is a group.
    #[default]
    Projects,
}

/// Every parameter of matching.md §3. `Default` gives the §3 defaults; deserializing takes the
/// default for a missing key and rejects unknown keys (§13.2). Call [`Params::validate`] before use
/// (the engine does).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema), schema(as = MatchingParams))]
#[serde(default, deny_unknown_fields)]
pub struct Params {
    /// u: weight of an unverified person (≥ 0).
    pub unverified_weight: f64,
    /// v: root credit of a vote without a donation, in √USD (≥ 0).
    pub vote_credit: f64,
    /// M: largest contribution multiplier (≥ 1).
    pub cm_max: f64,
    /// IP_max: impact points at which the multiplier reaches M (1 ≤ IP_max ≤ 2^53 − 2).
    #[serde(deserialize_with = "integer")]
    pub ip_max: u64,
    /// θ: impact points below which the multiplier is 1.
    #[serde(deserialize_with = "integer")]
    pub ip_threshold: u64,
    /// κ: round cap as a fraction of the pool (0 < κ ≤ 1), or `None` for no round cap.
    pub round_cap_fraction: Option<f64>,
    /// M_pair: pairwise threshold in USD (> 0).
    pub pairwise_m: f64,
    /// cocm similarity.
    pub cocm_similarity: CocmSimilarity,
    /// cocm attenuation.
    pub cocm_attenuation: CocmAttenuation,
    /// cocm groups.
    pub cocm_groups: CocmGroups,
}

impl Default for Params {
    fn default() -> Self {
        Self {
            unverified_weight: 0.2,
            vote_credit: 0.25,
            cm_max: 4.0,
            ip_max: 1_000_000,
            ip_threshold: 0,
            round_cap_fraction: None,
            pairwise_m: 10.0,
            cocm_similarity: CocmSimilarity::Markov,
            cocm_attenuation: CocmAttenuation::Harsh,
            cocm_groups: CocmGroups::Projects,
        }
    }
}

/// A parameter outside its §3 range, or an unknown algorithm.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ParamError {
    /// A number is outside its range.
    #[error("parameter {name} = {value} is out of range: it must be {range}")]
    OutOfRange {
        /// The §3 key.
        name: &'static str,
        /// The value given.
        value: f64,
        /// The allowed range, in words.
        range: &'static str,
    },
    /// An integer parameter is outside its range.
    #[error("parameter {name} = {value} is out of range: it must be {range}")]
    IntegerOutOfRange {
        /// The §3 key.
        name: &'static str,
        /// The value given.
        value: u64,
        /// The allowed range, in words.
        range: &'static str,
    },
    /// The algorithm name is not `qf`, `pairwise` or `cocm`.
    #[error("unknown algorithm {0:?}: expected qf, pairwise or cocm")]
    UnknownAlgorithm(String),
}

impl Params {
    /// Checks every parameter against its §3 range.
    pub fn validate(&self) -> Result<(), ParamError> {
        let real = |name, value: f64, ok: bool, range| {
            if value.is_finite() && ok { Ok(()) } else { Err(ParamError::OutOfRange { name, value, range }) }
        };
        let u = self.unverified_weight;
        real("unverified_weight", u, u >= 0.0, "a number >= 0")?;
        let v = self.vote_credit;
        real("vote_credit", v, v >= 0.0, "a number >= 0")?;
        real("cm_max", self.cm_max, self.cm_max >= 1.0, "a number >= 1")?;
        let m = self.pairwise_m;
        real("pairwise_m", m, m > 0.0, "a number > 0")?;
        if !(1..=MAX_IP_MAX).contains(&self.ip_max) {
            return Err(ParamError::IntegerOutOfRange {
                name: "ip_max",
                value: self.ip_max,
                range: "an integer from 1 to 2^53 - 2",
            });
        }
        if let Some(k) = self.round_cap_fraction {
            let range = "null, or a number with 0 < k <= 1 that is at least 0.000001 once rounded to millionths";
            let ppm = k * 1e6;
            real("round_cap_fraction", k, k > 0.0 && k <= 1.0, range)?;
            real("round_cap_fraction", k, ppm.round() >= 1.0, range)?;
        }
        Ok(())
    }

    /// κ_ppm of §7: κ · 10^6 rounded to the nearest integer (halves away from zero), or `None`
    /// without a round cap. Assumes [`Params::validate`] passed.
    pub fn round_cap_ppm(&self) -> Option<u64> {
        // Validated: 1 <= round(k * 1e6) <= 1e6, so the cast is exact.
        self.round_cap_fraction.map(|k| (k * 1e6).round().clamp(1.0, 1e6) as u64)
    }

    /// C of §7: ⌊κ_ppm · B / 10^6⌋ in exact integer arithmetic, or `None` without a round cap.
    pub fn round_cap_cents(&self, pool_cents: u64) -> Option<u64> {
        self.round_cap_ppm().map(|ppm| round_cap_cents(ppm, pool_cents))
    }
}

/// cap_p of §7: what the project still lacks, K_p = max(0, R_p − D_p), within the round cap C.
pub(crate) fn project_cap(requested: u64, direct: u64, round_cap: Option<u64>) -> u64 {
    let lacking = requested.saturating_sub(direct);
    round_cap.map_or(lacking, |c| lacking.min(c))
}

/// C = ⌊κ_ppm · B / 10^6⌋ in exact integers (κ_ppm · B needs up to 73 bits).
pub(crate) fn round_cap_cents(ppm: u64, pool_cents: u64) -> u64 {
    let c = u128::from(ppm) * u128::from(pool_cents) / 1_000_000;
    // c <= pool_cents whenever ppm <= 10^6.
    u64::try_from(c).unwrap_or(pool_cents)
}

/// Reads an integer parameter written either as `1000000` or `1000000.0` (§13.2).
fn integer<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u64, D::Error> {
    struct Visitor;
    impl serde::de::Visitor<'_> for Visitor {
        type Value = u64;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a non-negative integer")
        }
        fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<u64, E> {
            Ok(v)
        }
        fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<u64, E> {
            u64::try_from(v).map_err(|_| E::custom(format!("{v} is negative")))
        }
        fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<u64, E> {
            // 2^64 is exactly representable; anything below it and integral fits a u64.
            if (0.0..18_446_744_073_709_551_616.0).contains(&v) && v.fract() == 0.0 {
                Ok(v as u64)
            } else {
                Err(E::custom(format!("{v} is not a non-negative integer")))
            }
        }
    }
    deserializer.deserialize_any(Visitor)
}
