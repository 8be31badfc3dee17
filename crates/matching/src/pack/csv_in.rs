//! Reading the CSV files of a pack (§13.1, §13.3, §13.5) with errors that name the line.

use csv::{ByteRecord, ReaderBuilder};

use super::PackError;
use crate::input::{Contribution, IdKind, MAX_AMOUNT, PersonInput, ProjectInput, RoundInput, validate_id};

pub(crate) const PROJECTS_HEADER: [&str; 3] = ["project_id", "requested_cents", "direct_cents"];
pub(crate) const PEOPLE_HEADER: [&str; 3] = ["person_id", "verified", "impact_points"];
pub(crate) const CONTRIBUTIONS_HEADER: [&str; 4] = ["person_id", "project_id", "amount_cents", "voted"];
pub(crate) const RESULTS_HEADER: [&str; 6] =
    ["project_id", "raw_match", "uncapped_cents", "cap_cents", "match_cents", "capped"];

/// The line of every data row of the three input files, to point errors at them.
#[derive(Debug, Clone, Default)]
pub(crate) struct RowLines {
    pub(crate) projects: Vec<u64>,
    pub(crate) people: Vec<u64>,
    pub(crate) contributions: Vec<u64>,
}

/// Most fields a row of a pack's CSV files has (results.csv).
pub(crate) const MAX_FIELDS: usize = 6;

/// One data row: its line and fields. Its methods are the definition of every field's format
/// and of its error messages; the fast reader in `scan` falls back on them.
pub(crate) struct Row<'r> {
    pub(crate) file: &'static str,
    pub(crate) line: u64,
    /// The first fields (at most [`MAX_FIELDS`]; the others empty).
    fields: [&'r [u8]; MAX_FIELDS],
    /// The number of fields, which may exceed [`MAX_FIELDS`].
    count: usize,
}

impl<'r> Row<'r> {
    /// A row of `count` fields, the first of which (at most [`MAX_FIELDS`]) are `fields`.
    pub(crate) fn new(file: &'static str, line: u64, fields: [&'r [u8]; MAX_FIELDS], count: usize) -> Self {
        Self { file, line, fields, count }
    }

    pub(crate) fn error(&self, message: impl Into<String>) -> PackError {
        PackError::Csv { file: self.file, line: self.line, message: message.into() }
    }

    /// Checks that the row has as many fields as the header.
    pub(crate) fn check_count(&self, header: &[&str]) -> Result<(), PackError> {
        if self.count == header.len() {
            return Ok(());
        }
        Err(self.error(format!("expected {} fields ({}), found {}", header.len(), header.join(","), self.count)))
    }

    fn text(&self, column: usize, name: &str) -> Result<&'r str, PackError> {
        let bytes = if column < self.count { self.fields.get(column).copied().unwrap_or_default() } else { &[] };
        std::str::from_utf8(bytes).map_err(|_| self.error(format!("{name} is not valid UTF-8")))
    }

    pub(crate) fn id(&self, column: usize, name: &str, kind: IdKind) -> Result<&'r str, PackError> {
        let id = self.text(column, name)?;
        validate_id(kind, id).map_err(|e| self.error(format!("{name}: {e}")))?;
        Ok(id)
    }

    /// An integer in base 10 without sign or leading zeros, at most 2^53 − 1.
    pub(crate) fn amount(&self, column: usize, name: &str) -> Result<u64, PackError> {
        let text = self.text(column, name)?;
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        let canonical = digits && (text == "0" || !text.starts_with('0'));
        let value = text.parse::<u64>().ok().filter(|_| canonical);
        match value {
            Some(v) if v <= MAX_AMOUNT => Ok(v),
            Some(_) => Err(self.error(format!("{name} {text} is above 2^53 - 1 = {MAX_AMOUNT}"))),
            None if canonical => Err(self.error(format!("{name} {text} is above 2^53 - 1 = {MAX_AMOUNT}"))),
            None => Err(self
                .error(format!("{name} {text:?} is not an integer written in base 10 without sign or leading zeros"))),
        }
    }

    pub(crate) fn boolean(&self, column: usize, name: &str) -> Result<bool, PackError> {
        match self.text(column, name)? {
            "0" => Ok(false),
            "1" => Ok(true),
            other => Err(self.error(format!("{name} {other:?} is not 0 or 1"))),
        }
    }

    pub(crate) fn float(&self, column: usize, name: &str) -> Result<f64, PackError> {
        let text = self.text(column, name)?;
        text.parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or_else(|| self.error(format!("{name} {text:?} is not a finite decimal number")))
    }
}

