//! The match a whole cart adds (issue 16), from the round's cached estimator in one pass
//! (`Estimator::estimate_cart`): the gifts share one pool, so they are applied together rather
//! than summed as independent single estimates.

use chrono::Utc;
use matchpool_domain::checkout::{CartItem, check_items};
use matchpool_domain::{Currency, UserId, VerificationStatus};
use matchpool_matching::{CartEstimate, EstimateError, Who};

use super::{cart_error, open_round};
use crate::{App, AppError, AppResult};

/// What the cart's gifts (each with its vote) would add to its projects' matches, for `person`
/// (a visitor counts as a new unverified supporter, as for a single estimate).
pub async fn estimate(app: &App, person: Option<UserId>, items: &[CartItem]) -> AppResult<CartEstimate> {
    check_items(items, true).map_err(cart_error)?;
    if items.iter().any(|item| item.amount.currency != Currency::Usd) {
        return Err(AppError::unprocessable("estimate.unsupported_currency", "A cart is estimated in USD."));
    }
    let (round, _) = open_round(app, items).await?;
    let cached = crate::matching::estimator(app, &round).await?;
    let pseudonym = person.map(|p| app.matching.pseudonym(round.id, p));
    let who = match (person, &pseudonym) {
        (None, _) => Who::VISITOR,
        (Some(_), Some(p)) if cached.read().knows_person(p) => Who::Person(p),
        (Some(person), _) => {
            let user = matchpool_store::users::find(&app.db, person).await?;
            let points = matchpool_store::impact::impact_points(&app.db, person, Utc::now()).await?;
            Who::New {
                verified: user.is_some_and(|u| u.kyc == VerificationStatus::Verified),
                impact_points: u64::try_from(points).unwrap_or(0),
            }
        }
    };
    let ids: Vec<String> = items.iter().map(|item| item.project.to_string()).collect();
    let gifts: Vec<(&str, u64)> =
        ids.iter().zip(items).map(|(id, item)| (id.as_str(), u64::try_from(item.amount.minor).unwrap_or(0))).collect();
    cached.read().estimate_cart(who, &gifts).map_err(|e| match e {
        EstimateError::UnknownProject(_) | EstimateError::UnknownPerson(_) => {
            AppError::not_found("project.not_found", "Project not found.")
        }
        EstimateError::Input(e) => AppError::unprocessable("donation.invalid_amount", e.to_string()),
    })
}
