//! `qf` raw match (matching.md §6.1).

use crate::prepared::Support;

/// F_p and m_p of one project from its supporters' credits in canonical order: F = Σ a,
/// G = Σ a·a (both from +0.0, left to right), m = F·F − G, 0 below two supporters or below 0.
pub(crate) fn project_sums(credits: &[f64]) -> (f64, f64) {
    let mut f = 0.0;
    let mut g = 0.0;
    for &a in credits {
        f += a;
        g += a * a;
    }
    let m = if credits.len() < 2 { 0.0 } else { f * f - g };
    (f, non_negative(m))
}

/// m_p of §6.1 for every project.
pub(crate) fn raw_matches(support: &Support) -> Vec<f64> {
    (0..support.start.len() - 1).map(|p| project_sums(&support.credit[support.range(p)]).1).collect()
}

/// §6: a computed value below 0 (only through rounding) becomes 0; −0.0 becomes +0.0 too.
/// NaN stays NaN, for the caller to report.
pub(crate) fn non_negative(m: f64) -> f64 {
    if m > 0.0 || m.is_nan() { m } else { 0.0 }
}
