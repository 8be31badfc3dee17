//! Anchoring frozen results on the development ledger (docs/PROOFS.md §6c): the commitment goes
//! on chain at the freeze, the pack's manifest names the transaction, and a pack altered after
//! anchoring, or a commitment of another round, no longer matches what the chain holds.

use std::io::Cursor;

use axum::http::StatusCode;
use chrono::Duration;
use matchpool_app::matching::anchor::{AnchorCheck, check_anchor};
use matchpool_matching::pack::{self, AnchoredCommitment, PackFiles};
use matchpool_matching::proof::InclusionProof;
use matchpool_providers::chain::{ChainProvider, TxStatus};
use matchpool_store::entities::round_result;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::both;
use crate::common::TestApp;
use crate::scene::{Scene, manifest, pack_files, temp_dir};

both!(
    a_frozen_round_is_anchored_and_its_pack_names_the_transaction,
    a_pack_altered_after_anchoring_is_detected,
    a_commitment_or_proof_of_another_round_fails,
    who_may_check_an_anchor,
    the_development_ledger_reads_as_blockfrost_does,
);

/// Ends voting, freezes (anchoring at once on the development ledger) and publishes.
async fn frozen(app: &TestApp, s: &Scene) -> Value {
    s.end_voting(app, Duration::days(1)).await;
    let (status, frozen) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{frozen}");
    s.publish(app).await;
    frozen
}

/// `qf verify`'s report of a pack, written to a directory as an auditor holds it.
fn verified(files: &PackFiles) -> pack::VerifyReport {
    let dir = temp_dir("anchor");
    files.write_dir(&dir).unwrap();
    let report = pack::verify(&dir).unwrap();
    std::fs::remove_dir_all(&dir).ok();
    report
}

async fn a_frozen_round_is_anchored_and_its_pack_names_the_transaction(app: TestApp) {
    let s = Scene::new(&app).await;
    let frozen = frozen(&app, &s).await;
    let anchor = &frozen["summary"]["anchor"];
    let tx = anchor["tx_id"].as_str().expect("the freeze anchored the round").to_owned();
    assert_eq!(tx.len(), 64);
    assert_eq!((anchor["network"].as_str(), anchor["label"].as_u64()), (Some("dev"), Some(674)));
    assert_eq!(anchor["explorer_url"], Value::Null, "no explorer shows the development ledger");
    let (_, results) = app.get(&s.path("/results"), None).await;
    assert_eq!(&results["summary"]["anchor"], anchor, "the results page names it too");

    // On chain: a CIP-20 message committing to the round, its root and its pack.
    let ledger = app.state.dev_ledger.clone().unwrap();
    let TxStatus::Confirmed { message, .. } = ledger.transaction(&tx).await.unwrap() else { panic!("on chain") };
    let on_chain = AnchoredCommitment::from_message(&message).expect("an anchor's message");
    let tree = &results["summary"]["contributions_tree"];
    assert_eq!(on_chain.round_id, s.round["number"].to_string());
    assert_eq!(on_chain.contributions_tree.root.to_string(), tree["root"].as_str().unwrap());
    assert_eq!(on_chain.contributions_tree.leaf_count, tree["leaf_count"].as_u64().unwrap());
    assert_eq!(message[0], "Matchpool results v1");

    // The pack names the transaction; qf verify's report of it matches the chain.
    let files = pack_files(&app, &s).await;
    let manifest = manifest(&files);
    let named = manifest.anchor.expect("manifest.json names the anchor");
    assert_eq!((named.tx_id.as_str(), named.network.as_str(), named.label), (tx.as_str(), "dev", 674));
    assert_eq!(named.pack_sha256, pack::pack_sha256(&files));
    assert_eq!(anchor["pack_sha256"], named.pack_sha256.as_str());
    let report = verified(&files);
    assert!(report.is_identical(), "{report}");
    assert!(matches!(
        check_anchor(ledger.as_ref(), &tx, &report.anchored_commitment()).await,
        AnchorCheck::Matches { .. }
    ));

    // The web checker's question, through the API.
    let (status, check) = app.get(&s.path("/anchor"), None).await;
    assert_eq!(status, StatusCode::OK, "{check}");
    assert_eq!(check["state"], "matches");
    assert_eq!(check["on_chain"], check["published"]);
    assert_eq!(check["depth"], 1);

    // Freezing again anchors nothing more.
    let (status, again) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(&again["summary"]["anchor"], anchor);
}

