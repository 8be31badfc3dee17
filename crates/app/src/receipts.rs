//! Receipts of settled donations and donors' yearly statements: reads only, rendered in the
//! donor's language (or the one asked for) off the async runtime.

use chrono::{DateTime, Datelike, TimeZone, Utc};
use matchpool_domain::donation::Donation;
use matchpool_domain::identity::User;
use matchpool_domain::{DonationId, DonationState, Language, Rail};
use matchpool_receipts::{CheckCounted, Payment, Receipt, Statement, StatementRow};

use crate::notify::receipts::{date_text, receipt_labels, statement_labels};
use crate::{App, AppError, AppResult, ErrorKind};

/// The platform's name on every receipt.
const PLATFORM: &str = "Matchpool";

/// The first year a statement may be asked for.
pub const FIRST_YEAR: i32 = 2000;

/// A file to hand to the donor.
#[derive(Debug)]
pub struct Download {
    pub bytes: Vec<u8>,
    pub file_name: String,
    pub content_type: &'static str,
}

/// A statement's file format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Pdf,
    Csv,
}

/// The receipt of one of `donor`'s donations. Someone else's donation is not found (no hint that
/// it exists); only a settled donation has a receipt (a refunded one no longer does).
pub async fn receipt(app: &App, donor: &User, id: DonationId, language: Language) -> AppResult<Download> {
    let donation = matchpool_store::donations::find(&app.db, id)
        .await?
        .filter(|d| d.donor == donor.id)
        .ok_or_else(|| AppError::not_found("donation.not_found", "Donation not found."))?;
    if donation.state != DonationState::Settled {
        return Err(AppError::conflict("receipt.not_settled", "Only a settled donation has a receipt."));
    }
    let (project, organization) = names(app, &donation).await?;
    let receipt = Receipt {
        language,
        labels: receipt_labels(language),
        platform: PLATFORM.into(),
        organization,
        project,
        date: date_text(language, settled_at(&donation)),
        amount: donation.amount,
        fee: donation.fee,
        rate: donation.rate,
        payment: match donation.rail {
            Rail::Card => Payment::Card { reference: donation.reference.clone() },
            Rail::Ada => Payment::Ada { txid: donation.txid.clone().or_else(|| donation.reference.clone()) },
        },
        donation_id: donation.id.to_string(),
        donor: donor_name(donor),
        check: check_counted(app, &donation, donor).await?,
    };
    let bytes = render(app, move |fonts| receipt.render(fonts)).await?;
    Ok(Download { bytes, file_name: format!("receipt-{}.pdf", donation.id), content_type: "application/pdf" })
}

/// The donor's inclusion code for the donation's round and the results page that checks it
/// (docs/PROOFS.md §6b).
async fn check_counted(app: &App, donation: &Donation, donor: &User) -> AppResult<Option<CheckCounted>> {
    let Some(round) = matchpool_store::rounds::find(&app.db, donation.round).await? else {
        return Ok(None);
    };
    let code = crate::matching::InclusionCode::of(app, &round, donor.id).to_string();
    let url = format!("{}/rounds/{}/results?code={code}", app.settings.public_url, round.id);
    Ok(Some(CheckCounted { code, url }))
}

/// `donor`'s statement of `year` (UTC): every donation that settled that year and is still
/// settled, with the totals per currency.
pub async fn statement(app: &App, donor: &User, year: i32, language: Language, format: Format) -> AppResult<Download> {
    let this_year = Utc::now().year();
    // The range first: a year near i32::MAX must not reach the `year + 1` below.
    if !(FIRST_YEAR..=this_year).contains(&year) {
        return Err(bad_year(this_year));
    }
    let bounds =
        (Utc.with_ymd_and_hms(year, 1, 1, 0, 0, 0).single(), Utc.with_ymd_and_hms(year + 1, 1, 1, 0, 0, 0).single());
    let (Some(since), Some(until)) = bounds else { return Err(bad_year(this_year)) };
    let donations = matchpool_store::donations::settled_of_donor(&app.db, donor.id, since, until).await?;
    let mut rows = Vec::with_capacity(donations.len());
    for donation in &donations {
        let (project, organization) = names(app, donation).await?;
        let at = settled_at(donation);
        rows.push(StatementRow {
            date: date_text(language, at),
            iso_date: at.format("%Y-%m-%d").to_string(),
            project,
            organization,
            amount: donation.amount,
            fee: donation.fee,
            reference: donation.txid.clone().or_else(|| donation.reference.clone()).unwrap_or_default(),
            donation_id: donation.id.to_string(),
        });
    }
    let statement = Statement {
        language,
        labels: statement_labels(language, year),
        platform: PLATFORM.into(),
        donor: donor_name(donor),
        year,
        rows,
    };
    match format {
        Format::Csv => {
            let bytes = statement.csv().map_err(|e| AppError::Internal(e.into()))?;
            Ok(Download { bytes, file_name: format!("statement-{year}.csv"), content_type: "text/csv; charset=utf-8" })
        }
        Format::Pdf => {
            let bytes = render(app, move |fonts| statement.render(fonts)).await?;
            Ok(Download { bytes, file_name: format!("statement-{year}.pdf"), content_type: "application/pdf" })
        }
    }
}

fn bad_year(this_year: i32) -> AppError {
    AppError::unprocessable("statement.year_invalid", format!("The year must be from {FIRST_YEAR} to {this_year}."))
}

fn settled_at(donation: &Donation) -> DateTime<Utc> {
    donation.settled_at.unwrap_or(donation.created_at)
}

/// The donor as receipts and statements name them: their name, or else their username.
fn donor_name(donor: &User) -> String {
    let name = format!("{} {}", donor.first_name, donor.last_name).trim().to_owned();
    if name.is_empty() { donor.username.clone() } else { name }
}

/// The project's title and its organization's name.
async fn names(app: &App, donation: &Donation) -> AppResult<(String, String)> {
    let Some(project) = matchpool_store::projects::find(&app.db, donation.project).await? else {
        return Ok((String::new(), String::new()));
    };
    let organization = matchpool_store::organizations::find(&app.db, project.identity_id).await?;
    Ok((project.title, organization.map(|o| o.name).unwrap_or_default()))
}

/// Renders with the fonts off the async runtime; without fonts receipts are unavailable (503).
async fn render(
    app: &App,
    draw: impl FnOnce(&matchpool_receipts::Fonts) -> Result<Vec<u8>, matchpool_receipts::RenderError> + Send + 'static,
) -> AppResult<Vec<u8>> {
    let library = app.fonts.clone();
    let drawn = tokio::task::spawn_blocking(move || library.fonts().map(|fonts| draw(&fonts)))
        .await
        .map_err(|e| AppError::Internal(e.into()))?;
    match drawn {
        Ok(pdf) => pdf.map_err(|e| AppError::Internal(e.into())),
        Err(missing) => {
            tracing::error!(error = %missing, "receipt fonts missing");
            Err(AppError::rule(ErrorKind::Unavailable, "receipt.unavailable", "Receipts are not available right now."))
        }
    }
}
