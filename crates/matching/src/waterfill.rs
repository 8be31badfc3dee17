//! Exact water-filling of the pool under the caps (matching.md §8).

/// The real-valued allocation x_p of §8.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Allocation {
    /// x_p in cents, 0 for projects with m_p = 0.
    pub(crate) x: Vec<f64>,
    /// m_p > 0 and x_p = cap_p.
    pub(crate) capped: Vec<bool>,
    /// T: the number of cents to hand out (B, Ĉ or 0).
    pub(crate) target: u64,
}

/// Where the water level settles among projects listed in ρ order (§8 case B, step 4).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Level {
    /// k*: the entries before it are paid their cap.
    pub(crate) first_uncapped: usize,
    /// λ, in cents per USD of raw match.
    pub(crate) lambda: f64,
}

/// ρ = float(cap) / m, the λ at which a project reaches its cap.
pub(crate) fn rho(m: f64, cap: u64) -> f64 {
    cap as f64 / m
}

/// Step 3–4 of case B over `(m, cap)` entries already in ρ order (ties by project id), when the
/// caps sum to more than `pool`.
pub(crate) fn find_level(entries: &[(f64, u64)], pool: u64) -> Level {
    // W_k, added from the end.
    let mut suffix = vec![0.0f64; entries.len() + 1];
    for k in (0..entries.len()).rev() {
        suffix[k] = suffix[k + 1] + entries[k].0;
    }
    let mut paid: i128 = 0;
    for (k, &(m, cap)) in entries.iter().enumerate() {
        let lambda = (i128::from(pool) - paid) as f64 / suffix[k];
        if lambda <= rho(m, cap) {
            return Level { first_uncapped: k, lambda };
        }
        paid += i128::from(cap);
    }
    // Unreachable when the caps exceed the pool (§8); everyone capped is the safe answer.
    Level { first_uncapped: entries.len(), lambda: 0.0 }
}

/// Sorts the projects with m_p > 0 by ρ ascending, ties by index (= id order).
pub(crate) fn rho_order(m: &[f64], caps: &[u64]) -> Vec<usize> {
    let mut keyed: Vec<(f64, usize)> = (0..m.len()).filter(|&p| m[p] > 0.0).map(|p| (rho(m[p], caps[p]), p)).collect();
    keyed.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    keyed.into_iter().map(|(_, p)| p).collect()
}

/// The allocation of §8 for raw matches `m`, caps and pool B.
pub(crate) fn allocate(m: &[f64], caps: &[u64], pool: u64) -> Allocation {
    allocate_in_order(m, caps, pool, &rho_order(m, caps))
}

/// [`allocate`] with the projects of positive m already in ρ order ([`rho_order`]).
pub(crate) fn allocate_in_order(m: &[f64], caps: &[u64], pool: u64, order: &[usize]) -> Allocation {
    let mut x = vec![0.0; m.len()];
    let mut capped = vec![false; m.len()];
    if order.is_empty() {
        return Allocation { x, capped, target: 0 };
    }
    let total_cap: u128 = order.iter().map(|&p| u128::from(caps[p])).sum();
    if total_cap <= u128::from(pool) {
        for &p in order {
            x[p] = caps[p] as f64;
            capped[p] = true;
        }
        // total_cap <= pool, so it fits.
        let target = u64::try_from(total_cap).unwrap_or(pool);
        return Allocation { x, capped, target };
    }
    let entries: Vec<(f64, u64)> = order.iter().map(|&p| (m[p], caps[p])).collect();
    let level = find_level(&entries, pool);
    for (j, &p) in order.iter().enumerate() {
        let cap = caps[p] as f64;
        let value = if j < level.first_uncapped { cap } else { cap.min(level.lambda * m[p]) };
        x[p] = value;
        capped[p] = value == cap;
    }
    Allocation { x, capped, target: pool }
}
