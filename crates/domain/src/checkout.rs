//! One checkout for several projects (issue 16): a cart of items (a project and an amount), the
//! rules a cart must keep, how a visitor's device cart joins the account's at sign-in, and the
//! checkout record — one payment (one PaymentIntent, or one transaction) behind a donation per
//! project. A checkout's state follows the donation state machine's payment part
//! (`initiated → action_required → settled | failed | canceled | expired`), and its donations make
//! every move with it.

use std::collections::HashSet;

use chrono::{DateTime, Utc};

use crate::donation::{DonationState, Rail};
use crate::ids::{CheckoutId, ProjectId, UserId};
use crate::money::{Currency, Money};

/// The most projects one cart (and one checkout) may hold.
pub const MAX_ITEMS: usize = 20;

/// One line of a cart: a project and what the donor gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CartItem {
    pub project: ProjectId,
    pub amount: Money,
}

/// Why a list of items is not a valid cart.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CartError {
    /// A checkout needs at least one item.
    Empty,
    /// More than [`MAX_ITEMS`] items.
    TooMany,
    /// The same project twice.
    Duplicate(ProjectId),
    /// Items in different currencies (one payment has one currency).
    MixedCurrencies,
}

impl CartError {
    /// The stable error code the API answers with.
    pub fn code(self) -> &'static str {
        match self {
            Self::Empty => "checkout.empty",
            Self::TooMany => "checkout.too_many_items",
            Self::Duplicate(_) => "checkout.duplicate_project",
            Self::MixedCurrencies => "checkout.mixed_currencies",
        }
    }

    pub fn message(self) -> String {
        match self {
            Self::Empty => "Add at least one project to your cart.".into(),
            Self::TooMany => format!("A cart holds at most {MAX_ITEMS} projects."),
            Self::Duplicate(_) => "A project appears twice in your cart.".into(),
            Self::MixedCurrencies => "All amounts of one payment must be in the same currency.".into(),
        }
    }
}

/// Checks a cart's items: at most [`MAX_ITEMS`], each project once, one currency; `checkout`
/// also refuses an empty cart (a stored cart may be empty).
pub fn check_items(items: &[CartItem], checkout: bool) -> Result<(), CartError> {
    if checkout && items.is_empty() {
        return Err(CartError::Empty);
    }
    if items.len() > MAX_ITEMS {
        return Err(CartError::TooMany);
    }
    let mut seen = HashSet::new();
    for item in items {
        if !seen.insert(item.project) {
            return Err(CartError::Duplicate(item.project));
        }
    }
    if items.windows(2).any(|pair| pair[0].amount.currency != pair[1].amount.currency) {
        return Err(CartError::MixedCurrencies);
    }
    Ok(())
}

/// The cart a person has after signing in on a device that kept a visitor's cart: the account's
/// items win for a project in both (the account is what the person chose last while signed in;
/// summing would silently double a gift), the device's other projects are added after them, and
/// the result keeps at most [`MAX_ITEMS`] items. Items in another currency than the account cart's
/// are left out.
pub fn merge(account: &[CartItem], device: &[CartItem]) -> Vec<CartItem> {
    let mut merged: Vec<CartItem> = account.to_vec();
    let currency = account.first().or(device.first()).map(|item| item.amount.currency);
    for item in device {
        if merged.iter().all(|m| m.project != item.project) && Some(item.amount.currency) == currency {
            merged.push(*item);
        }
    }
    merged.truncate(MAX_ITEMS);
    merged
}

