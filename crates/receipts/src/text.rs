//! One line of text as glyphs: the Unicode bidirectional algorithm orders its runs (an Arabic
//! line keeps its Latin digits, amounts and ids left to right), each run is split where the font
//! covering its characters changes, and each piece is shaped by rustybuzz (Arabic joining forms,
//! ligatures, CJK).

use krilla::text::{GlyphId, KrillaGlyph};
use matchpool_domain::Language;
use rustybuzz::{Direction, UnicodeBuffer};
use unicode_bidi::{BidiInfo, Level};

use crate::fonts::{Face, Fonts};

/// A shaped piece: its glyphs (advances in em), set in one face, in visual order.
pub(crate) struct Piece<'f> {
    pub face: &'f Face,
    pub text: String,
    pub glyphs: Vec<KrillaGlyph>,
}

/// A line ready to draw, left to right.
pub(crate) struct Line<'f> {
    pub pieces: Vec<Piece<'f>>,
    /// In em (multiply by the font size).
    pub width: f32,
}

/// Which way a line's paragraph reads.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flow {
    /// The document's language's direction (labels).
    Language,
    /// From the text's first strong character (values: an amount or an id reads left to right
    /// in an Arabic receipt, an Arabic project title right to left in an English one).
    Auto,
}

/// Shapes `text` as one line of a paragraph.
pub(crate) fn shape<'f>(fonts: &'f Fonts, language: Language, bold: bool, flow: Flow, text: &str) -> Line<'f> {
    let chain = fonts.chain(language, bold);
    let base = match flow {
        Flow::Auto => None,
        Flow::Language if language == Language::Ar => Some(Level::rtl()),
        Flow::Language => Some(Level::ltr()),
    };
    let bidi = BidiInfo::new(text, base);
    let mut pieces = Vec::new();
    for paragraph in &bidi.paragraphs {
        let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
        for run in runs {
            let rtl = levels[run.start].is_rtl();
            let mut segments = by_face(&chain, &text[run.clone()]);
            if rtl {
                segments.reverse();
            }
            for (face, piece) in segments {
                pieces.push(shape_piece(face, piece, rtl));
            }
        }
    }
    let width = pieces.iter().flat_map(|p| &p.glyphs).map(|g| g.x_advance).sum();
    Line { pieces, width }
}

/// Splits text where the first face of the chain that has the character changes; spaces and
/// marks stay with the piece they are in.
fn by_face<'f, 't>(chain: &[&'f Face], text: &'t str) -> Vec<(&'f Face, &'t str)> {
    let shapers: Vec<_> = chain.iter().map(|f| f.shaper()).collect();
    let covering =
        |c: char| shapers.iter().position(|s| s.as_ref().is_some_and(|s| s.glyph_index(c).is_some())).unwrap_or(0);
    let mut segments: Vec<(usize, usize, usize)> = Vec::new(); // (face, start, end)
    for (at, c) in text.char_indices() {
        let end = at + c.len_utf8();
        let sticky = c.is_whitespace() || is_mark(c);
        match segments.last_mut() {
            Some(last) if sticky || last.0 == covering(c) => last.2 = end,
            _ => segments.push((covering(c), at, end)),
        }
    }
    segments.into_iter().map(|(face, start, end)| (chain[face], &text[start..end])).collect()
}

/// Combining marks (Arabic harakat, accents) shape with their base character.
fn is_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x064B..=0x065F | 0x0670 | 0x06D6..=0x06ED | 0x200C..=0x200F)
}

fn shape_piece<'f>(face: &'f Face, text: &str, rtl: bool) -> Piece<'f> {
    let Some(shaper) = face.shaper() else {
        return Piece { face, text: text.to_owned(), glyphs: Vec::new() };
    };
    let upem = shaper.units_per_em() as f32;
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(text);
    buffer.guess_segment_properties();
    buffer.set_direction(if rtl { Direction::RightToLeft } else { Direction::LeftToRight });
    let output = rustybuzz::shape(&shaper, &[], buffer);
    let infos = output.glyph_infos();
    // A glyph's text is its cluster up to the next cluster in logical order.
    let mut starts: Vec<usize> = infos.iter().map(|i| i.cluster as usize).collect();
    starts.sort_unstable();
    starts.dedup();
    let end_of = |start: usize| starts.iter().find(|s| **s > start).copied().unwrap_or(text.len());
    let glyphs = infos
        .iter()
        .zip(output.glyph_positions())
        .map(|(info, pos)| {
            let start = info.cluster as usize;
            KrillaGlyph::new(
                GlyphId::new(info.glyph_id),
                pos.x_advance as f32 / upem,
                pos.x_offset as f32 / upem,
                pos.y_offset as f32 / upem,
                pos.y_advance as f32 / upem,
                start..end_of(start),
                None,
            )
        })
        .collect();
    Piece { face, text: text.to_owned(), glyphs }
}