async fn a_pack_altered_after_anchoring_is_detected(app: TestApp) {
    let s = Scene::new(&app).await;
    let frozen = frozen(&app, &s).await;
    let tx = frozen["summary"]["anchor"]["tx_id"].as_str().unwrap().to_owned();
    let ledger = app.state.dev_ledger.clone().unwrap();
    let original = pack_files(&app, &s).await;

    // An operator publishes a different, self-consistent pack later: one gift raised by a dollar,
    // results recomputed, the old anchor named. qf verify finds the pack consistent, but the
    // chain holds another root and hash.
    let round = s.stored_round(&app).await;
    let (algorithm, params) = matchpool_app::matching::round_settings(&round).unwrap();
    let mut input = s.inputs(&app, round.voting_end_at).await;
    input.contributions[0].amount_cents += 100;
    let (mut forged, _) = pack::render(&input, algorithm, &params, &round.number.to_string()).unwrap();
    let original_manifest = manifest(&original);
    pack::name_anchor(&mut forged, original_manifest.anchor.clone().unwrap()).unwrap();
    let report = verified(&forged);
    assert!(report.is_identical(), "the forged pack is consistent in itself: {report}");
    let AnchorCheck::Differs { differences, .. } =
        check_anchor(ledger.as_ref(), &tx, &report.anchored_commitment()).await
    else {
        panic!("the chain shows the alteration")
    };
    let parts: Vec<_> = differences.iter().map(|d| d.0).collect();
    assert_eq!(parts, ["root", "pack_sha256"]);

    // The same pack served by the platform in place of the anchored one: the API's check says so.
    let zip = forged.write_zip(Cursor::new(Vec::new())).unwrap().into_inner();
    round_result::Entity::update_many()
        .col_expr(round_result::Column::AuditPack, Expr::value(zip))
        .filter(round_result::Column::RoundId.eq(s.round_id))
        .exec(&app.db)
        .await
        .unwrap();
    let (status, check) = app.get(&s.path("/anchor"), None).await;
    assert_eq!(status, StatusCode::OK, "{check}");
    assert_eq!(check["state"], "differs");
    assert_eq!(check["differences"], json!(["pack_sha256"]), "the results' root is still the anchored one");
    assert_ne!(check["on_chain"]["pack_sha256"], check["published"]["pack_sha256"]);

    // A transaction that is not an anchor, and one that is not on chain.
    let payer = matchpool_providers::cardano::DevWallet::from_seed([7; 32], ledger.network());
    let other = payer.pay(&ledger, &payer.bech32(), 2_000_000).await.unwrap();
    let published = AnchoredCommitment::from_message(&message_of(&app, &tx).await).unwrap();
    assert_eq!(check_anchor(ledger.as_ref(), &other, &published).await, AnchorCheck::NotAnAnchor);
    assert_eq!(check_anchor(ledger.as_ref(), &"00".repeat(32), &published).await, AnchorCheck::NotOnChain);
}

async fn message_of(app: &TestApp, tx: &str) -> Vec<String> {
    let ledger = app.state.dev_ledger.clone().unwrap();
    match ledger.transaction(tx).await.unwrap() {
        TxStatus::Confirmed { message, .. } => message,
        TxStatus::Unknown => panic!("{tx} is not on chain"),
    }
}

async fn a_commitment_or_proof_of_another_round_fails(app: TestApp) {
    let s = Scene::new(&app).await;
    let frozen = frozen(&app, &s).await;
    let tx = frozen["summary"]["anchor"]["tx_id"].as_str().unwrap().to_owned();
    let ledger = app.state.dev_ledger.clone().unwrap();
    let anchored = AnchoredCommitment::from_message(&message_of(&app, &tx).await).unwrap();

    // The same rows and pack claimed for another round: the anchor names this round only.
    let other_round = AnchoredCommitment { round_id: format!("{}0", anchored.round_id), ..anchored.clone() };
    let AnchorCheck::Differs { differences, .. } = check_anchor(ledger.as_ref(), &tx, &other_round).await else {
        panic!("another round's commitment differs")
    };
    assert_eq!(differences.iter().map(|d| d.0).collect::<Vec<_>>(), ["round_id"]);

    // A donor's proof, relabelled for another round, fails against the anchored commitment.
    let (_, body) = app.get(&format!("/api/me/rounds/{}/proof", s.round_id), Some(&s.ana.token)).await;
    let proof: InclusionProof = serde_json::from_value(body).unwrap();
    assert_eq!(proof.verify(&anchored.round_id, &anchored.contributions_tree), Ok(()), "it verifies here");
    let mut relabelled = proof.clone();
    relabelled.round_id = other_round.round_id.clone();
    let err = relabelled.verify(&anchored.round_id, &anchored.contributions_tree).unwrap_err();
    assert_eq!(err.code(), "other_round");
    // And a proof against another round's published root (a tree without ana's rows).
    let other_tree = matchpool_matching::proof::Commitment {
        leaf_count: anchored.contributions_tree.leaf_count - 1,
        ..anchored.contributions_tree
    };
    let err = proof.verify(&anchored.round_id, &other_tree).unwrap_err();
    assert_eq!(err.code(), "leaf_count");
}

