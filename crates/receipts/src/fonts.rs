//! The fonts a receipt is set in: Noto Sans for Latin, Noto Sans Arabic and Noto Sans CJK, found
//! by file name under the configured fonts directory (Debian's `fonts-noto-core` and
//! `fonts-noto-cjk`). They are read once, at the first receipt, and kept; the PDF embeds only
//! the glyphs it uses.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use matchpool_domain::Language;

/// The files looked for; the bold ones are optional (the regular face stands in).
const LATIN: &str = "NotoSans-Regular.ttf";
const LATIN_BOLD: &str = "NotoSans-Bold.ttf";
const ARABIC: &str = "NotoSansArabic-Regular.ttf";
const ARABIC_BOLD: &str = "NotoSansArabic-Bold.ttf";
const CJK: &str = "NotoSansCJK-Regular.ttc";

/// A font file's bytes and where they were read from.
type FontFile = (Arc<Vec<u8>>, PathBuf);

/// The fonts are not where the settings say.
#[derive(Debug, Clone, thiserror::Error)]
#[error("fonts missing under {dir}: {missing}")]
pub struct FontsMissing {
    pub dir: String,
    pub missing: String,
}

/// One face of a font file.
#[derive(Clone)]
pub(crate) struct Face {
    pub data: Arc<Vec<u8>>,
    pub index: u32,
    pub pdf: krilla::text::Font,
}

impl Face {
    fn new(data: Arc<Vec<u8>>, index: u32, path: &Path) -> Result<Self, String> {
        let pdf = krilla::text::Font::new(data.clone().into(), index)
            .ok_or_else(|| format!("{} is not a usable font", path.display()))?;
        Ok(Self { data, index, pdf })
    }

    /// Parsed for shaping; cheap (tables are read lazily).
    pub fn shaper(&self) -> Option<rustybuzz::Face<'_>> {
        rustybuzz::Face::from_slice(&self.data, self.index)
    }
}

/// A family's regular and bold faces.
#[derive(Clone)]
pub(crate) struct Family {
    pub regular: Face,
    pub bold: Face,
}

impl Family {
    pub fn face(&self, bold: bool) -> &Face {
        if bold { &self.bold } else { &self.regular }
    }
}

/// The loaded fonts.
pub struct Fonts {
    pub(crate) latin: Family,
    pub(crate) arabic: Family,
    /// Japanese, Korean, Simplified and Traditional Chinese faces of the CJK collection, in the
    /// collection's order.
    cjk: Vec<Face>,
}

impl Fonts {
    /// The fonts tried for each character, in order: the donor's CJK variant first for Japanese,
    /// Korean and Chinese (their punctuation and digits), Latin first otherwise.
    pub(crate) fn chain(&self, language: Language, bold: bool) -> Vec<&Face> {
        let cjk = &self.cjk[match language {
            Language::Ko => 1,
            Language::ZhCn => 2,
            _ => 0,
        }];
        let (latin, arabic) = (self.latin.face(bold), self.arabic.face(bold));
        match language {
            Language::Ja | Language::Ko | Language::ZhCn => vec![latin, cjk, arabic],
            _ => vec![latin, arabic, cjk],
        }
    }

    /// Reads the fonts under `dir` (searched recursively by file name).
    pub fn load(dir: &Path) -> Result<Self, FontsMissing> {
        let files = find(dir);
        let missing: Vec<&str> = [LATIN, ARABIC, CJK].into_iter().filter(|name| files(name).is_none()).collect();
        let err = |missing: String| FontsMissing { dir: dir.display().to_string(), missing };
        if !missing.is_empty() {
            return Err(err(missing.join(", ")));
        }
        let read = |name: &str| -> Result<Option<FontFile>, FontsMissing> {
            let Some(path) = files(name) else { return Ok(None) };
            let data = std::fs::read(&path).map_err(|e| err(format!("{}: {e}", path.display())))?;
            Ok(Some((Arc::new(data), path)))
        };
        let family = |regular: &str, bold: &str| -> Result<Family, FontsMissing> {
            let (data, path) = read(regular)?.ok_or_else(|| err(regular.to_owned()))?;
            let regular = Face::new(data, 0, &path).map_err(err)?;
            let bold = match read(bold)? {
                Some((data, path)) => Face::new(data, 0, &path).map_err(err)?,
                None => regular.clone(),
            };
            Ok(Family { regular, bold })
        };
        let (latin, arabic) = (family(LATIN, LATIN_BOLD)?, family(ARABIC, ARABIC_BOLD)?);
        let (data, path) = read(CJK)?.ok_or_else(|| err(CJK.to_owned()))?;
        let cjk = (0..4).map(|index| Face::new(data.clone(), index, &path).map_err(err)).collect::<Result<_, _>>()?;
        Ok(Self { latin, arabic, cjk })
    }
}

/// A lookup of font files by name under `dir`.
fn find(dir: &Path) -> impl Fn(&str) -> Option<PathBuf> {
    let found: Vec<PathBuf> = walkdir::WalkDir::new(dir)
        .follow_links(true)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file())
        .map(walkdir::DirEntry::into_path)
        .filter(|path| {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            [LATIN, LATIN_BOLD, ARABIC, ARABIC_BOLD, CJK].contains(&name)
        })
        .collect();
    move |name| found.iter().find(|path| path.file_name().and_then(|n| n.to_str()) == Some(name)).cloned()
}

/// The fonts of a fonts directory, read at the first use and kept.
pub struct FontLibrary {
    dir: PathBuf,
    loaded: OnceLock<Result<Arc<Fonts>, FontsMissing>>,
}

impl FontLibrary {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into(), loaded: OnceLock::new() }
    }

    /// The fonts, read now if they were not yet.
    pub fn fonts(&self) -> Result<Arc<Fonts>, FontsMissing> {
        self.loaded.get_or_init(|| Fonts::load(&self.dir).map(Arc::new)).clone()
    }

    /// Whether the font files are there, without reading them (for a warning at start).
    pub fn check(&self) -> Result<(), FontsMissing> {
        let files = find(&self.dir);
        let missing: Vec<&str> = [LATIN, ARABIC, CJK].into_iter().filter(|name| files(name).is_none()).collect();
        if missing.is_empty() {
            Ok(())
        } else {
            Err(FontsMissing { dir: self.dir.display().to_string(), missing: missing.join(", ") })
        }
    }
}
