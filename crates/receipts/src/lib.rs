//! Receipts and yearly statements as PDF (and the statement as CSV). Pure: a typed model with its
//! words in the donor's language in, bytes out. Text is shaped (Arabic joining, CJK), ordered by
//! the Unicode bidirectional algorithm (Arabic pages read right to left with their amounts and ids
//! left to right) and set in the Noto fonts found under a fonts directory, embedded as subsets.

mod fonts;
pub mod money;
mod receipt;
mod sheet;
mod statement;
mod text;

pub use fonts::{FontLibrary, Fonts, FontsMissing};
pub use receipt::{CheckCounted, Payment, Receipt, ReceiptLabels};
pub use statement::{Statement, StatementLabels, StatementRow, Totals};

/// A document could not be written.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("page layout failed")]
    Layout,
    #[error("PDF: {0}")]
    Pdf(String),
    #[error("CSV: {0}")]
    Csv(String),
}

impl From<csv::Error> for RenderError {
    fn from(err: csv::Error) -> Self {
        Self::Csv(err.to_string())
    }
}
