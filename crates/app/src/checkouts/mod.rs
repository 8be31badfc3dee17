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
mod reconcile;

pub use ada::{AdaCheckout, BuiltCheckout, Output, build_ada, submit_ada};
pub use card::{CardCheckout, cancel, checkout_by_card, confirm};
pub use cart::{items as cart_items, merge as merge_cart, replace as replace_cart};
pub use estimate::estimate;
pub(crate) use lifecycle::apply_event;
pub(crate) use reconcile::reconcile;

use chrono::Utc;
use matchpool_domain::CheckoutId;
use matchpool_domain::checkout::{CartError, CartItem, Checkout};
use matchpool_domain::donation::Donation;
use matchpool_domain::round::Round;
use matchpool_store::projects::Project;

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

/// A cart refused as a whole (empty, too many items, the same project twice...).
fn cart_error(err: CartError) -> AppError {
    AppError::unprocessable(err.code(), err.message())
}

/// The round every item's project is in, which must be open for voting (a checkout's donations
/// are votes), and the projects in the items' order.
async fn open_round(app: &App, items: &[CartItem]) -> AppResult<(Round, Vec<Project>)> {
    let mut projects = Vec::with_capacity(items.len());
    let mut rounds = Vec::with_capacity(items.len());
    for item in items {
        let (project, round) = crate::supporting::public_with_round(app, item.project).await?;
        projects.push(project);
        rounds.push(round);
    }
    let first = rounds.first().ok_or_else(|| cart_error(CartError::Empty))?;
    if rounds.iter().any(|round| round.id != first.id) {
        return Err(AppError::unprocessable(
            "checkout.mixed_rounds",
            "All projects of one checkout must be in the same voting round.",
        ));
    }
    if !first.schedule().voting_open(Utc::now()) {
        return Err(AppError::conflict("checkout.voting_closed", "Voting in this round is not open."));
    }
    Ok((first.clone(), projects))
}
