//! Reading a pack's inputs straight into a [`PreparedRound`] whose ids borrow the file bytes:
//! no string per field, the input hash computed while the files are parsed, and the large
//! files parsed in chunks on every core.
//!
//! It accepts and rejects exactly what [`Pack::from_files`](super::Pack::from_files) followed
//! by [`Pack::prepare`](super::Pack::prepare) does, with the same first error: round.json,
//! input_sha256, projects.csv, people.csv and contributions.csv rows, repeated projects, repeated
//! persons, unknown projects, unknown persons, repeated pairs.

use super::PackError;
use super::csv_in::{CONTRIBUTIONS_HEADER, PEOPLE_HEADER, PROJECTS_HEADER, Row};
use super::files::{CONTRIBUTIONS_CSV, PEOPLE_CSV, PROJECTS_CSV, PackFiles};
use super::round_json::{RoundFile, input_sha256};
use super::scan::{Cursor, Fields, Source, lines};
use crate::grouping::Resolved;
use crate::ids::{IdIndex, first_repeat, packed_key, sort_ids};
use crate::input::{IdKind, InputError};
use crate::prepared::{Head, PreparedRound};
use crate::result::default_threads;

/// Reads and checks a pack's round.json and inputs, then calls `then` with them prepared. With
/// `needs_results`, a pack without results.csv is refused once its files are read.
pub(crate) fn with_prepared<T>(
    files: &PackFiles,
    needs_results: bool,
    then: impl FnOnce(&RoundFile, &PreparedRound<'_>) -> Result<T, PackError>,
) -> Result<T, PackError> {
    with_split(files, needs_results, Split::default(), then)
}

/// How the work is shared out: files are parsed in up to `threads` chunks of at least
/// `min_chunk` bytes (threads cost more than they save on small files).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Split {
    pub(crate) threads: usize,
    pub(crate) min_chunk: usize,
}

impl Default for Split {
    fn default() -> Self {
        Self { threads: default_threads(), min_chunk: 1 << 20 }
    }
}

impl Split {
    fn chunks(self, source: &Source<'_>) -> usize {
        self.threads.clamp(1, 1 + source.len() / self.min_chunk.max(1))
    }
}

/// [`with_prepared`] with a given split (tests split tiny files).
pub(crate) fn with_split<T>(
    files: &PackFiles,
    needs_results: bool,
    split: Split,
    then: impl FnOnce(&RoundFile, &PreparedRound<'_>) -> Result<T, PackError>,
) -> Result<T, PackError> {
    let round = RoundFile::parse(&files.round_json)?;
    std::thread::scope(|s| {
        let mut hash = Some(s.spawn(|| input_sha256(&files.projects_csv, &files.people_csv, &files.contributions_csv)));
        // A wrong hash is reported before anything wrong inside the files.
        let mut check_hash = || match hash.take() {
            Some(handle) => {
                let computed = handle.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
                if computed == round.input_sha256 {
                    Ok(())
                } else {
                    Err(PackError::HashMismatch { declared: round.input_sha256.clone(), computed })
                }
            }
            None => Ok(()),
        };
        let result = load(files, &round, needs_results, split, |prepared| {
            check_hash()?;
            then(&round, prepared)
        });
        check_hash()?;
        result
    })
}

/// projects.csv or people.csv in row order: ids and values.
struct Table<'f, V> {
    ids: Vec<&'f str>,
    values: Vec<V>,
}

/// What one chunk of a file gave: its rows up to the first malformed one, and that row's error
/// (with its line left to fill in).
struct Chunk<T> {
    rows: usize,
    parsed: T,
    failed: Option<PackError>,
}

/// The first rows of a chunk of contributions.csv naming an unknown project and an unknown
/// person, with the id.
type Unknown<'f> = [Option<(usize, &'f [u8])>; 2];
const PROJECT: usize = 0;
const PERSON: usize = 1;

