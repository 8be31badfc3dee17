//! Writing the files of a pack byte-exactly (§13.1, §13.3, §13.5, §13.6).

use std::fmt::Write;

use super::csv_in::{CONTRIBUTIONS_HEADER, PEOPLE_HEADER, PROJECTS_HEADER, RESULTS_HEADER};
use crate::input::RoundInput;
use crate::prepared::PreparedRound;
use crate::result::RoundResult;

/// The three input CSVs in canonical order. Pairs with no donation and no vote are left out,
/// and so are persons without a written pair (§13.3).
pub(crate) struct InputCsvs {
    pub(crate) projects: String,
    pub(crate) people: String,
    pub(crate) contributions: String,
}

pub(crate) fn input_csvs(round: &PreparedRound<'_>, input: &RoundInput) -> InputCsvs {
    // Writing to a String cannot fail, hence the ignored fmt::Results below.
    let mut projects = line(&PROJECTS_HEADER);
    for p in 0..round.project_count() {
        let _ = writeln!(projects, "{},{},{}", round.project_ids[p], round.requested[p], round.direct[p]);
    }
    let pairs = &round.pairs;
    let mut contributions = line(&CONTRIBUTIONS_HEADER);
    let mut listed = vec![false; round.person_count()];
    for p in 0..round.project_count() {
        for k in pairs.start[p]..pairs.start[p + 1] {
            if pairs.amount[k] == 0 && !pairs.voted[k] {
                continue;
            }
            let i = pairs.person[k] as usize;
            listed[i] = true;
            let _ = writeln!(
                contributions,
                "{},{},{},{}",
                round.person_ids[i],
                round.project_ids[p],
                pairs.amount[k],
                u8::from(pairs.voted[k])
            );
        }
    }
    let mut people = line(&PEOPLE_HEADER);
    for (i, &row) in round.person_rows.iter().enumerate() {
        let person = &input.people[row];
        if listed[i] {
            let _ = writeln!(people, "{},{},{}", person.id, u8::from(person.verified), person.impact_points);
        }
    }
    InputCsvs { projects, people, contributions }
}

/// results.csv: one row per project in id order; raw_match in the shortest decimal form that
/// reads back as the same float64 (Rust's `Display` for f64, for instance `1944.776023133858`).
pub(crate) fn results_csv(result: &RoundResult) -> String {
    let mut text = line(&RESULTS_HEADER);
    for p in &result.projects {
        let _ = writeln!(
            text,
            "{},{},{},{},{},{}",
            p.project_id,
            p.raw_match,
            p.uncapped_cents,
            p.cap_cents,
            p.match_cents,
            u8::from(p.capped)
        );
    }
    text
}

fn line(fields: &[&str]) -> String {
    let mut text = fields.join(",");
    text.push('\n');
    text
}
