//! The fast path of reading a pack's CSV files: rows as byte slices of the file, split into
//! chunks that threads parse side by side, with no allocation per row or field.
//!
//! The format is defined by `csv_in` (the csv crate, quoting off, plus [`Row`]'s field
//! checks). A file written as §13.1 asks (no carriage return, no byte-order mark, no empty
//! line) is read in place: every line is one row, on line `row + 2`. Any other file is first
//! rewritten by the csv crate into that form, remembering each row's line, so both forms accept
//! and reject exactly the same files with the same messages.

use std::borrow::Cow;

use memchr::memmem;

use super::PackError;
use super::csv_in::{MAX_FIELDS, Row, for_each_record};
use crate::input::{MAX_AMOUNT, MAX_ID_LEN};

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// A CSV file with its header checked, as one row per line.
pub(crate) struct Source<'f> {
    pub(crate) file: &'static str,
    header: &'static [&'static str],
    /// The data rows, each ending with LF except perhaps the last.
    body: Cow<'f, [u8]>,
    /// The line of each row when the file was rewritten; `None` when row k is on line k + 2.
    lines: Option<Vec<u64>>,
}

impl<'f> Source<'f> {
    /// Checks the header of `bytes` and finds its rows.
    pub(crate) fn new(file: &'static str, bytes: &'f [u8], header: &'static [&'static str]) -> Result<Self, PackError> {
        if !is_plain(bytes) {
            return Self::rewritten(file, bytes, header);
        }
        let (first, body) = match memchr::memchr(b'\n', bytes) {
            Some(end) => (&bytes[..end], &bytes[end + 1..]),
            None => (bytes, &[][..]),
        };
        if bytes.is_empty() {
            return Err(empty_file(file, header));
        }
        let expected = header.join(",");
        if first != expected.as_bytes() {
            let found = first.split(|&b| b == b',').map(String::from_utf8_lossy).collect::<Vec<_>>().join(",");
            return Err(PackError::Header { file, expected, found });
        }
        Ok(Self { file, header, body: Cow::Borrowed(body), lines: None })
    }

    /// The csv crate's reading of a file that is not plain, as plain rows.
    fn rewritten(file: &'static str, bytes: &[u8], header: &'static [&'static str]) -> Result<Self, PackError> {
        let mut body = Vec::with_capacity(bytes.len());
        let mut lines = Vec::new();
        for_each_record(file, bytes, header, |line, record| {
            // Fields never hold a comma or a line end, so joining them loses nothing.
            for (k, field) in record.iter().enumerate() {
                if k > 0 {
                    body.push(b',');
                }
                body.extend_from_slice(field);
            }
            body.push(b'\n');
            lines.push(line);
            Ok(())
        })?;
        Ok(Self { file, header, body: Cow::Owned(body), lines: Some(lines) })
    }

    /// The line a row is on.
    pub(crate) fn line(&self, row: usize) -> u64 {
        match &self.lines {
            Some(lines) => lines[row],
            None => row as u64 + 2,
        }
    }

    /// The size of the rows, in bytes.
    pub(crate) fn len(&self) -> usize {
        self.body.len()
    }

    /// Runs `parse` on up to `chunks` parts of the rows, at line ends, on as many threads; the
    /// results come back in row order.
    pub(crate) fn in_chunks<'s, T: Send>(&'s self, chunks: usize, parse: impl Fn(&'s [u8]) -> T + Sync) -> Vec<T> {
        let body = &self.body[..];
        let chunks = chunks.max(1);
        let mut parts = Vec::with_capacity(chunks);
        let mut start = 0;
        for k in 1..chunks {
            let target = body.len() * k / chunks;
            if target >= start {
                let end = memchr::memchr(b'\n', &body[target..]).map_or(body.len(), |at| target + at + 1);
                parts.push(&body[start..end]);
                start = end;
            }
        }
        parts.push(&body[start..]);
        if parts.len() == 1 {
            return vec![parse(parts[0])];
        }
        std::thread::scope(|s| {
            let parse = &parse;
            let rest: Vec<_> = parts[1..].iter().map(|&part| s.spawn(move || parse(part))).collect();
            let mut results = vec![parse(parts[0])];
            // A panic in a parser is a bug; pass it on.
            results.extend(rest.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))));
            results
        })
    }

    /// The reference reading of one row (the line is filled in by [`Source::error_at`]):
    /// `read` sees it through [`Row`], whose checks define the format.
    pub(crate) fn reference<'r, T>(
        &self,
        line: &'r [u8],
        read: impl FnOnce(&Row<'r>) -> Result<T, PackError>,
    ) -> Result<T, PackError> {
        let mut fields: [&[u8]; MAX_FIELDS] = [&[]; MAX_FIELDS];
        let mut count = 0;
        for field in line.split(|&b| b == b',') {
            if count < MAX_FIELDS {
                fields[count] = field;
            }
            count += 1;
        }
        let row = Row::new(self.file, 0, fields, count);
        row.check_count(self.header)?;
        read(&row)
    }

    /// A row error from [`Source::reference`] with the line of global row `row`.
    pub(crate) fn error_at(&self, row: usize, mut error: PackError) -> PackError {
        if let PackError::Csv { line, .. } = &mut error {
            *line = self.line(row);
        }
        error
    }
}

