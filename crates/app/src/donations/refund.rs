//! An operator refunds a settled (or disputed) donation: a card payment is refunded through the
//! provider; an ADA one is recorded as refunded and the operator returns the ADA by hand.

use matchpool_domain::donation::Donation;
use matchpool_domain::{DonationId, Move, Rail, UserId};
use matchpool_providers::payments::PaymentError;

use super::card::provider_unavailable;
use super::lifecycle::leave_settled;
use crate::{App, AppError, AppResult};

pub async fn refund(app: &App, operator: UserId, id: DonationId, reason: Option<String>) -> AppResult<Donation> {
    let donation = super::find(app, id).await?;
    let not_refundable = || AppError::conflict("donation.not_refundable", "Only a confirmed donation can be refunded.");
    if !Move::Refund.from().contains(&donation.state) {
        return Err(not_refundable());
    }
    let reason = reason.map(|r| r.trim().chars().take(500).collect::<String>()).filter(|r| !r.is_empty());
    let reason = reason.unwrap_or_else(|| "Refunded by the platform.".to_owned());
    if donation.rail == Rail::Card {
        let intent = donation.reference.as_deref().ok_or_else(not_refundable)?;
        // One PaymentIntent paid a checkout's donations: only this one's amount and fee go back
        // (the provider's partial-refund event then leaves the others as they are).
        let part = donation.checkout.map(|_| donation.total().minor);
        match app.payments.refund(intent, part, &format!("refund:{id}")).await {
            Ok(()) => {}
            Err(PaymentError::Unavailable(_)) => return Err(provider_unavailable()),
            Err(PaymentError::Rejected(message)) => {
                return Err(AppError::unprocessable(
                    "payment.refund_refused",
                    format!("The payment service refused the refund: {message}"),
                ));
            }
        }
    }
    if !leave_settled(app, id, Move::Refund, &reason).await? {
        return Err(not_refundable());
    }
    tracing::info!(donation = %id, %operator, rail = donation.rail.as_str(), "donation refunded by an operator");
    super::find(app, id).await
}