/// Calls `each` for every data row of a CSV file after checking its header.
pub(crate) fn for_each_row(
    file: &'static str,
    bytes: &[u8],
    header: &[&str],
    mut each: impl FnMut(Row<'_>) -> Result<(), PackError>,
) -> Result<(), PackError> {
    for_each_record(file, bytes, header, |line, record| {
        let mut fields: [&[u8]; MAX_FIELDS] = [&[]; MAX_FIELDS];
        for (slot, field) in fields.iter_mut().zip(record.iter()) {
            *slot = field;
        }
        let row = Row::new(file, line, fields, record.len());
        row.check_count(header)?;
        each(row)
    })
}

/// Calls `each` with the line and fields of every data record after checking the header: the
/// csv crate, quoting off, is what splits a file into records and fields.
pub(crate) fn for_each_record(
    file: &'static str,
    bytes: &[u8],
    header: &[&str],
    mut each: impl FnMut(u64, &ByteRecord) -> Result<(), PackError>,
) -> Result<(), PackError> {
    let mut reader = ReaderBuilder::new().has_headers(false).flexible(true).quoting(false).from_reader(bytes);
    let mut record = ByteRecord::new();
    let mut first = true;
    loop {
        let more = reader.read_byte_record(&mut record).map_err(|e| PackError::Csv {
            file,
            line: e.position().map_or(0, |p| p.line()),
            message: e.to_string(),
        })?;
        if !more {
            break;
        }
        let line = record.position().map_or(0, |p| p.line());
        if first {
            first = false;
            if record.iter().ne(header.iter().map(|h| h.as_bytes())) {
                return Err(PackError::Header {
                    file,
                    expected: header.join(","),
                    found: record.iter().map(String::from_utf8_lossy).collect::<Vec<_>>().join(","),
                });
            }
            continue;
        }
        each(line, &record)?;
    }
    if first {
        return Err(PackError::Csv {
            file,
            line: 1,
            message: format!("the file is empty; expected the header {}", header.join(",")),
        });
    }
    Ok(())
}

/// Parses the three input files into a round (pool from round.json) and the line of every row.
pub(crate) fn read_inputs(
    pool_cents: u64,
    projects_csv: &[u8],
    people_csv: &[u8],
    contributions_csv: &[u8],
) -> Result<(RoundInput, RowLines), PackError> {
    let mut input = RoundInput { pool_cents, ..RoundInput::default() };
    let mut lines = RowLines::default();
    for_each_row("projects.csv", projects_csv, &PROJECTS_HEADER, |row| {
        input.projects.push(ProjectInput {
            id: row.id(0, "project_id", IdKind::Project)?.to_owned(),
            requested_cents: row.amount(1, "requested_cents")?,
            direct_cents: row.amount(2, "direct_cents")?,
        });
        lines.projects.push(row.line);
        Ok(())
    })?;
    for_each_row("people.csv", people_csv, &PEOPLE_HEADER, |row| {
        input.people.push(PersonInput {
            id: row.id(0, "person_id", IdKind::Person)?.to_owned(),
            verified: row.boolean(1, "verified")?,
            impact_points: row.amount(2, "impact_points")?,
        });
        lines.people.push(row.line);
        Ok(())
    })?;
    let contributions = &mut input.contributions;
    for_each_row("contributions.csv", contributions_csv, &CONTRIBUTIONS_HEADER, |row| {
        contributions.push(Contribution {
            person_id: row.id(0, "person_id", IdKind::Person)?.to_owned(),
            project_id: row.id(1, "project_id", IdKind::Project)?.to_owned(),
            amount_cents: row.amount(2, "amount_cents")?,
            voted: row.boolean(3, "voted")?,
        });
        lines.contributions.push(row.line);
        Ok(())
    })?;
    Ok((input, lines))
}