fn load<T>(
    files: &PackFiles,
    round: &RoundFile,
    needs_results: bool,
    split: Split,
    then: impl FnOnce(&PreparedRound<'_>) -> Result<T, PackError>,
) -> Result<T, PackError> {
    let projects_csv = Source::new(PROJECTS_CSV, &files.projects_csv, &PROJECTS_HEADER)?;
    let projects = read_table(&projects_csv, split.chunks(&projects_csv), project_row, |row| {
        let id = row.id(0, "project_id", IdKind::Project)?;
        Ok((id, (row.amount(1, "requested_cents")?, row.amount(2, "direct_cents")?)))
    })?;
    let people_csv = Source::new(PEOPLE_CSV, &files.people_csv, &PEOPLE_HEADER)?;
    let people = read_table(&people_csv, split.chunks(&people_csv), person_row, |row| {
        let id = row.id(0, "person_id", IdKind::Person)?;
        Ok((id, (row.boolean(1, "verified")?, row.amount(2, "impact_points")?)))
    })?;
    let (project_ids, project_rows) = sort_ids(&projects.ids);
    let (person_ids, person_rows) = sort_ids(&people.ids);
    let index = (IdIndex::new(&project_ids), IdIndex::new(&person_ids));

    let contributions_csv = Source::new(CONTRIBUTIONS_CSV, &files.contributions_csv, &CONTRIBUTIONS_HEADER)?;
    let mut chunks = contributions_csv
        .in_chunks(split.chunks(&contributions_csv), |chunk| read_contributions(&contributions_csv, chunk, &index));
    let rows = first_failure(&contributions_csv, chunks.iter_mut().map(|(c, _)| c))?;
    if needs_results && files.results_csv.is_none() {
        return Err(PackError::NoResults);
    }
    repeated(&projects_csv, IdKind::Project, &project_ids, &project_rows)?;
    repeated(&people_csv, IdKind::Person, &person_ids, &person_rows)?;
    unknown(&contributions_csv, &chunks)?;

    let head = Head::new(
        &round.params,
        round.pool_cents,
        (project_ids, project_rows),
        |row| projects.values[row],
        (person_ids, person_rows),
        |row| people.values[row],
    )?;
    let resolved: Vec<Resolved> = chunks.into_iter().map(|(c, _)| c.parsed).collect();
    debug_assert_eq!(rows, resolved.iter().map(Resolved::len).sum::<usize>());
    let pairs = head.group(&resolved, split.threads).map_err(|dup| {
        let message = InputError::DuplicateContribution {
            person_id: head.person_ids[dup.person as usize].to_owned(),
            project_id: head.project_ids[dup.project as usize].to_owned(),
        };
        PackError::Csv {
            file: CONTRIBUTIONS_CSV,
            line: contributions_csv.line(dup.last_row),
            message: message.to_string(),
        }
    })?;
    then(&head.with_pairs(pairs))
}

type Fast<V> = for<'c> fn(&mut Fields<'c>) -> Option<(&'c str, V)>;

fn project_row<'c>(f: &mut Fields<'c>) -> Option<(&'c str, (u64, u64))> {
    Some((f.id_text()?, (f.amount(false)?, f.amount(true)?)))
}

fn person_row<'c>(f: &mut Fields<'c>) -> Option<(&'c str, (bool, u64))> {
    Some((f.id_text()?, (f.boolean(false)?, f.amount(true)?)))
}

/// Reads projects.csv or people.csv: `fast` reads a well-formed row, `reference` reads any other
/// one (and finds what is wrong with it).
fn read_table<'f, V: Send>(
    source: &'f Source<'_>,
    chunks: usize,
    fast: Fast<V>,
    reference: impl for<'r> Fn(&Row<'r>) -> Result<(&'r str, V), PackError> + Sync,
) -> Result<Table<'f, V>, PackError> {
    let mut chunks = source.in_chunks(chunks, |chunk| {
        let mut table = Table { ids: Vec::new(), values: Vec::new() };
        let mut failed = None;
        let mut cursor = Cursor::new(chunk);
        while !cursor.is_empty() {
            match cursor.row(fast).or_else(|line| source.reference(line, &reference)) {
                Ok((id, value)) => {
                    table.ids.push(id);
                    table.values.push(value);
                }
                Err(e) => {
                    failed = Some(e);
                    break;
                }
            }
        }
        Chunk { rows: table.ids.len(), parsed: table, failed }
    });
    first_failure(source, chunks.iter_mut())?;
    let mut chunks = chunks.into_iter().map(|c| c.parsed);
    let mut table = chunks.next().unwrap_or(Table { ids: Vec::new(), values: Vec::new() });
    for more in chunks {
        table.ids.extend(more.ids);
        table.values.extend(more.values);
    }
    Ok(table)
}

