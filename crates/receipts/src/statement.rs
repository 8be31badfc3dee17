//! A donor's yearly statement: every settled donation of a calendar year (UTC) and the totals
//! per currency, as a PDF and as CSV.

use std::collections::BTreeMap;

use matchpool_domain::{Currency, Language, Money};

use crate::money::{currency_name, display, plain};
use crate::sheet::{Align, BODY, HEADING, LABEL, MEASURE, STRONG, Sheet, TITLE};
use crate::text::Flow;
use crate::{Fonts, RenderError};

/// The statement's words in the donor's language.
#[derive(Debug, Clone)]
pub struct StatementLabels {
    /// With the year in it ("Yearly statement 2026").
    pub title: String,
    pub donor: String,
    pub date: String,
    pub project: String,
    pub amount: String,
    pub fee: String,
    pub total: String,
    pub totals: String,
    pub none: String,
}

/// One settled donation of the year.
#[derive(Debug, Clone)]
pub struct StatementRow {
    /// The settlement date in the donor's language (PDF).
    pub date: String,
    /// The settlement date as `YYYY-MM-DD` (CSV).
    pub iso_date: String,
    pub project: String,
    pub organization: String,
    pub amount: Money,
    pub fee: Money,
    /// The card payment's reference or the transaction id.
    pub reference: String,
    pub donation_id: String,
}

/// A currency's sums over the year.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Totals {
    pub amount: Money,
    pub fee: Money,
    pub total: Money,
}

#[derive(Debug, Clone)]
pub struct Statement {
    pub language: Language,
    pub labels: StatementLabels,
    pub platform: String,
    pub donor: String,
    pub year: i32,
    pub rows: Vec<StatementRow>,
}

impl Statement {
    /// The sums per currency (USD first).
    pub fn totals(&self) -> Vec<Totals> {
        let mut sums: BTreeMap<u8, Totals> = BTreeMap::new();
        for row in &self.rows {
            let currency = row.amount.currency;
            let zero = Money { currency, minor: 0 };
            let key = match currency {
                Currency::Usd => 0,
                Currency::Lovelace => 1,
            };
            let sum = sums.entry(key).or_insert(Totals { amount: zero, fee: zero, total: zero });
            sum.amount.minor += row.amount.minor;
            sum.fee.minor += row.fee.minor;
            sum.total.minor += row.amount.minor + row.fee.minor;
        }
        sums.into_values().collect()
    }

    /// The statement as CSV (RFC 4180): a header row, one row per donation.
    pub fn csv(&self) -> Result<Vec<u8>, RenderError> {
        let mut out = csv::Writer::from_writer(Vec::new());
        out.write_record([
            "date",
            "donation_id",
            "project",
            "organization",
            "currency",
            "amount",
            "fee",
            "total",
            "reference",
        ])?;
        for row in &self.rows {
            let total = Money { currency: row.amount.currency, minor: row.amount.minor + row.fee.minor };
            out.write_record([
                row.iso_date.as_str(),
                &row.donation_id,
                &row.project,
                &row.organization,
                currency_name(row.amount.currency),
                &plain(row.amount),
                &plain(row.fee),
                &plain(total),
                &row.reference,
            ])?;
        }
        out.into_inner().map_err(|e| RenderError::Csv(e.to_string()))
    }

    /// The statement as a PDF, as many pages as it needs.
    pub fn render(&self, fonts: &Fonts) -> Result<Vec<u8>, RenderError> {
        let l = &self.labels;
        let mut sheet = Sheet::new(fonts, self.language);
        sheet.advance(14.0);
        sheet.text(&l.title, 0.0, MEASURE, Align::Start, TITLE, Flow::Language);
        sheet.advance(24.0);
        sheet.text(&self.platform, 0.0, MEASURE, Align::Start, HEADING, Flow::Language);
        sheet.advance(20.0);
        sheet.text(&format!("{}: {}", l.donor, self.donor), 0.0, MEASURE, Align::Start, BODY, Flow::Language);
        sheet.advance(30.0);
        // Columns from the start edge: date, project, then the amounts ending at the far edge.
        let columns = [(0.0, 80.0), (84.0, 140.0), (228.0, 85.0), (317.0, 80.0), (401.0, MEASURE - 401.0)];
        let headers = [&l.date, &l.project, &l.amount, &l.fee, &l.total];
        for (i, ((from, width), header)) in columns.iter().zip(headers).enumerate() {
            sheet.text(header, *from, *width, if i < 2 { Align::Start } else { Align::End }, LABEL, Flow::Language);
        }
        sheet.rule();
        sheet.advance(20.0);
        if self.rows.is_empty() {
            sheet.text(&l.none, 0.0, MEASURE, Align::Start, BODY, Flow::Language);
            sheet.advance(20.0);
        }
        for row in &self.rows {
            let total = Money { currency: row.amount.currency, minor: row.amount.minor + row.fee.minor };
            let cells = [row.date.clone(), row.project.clone(), display(row.amount), display(row.fee), display(total)];
            for (i, ((from, width), cell)) in columns.iter().zip(&cells).enumerate() {
                sheet.text(cell, *from, *width, if i < 2 { Align::Start } else { Align::End }, BODY, Flow::Auto);
            }
            sheet.advance(18.0);
        }
        sheet.advance(12.0);
        sheet.text(&l.totals, 0.0, MEASURE, Align::Start, HEADING, Flow::Language);
        sheet.rule();
        sheet.advance(20.0);
        for sums in self.totals() {
            let cells = [display(sums.amount), display(sums.fee), display(sums.total)];
            sheet.text(currency_name(sums.amount.currency), 0.0, 80.0, Align::Start, STRONG, Flow::Auto);
            for ((from, width), cell) in columns[2..].iter().zip(&cells) {
                sheet.text(cell, *from, *width, Align::End, STRONG, Flow::Auto);
            }
            sheet.advance(18.0);
        }
        sheet.finish(&l.title)
    }
}
