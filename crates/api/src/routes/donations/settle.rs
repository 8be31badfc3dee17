//! The one place donations change state, and the answers each state gives.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use matchpool_providers::payments::ChargeOutcome;
use matchpool_store::donations::Change;
use matchpool_store::entities::donation::Model as Donation;
use serde::Serialize;

use crate::error::{ApiError, ApiResult};
use crate::state::AppState;
use crate::views::donation::{DonationView, donation_view};
use crate::views::round::schedule;

/// Marks a donation settled (once) and, inside the voting window, records the donor's vote too.
pub async fn settle(state: &AppState, donation: &Donation, reference: Option<String>) -> ApiResult<()> {
    let now = Utc::now();
    let change = Change { reference, ..Default::default() };
    if matchpool_store::donations::transition(
        &state.db,
        donation.id,
        &["initiated", "action_required", "pending"],
        "settled",
        change,
        now,
    )
    .await?
    {
        tracing::info!(donation = %donation.id, project = %donation.project_id, usd_cents = donation.usd_cents, "donation settled");
        matchpool_store::impact::for_donation(
            &state.db,
            donation.user_id,
            donation.id,
            donation.project_id,
            donation.usd_cents,
            now,
        )
        .await?;
        receipt(state, donation).await?;
        live_estimates(state, donation, now).await?;
        if let Some(round) = matchpool_store::rounds::find(&state.db, donation.round_id).await?
            && schedule(&round).voting_open(now)
        {
            match matchpool_store::votes::insert(&state.db, donation.user_id, donation.project_id, round.id, now).await
            {
                Ok(_) => {
                    matchpool_store::impact::for_vote(&state.db, donation.user_id, donation.project_id, now).await?;
                }
                Err(err) if matchpool_store::is_unique_violation(&err) => {}
                Err(err) => return Err(err.into()),
            }
        }
    }
    Ok(())
}

/// The round's cached live estimates take the settled donation at once.
async fn live_estimates(state: &AppState, donation: &Donation, now: chrono::DateTime<Utc>) -> ApiResult<()> {
    let Some(round) = matchpool_store::rounds::find(&state.db, donation.round_id).await? else { return Ok(()) };
    let donor = matchpool_store::users::find(&state.db, donation.user_id).await?;
    let points = matchpool_store::impact::impact_points(&state.db, donation.user_id, now).await?;
    state.matching.record_donation(crate::matching::SettledDonation {
        round_id: round.id,
        project_id: donation.project_id,
        user_id: donation.user_id,
        verified: donor.is_some_and(|d| d.kyc_status == "verified"),
        impact_points: u64::try_from(points).unwrap_or(0),
        usd_cents: u64::try_from(donation.usd_cents).unwrap_or(0),
        in_voting_window: schedule(&round).voting_open(now),
    });
    Ok(())
}

/// Emails the donor a receipt in their language.
async fn receipt(state: &AppState, donation: &Donation) -> ApiResult<()> {
    let Some(donor) = matchpool_store::users::find(&state.db, donation.user_id).await? else { return Ok(()) };
    let project =
        matchpool_store::projects::find(&state.db, donation.project_id).await?.map(|p| p.title).unwrap_or_default();
    let money = |minor: i64| {
        if donation.currency == "lovelace" {
            format!("{} ADA", crate::views::donation::major(minor, &donation.currency))
        } else {
            format!("${}.{:02}", minor / 100, minor % 100)
        }
    };
    let current = matchpool_store::donations::find(&state.db, donation.id).await?;
    let reference = current.and_then(|d| d.reference).unwrap_or_else(|| donation.id.to_string());
    let (amount, fee, total) = (money(donation.amount_minor), money(donation.fee_minor), money(donation.total_minor));
    let notice = crate::notify::Notice::Receipt {
        project: &project,
        amount: &amount,
        fee: &fee,
        total: &total,
        reference: &reference,
    };
    crate::notify::send(state, &donor.email, &donor.language, notice).await;
    Ok(())
}

pub async fn fail(state: &AppState, donation: &Donation, reason: &str, reference: Option<String>) -> ApiResult<()> {
    let change = Change { reference, failure_reason: Some(reason.to_owned()), ..Default::default() };
    matchpool_store::donations::transition(
        &state.db,
        donation.id,
        &["initiated", "action_required", "pending"],
        "failed",
        change,
        Utc::now(),
    )
    .await?;
    Ok(())
}

/// Applies a provider's answer to a donation.
pub async fn apply(state: &AppState, donation: &Donation, outcome: ChargeOutcome) -> ApiResult<()> {
    match outcome {
        ChargeOutcome::Succeeded { intent_id } => settle(state, donation, Some(intent_id)).await,
        ChargeOutcome::RequiresAction { intent_id, client_secret } => {
            let change = Change {
                reference: Some(intent_id),
                client_secret: Some(client_secret),
                note: Some("3-D Secure".into()),
                ..Default::default()
            };
            matchpool_store::donations::transition(
                &state.db,
                donation.id,
                &["initiated"],
                "action_required",
                change,
                Utc::now(),
            )
            .await?;
            Ok(())
        }
        ChargeOutcome::Processing { intent_id } => {
            let change = Change { reference: Some(intent_id), ..Default::default() };
            matchpool_store::donations::transition(
                &state.db,
                donation.id,
                &["initiated", "action_required"],
                "pending",
                change,
                Utc::now(),
            )
            .await?;
            Ok(())
        }
        ChargeOutcome::Declined { intent_id, reason } => fail(state, donation, &reason, intent_id).await,
    }
}

/// The donation created or found: 201 when settled, 202 while waiting.
#[derive(Serialize, utoipa::ToSchema)]
pub struct DonationAnswer {
    pub donation: DonationView,
    pub action_required: bool,
    pub client_secret: Option<String>,
    pub payment_intent_id: Option<String>,
    pub message: String,
}

/// The HTTP answer for a donation as it now stands.
pub async fn answer(state: &AppState, id: uuid::Uuid) -> ApiResult<Response> {
    let donation = matchpool_store::donations::find(&state.db, id)
        .await?
        .ok_or_else(|| ApiError::not_found("donation.not_found", "Donation not found."))?;
    let donor = matchpool_store::users::find(&state.db, donation.user_id).await?;
    let body = |action_required: bool, message: &str| DonationAnswer {
        action_required,
        client_secret: if action_required { donation.client_secret.clone() } else { None },
        payment_intent_id: donation.reference.clone().filter(|_| donation.payment_type == "FIAT"),
        message: message.to_owned(),
        donation: donation_view(&donation, donor.as_ref()),
    };
    Ok(match donation.state.as_str() {
        "settled" => {
            (StatusCode::CREATED, axum::Json(body(false, "Thank you! Your donation is confirmed."))).into_response()
        }
        "action_required" => {
            (StatusCode::ACCEPTED, axum::Json(body(true, "Your bank asks you to confirm this payment.")))
                .into_response()
        }
        "failed" if donation.payment_type == "FIAT" => {
            return Err(ApiError::new(
                StatusCode::PAYMENT_REQUIRED,
                "payment.card_declined",
                donation.failure_reason.clone().unwrap_or_else(|| "Your card was declined.".into()),
            ));
        }
        "failed" => {
            return Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "donation.tx_invalid",
                donation.failure_reason.clone().unwrap_or_else(|| "The transaction does not pay this donation.".into()),
            ));
        }
        _ => (StatusCode::ACCEPTED, axum::Json(body(false, "Your donation is being confirmed."))).into_response(),
    })
}
