//! A4 pages written top to bottom, laid out in the reading direction: positions are measured
//! from the start edge (left, or right in Arabic) and mirrored when drawn.

use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point};
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use matchpool_domain::Language;

use crate::fonts::Fonts;
use crate::text::{Flow, Line, shape};

pub(crate) const WIDTH: f32 = 595.0;
const HEIGHT: f32 = 842.0;
pub(crate) const MARGIN: f32 = 56.0;
/// The width between the margins.
pub(crate) const MEASURE: f32 = WIDTH - 2.0 * MARGIN;

/// Where a text sits in its box.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    Start,
    End,
}

/// Text style.
#[derive(Clone, Copy)]
pub(crate) struct Style {
    pub size: f32,
    pub bold: bool,
    pub gray: bool,
}

pub(crate) const BODY: Style = Style { size: 10.0, bold: false, gray: false };
pub(crate) const LABEL: Style = Style { size: 10.0, bold: false, gray: true };
pub(crate) const STRONG: Style = Style { size: 10.0, bold: true, gray: false };
pub(crate) const TITLE: Style = Style { size: 20.0, bold: true, gray: false };
pub(crate) const HEADING: Style = Style { size: 13.0, bold: true, gray: false };

/// One drawing command, kept until the page is written.
enum Mark<'f> {
    Text { x: f32, y: f32, size: f32, gray: bool, line: Line<'f> },
    Rule { y: f32 },
}

/// The document being written.
pub(crate) struct Sheet<'f> {
    fonts: &'f Fonts,
    language: Language,
    pages: Vec<Vec<Mark<'f>>>,
    /// The baseline of the next line on the current page.
    pub y: f32,
}

impl<'f> Sheet<'f> {
    pub fn new(fonts: &'f Fonts, language: Language) -> Self {
        Self { fonts, language, pages: vec![Vec::new()], y: MARGIN }
    }

    fn rtl(&self) -> bool {
        self.language == Language::Ar
    }

    /// Moves down by `by` points, starting a new page when the next line would not fit.
    pub fn advance(&mut self, by: f32) {
        self.y += by;
        if self.y > HEIGHT - MARGIN {
            self.pages.push(Vec::new());
            self.y = MARGIN + by;
        }
    }

    /// Draws `text` on the current baseline in the box `[from, from + width]` measured from the
    /// start edge, in a smaller size if it would not fit.
    pub fn text(&mut self, text: &str, from: f32, width: f32, align: Align, style: Style, flow: Flow) {
        let line = shape(self.fonts, self.language, style.bold, flow, text);
        let size = if line.width * style.size > width { (width / line.width).max(4.0) } else { style.size };
        let measured = line.width * size;
        let offset = match align {
            Align::Start => from,
            Align::End => from + width - measured,
        };
        // Physical left edge of the text.
        let x = if self.rtl() { WIDTH - MARGIN - offset - measured } else { MARGIN + offset };
        let y = self.y;
        self.current().push(Mark::Text { x, y, size, gray: style.gray, line });
    }

    /// A thin rule across the measure, a little below the current baseline.
    pub fn rule(&mut self) {
        let y = self.y + 5.0;
        self.current().push(Mark::Rule { y });
    }

    fn current(&mut self) -> &mut Vec<Mark<'f>> {
        self.pages.last_mut().expect("a sheet always has a page")
    }

    /// The PDF.
    pub fn finish(self, title: &str) -> Result<Vec<u8>, crate::RenderError> {
        let mut document = Document::new();
        let metadata = krilla::metadata::Metadata::new()
            .title(title.to_owned())
            .language(self.language.code().to_owned())
            .creator("Matchpool".to_owned());
        document.set_metadata(metadata);
        let settings = PageSettings::from_wh(WIDTH, HEIGHT).ok_or(crate::RenderError::Layout)?;
        for marks in &self.pages {
            let mut page = document.start_page_with(settings.clone());
            let mut surface = page.surface();
            for mark in marks {
                match mark {
                    Mark::Text { x, y, size, gray, line } => {
                        let shade = if *gray { 90 } else { 20 };
                        surface.set_fill(Some(Fill {
                            paint: rgb::Color::new(shade, shade, shade).into(),
                            ..Fill::default()
                        }));
                        let mut at = *x;
                        for piece in &line.pieces {
                            surface.draw_glyphs(
                                Point::from_xy(at, *y),
                                &piece.glyphs,
                                piece.face.pdf.clone(),
                                &piece.text,
                                *size,
                                false,
                            );
                            at += piece.glyphs.iter().map(|g| g.x_advance).sum::<f32>() * size;
                        }
                    }
                    Mark::Rule { y } => {
                        let mut path = PathBuilder::new();
                        path.move_to(MARGIN, *y);
                        path.line_to(WIDTH - MARGIN, *y);
                        let Some(path) = path.finish() else { continue };
                        surface.set_fill(None);
                        surface.set_stroke(Some(Stroke {
                            paint: rgb::Color::new(200, 200, 200).into(),
                            width: 0.6,
                            ..Stroke::default()
                        }));
                        surface.draw_path(&path);
                        surface.set_stroke(None);
                    }
                }
            }
            surface.finish();
            page.finish();
        }
        document.finish().map_err(|e| crate::RenderError::Pdf(format!("{e:?}")))
    }
}
