//! Donations on the wire (api-contract §1), with the contract's status mapping.

use chrono::{DateTime, Utc};
use matchpool_domain::donation::{Donation, DonationStep as Step};
use matchpool_domain::identity::User;
use matchpool_domain::{CheckoutId, ContractStatus, Currency, DonationId, DonationState, Money, ProjectId, Rail};
use serde::Serialize;

use crate::views::identity::MediaRef;

/// The donor as others may see them; null when the donation is anonymous.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Donor {
    pub first_name: String,
    pub last_name: String,
    pub username: String,
    pub avatar: Option<MediaRef>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DonationView {
    #[schema(value_type = Uuid)]
    pub id: DonationId,
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    /// What the project receives, in major units (whole USD or ADA).
    pub amount: f64,
    /// The card fee (0 for crypto), and what the donor pays.
    pub fee: f64,
    pub total: f64,
    pub currency: Currency,
    /// USD per major unit, as the server priced it.
    pub rate: f64,
    pub usd_value: f64,
    pub anonymous: bool,
    /// The coarse status the original client reads, from `state`.
    pub status: ContractStatus,
    pub state: DonationState,
    pub payment_type: Rail,
    /// The payment intent or transaction id.
    pub transaction_id: Option<String>,
    pub release_transaction_id: Option<String>,
    /// The checkout (one payment for several projects) this donation was paid in, if any.
    #[schema(value_type = Option<Uuid>)]
    pub checkout_id: Option<CheckoutId>,
    pub user: Option<Donor>,
    /// The project's title, in the donor's own history.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub project_title: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// One step of a donation's timeline.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DonationStep {
    pub state: DonationState,
    pub note: Option<String>,
    pub at: DateTime<Utc>,
}

/// A donation with its timeline, for its donor.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct DonationDetail {
    #[serde(flatten)]
    pub donation: DonationView,
    /// Why it ended as it did (a decline, a cancel, an expiry, a refund).
    pub failure_reason: Option<String>,
    /// The donor may still cancel it (a card payment waiting for 3-D Secure).
    pub can_cancel: bool,
    /// While the bank's check (3-D Secure) waits for the donor: the payment's secret, so the
    /// donor can finish the check (then confirm with `transaction_id`) instead of only canceling.
    pub client_secret: Option<String>,
    /// An ADA donation whose transaction is on chain but not deep enough yet to count:
    /// "confirming, `seen` of `needed`". Null otherwise (and again after a rollback).
    pub confirming: Option<Confirming>,
    pub project_title: String,
    pub timeline: Vec<DonationStep>,
    /// The donor's inclusion code for the donation's round, to check once the round's results
    /// are out that their gifts were counted (docs/PROOFS.md §6b). Only in the donor's own view.
    pub inclusion: Option<crate::views::proof::InclusionCodeView>,
}

/// How deep an ADA donation's transaction is, and how deep it must be to settle.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Confirming {
    /// Blocks from the transaction's own to the tip when last looked at.
    pub seen: u32,
    /// `chain.confirmations`.
    pub needed: u64,
}

impl Confirming {
    /// How deep a pending ADA donation's transaction is; `None` for any other donation (and
    /// for one rolled back off the chain, whose depth is unknown again).
    pub fn of(d: &Donation, needed: u64) -> Option<Self> {
        d.confirmations
            .filter(|_| d.state == matchpool_domain::DonationState::Pending)
            .map(|seen| Self { seen, needed })
    }
}

/// Major units (USD, ADA) of stored minor units of `currency` (a currency code from the database).
pub fn major(minor: i64, currency: &str) -> f64 {
    Money { currency: Currency::parse(currency).unwrap_or(Currency::Usd), minor }.major()
}

/// `donor` is `None` when the caller may not see who gave (anonymous donations, for others).
pub fn donation_view(d: &Donation, donor: Option<&User>) -> DonationView {
    DonationView {
        id: d.id,
        project_id: d.project,
        amount: d.amount.major(),
        fee: d.fee.major(),
        total: d.total().major(),
        currency: d.amount.currency,
        rate: d.rate.0 as f64 / 1e6,
        usd_value: d.usd_cents as f64 / 100.0,
        anonymous: d.anonymous,
        status: d.state.contract_status(),
        state: d.state,
        payment_type: d.rail,
        transaction_id: d.reference.clone(),
        release_transaction_id: None,
        checkout_id: d.checkout,
        user: donor.map(|u| Donor {
            first_name: u.first_name.clone(),
            last_name: u.last_name.clone(),
            username: u.username.clone(),
            avatar: u.avatar_url.clone().map(|url| MediaRef { url }),
        }),
        project_title: None,
        created_at: d.created_at,
        updated_at: d.updated_at,
    }
}

pub fn timeline(steps: &[Step]) -> Vec<DonationStep> {
    steps.iter().map(|e| DonationStep { state: e.state, note: e.note.clone(), at: e.at }).collect()
}
