//! `pairwise` raw match (matching.md §6.2).
//!
//! Only pairs that co-support some project matter, so instead of a table of all O_ij the
//! computation walks persons i in ascending order and fills a dense row `overlap[j] = O_ij` for
//! the j > i that share a project with i (one pass over i's projects, ascending, which is the
//! reference order of O_ij), then adds i's terms to every project of i. Each m_p therefore sums its
//! terms with i ascending, then j ascending, the outer order of §6.2's reference evaluation.
//!
//! Each term is evaluated as the qf pair term minus its discount, q − q · O / (M + O) with
//! q = 2 · a_ip · a_jp, left to right. It equals 2 · a_ip a_jp · M / (M + O) in exact arithmetic,
//! and it is the form that reproduces the published worked example of §14.6 to the last bit
//! (the term written in §6.2's informative note differs from it in the last bits; §11 allows any
//! fixed order for pairwise).
//! Cost: Σ_p n_p² / 2 pair visits, three times; memory: one row of floats per person.

use crate::prepared::{PersonRows, Support};
use crate::qf::non_negative;

/// m_p of §6.2 for every project, with threshold `m_pair` (USD).
pub(crate) fn raw_matches(support: &Support, persons: usize, m_pair: f64) -> Vec<f64> {
    let rows: PersonRows = support.by_person(persons);
    let projects = support.start.len() - 1;
    let mut sums = vec![0.0f64; projects];
    let mut overlap = vec![0.0f64; persons];
    for i in 0..persons {
        let mine = rows.range(i);
        // Entries after i in each of i's projects: the co-supporters j > i.
        let later = |e: usize| {
            let k = rows.at[e] as usize;
            (k, k + 1..support.start[rows.project[e] as usize + 1])
        };
        for e in mine.clone() {
            let (k, others) = later(e);
            let a_iq = support.credit[k];
            for kk in others {
                overlap[support.person[kk] as usize] += a_iq * support.credit[kk];
            }
        }
        for e in mine.clone() {
            let (k, others) = later(e);
            let a_ip = support.credit[k];
            let sum = &mut sums[rows.project[e] as usize];
            for kk in others {
                let o = overlap[support.person[kk] as usize];
                let pair = 2.0 * a_ip * support.credit[kk];
                *sum += pair - pair * o / (m_pair + o);
            }
        }
        for e in mine {
            for kk in later(e).1 {
                overlap[support.person[kk] as usize] = 0.0;
            }
        }
    }
    sums.into_iter().map(non_negative).collect()
}
