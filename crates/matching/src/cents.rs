//! Whole cents by largest remainder (matching.md §9.1).

/// Turns real amounts `x` into integers summing to `target` (when room allows), never above
/// `caps` (when given), for the `eligible` projects (indices ascending = id order; others get 0).
pub(crate) fn largest_remainder(x: &[f64], eligible: &[usize], caps: Option<&[u64]>, target: u64) -> Vec<u64> {
    let mut cents = vec![0u64; x.len()];
    let mut remainder = vec![0.0f64; x.len()];
    let mut floors: i128 = 0;
    for &p in eligible {
        let floor = x[p].floor();
        // x_p is finite and in [0, 2^53), so the cast is exact.
        cents[p] = floor as u64;
        remainder[p] = x[p] - floor;
        floors += i128::from(cents[p]);
    }
    let mut d = i128::from(target) - floors;
    let mut list = eligible.to_vec();
    if d > 0 {
        // Remainder descending, ties by id ascending.
        list.sort_by(|&a, &b| remainder[b].total_cmp(&remainder[a]).then(a.cmp(&b)));
        while d > 0 {
            let before = d;
            for &p in &list {
                if d == 0 {
                    break;
                }
                if caps.is_none_or(|caps| cents[p] < caps[p]) {
                    cents[p] += 1;
                    d -= 1;
                }
            }
            if d == before {
                break; // no room anywhere; impossible per §9.1, but never loop forever
            }
        }
    } else if d < 0 {
        // Remainder ascending, ties by id descending.
        list.sort_by(|&a, &b| remainder[a].total_cmp(&remainder[b]).then(b.cmp(&a)));
        while d < 0 {
            let before = d;
            for &p in &list {
                if d == 0 {
                    break;
                }
                if cents[p] > 0 {
                    cents[p] -= 1;
                    d += 1;
                }
            }
            if d == before {
                break;
            }
        }
    }
    cents
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spare_cents_go_to_largest_remainders_then_lowest_index() {
        let x = [1.5, 2.25, 0.75, 3.5];
        // floors 1+2+0+3 = 6, target 8: remainders 0.75 (2), then the tie 0.5 goes to index 0.
        assert_eq!(largest_remainder(&x, &[0, 1, 2, 3], None, 8), vec![2, 2, 1, 3]);
    }

    #[test]
    fn a_project_at_its_cap_is_skipped() {
        let x = [1.9, 1.1];
        assert_eq!(largest_remainder(&x, &[0, 1], Some(&[1, 5]), 3), vec![1, 2]);
    }

    #[test]
    fn excess_cents_are_taken_from_smallest_remainders_highest_index_first() {
        let x = [2.0, 3.0, 4.0];
        assert_eq!(largest_remainder(&x, &[0, 1, 2], None, 7), vec![2, 2, 3]);
    }

    #[test]
    fn ineligible_projects_get_nothing() {
        let x = [5.0, 7.0];
        assert_eq!(largest_remainder(&x, &[1], None, 7), vec![0, 7]);
    }
}
