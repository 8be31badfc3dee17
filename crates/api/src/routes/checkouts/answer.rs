//! The answer a checkout gives as it now stands, like a single donation's: 201 settled, 202
//! waiting (with the 3-D Secure secret when the bank asks), 402 declined, 409 not completed.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use matchpool_app::checkouts::Paid;
use matchpool_domain::{CheckoutId, Currency, DonationState, Rail};
use serde::Serialize;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::views::donation::{DonationView, donation_view};

/// A checkout: one payment, one fee line, a donation per project.
#[derive(Serialize, utoipa::ToSchema)]
pub struct CheckoutView {
    #[schema(value_type = Uuid)]
    pub id: CheckoutId,
    /// The payment's state; every donation of the checkout follows it.
    pub state: DonationState,
    pub payment_type: Rail,
    pub currency: Currency,
    /// The amounts together, the one fee, and what the payer pays (major units).
    pub amount: f64,
    pub fee: f64,
    pub total: f64,
    /// The PaymentIntent id (card) or the transaction id (ADA).
    pub transaction_id: Option<String>,
    pub failure_reason: Option<String>,
    pub donations: Vec<DonationView>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct CheckoutAnswer {
    pub checkout: CheckoutView,
    pub action_required: bool,
    pub client_secret: Option<String>,
    pub payment_intent_id: Option<String>,
    pub message: String,
}

/// The answer for `paid`; `ok` answers 200 instead of 201/202 (reads, confirmations, cancels).
pub async fn answer(state: &AppState, paid: Paid, ok: bool) -> ApiResult<Response> {
    let payer = matchpool_store::users::find(&state.db, paid.checkout.payer).await?;
    let c = &paid.checkout;
    let action_required = c.state == DonationState::ActionRequired;
    let (status, message) = match c.state {
        DonationState::Settled => (StatusCode::CREATED, "Thank you! Your donations are confirmed."),
        DonationState::ActionRequired => (StatusCode::ACCEPTED, "Your bank asks you to confirm this payment."),
        DonationState::Failed if !ok && c.rail == Rail::Ada => {
            let message = c.reason.clone().unwrap_or_else(|| "The transaction did not pay your cart.".into());
            return Err(ApiError::conflict("donation.not_completed", message));
        }
        DonationState::Failed if !ok => {
            let message = c.reason.clone().unwrap_or_else(|| "Your card was declined.".into());
            return Err(ApiError::new(StatusCode::PAYMENT_REQUIRED, "payment.card_declined", message));
        }
        DonationState::Canceled | DonationState::Expired if !ok => {
            let message = c.reason.clone().unwrap_or_else(|| "This payment was not completed.".into());
            return Err(ApiError::conflict("donation.not_completed", message));
        }
        DonationState::Initiated | DonationState::Pending => (StatusCode::ACCEPTED, "Your payment is being confirmed."),
        _ => (StatusCode::OK, "This payment is closed."),
    };
    let body = CheckoutAnswer {
        action_required,
        client_secret: if action_required { c.client_secret.clone() } else { None },
        payment_intent_id: c.reference.clone(),
        message: message.to_owned(),
        checkout: CheckoutView {
            id: c.id,
            state: c.state,
            payment_type: c.rail,
            currency: c.currency,
            amount: c.amount.major(),
            fee: c.fee.major(),
            total: c.total().major(),
            transaction_id: c.reference.clone(),
            failure_reason: c.reason.clone(),
            donations: paid.donations.iter().map(|d| donation_view(d, payer.as_ref())).collect(),
        },
    };
    let status = if ok { StatusCode::OK } else { status };
    Ok((status, axum::Json(body)).into_response())
}