/// §13.1 as written by every writer: a file the csv crate reads as one row per line.
fn is_plain(bytes: &[u8]) -> bool {
    !bytes.starts_with(BOM)
        && !bytes.starts_with(b"\n")
        && memchr::memchr(b'\r', bytes).is_none()
        && memmem::find(bytes, b"\n\n").is_none()
}

fn empty_file(file: &'static str, header: &[&str]) -> PackError {
    PackError::Csv { file, line: 1, message: format!("the file is empty; expected the header {}", header.join(",")) }
}

/// The lines of a chunk, without their LF.
pub(crate) fn lines(chunk: &[u8]) -> impl Iterator<Item = &[u8]> {
    let mut rest = chunk;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let end = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
        let line = &rest[..end];
        rest = rest.get(end + 1..).unwrap_or_default();
        Some(line)
    })
}

/// The bytes allowed in an id (matching.md §1).
static ID_BYTE: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || matches!(c, b'.' | b'_' | b':' | b'-');
        b += 1;
    }
    table
};

/// A cursor over the rows of a chunk that reads well-formed fields in one pass, validating as
/// it goes, without looking for the line end first.
pub(crate) struct Cursor<'c> {
    rest: &'c [u8],
}

impl<'c> Cursor<'c> {
    pub(crate) fn new(chunk: &'c [u8]) -> Self {
        Self { rest: chunk }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.rest.is_empty()
    }

    /// Reads a row of fields that `read` parses with [`Fields`]; when `read` fails (the row is
    /// not well-formed), skips the row and returns its line for the reference reading instead.
    pub(crate) fn row<T>(&mut self, read: impl FnOnce(&mut Fields<'c>) -> Option<T>) -> Result<T, &'c [u8]> {
        let mut fields = Fields { rest: self.rest };
        if let Some(value) = read(&mut fields)
            && let Some(rest) = fields.end()
        {
            self.rest = rest;
            return Ok(value);
        }
        let end = memchr::memchr(b'\n', self.rest).unwrap_or(self.rest.len());
        let line = &self.rest[..end];
        self.rest = self.rest.get(end + 1..).unwrap_or_default();
        Err(line)
    }
}

/// The fields of one row, read left to right.
pub(crate) struct Fields<'c> {
    rest: &'c [u8],
}

impl<'c> Fields<'c> {
    /// The bytes up to the next `,` (consumed), when all of them satisfy `allowed`.
    fn field(&mut self, allowed: impl Fn(u8) -> bool, last: bool) -> Option<&'c [u8]> {
        let len = self.rest.iter().position(|&b| !allowed(b)).unwrap_or(self.rest.len());
        let (field, rest) = self.rest.split_at(len);
        if last {
            self.rest = rest;
        } else {
            self.rest = rest.strip_prefix(b",")?;
        }
        Some(field)
    }

    /// A valid id followed by a comma.
    pub(crate) fn id(&mut self) -> Option<&'c [u8]> {
        id(self.field(|b| ID_BYTE[usize::from(b)], false)?)
    }

    /// An amount, followed by a comma unless `last`.
    pub(crate) fn amount(&mut self, last: bool) -> Option<u64> {
        amount(self.field(|b| b.is_ascii_digit(), last)?)
    }

    /// A valid id followed by a comma, as text.
    pub(crate) fn id_text(&mut self) -> Option<&'c str> {
        std::str::from_utf8(self.id()?).ok()
    }

    /// `0` or `1`, followed by a comma unless `last`.
    pub(crate) fn boolean(&mut self, last: bool) -> Option<bool> {
        let value = boolean(self.rest.get(..1)?)?;
        self.rest = &self.rest[1..];
        if !last {
            self.rest = self.rest.strip_prefix(b",")?;
        }
        Some(value)
    }

    /// The rest after the row's LF (or at the end of the chunk), if the row ends here.
    fn end(&self) -> Option<&'c [u8]> {
        match self.rest.first() {
            None => Some(self.rest),
            Some(b'\n') => Some(&self.rest[1..]),
            Some(_) => None,
        }
    }
}

/// A valid id, or `None`.
pub(crate) fn id(field: &[u8]) -> Option<&[u8]> {
    let ok = !field.is_empty() && field.len() <= MAX_ID_LEN && field.iter().all(|&b| ID_BYTE[usize::from(b)]);
    ok.then_some(field)
}

/// An amount in canonical form (no sign, no leading zero) up to 2^53 − 1, or `None`.
pub(crate) fn amount(field: &[u8]) -> Option<u64> {
    // 2^53 − 1 has 16 digits.
    if field.is_empty() || field.len() > 16 || (field[0] == b'0' && field.len() > 1) {
        return None;
    }
    let mut value = 0u64;
    for &b in field {
        let digit = b.wrapping_sub(b'0');
        if digit > 9 {
            return None;
        }
        value = value * 10 + u64::from(digit);
    }
    (value <= MAX_AMOUNT).then_some(value)
}

/// `0` or `1`, or `None`.
pub(crate) fn boolean(field: &[u8]) -> Option<bool> {
    match field {
        b"0" => Some(false),
        b"1" => Some(true),
        _ => None,
    }
}