/// Reads a chunk of contributions.csv and resolves its ids.
fn read_contributions<'f>(
    source: &Source<'_>,
    chunk: &'f [u8],
    (projects, people): &(IdIndex<'_>, IdIndex<'_>),
) -> (Chunk<Resolved>, Unknown<'f>) {
    let rows = chunk.len() / 32;
    let (mut project_of, mut amounts, mut votes) =
        (Vec::with_capacity(rows), Vec::with_capacity(rows), Vec::with_capacity(rows));
    // Person ids are looked up after the parse, in a loop of their own (see `IdIndex::packed`):
    // by packed key when every person id is short, else by text.
    let packed = people.packed();
    let mut keys: Vec<u128> = Vec::with_capacity(if packed.is_some() { rows } else { 0 });
    let mut texts: Vec<&[u8]> = Vec::with_capacity(if packed.is_some() { 0 } else { rows });
    let mut unknown: Unknown<'f> = [None, None];
    let mut failed = None;
    let mut cursor = Cursor::new(chunk);
    while !cursor.is_empty() {
        let fast = cursor.row(|f| Some((f.id()?, f.id()?, f.amount(false)?, f.boolean(true)?)));
        let row = fast.or_else(|line| {
            source.reference(line, |row| {
                let person = row.id(0, "person_id", IdKind::Person)?.as_bytes();
                let project = row.id(1, "project_id", IdKind::Project)?.as_bytes();
                Ok((person, project, row.amount(2, "amount_cents")?, row.boolean(3, "voted")?))
            })
        });
        let (person, project, amount, voted) = match row {
            Ok(row) => row,
            Err(e) => {
                failed = Some(e);
                break;
            }
        };
        let project = projects.get_valid(project).unwrap_or_else(|| {
            unknown[PROJECT].get_or_insert((project_of.len(), project));
            u32::MAX
        });
        project_of.push(project);
        amounts.push(amount);
        votes.push(voted);
        if packed.is_some() {
            // 0 is no valid id's key: it stands for an id too long to be among the people.
            keys.push(packed_key(person).unwrap_or(0));
        } else {
            texts.push(person);
        }
    }
    let person: Vec<u32> = match &packed {
        Some(get) => keys.iter().map(|&key| get(key).unwrap_or(u32::MAX)).collect(),
        None => texts.iter().map(|id| people.get_valid(id).unwrap_or(u32::MAX)).collect(),
    };
    // u32::MAX is no person's index (there are fewer than 2^32 rows).
    if let Some(row) = person.iter().position(|&i| i == u32::MAX) {
        let line = lines(chunk).nth(row).unwrap_or_default();
        unknown[PERSON] = Some((row, line.split(|&b| b == b',').next().unwrap_or_default()));
    }
    let resolved = Resolved { project: project_of, person, amount: amounts, voted: votes };
    (Chunk { rows: resolved.len(), parsed: resolved, failed }, unknown)
}

/// The first malformed row of a file, with its line; otherwise the number of rows.
fn first_failure<'c, T: 'c>(
    source: &Source<'_>,
    chunks: impl Iterator<Item = &'c mut Chunk<T>>,
) -> Result<usize, PackError> {
    let mut rows = 0;
    for chunk in chunks {
        if let Some(error) = chunk.failed.take() {
            return Err(source.error_at(rows + chunk.rows, error));
        }
        rows += chunk.rows;
    }
    Ok(rows)
}

/// A repeated id, at the last row holding the first repeated id in id order.
fn repeated(source: &Source<'_>, kind: IdKind, ids: &[&str], rows: &[usize]) -> Result<(), PackError> {
    let Some(at) = first_repeat(ids) else { return Ok(()) };
    let id = ids[at];
    let last = (at..ids.len()).take_while(|&k| ids[k] == id).map(|k| rows[k]).max().unwrap_or(rows[at]);
    let error = match kind {
        IdKind::Project => InputError::DuplicateProject(id.to_owned()),
        IdKind::Person => InputError::DuplicatePerson(id.to_owned()),
    };
    Err(PackError::Csv { file: source.file, line: source.line(last), message: error.to_string() })
}

/// An unknown project anywhere is reported before an unknown person, each at its first row.
fn unknown(source: &Source<'_>, chunks: &[(Chunk<Resolved>, Unknown<'_>)]) -> Result<(), PackError> {
    for which in [PROJECT, PERSON] {
        let mut offset = 0;
        for (chunk, unknown) in chunks {
            if let Some((row, id)) = unknown[which] {
                let id = String::from_utf8_lossy(id).into_owned();
                let message = match which {
                    PROJECT => format!("{}: it is not in projects.csv", InputError::UnknownProject(id)),
                    _ => format!("{}: it is not in people.csv", InputError::UnknownPerson(id)),
                };
                return Err(PackError::Csv { file: source.file, line: source.line(offset + row), message });
            }
            offset += chunk.rows;
        }
    }
    Ok(())
}
