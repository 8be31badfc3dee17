//! Typed ids from the path (`Id<ProjectId>`): parsed once at the edge, and a malformed id is the
//! same "not found" as an unknown one, with the code of what was looked for.

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use matchpool_domain::{CheckoutId, DonationId, IntentId, OrganizationId, ProjectId, RewardId, UpdateId, UserId};

use crate::error::ApiError;

/// What is missing when an id of this kind is not found.
pub trait Found {
    const NOT_FOUND: (&'static str, &'static str);
}

impl Found for ProjectId {
    const NOT_FOUND: (&'static str, &'static str) = ("project.not_found", "Project not found.");
}

impl Found for UpdateId {
    const NOT_FOUND: (&'static str, &'static str) = ("update.not_found", "This update does not exist.");
}

impl Found for CheckoutId {
    const NOT_FOUND: (&'static str, &'static str) = ("checkout.not_found", "Checkout not found.");
}

impl Found for DonationId {
    const NOT_FOUND: (&'static str, &'static str) = ("donation.not_found", "Donation not found.");
}

impl Found for IntentId {
    const NOT_FOUND: (&'static str, &'static str) = ("ada.intent_not_found", "This payment was not prepared for you.");
}

impl Found for RewardId {
    const NOT_FOUND: (&'static str, &'static str) = ("referral.not_found", "Reward not found.");
}

impl Found for UserId {
    const NOT_FOUND: (&'static str, &'static str) = ("user.not_found", "Person not found.");
}

impl Found for OrganizationId {
    const NOT_FOUND: (&'static str, &'static str) = ("organization.not_found", "Organization not found.");
}

/// The single path parameter of a route, as a typed id.
#[derive(Debug, Clone, Copy)]
pub struct Id<T>(pub T);

impl<T, S> FromRequestParts<S> for Id<T>
where
    T: Found + std::str::FromStr + Send,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let not_found = || ApiError::not_found(T::NOT_FOUND.0, T::NOT_FOUND.1);
        let Path(raw) = Path::<String>::from_request_parts(parts, state).await.map_err(|_| not_found())?;
        raw.parse().map(Id).map_err(|_| not_found())
    }
}
