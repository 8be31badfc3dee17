//! The outside world, counted: every call to the payment provider and the chain, and every
//! email, by operation and outcome (`ok`, `unavailable`, `rejected`), with call durations.
//! Wrapping the providers keeps the counting out of the use cases.

use std::future::Future;
use std::sync::Arc;
use std::time::Instant;

use matchpool_providers::chain::{ChainError, ChainProvider, Network, ProtocolParams, TxStatus};
use matchpool_providers::mail::{Email, MailError, Mailer};
use matchpool_providers::payments::{ChargeOutcome, ChargeRequest, PaymentError, PaymentProvider};

use crate::state::AppState;

/// Wraps the state's payment provider, chain provider and mailer so their calls are counted.
pub fn metered(mut state: AppState) -> AppState {
    let app = &mut state.parts_mut().app;
    app.payments = Arc::new(MeteredPayments(app.payments.clone()));
    app.chain = Arc::new(MeteredChain(app.chain.clone()));
    app.mailer = Arc::new(MeteredMailer(app.mailer.clone()));
    state
}

async fn timed<T, E>(
    kind: &'static str,
    provider: &'static str,
    operation: &'static str,
    outcome: impl Fn(&E) -> &'static str,
    call: impl Future<Output = Result<T, E>>,
) -> Result<T, E> {
    let started = Instant::now();
    let result = call.await;
    let outcome = result.as_ref().map_or_else(outcome, |_| "ok");
    let labels = [("kind", kind), ("provider", provider), ("operation", operation), ("outcome", outcome)];
    metrics::counter!("matchpool_provider_calls_total", &labels).increment(1);
    metrics::histogram!("matchpool_provider_call_duration_seconds", "kind" => kind, "provider" => provider, "operation" => operation)
        .record(started.elapsed().as_secs_f64());
    result
}

fn payment_outcome(err: &PaymentError) -> &'static str {
    match err {
        PaymentError::Unavailable(_) => "unavailable",
        PaymentError::Rejected(_) => "rejected",
    }
}

fn chain_outcome(err: &ChainError) -> &'static str {
    match err {
        ChainError::Unavailable(_) => "unavailable",
        ChainError::Rejected(_) => "rejected",
    }
}

struct MeteredPayments(Arc<dyn PaymentProvider>);

#[async_trait::async_trait]
impl PaymentProvider for MeteredPayments {
    async fn charge(&self, request: ChargeRequest) -> Result<ChargeOutcome, PaymentError> {
        timed("payments", self.0.name(), "charge", payment_outcome, self.0.charge(request)).await
    }
    async fn retrieve(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError> {
        timed("payments", self.0.name(), "retrieve", payment_outcome, self.0.retrieve(intent_id)).await
    }
    async fn cancel(&self, intent_id: &str) -> Result<ChargeOutcome, PaymentError> {
        timed("payments", self.0.name(), "cancel", payment_outcome, self.0.cancel(intent_id)).await
    }
    async fn refund(
        &self,
        intent_id: &str,
        amount_cents: Option<i64>,
        idempotency_key: &str,
    ) -> Result<(), PaymentError> {
        let refund = self.0.refund(intent_id, amount_cents, idempotency_key);
        timed("payments", self.0.name(), "refund", payment_outcome, refund).await
    }
    async fn find_by_donation(&self, donation_id: &str) -> Result<Option<ChargeOutcome>, PaymentError> {
        timed("payments", self.0.name(), "find_by_donation", payment_outcome, self.0.find_by_donation(donation_id))
            .await
    }
    fn name(&self) -> &'static str {
        self.0.name()
    }
}

struct MeteredChain(Arc<dyn ChainProvider>);

#[async_trait::async_trait]
impl ChainProvider for MeteredChain {
    async fn transaction(&self, txid: &str) -> Result<TxStatus, ChainError> {
        timed("chain", self.0.name(), "transaction", chain_outcome, self.0.transaction(txid)).await
    }
    async fn protocol_parameters(&self) -> Result<ProtocolParams, ChainError> {
        timed("chain", self.0.name(), "protocol_parameters", chain_outcome, self.0.protocol_parameters()).await
    }
    async fn tip_slot(&self) -> Result<u64, ChainError> {
        timed("chain", self.0.name(), "tip_slot", chain_outcome, self.0.tip_slot()).await
    }
    async fn submit(&self, tx_cbor: &[u8]) -> Result<String, ChainError> {
        timed("chain", self.0.name(), "submit", chain_outcome, self.0.submit(tx_cbor)).await
    }
    async fn address_utxos(
        &self,
        address: &matchpool_providers::cardano::Address,
    ) -> Result<Vec<matchpool_providers::cardano::Utxo>, ChainError> {
        timed("chain", self.0.name(), "address_utxos", chain_outcome, self.0.address_utxos(address)).await
    }
    fn network(&self) -> Network {
        self.0.network()
    }
    fn name(&self) -> &'static str {
        self.0.name()
    }
}

struct MeteredMailer(Arc<dyn Mailer>);

#[async_trait::async_trait]
impl Mailer for MeteredMailer {
    async fn send(&self, email: Email) -> Result<(), MailError> {
        let result = self.0.send(email).await;
        let outcome = match &result {
            Ok(()) => "sent",
            Err(MailError::Build(_)) => "invalid",
            Err(MailError::Send(_)) => "failed",
        };
        metrics::counter!("matchpool_emails_total", "outcome" => outcome).increment(1);
        result
    }
}
