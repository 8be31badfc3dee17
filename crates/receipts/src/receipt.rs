//! The receipt of one settled donation.

use matchpool_domain::{Language, MicroUsd, Money};

use crate::money::{currency_name, display, rate};
use crate::sheet::{Align, BODY, HEADING, LABEL, MEASURE, STRONG, Sheet, TITLE};
use crate::text::Flow;
use crate::{Fonts, RenderError};

/// The receipt's words in the donor's language.
#[derive(Debug, Clone)]
pub struct ReceiptLabels {
    pub title: String,
    pub platform: String,
    pub organization: String,
    pub project: String,
    pub date: String,
    pub amount: String,
    pub fee: String,
    pub total: String,
    pub currency: String,
    pub rate: String,
    /// The card payment's provider reference.
    pub payment_reference: String,
    /// The Cardano transaction id.
    pub txid: String,
    pub donation_id: String,
    pub thanks: String,
    /// The label of the donor's name (the statement's word; empty: no donor row).
    pub donor: String,
    /// "Check that your gift was counted", and the sentence saying how (empty: no such part).
    pub check_counted: String,
    pub check_how: String,
}

impl ReceiptLabels {
    /// The labels from their words in the order of the fields: title, platform, organization,
    /// project, date, amount, fee, total, currency, rate, payment reference, txid, donation id,
    /// thanks.
    pub fn from_words(words: [&str; 14]) -> Self {
        let [
            title,
            platform,
            organization,
            project,
            date,
            amount,
            fee,
            total,
            currency,
            rate,
            payment_reference,
            txid,
            donation_id,
            thanks,
        ] = words.map(str::to_owned);
        Self {
            title,
            platform,
            organization,
            project,
            date,
            amount,
            fee,
            total,
            currency,
            rate,
            payment_reference,
            txid,
            donation_id,
            thanks,
            donor: String::new(),
            check_counted: String::new(),
            check_how: String::new(),
        }
    }

    /// With the label of the donor's name, so the receipt says who gave.
    pub fn with_donor(mut self, label: &str) -> Self {
        label.clone_into(&mut self.donor);
        self
    }
}

impl ReceiptLabels {
    /// With the words of the part where the donor checks that their gift was counted.
    pub fn with_check(mut self, heading: &str, how: &str) -> Self {
        heading.clone_into(&mut self.check_counted);
        how.clone_into(&mut self.check_how);
        self
    }
}

/// The donor's inclusion code for the donation's round (docs/PROOFS.md §6b) and the page where
/// it is checked once the round's results are out.
#[derive(Debug, Clone)]
pub struct CheckCounted {
    pub code: String,
    pub url: String,
}

/// How the donation was paid, and the reference that proves it.
#[derive(Debug, Clone)]
pub enum Payment {
    Card { reference: Option<String> },
    Ada { txid: Option<String> },
}

/// Everything a receipt shows.
#[derive(Debug, Clone)]
pub struct Receipt {
    pub language: Language,
    pub labels: ReceiptLabels,
    pub platform: String,
    pub organization: String,
    pub project: String,
    /// The settlement date, written in the donor's language.
    pub date: String,
    pub amount: Money,
    pub fee: Money,
    /// The USD price of one unit of the donation's currency when it was recorded.
    pub rate: MicroUsd,
    pub payment: Payment,
    pub donation_id: String,
    /// Who gave, as their yearly statement names them.
    pub donor: String,
    /// Where the donor checks that the gift was counted, when the receipt says it.
    pub check: Option<CheckCounted>,
}

impl Receipt {
    /// The label and value rows, in order.
    fn rows(&self) -> Vec<(&str, String, bool)> {
        let l = &self.labels;
        let total = Money { currency: self.amount.currency, minor: self.amount.minor + self.fee.minor };
        let mut rows = vec![(l.platform.as_str(), self.platform.clone(), false)];
        if !l.donor.is_empty() && !self.donor.is_empty() {
            rows.push((l.donor.as_str(), self.donor.clone(), false));
        }
        rows.extend([
            (l.organization.as_str(), self.organization.clone(), false),
            (l.project.as_str(), self.project.clone(), false),
            (l.date.as_str(), self.date.clone(), false),
            (l.amount.as_str(), display(self.amount), false),
            (l.fee.as_str(), display(self.fee), false),
            (l.total.as_str(), display(total), true),
            (l.currency.as_str(), currency_name(self.amount.currency).to_owned(), false),
        ]);
        if let Some(rate) = rate(self.amount.currency, self.rate) {
            rows.push((l.rate.as_str(), rate, false));
        }
        match &self.payment {
            Payment::Card { reference: Some(r) } => rows.push((l.payment_reference.as_str(), r.clone(), false)),
            Payment::Ada { txid: Some(t) } => rows.push((l.txid.as_str(), t.clone(), false)),
            Payment::Card { reference: None } | Payment::Ada { txid: None } => {}
        }
        rows.push((l.donation_id.as_str(), self.donation_id.clone(), false));
        rows
    }

    /// The receipt as a one-page PDF.
    pub fn render(&self, fonts: &Fonts) -> Result<Vec<u8>, RenderError> {
        let mut sheet = Sheet::new(fonts, self.language);
        sheet.advance(14.0);
        sheet.text(&self.labels.title, 0.0, MEASURE, Align::Start, TITLE, Flow::Language);
        sheet.advance(24.0);
        sheet.text(&self.platform, 0.0, MEASURE, Align::Start, HEADING, Flow::Language);
        sheet.advance(30.0);
        let label_width = 150.0;
        for (label, value, strong) in self.rows() {
            sheet.text(label, 0.0, label_width, Align::Start, LABEL, Flow::Language);
            // Values end at the far edge, so amounts line up.
            let style = if strong { STRONG } else { BODY };
            sheet.text(&value, label_width + 8.0, MEASURE - label_width - 8.0, Align::End, style, Flow::Auto);
            sheet.rule();
            sheet.advance(22.0);
        }
        sheet.advance(12.0);
        sheet.text(&self.labels.thanks, 0.0, MEASURE, Align::Start, BODY, Flow::Language);
        if let Some(check) = self.check.as_ref().filter(|_| !self.labels.check_counted.is_empty()) {
            sheet.advance(30.0);
            sheet.text(&self.labels.check_counted, 0.0, MEASURE, Align::Start, STRONG, Flow::Language);
            sheet.advance(20.0);
            sheet.text(&self.labels.check_how, 0.0, MEASURE, Align::Start, BODY, Flow::Language);
            sheet.advance(20.0);
            // The code and the address are written left to right in every language.
            sheet.text(&check.code, 0.0, MEASURE, Align::Start, STRONG, Flow::Auto);
            sheet.advance(18.0);
            sheet.text(&check.url, 0.0, MEASURE, Align::Start, LABEL, Flow::Auto);
        }
        sheet.finish(&self.labels.title)
    }
}
