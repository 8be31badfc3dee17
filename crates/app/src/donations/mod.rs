//! Donations (DESIGN §5): one state machine for both rails, each move made by one use case in one
//! transaction. Card payments live in [`card`], ADA ones in [`crate::ada`]; settling, leaving
//! `settled` (refunds, disputes) and reconciling are shared.

mod card;
mod idempotency;
mod lifecycle;
pub(crate) mod notices;
mod reconcile;
mod refund;

pub(crate) use card::provider_unavailable;
pub use card::{CardDonation, cancel, confirm, donate_by_card};
pub(crate) use idempotency::{AskedCart, checkout_fingerprint, keyed, same_request_hash};
pub use lifecycle::apply_event;
pub(crate) use lifecycle::{fail, leave_settled, settle, settle_in, win_dispute};
pub use notices::send_daily_digests;
pub use reconcile::{reconcile, reconcile_one};
pub use refund::refund;

pub use idempotency::{Asked, fingerprint};
pub(crate) use lifecycle::step as lifecycle_step;

use matchpool_domain::DonationId;
use matchpool_domain::donation::Donation;

use crate::{App, AppError, AppResult};

pub(crate) fn not_found() -> AppError {
    AppError::not_found("donation.not_found", "Donation not found.")
}

/// A donation as it stands now.
pub async fn find(app: &App, id: DonationId) -> AppResult<Donation> {
    matchpool_store::donations::find(&app.db, id).await?.ok_or_else(not_found)
}
