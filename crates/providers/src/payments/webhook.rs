//! Stripe webhooks: signatures (`Stripe-Signature: t=<unix>,v1=<hex hmac-sha256(secret, "t.body")>`)
//! and the events the platform acts on.

use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;

/// A payment provider's event, as the donation use cases act on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaymentEvent {
    /// `payment_intent.succeeded`
    Succeeded { intent_id: String },
    /// `payment_intent.payment_failed`
    Failed { intent_id: String, reason: String },
    /// `payment_intent.canceled`
    Canceled { intent_id: String },
    /// `charge.refunded`: some or all of the charge went back to the card.
    Refunded { intent_id: String, amount_refunded_cents: i64, full: bool },
    /// `charge.dispute.created`
    DisputeOpened { intent_id: String },
    /// `charge.dispute.closed`: `won` when decided for the platform.
    DisputeClosed { intent_id: String, won: bool },
    /// Any other event: acknowledged, nothing to do.
    Other,
}

/// The envelope of every Stripe event: its type and the object it is about.
#[derive(Deserialize)]
struct Event {
    #[serde(rename = "type")]
    kind: String,
    data: EventData,
}

#[derive(Deserialize)]
struct EventData {
    object: serde_json::Value,
}

/// The part of a PaymentIntent the events need.
#[derive(Deserialize)]
struct IntentObject {
    id: String,
    last_payment_error: Option<PaymentError>,
}

#[derive(Deserialize)]
struct PaymentError {
    message: Option<String>,
}

/// The part of a Charge (`charge.refunded`) the events need.
#[derive(Deserialize)]
struct ChargeObject {
    /// Null for a charge made without a PaymentIntent (never one of the platform's).
    payment_intent: Option<String>,
    amount_refunded: i64,
    refunded: bool,
}

/// The part of a Dispute (`charge.dispute.*`) the events need.
#[derive(Deserialize)]
struct DisputeObject {
    payment_intent: Option<String>,
    status: String,
}

/// Reads a Stripe event body (after its signature was checked). Events of the types the
/// platform acts on must carry the object their type promises; any other type is `Other`.
pub fn parse_stripe_event(body: &[u8]) -> Result<PaymentEvent, serde_json::Error> {
    let event: Event = serde_json::from_slice(body)?;
    let object = event.data.object;
    Ok(match event.kind.as_str() {
        "payment_intent.succeeded" => {
            PaymentEvent::Succeeded { intent_id: serde_json::from_value::<IntentObject>(object)?.id }
        }
        "payment_intent.payment_failed" => {
            let intent: IntentObject = serde_json::from_value(object)?;
            let reason = intent.last_payment_error.and_then(|e| e.message);
            PaymentEvent::Failed {
                intent_id: intent.id,
                reason: reason.unwrap_or_else(|| "The payment failed.".into()),
            }
        }
        "payment_intent.canceled" => {
            PaymentEvent::Canceled { intent_id: serde_json::from_value::<IntentObject>(object)?.id }
        }
        "charge.refunded" => {
            let charge: ChargeObject = serde_json::from_value(object)?;
            match charge.payment_intent {
                Some(intent_id) => PaymentEvent::Refunded {
                    intent_id,
                    amount_refunded_cents: charge.amount_refunded,
                    full: charge.refunded,
                },
                None => PaymentEvent::Other,
            }
        }
        "charge.dispute.created" => {
            let dispute: DisputeObject = serde_json::from_value(object)?;
            dispute.payment_intent.map_or(PaymentEvent::Other, |intent_id| PaymentEvent::DisputeOpened { intent_id })
        }
        "charge.dispute.closed" => {
            let dispute: DisputeObject = serde_json::from_value(object)?;
            // `warning_closed`: an inquiry that closed without becoming a chargeback, so no
            // money left the platform, as with `won`. `lost` (and `prevented`, which refunds)
            // take the money back.
            let won = matches!(dispute.status.as_str(), "won" | "warning_closed");
            dispute
                .payment_intent
                .map_or(PaymentEvent::Other, |intent_id| PaymentEvent::DisputeClosed { intent_id, won })
        }
        _ => PaymentEvent::Other,
    })
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum WebhookError {
    #[error("the signature header is missing or malformed")]
    Malformed,
    #[error("the signature does not match")]
    Mismatch,
    #[error("the signature is too old")]
    Expired,
}

/// Checks a webhook body against its header, allowing `tolerance_secs` of clock difference.
pub fn verify_stripe_signature(
    header: &str,
    body: &[u8],
    secret: &str,
    now_unix: i64,
    tolerance_secs: i64,
) -> Result<(), WebhookError> {
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", t)) => timestamp = t.parse::<i64>().ok(),
            Some(("v1", sig)) => signatures.push(sig.to_owned()),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(WebhookError::Malformed)?;
    if signatures.is_empty() {
        return Err(WebhookError::Malformed);
    }
    if (now_unix - timestamp).abs() > tolerance_secs {
        return Err(WebhookError::Expired);
    }
    for signature in signatures {
        let Ok(expected) = hex::decode(&signature) else { continue };
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).map_err(|_| WebhookError::Malformed)?;
        mac.update(timestamp.to_string().as_bytes());
        mac.update(b".");
        mac.update(body);
        if mac.verify_slice(&expected).is_ok() {
            return Ok(());
        }
    }
    Err(WebhookError::Mismatch)
}