async fn who_may_check_an_anchor(app: TestApp) {
    let s = Scene::new(&app).await;
    // Voting open: nothing frozen, nothing to check.
    let (status, err) = app.get(&s.path("/anchor"), Some(&s.op.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_frozen")));
    // Frozen, results date ahead: operators may look, others learn nothing.
    s.end_voting(&app, Duration::days(1)).await;
    let (status, _) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, err) = app.get(&s.path("/anchor"), Some(&s.ana.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_published")));
    let (status, err) = app.get(&s.path("/anchor"), None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_published")));
    let (status, check) = app.get(&s.path("/anchor"), Some(&s.op.token)).await;
    assert_eq!((status, check["state"].as_str()), (StatusCode::OK, Some("matches")));
    // Published: everyone.
    s.publish(&app).await;
    let (status, check) = app.get(&s.path("/anchor"), None).await;
    assert_eq!((status, check["state"].as_str()), (StatusCode::OK, Some("matches")));
    // Bad round ids.
    for id in [Uuid::now_v7().to_string(), "not-a-round".to_owned()] {
        let (status, err) = app.get(&format!("/api/rounds/{id}/anchor"), None).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("round.not_found")), "{id}");
    }
    // Results frozen without an anchor (before anchoring existed, or not anchored yet).
    round_result::Entity::update_many()
        .col_expr(round_result::Column::AnchorTx, Expr::value(Option::<String>::None))
        .filter(round_result::Column::RoundId.eq(s.round_id))
        .exec(&app.db)
        .await
        .unwrap();
    let (status, err) = app.get(&s.path("/anchor"), None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("anchor.none")));
    let (_, results) = app.get(&s.path("/results"), None).await;
    assert_eq!(results["summary"]["anchor"], Value::Null);
}

/// Serves the app on a loopback port, as `matchpool serve` does, and answers its address.
async fn served(app: &TestApp) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
    let url = format!("http://{}", listener.local_addr().unwrap());
    let service = app.router.clone().into_make_service_with_connect_info::<std::net::SocketAddr>();
    tokio::spawn(async move { axum::serve(listener, service).await.ok() });
    url
}

/// `qf verify --dev-ledger` reads the development ledger through the same Blockfrost client that
/// reads Cardano: every answer equals the ledger's own, and the anchor checks come out the same.
async fn the_development_ledger_reads_as_blockfrost_does(app: TestApp) {
    use matchpool_providers::chain::{Blockfrost, Network};
    let s = Scene::new(&app).await;
    let frozen = frozen(&app, &s).await;
    let tx = frozen["summary"]["anchor"]["tx_id"].as_str().unwrap().to_owned();
    let ledger = app.state.dev_ledger.clone().unwrap();
    let reader = Blockfrost::new(&format!("{}/api/dev/ledger/blockfrost", served(&app).await), "dev", Network::Preprod);

    ledger.add_blocks(2);
    assert_eq!(reader.transaction(&tx).await.unwrap(), ledger.transaction(&tx).await.unwrap());
    assert_eq!(reader.tip_slot().await.unwrap(), ledger.tip_slot().await.unwrap());
    let report = verified(&pack_files(&app, &s).await);
    assert_eq!(check_anchor(&reader, &tx, &report.anchored_commitment()).await, AnchorCheck::Matches { depth: 3 });

    // Another round's commitment differs; a payment is no anchor; an unknown transaction is not on chain.
    let other = AnchoredCommitment { round_id: "999".into(), ..report.anchored_commitment() };
    assert!(matches!(check_anchor(&reader, &tx, &other).await, AnchorCheck::Differs { .. }));
    let payer = matchpool_providers::cardano::DevWallet::from_seed([7; 32], ledger.network());
    let payment = payer.pay(&ledger, &payer.bech32(), 2_000_000).await.unwrap();
    assert_eq!(reader.transaction(&payment).await.unwrap(), ledger.transaction(&payment).await.unwrap());
    assert_eq!(check_anchor(&reader, &payment, &other).await, AnchorCheck::NotAnAnchor);
    assert_eq!(check_anchor(&reader, &"00".repeat(32), &other).await, AnchorCheck::NotOnChain);
    for path in ["/txs/nope", "/txs/nope/utxos", "/txs/nope/metadata"] {
        let (status, err) = app.get(&format!("/api/dev/ledger/blockfrost{path}"), None).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("not_found")), "{path}");
    }

    // With a real chain, there is no development ledger to read.
    let real = app.with_state(|state| {
        state.with_chain(std::sync::Arc::new(matchpool_providers::chain::DevLedger::new(10, Network::Preprod)))
    });
    for path in
        [format!("/txs/{tx}"), format!("/txs/{tx}/utxos"), format!("/txs/{tx}/metadata"), "/blocks/latest".into()]
    {
        let (status, _) = real.get(&format!("/api/dev/ledger/blockfrost{path}"), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
}