/// One payment for several donations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkout {
    pub id: CheckoutId,
    pub payer: UserId,
    pub rail: Rail,
    pub currency: Currency,
    /// The payment's state; every donation of the checkout follows it.
    pub state: DonationState,
    /// What the projects are credited, together.
    pub amount: Money,
    /// The one fee line (the card fee of the amount; zero for ADA).
    pub fee: Money,
    /// The PaymentIntent id (card) or the transaction id (ADA).
    pub reference: Option<String>,
    pub client_secret: Option<String>,
    pub idempotency_key: Option<String>,
    /// The fingerprint of the request the idempotency key was first used with.
    pub request_hash: Option<String>,
    pub reason: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Checkout {
    /// What the payer pays: the amounts plus the one fee.
    pub fn total(&self) -> Money {
        Money { currency: self.currency, minor: self.amount.minor + self.fee.minor }
    }
}

/// Whether a transaction pays a checkout in ADA: every address is paid at least what the
/// checkout's donations owe it together (two projects paid at the platform payout address share
/// that address). `owed` is each donation's address and amount, `paid` what each output of the
/// transaction pays. Returns the first address paid short, or `None` when all are paid in full.
pub fn first_underpaid<'a>(owed: &[(&'a str, i64)], paid: &[(&str, i64)]) -> Option<&'a str> {
    let mut totals: Vec<(&'a str, i64)> = Vec::new();
    for &(address, amount) in owed {
        match totals.iter_mut().find(|(a, _)| *a == address) {
            Some((_, sum)) => *sum += amount,
            None => totals.push((address, amount)),
        }
    }
    totals.into_iter().find_map(|(address, sum)| {
        let received: i64 = paid.iter().filter(|(a, _)| *a == address).map(|(_, amount)| amount).sum();
        (received < sum).then_some(address)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(n: u128, dollars: i64) -> CartItem {
        CartItem { project: ProjectId::from_uuid(uuid::Uuid::from_u128(n)), amount: Money::usd_cents(dollars * 100) }
    }

    #[test]
    fn a_cart_is_checked() {
        assert_eq!(check_items(&[], true), Err(CartError::Empty));
        assert_eq!(check_items(&[], false), Ok(()));
        assert_eq!(check_items(&[item(1, 5), item(2, 5)], true), Ok(()));
        assert_eq!(check_items(&[item(1, 5), item(1, 6)], true), Err(CartError::Duplicate(item(1, 0).project)));
        let many: Vec<CartItem> = (0..=MAX_ITEMS as u128).map(|n| item(n, 1)).collect();
        assert_eq!(check_items(&many, true), Err(CartError::TooMany));
        let ada = CartItem { project: item(3, 0).project, amount: Money { currency: Currency::Lovelace, minor: 1 } };
        assert_eq!(check_items(&[item(1, 5), ada], true), Err(CartError::MixedCurrencies));
    }

    #[test]
    fn a_transaction_must_pay_every_address_what_it_is_owed_together() {
        let owed = [("wallet", 10), ("payout", 3), ("payout", 2)];
        assert_eq!(first_underpaid(&owed, &[("wallet", 10), ("payout", 3), ("payout", 2), ("change", 99)]), None);
        assert_eq!(first_underpaid(&owed, &[("wallet", 10), ("payout", 5)]), None, "outputs to one address add up");
        assert_eq!(first_underpaid(&owed, &[("wallet", 10), ("payout", 4)]), Some("payout"), "one short");
        assert_eq!(first_underpaid(&owed, &[("wallet", 9), ("payout", 5)]), Some("wallet"));
        assert_eq!(first_underpaid(&owed, &[("change", 100)]), Some("wallet"), "paying elsewhere pays nothing");
        assert_eq!(first_underpaid(&[], &[]), None);
    }

    #[test]
    fn the_account_wins_per_project_when_carts_merge() {
        let merged = merge(&[item(1, 10), item(2, 20)], &[item(2, 99), item(3, 30)]);
        assert_eq!(merged, vec![item(1, 10), item(2, 20), item(3, 30)]);
        assert_eq!(merge(&[], &[item(3, 30)]), vec![item(3, 30)]);
        let device: Vec<CartItem> = (10..40).map(|n| item(n, 1)).collect();
        assert_eq!(merge(&[item(1, 1)], &device).len(), MAX_ITEMS);
    }
}
