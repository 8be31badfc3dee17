//! Computing a round's results from the database: at the end of voting for the freeze, or now
//! for the operators' live standings. Both render the audit pack, so both carry its input hash.

use std::collections::HashMap;

use anyhow::Context;
use chrono::{DateTime, Utc};
use matchpool_domain::round::Round;
use matchpool_matching::pack::{self, PackFiles};
use matchpool_matching::{Algorithm, Params, RoundInput, RoundResult};
use matchpool_store::results::NewProjectResult;

use crate::App;

/// Every project's line of a round's results, as stored.
pub type ResultLines = Vec<NewProjectResult>;

/// A round's results computed from its inputs as of some instant.
pub struct Computed {
    pub algorithm: Algorithm,
    pub params: Params,
    pub input_sha256: String,
    pub pool_cents: i64,
    pub allocated_cents: i64,
    pub unallocated_cents: i64,
    pub lines: ResultLines,
    /// The complete audit pack, inputs and results.
    pub pack: PackFiles,
    /// The end of the counted window (matchpool_store::matching::RoundInputs::cut_off).
    pub cut_off: DateTime<Utc>,
}

/// The matching crate's name for a round's algorithm (it keeps its own copy of the vocabulary).
pub fn engine_algorithm(algorithm: matchpool_domain::round::Algorithm) -> Algorithm {
    use matchpool_domain::round::Algorithm as Stored;
    match algorithm {
        Stored::Qf => Algorithm::Qf,
        Stored::Pairwise => Algorithm::Pairwise,
        Stored::Cocm => Algorithm::Cocm,
    }
}

/// A round's algorithm by the matching crate's name.
pub fn round_algorithm(algorithm: Algorithm) -> matchpool_domain::round::Algorithm {
    use matchpool_domain::round::Algorithm as Stored;
    match algorithm {
        Algorithm::Qf => Stored::Qf,
        Algorithm::Pairwise => Stored::Pairwise,
        Algorithm::Cocm => Stored::Cocm,
    }
}

/// The algorithm and parameters stored on a round, checked as matching.md §3 says.
pub fn round_settings(round: &Round) -> anyhow::Result<(Algorithm, Params)> {
    let algorithm = engine_algorithm(round.algorithm);
    let params: Params =
        serde_json::from_value(round.params.clone()).with_context(|| format!("parameters of round {}", round.id))?;
    params.validate().with_context(|| format!("parameters of round {}", round.id))?;
    Ok((algorithm, params))
}

/// Computes `round`'s results from its inputs as of `until` (the end of voting for the freeze).
/// The engine runs on a blocking thread: a large cocm round takes a while.
pub async fn compute_now(app: &App, round: &Round, until: DateTime<Utc>) -> anyhow::Result<Computed> {
    let (algorithm, params) = round_settings(round)?;
    let inputs = matchpool_store::matching::round_inputs(&app.db, round, app.matching.pseudonym_key(), until).await?;
    let round_id = round.number.to_string();
    let input = inputs.input.to_round_input();
    let engine_params = params.clone();
    let (files, result, input) = tokio::task::spawn_blocking(move || {
        pack::render(&input, algorithm, &engine_params, &round_id).map(|(files, result)| (files, result, input))
    })
    .await
    .context("the matching task stopped")?
    .with_context(|| format!("computing round {}", round.id))?;
    let input_sha256 = pack::input_sha256(&files.projects_csv, &files.people_csv, &files.contributions_csv);
    Ok(Computed {
        algorithm,
        params,
        input_sha256,
        pool_cents: cents(result.pool_cents),
        allocated_cents: cents(result.allocated_cents),
        unallocated_cents: cents(result.unallocated_cents),
        lines: lines(&input, &result)?,
        pack: files,
        cut_off: inputs.cut_off,
    })
}

/// Each project's line: the engine's figures, its supporters (people who voted or donated in
/// the window) and its direct donations D_p.
fn lines(input: &RoundInput, result: &RoundResult) -> anyhow::Result<ResultLines> {
    let mut supporters: HashMap<&str, i32> = HashMap::new();
    for c in input.contributions.iter().filter(|c| c.amount_cents > 0 || c.voted) {
        *supporters.entry(c.project_id.as_str()).or_default() += 1;
    }
    let direct: HashMap<&str, u64> = input.projects.iter().map(|p| (p.id.as_str(), p.direct_cents)).collect();
    result
        .projects
        .iter()
        .map(|p| {
            let id = p.project_id.as_str();
            Ok(NewProjectResult {
                project_id: id.parse().with_context(|| format!("project id {id}"))?,
                raw_match: p.raw_match,
                uncapped_cents: cents(p.uncapped_cents),
                cap_cents: cents(p.cap_cents),
                match_cents: cents(p.match_cents),
                capped: p.capped,
                supporters: supporters.get(id).copied().unwrap_or(0),
                donations_cents: cents(direct.get(id).copied().unwrap_or(0)),
            })
        })
        .collect()
}

/// Engine amounts are at most 2^53 − 1 cents, so they always fit a BIGINT.
fn cents(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}