/// Signs a body as Stripe would (for tests and local tools).
pub fn sign(body: &[u8], secret: &str, timestamp: i64) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    format!("t={timestamp},v1={}", hex::encode(mac.finalize().into_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_are_checked_for_body_secret_and_age() {
        let header = sign(b"{\"id\":1}", "whsec_test", 1000);
        assert_eq!(verify_stripe_signature(&header, b"{\"id\":1}", "whsec_test", 1100, 300), Ok(()));
        assert_eq!(
            verify_stripe_signature(&header, b"{\"id\":2}", "whsec_test", 1100, 300),
            Err(WebhookError::Mismatch)
        );
        assert_eq!(verify_stripe_signature(&header, b"{\"id\":1}", "other", 1100, 300), Err(WebhookError::Mismatch));
        assert_eq!(
            verify_stripe_signature(&header, b"{\"id\":1}", "whsec_test", 2000, 300),
            Err(WebhookError::Expired)
        );
        assert_eq!(verify_stripe_signature("garbage", b"", "whsec_test", 1000, 300), Err(WebhookError::Malformed));
    }

    /// A Stripe event as Stripe sends it (fixtures in `tests/fixtures/stripe`).
    fn fixture(kind: &str) -> serde_json::Value {
        let path = format!("{}/tests/fixtures/stripe/{kind}.json", env!("CARGO_MANIFEST_DIR"));
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    fn parse(event: &serde_json::Value) -> Result<PaymentEvent, serde_json::Error> {
        parse_stripe_event(event.to_string().as_bytes())
    }

    #[test]
    fn payment_intent_events_name_their_intent() {
        assert_eq!(
            parse(&fixture("payment_intent.succeeded")).unwrap(),
            PaymentEvent::Succeeded { intent_id: "pi_3QxSucc1ExAmPlE0".into() }
        );
        assert_eq!(
            parse(&fixture("payment_intent.payment_failed")).unwrap(),
            PaymentEvent::Failed {
                intent_id: "pi_3QxFail1ExAmPlE0".into(),
                reason: "Your card has insufficient funds.".into()
            }
        );
        assert_eq!(
            parse(&fixture("payment_intent.canceled")).unwrap(),
            PaymentEvent::Canceled { intent_id: "pi_3QxCanc1ExAmPlE0".into() }
        );
    }

    #[test]
    fn a_failure_without_a_message_has_a_default_reason() {
        let mut event = fixture("payment_intent.payment_failed");
        event["data"]["object"]["last_payment_error"] = serde_json::Value::Null;
        assert_eq!(
            parse(&event).unwrap(),
            PaymentEvent::Failed { intent_id: "pi_3QxFail1ExAmPlE0".into(), reason: "The payment failed.".into() }
        );
    }

    #[test]
    fn refunds_say_how_much_and_whether_in_full() {
        assert_eq!(
            parse(&fixture("charge.refunded")).unwrap(),
            PaymentEvent::Refunded { intent_id: "pi_3QxSucc1ExAmPlE0".into(), amount_refunded_cents: 2625, full: true }
        );
        let mut partial = fixture("charge.refunded");
        partial["data"]["object"]["amount_refunded"] = 1000.into();
        partial["data"]["object"]["refunded"] = false.into();
        assert_eq!(
            parse(&partial).unwrap(),
            PaymentEvent::Refunded {
                intent_id: "pi_3QxSucc1ExAmPlE0".into(),
                amount_refunded_cents: 1000,
                full: false
            }
        );
        let mut without_intent = fixture("charge.refunded");
        without_intent["data"]["object"]["payment_intent"] = serde_json::Value::Null;
        assert_eq!(parse(&without_intent).unwrap(), PaymentEvent::Other, "not a charge the platform made");
    }

    #[test]
    fn disputes_open_and_close_won_or_lost() {
        assert_eq!(
            parse(&fixture("charge.dispute.created")).unwrap(),
            PaymentEvent::DisputeOpened { intent_id: "pi_3QxSucc1ExAmPlE0".into() }
        );
        let closed = |status: &str| {
            let mut event = fixture("charge.dispute.closed");
            event["data"]["object"]["status"] = status.into();
            parse(&event).unwrap()
        };
        let intent_id = "pi_3QxSucc1ExAmPlE0".to_owned();
        assert_eq!(closed("won"), PaymentEvent::DisputeClosed { intent_id: intent_id.clone(), won: true });
        assert_eq!(closed("warning_closed"), PaymentEvent::DisputeClosed { intent_id: intent_id.clone(), won: true });
        assert_eq!(closed("lost"), PaymentEvent::DisputeClosed { intent_id: intent_id.clone(), won: false });
        assert_eq!(closed("prevented"), PaymentEvent::DisputeClosed { intent_id, won: false });
    }

    #[test]
    fn other_event_types_are_acknowledged_without_reading_them() {
        let mut event = fixture("payment_intent.succeeded");
        event["type"] = "payment_intent.created".into();
        assert_eq!(parse(&event).unwrap(), PaymentEvent::Other);
        let customer = serde_json::json!({"id": "evt_1", "object": "event", "type": "customer.created",
            "data": {"object": {"id": "cus_1", "object": "customer"}}});
        assert_eq!(parse(&customer).unwrap(), PaymentEvent::Other);
    }

    #[test]
    fn a_known_event_without_its_fields_is_an_error() {
        let mut no_id = fixture("payment_intent.succeeded");
        no_id["data"]["object"].as_object_mut().unwrap().remove("id");
        assert!(parse(&no_id).is_err());
        let mut no_amount = fixture("charge.refunded");
        no_amount["data"]["object"].as_object_mut().unwrap().remove("amount_refunded");
        assert!(parse(&no_amount).is_err());
        let mut no_status = fixture("charge.dispute.closed");
        no_status["data"]["object"].as_object_mut().unwrap().remove("status");
        assert!(parse(&no_status).is_err());
        assert!(parse_stripe_event(b"not json").is_err());
        assert!(parse_stripe_event(br#"{"type": "payment_intent.succeeded"}"#).is_err(), "no data");
    }
}
