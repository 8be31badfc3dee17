//! Issue 32.4: ADA is priced only at a fresh rate. With the price sources down and no answer
//! younger than the staleness bound, ADA donations are refused with 502 `rates.unavailable` and
//! nothing is recorded; when the first source is down the second one prices them.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use common::TestApp;
use matchpool_providers::cardano::DevWallet;
use matchpool_providers::chain::Network;
use matchpool_providers::rates::{FallbackRates, Rate, RateError, RateProvider};
use serde_json::json;

both!(ada_is_refused_without_a_fresh_rate_and_priced_by_the_second_source);

const WALLET: &str = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";

/// A price source that is down.
struct Down;

#[async_trait::async_trait]
impl RateProvider for Down {
    async fn ada_usd(&self) -> Result<Rate, RateError> {
        Err(RateError::Unavailable("connection refused".into()))
    }
}

/// A price source answering a figure fetched `age_secs` ago.
struct Answers {
    micro_usd: i64,
    age_secs: i64,
}

#[async_trait::async_trait]
impl RateProvider for Answers {
    async fn ada_usd(&self) -> Result<Rate, RateError> {
        let fetched_at = chrono::Utc::now() - chrono::Duration::seconds(self.age_secs);
        Ok(Rate { micro_usd: self.micro_usd, source: "second.example".into(), fetched_at })
    }
}

fn priced_by(app: &TestApp, sources: Vec<Box<dyn RateProvider>>) -> TestApp {
    let rates = Arc::new(FallbackRates::new(sources, Duration::from_secs(900), Duration::ZERO));
    app.with_state(|state| state.with_dev_payments(app.payments.clone(), rates))
}

async fn ada_is_refused_without_a_fresh_rate_and_priced_by_the_second_source(app: TestApp) {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Green earth").await;
    app.set_wallet(project, Some(WALLET.to_owned())).await;
    let donor = app.register("donor").await;
    let payer = DevWallet::from_seed([5; 32], Network::Preprod);
    let (_, utxos) = app.get(&format!("/api/dev/ledger/utxos/{}", payer.bech32()), None).await;
    let body = json!({"amount": 5, "change_address": payer.bech32(), "utxos": utxos});
    let build = format!("/api/projects/{project}/donates/ada/build");

    // Every source down, or answering only an old figure: no price, no payment.
    let stale: Vec<Box<dyn RateProvider>> =
        vec![Box::new(Down), Box::new(Answers { micro_usd: 500_000, age_secs: 3_600 })];
    for app in [priced_by(&app, vec![Box::new(Down)]), priced_by(&app, stale)] {
        let (status, err) = app.post(&build, Some(&donor.token), body.clone()).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::BAD_GATEWAY, Some("rates.unavailable")), "{err}");
        assert_eq!(err["message"], "The exchange rate is not available right now. Please try again.");
        let (status, err) = app.get("/api/rates", None).await;
        assert_eq!(status, StatusCode::BAD_GATEWAY, "{err}");
    }
    let (_, mine) = app.get("/api/me/donations", Some(&donor.token)).await;
    assert_eq!(mine["total"], 0, "nothing recorded");

    // The first source down, the second fresh: the payment is priced by the second.
    let app = priced_by(&app, vec![Box::new(Down), Box::new(Answers { micro_usd: 500_000, age_secs: 5 })]);
    let (status, built) = app.post(&build, Some(&donor.token), body).await;
    assert_eq!(status, StatusCode::OK, "{built}");
    let (_, rates) = app.get("/api/rates", None).await;
    assert_eq!((rates["lovelace"].as_f64(), rates["source"].as_str()), (Some(0.5), Some("second.example")), "{rates}");

    // The rate is gone before the signed payment comes back: it is not sent to the chain.
    let down = priced_by(&app, vec![Box::new(Down)]);
    let tx = hex::decode(built["tx_cbor"].as_str().unwrap()).unwrap();
    let witness_set = hex::encode(payer.sign(&tx).unwrap());
    let submit = json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": witness_set});
    let path = format!("/api/projects/{project}/donates/ada/submit");
    let (status, err) = down.post(&path, Some(&donor.token), submit).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::BAD_GATEWAY, Some("rates.unavailable")), "{err}");
    let txid = built["txid"].as_str().unwrap();
    let on_chain = down.state.chain.transaction(txid).await.unwrap();
    assert_eq!(on_chain, matchpool_providers::chain::TxStatus::Unknown, "no money moved");
    let (_, mine) = down.get("/api/me/donations", Some(&donor.token)).await;
    assert_eq!(mine["total"], 0);
}
