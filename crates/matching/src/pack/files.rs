//! The files of a pack as bytes, from a directory or a zip archive, and back.

use std::fs;
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipArchive, ZipWriter};

use super::PackError;

/// Largest pack file read (1 GiB), so a hostile zip cannot exhaust memory.
const MAX_FILE_BYTES: u64 = 1 << 30;

pub(crate) const ROUND_JSON: &str = "round.json";
pub(crate) const PROJECTS_CSV: &str = "projects.csv";
pub(crate) const PEOPLE_CSV: &str = "people.csv";
pub(crate) const CONTRIBUTIONS_CSV: &str = "contributions.csv";
pub(crate) const RESULTS_CSV: &str = "results.csv";
pub(crate) const SUMMARY_JSON: &str = "summary.json";
pub(crate) const MANIFEST_JSON: &str = "manifest.json";

/// The bytes of every file of a pack (§13); results are absent before publication, and the
/// manifest from packs written before it existed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PackFiles {
    /// `round.json`.
    pub round_json: Vec<u8>,
    /// `projects.csv`.
    pub projects_csv: Vec<u8>,
    /// `people.csv`.
    pub people_csv: Vec<u8>,
    /// `contributions.csv`.
    pub contributions_csv: Vec<u8>,
    /// `results.csv`, when results exist.
    pub results_csv: Option<Vec<u8>>,
    /// `summary.json`, when results exist.
    pub summary_json: Option<Vec<u8>>,
    /// `manifest.json` (§13.7), when present.
    pub manifest_json: Option<Vec<u8>>,
}

impl PackFiles {
    /// Reads a pack from a directory, or from a zip archive holding the files at its root.
    pub fn read(path: &Path) -> Result<Self, PackError> {
        if path.is_dir() {
            read_from(|name| {
                let file = path.join(name);
                match fs::File::open(&file) {
                    Ok(f) => {
                        let size = f.metadata().map_or(0, |m| m.len());
                        read_limited(f, size, &file).map(Some)
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                    Err(source) => Err(PackError::Io { path: file, source }),
                }
            })
        } else {
            let file = fs::File::open(path).map_err(|source| PackError::Io { path: path.to_owned(), source })?;
            Self::read_zip(file, path)
        }
    }

    /// Reads a pack from a zip archive; `path` only names it in errors.
    pub fn read_zip<R: Read + Seek>(reader: R, path: &Path) -> Result<Self, PackError> {
        let zip_error = |e: zip::result::ZipError| PackError::Zip { path: path.to_owned(), message: e.to_string() };
        let mut archive = ZipArchive::new(reader).map_err(zip_error)?;
        read_from(|name| match archive.by_name(name) {
            Ok(entry) => {
                let size = entry.size();
                read_limited(entry, size, &path.join(name)).map(Some)
            }
            Err(zip::result::ZipError::FileNotFound) => Ok(None),
            Err(e) => Err(zip_error(e)),
        })
    }

    /// Writes every present file into `dir`, creating it if needed.
    pub fn write_dir(&self, dir: &Path) -> Result<(), PackError> {
        write_files(dir, &self.entries())
    }

    /// Writes the pack as a zip archive (deflated, fixed timestamps, so the same pack always
    /// gives the same bytes).
    pub fn write_zip<W: Write + Seek>(&self, writer: W) -> Result<W, PackError> {
        let zip_error =
            |e: zip::result::ZipError| PackError::Zip { path: PathBuf::from("<zip>"), message: e.to_string() };
        let options = SimpleFileOptions::default()
            .compression_method(CompressionMethod::Deflated)
            .last_modified_time(DateTime::default())
            .unix_permissions(0o644);
        let mut zip = ZipWriter::new(writer);
        for (name, bytes) in self.entries() {
            zip.start_file(name, options).map_err(zip_error)?;
            zip.write_all(bytes).map_err(|source| PackError::Io { path: PathBuf::from(name), source })?;
        }
        zip.finish().map_err(zip_error)
    }

    fn entries(&self) -> Vec<(&'static str, &[u8])> {
        let mut entries = vec![
            (ROUND_JSON, &self.round_json[..]),
            (PROJECTS_CSV, &self.projects_csv[..]),
            (PEOPLE_CSV, &self.people_csv[..]),
            (CONTRIBUTIONS_CSV, &self.contributions_csv[..]),
        ];
        if let Some(results) = &self.results_csv {
            entries.push((RESULTS_CSV, results));
        }
        if let Some(summary) = &self.summary_json {
            entries.push((SUMMARY_JSON, summary));
        }
        if let Some(manifest) = &self.manifest_json {
            entries.push((MANIFEST_JSON, manifest));
        }
        entries
    }
}

/// Writes named files into `dir`, creating it if needed.
pub(crate) fn write_files(dir: &Path, entries: &[(&str, &[u8])]) -> Result<(), PackError> {
    fs::create_dir_all(dir).map_err(|source| PackError::Io { path: dir.to_owned(), source })?;
    for (name, bytes) in entries {
        let path = dir.join(name);
        fs::write(&path, bytes).map_err(|source| PackError::Io { path, source })?;
    }
    Ok(())
}

fn read_from(mut get: impl FnMut(&'static str) -> Result<Option<Vec<u8>>, PackError>) -> Result<PackFiles, PackError> {
    let mut required = |name| get(name)?.ok_or(PackError::MissingFile(name));
    Ok(PackFiles {
        round_json: required(ROUND_JSON)?,
        projects_csv: required(PROJECTS_CSV)?,
        people_csv: required(PEOPLE_CSV)?,
        contributions_csv: required(CONTRIBUTIONS_CSV)?,
        results_csv: get(RESULTS_CSV)?,
        summary_json: get(SUMMARY_JSON)?,
        manifest_json: get(MANIFEST_JSON)?,
    })
}

/// Reads at most 1 GiB; `size` is the expected size, so that the buffer is allocated once.
fn read_limited(reader: impl Read, size: u64, path: &Path) -> Result<Vec<u8>, PackError> {
    let mut bytes = Vec::with_capacity(size.min(MAX_FILE_BYTES) as usize + 1);
    reader
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|source| PackError::Io { path: path.to_owned(), source })?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(PackError::TooLarge(path.to_owned()));
    }
    Ok(bytes)
}
