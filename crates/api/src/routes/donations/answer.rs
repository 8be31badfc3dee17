//! The HTTP answer a donation gives as it now stands (api-contract §3.5): 201 when settled, 202
//! while waiting (with the 3-D Secure secret when the bank asks), and the refusals of a declined
//! card or a transaction that does not pay.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use matchpool_domain::donation::Donation;
use matchpool_domain::{DonationState, Rail};
use serde::Serialize;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::views::donation::{DonationView, donation_view};

/// The donation created or found.
#[derive(Serialize, utoipa::ToSchema)]
pub struct DonationAnswer {
    pub donation: DonationView,
    pub action_required: bool,
    pub client_secret: Option<String>,
    pub payment_intent_id: Option<String>,
    pub message: String,
}

fn body(donation: &Donation, view: DonationView, action_required: bool, message: &str) -> DonationAnswer {
    DonationAnswer {
        action_required,
        client_secret: if action_required { donation.client_secret.clone() } else { None },
        payment_intent_id: donation.reference.clone().filter(|_| donation.rail == Rail::Card),
        message: message.to_owned(),
        donation: view,
    }
}

/// The answer for `donation`; `ok` answers 200 instead of 201/202 (confirmations, cancels).
pub async fn answer(state: &AppState, donation: &Donation, ok: bool) -> ApiResult<Response> {
    let donor = matchpool_store::users::find(&state.db, donation.donor).await?;
    let view = donation_view(donation, donor.as_ref());
    let reason = donation.reason.clone();
    let (status, answer) = match donation.state {
        DonationState::Settled => {
            (StatusCode::CREATED, body(donation, view, false, "Thank you! Your donation is confirmed."))
        }
        DonationState::ActionRequired => {
            (StatusCode::ACCEPTED, body(donation, view, true, "Your bank asks you to confirm this payment."))
        }
        DonationState::Failed if donation.rail == Rail::Card => {
            let message = reason.unwrap_or_else(|| "Your card was declined.".into());
            return Err(ApiError::new(StatusCode::PAYMENT_REQUIRED, "payment.card_declined", message));
        }
        DonationState::Failed => {
            let message = reason.unwrap_or_else(|| "The transaction does not pay this donation.".into());
            return Err(ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "donation.tx_invalid", message));
        }
        DonationState::Canceled | DonationState::Expired if !ok => {
            let message = reason.unwrap_or_else(|| "This donation was not completed.".into());
            return Err(ApiError::conflict("donation.not_completed", message));
        }
        DonationState::Canceled => (StatusCode::OK, body(donation, view, false, "The payment was canceled.")),
        DonationState::Expired => (StatusCode::OK, body(donation, view, false, "This donation was not completed.")),
        DonationState::Refunded => (StatusCode::OK, body(donation, view, false, "This donation was refunded.")),
        DonationState::Disputed => (StatusCode::OK, body(donation, view, false, "This payment is disputed.")),
        DonationState::Initiated | DonationState::Pending => {
            (StatusCode::ACCEPTED, body(donation, view, false, "Your donation is being confirmed."))
        }
    };
    let status = if ok && status != StatusCode::OK { StatusCode::OK } else { status };
    Ok((status, axum::Json(answer)).into_response())
}
