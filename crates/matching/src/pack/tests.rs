//! The fast reader against the reference one (`Pack::from_files` + `Pack::prepare`, the csv
//! crate and a `String` per id) on random packs, well-formed and damaged, split into many
//! chunks so that every chunk boundary, line number and error priority is exercised.

use proptest::prelude::*;

use super::load::{Split, with_split};
use super::{Computed, Pack, PackError, PackFiles, computed, input_sha256, render};
use crate::input::{Contribution, PersonInput, ProjectInput, RoundInput};
use crate::params::{Algorithm, Params};
use crate::synthetic::XorShift;

/// The fast reader, as `compute` (`needs_results` false) or `verify` (true) uses it.
fn fast(files: &PackFiles, needs_results: bool, split: Split) -> Result<Computed, String> {
    with_split(files, needs_results, split, |round, prepared| computed(prepared, round.algorithm))
        .map_err(|e| e.to_string())
}

/// What `compute_to` and `verify` did before the fast reader.
fn reference(files: &PackFiles, needs_results: bool) -> Result<Computed, String> {
    let run = || {
        let pack = Pack::from_files(files)?;
        if needs_results && pack.published.is_none() {
            return Err(PackError::NoResults);
        }
        pack.compute()
    };
    run().map_err(|e| e.to_string())
}

const SPLITS: [Split; 3] =
    [Split { threads: 1, min_chunk: 1 << 20 }, Split { threads: 2, min_chunk: 1 }, Split { threads: 5, min_chunk: 7 }];

fn assert_same(files: &PackFiles) -> Result<(), TestCaseError> {
    for needs_results in [false, true] {
        let expected = reference(files, needs_results);
        for split in SPLITS {
            prop_assert_eq!(&fast(files, needs_results, split), &expected, "{:?}", split);
        }
    }
    Ok(())
}

prop_compose! {
    /// A valid round of up to 6 projects and 12 persons; long ids some of the time (they are
    /// looked up as strings instead of packed integers).
    fn round()(
        long in any::<bool>(),
        projects in prop::collection::vec((0..3_000_000u64, 0..400_000u64), 1..=6),
        people in prop::collection::vec((any::<bool>(), 0..2_000_000u64), 1..=12),
        pool in 0..10_000_000u64,
        pairs in prop::collection::vec((0..12usize, 0..6usize, 0..100_000u64, any::<bool>()), 0..40),
    ) -> RoundInput {
        let person = |i: usize| if long { format!("person:with-a-long-pseudonym.{i}") } else { format!("u{i}") };
        let mut seen = std::collections::BTreeSet::new();
        let contributions = pairs
            .into_iter()
            .filter(|&(i, p, _, _)| i < people.len() && p < projects.len() && seen.insert((i, p)))
            .map(|(i, p, amount_cents, voted)| Contribution {
                person_id: person(i),
                project_id: format!("p{}", p + 1),
                amount_cents,
                voted: voted || amount_cents == 0,
            })
            .collect();
        RoundInput {
            pool_cents: pool,
            projects: projects.iter().enumerate().map(|(p, &(requested_cents, direct_cents))| {
                ProjectInput { id: format!("p{}", p + 1), requested_cents, direct_cents }
            }).collect(),
            people: people.iter().enumerate().map(|(i, &(verified, impact_points))| {
                PersonInput { id: person(i), verified, impact_points }
            }).collect(),
            contributions,
        }
    }
}

/// Field values a damaged row may get: every way a field can be wrong, and some right ones.
const TOKENS: [&[u8]; 22] = [
    b"",
    b"0",
    b"1",
    b"00",
    b"01",
    b"+1",
    b"-1",
    b"1.0",
    b"2",
    b" 1",
    b"9007199254740991",
    b"9007199254740992",
    b"99999999999999999999",
    b"\"p1\"",
    b"\"u1\"",
    b"a b",
    b"p1",
    b"u1",
    b"zz",
    b"\xC3\xBC",
    b"\xFF",
    b"an-id-of-sixty-five-characters-which-is-one-more-than-is-allowed-x",
];

