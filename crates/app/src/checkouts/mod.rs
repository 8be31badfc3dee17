//! One checkout for several projects (issue 16): one payment (one PaymentIntent with one fee
//! line, or one ADA transaction with an output per project) behind a donation per project. Each donation is made by the same rules as a single one
//! (a person, not an organization; a confirmed address when required; a public project; the
//! amount parser and the fee policy) and settles through `donations::settle_in`, so votes, impact
//! points, referral rewards, notices and the estimator follow each; all of a checkout's donations
//! settle in one transaction, and fail, cancel or expire together.

mod ada;
mod card;
mod cart;
mod estimate;
mod lifecycle;

pub use ada::{AdaCheckout, BuiltCheckout, Output, build_ada, submit_ada};
pub use card::{CardCheckout, cancel, checkout_by_card, confirm};
pub use cart::{items as cart_items, merge as merge_cart, replace as replace_cart};
pub use estimate::estimate;
pub(crate) use lifecycle::{apply_event, reconcile};

use matchpool_domain::CheckoutId;
use matchpool_domain::checkout::Checkout;
use matchpool_domain::donation::Donation;

use crate::{Actor, App, AppError, AppResult};

fn not_found() -> AppError {
    AppError::not_found("checkout.not_found", "Checkout not found.")
}

/// A checkout with its donations.
pub struct Paid {
    pub checkout: Checkout,
    pub donations: Vec<Donation>,
}

async fn load(app: &App, id: CheckoutId) -> AppResult<Paid> {
    let checkout = matchpool_store::checkouts::find(&app.db, id).await?.ok_or_else(not_found)?;
    let donations = matchpool_store::donations::of_checkout(&app.db, id).await?;
    Ok(Paid { checkout, donations })
}

/// The payer's own checkout (another person's is "not found").
pub async fn find(app: &App, actor: Actor, id: CheckoutId) -> AppResult<Paid> {
    let paid = load(app, id).await?;
    if paid.checkout.payer == actor.person() { Ok(paid) } else { Err(not_found()) }
}