/// Damages the CSV files of a pack at random, the way hand-edited or foreign files differ.
fn damage(files: &mut PackFiles, rng: &mut XorShift, edits: usize) {
    for _ in 0..edits {
        let file = match rng.below(3) {
            0 => &mut files.projects_csv,
            1 => &mut files.people_csv,
            _ => &mut files.contributions_csv,
        };
        let mut lines: Vec<Vec<u8>> = file.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
        if lines.last().is_some_and(Vec::is_empty) {
            lines.pop();
        }
        let pick = |rng: &mut XorShift, n: usize| rng.below(n.max(1) as u64) as usize;
        let mut ending: &[u8] = b"\n";
        let mut final_ending = true;
        let mut bom = false;
        match rng.below(12) {
            0 => ending = [&b"\r\n"[..], b"\r"][pick(rng, 2)],
            1 => bom = true,
            2 => final_ending = false,
            3 => {
                let at = pick(rng, lines.len() + 1);
                lines.insert(at.min(lines.len()), Vec::new());
            }
            4 if lines.len() > 1 => {
                let row = 1 + pick(rng, lines.len() - 1);
                lines.push(lines[row].clone());
            }
            5 if lines.len() > 1 => {
                lines.remove(1 + pick(rng, lines.len() - 1));
            }
            6 if lines.len() > 1 => {
                let (a, b) = (1 + pick(rng, lines.len() - 1), 1 + pick(rng, lines.len() - 1));
                lines.swap(a, b);
            }
            7 => {
                let row = pick(rng, lines.len());
                if let Some(line) = lines.get_mut(row) {
                    if rng.below(2) == 0 { line.push(b',') } else { line.retain(|&b| b != b',') }
                }
            }
            8 => lines.clear(),
            _ => {
                let row = pick(rng, lines.len());
                if let Some(line) = lines.get_mut(row) {
                    let mut fields: Vec<Vec<u8>> = line.split(|&b| b == b',').map(<[u8]>::to_vec).collect();
                    let field = pick(rng, fields.len());
                    fields[field] = TOKENS[pick(rng, TOKENS.len())].to_vec();
                    *line = fields.join(&b","[..]);
                }
            }
        }
        let mut text = if bom { b"\xEF\xBB\xBF".to_vec() } else { Vec::new() };
        text.extend(lines.join(ending));
        if final_ending && !lines.is_empty() {
            text.extend_from_slice(ending);
        }
        *file = text;
    }
}

/// Makes round.json declare the hash of the (damaged) inputs.
fn rehash(files: &mut PackFiles) {
    let mut round: serde_json::Value = serde_json::from_slice(&files.round_json).expect("round.json");
    round["input_sha256"] = input_sha256(&files.projects_csv, &files.people_csv, &files.contributions_csv).into();
    files.round_json = serde_json::to_vec(&round).expect("json");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn fast_reader_computes_the_reference_results_bit_for_bit(input in round(), cocm in any::<bool>(), seed in any::<u64>()) {
        let algorithm = if cocm { Algorithm::Cocm } else { Algorithm::Qf };
        let (mut files, _) = render(&input, algorithm, &Params::default(), "7").expect("renders");
        assert_same(&files)?;
        // The same rows in another order, some with CRLF or a BOM: still the same results.
        let mut rng = XorShift::new(seed);
        damage(&mut files, &mut rng, 1);
        rehash(&mut files);
        assert_same(&files)?;
    }

    #[test]
    fn fast_reader_rejects_damaged_packs_with_the_reference_error(
        input in round(),
        seed in any::<u64>(),
        edits in 1..4usize,
        stale_hash in prop::sample::select(vec![false, false, false, true]),
        drop_results in any::<bool>(),
    ) {
        let (mut files, _) = render(&input, Algorithm::Qf, &Params::default(), "7").expect("renders");
        damage(&mut files, &mut XorShift::new(seed), edits);
        if !stale_hash {
            rehash(&mut files);
        }
        if drop_results {
            files.results_csv = None;
        }
        assert_same(&files)?;
    }
}

#[test]
fn a_large_synthetic_pack_reads_like_the_reference_on_several_threads() {
    let input = crate::synthetic::round(60_000, 40, 5);
    let (files, result) = render(&input, Algorithm::Qf, &Params::default(), "9").expect("renders");
    let expected = reference(&files, true).expect("computes");
    assert_eq!(expected.result, result);
    for split in [Split { threads: 2, min_chunk: 1 << 20 }, Split { threads: 3, min_chunk: 1000 }] {
        assert_eq!(fast(&files, true, split), Ok(expected.clone()));
    }
}
