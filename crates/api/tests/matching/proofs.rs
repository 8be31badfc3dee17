//! A donor's inclusion proof (docs/PROOFS.md): only their own rows, leading to the root the
//! frozen round's audit pack publishes.

use std::io::Cursor;
use std::path::Path;

use axum::http::{Method, StatusCode};
use chrono::Duration;
use matchpool_matching::pack::{Manifest, PackFiles};
use matchpool_matching::proof::InclusionProof;
use serde_json::json;
use uuid::Uuid;

use crate::both;
use crate::common::{Req, TestApp};
use crate::scene::Scene;

both!(a_donor_proves_their_rows_against_the_published_root, a_proof_needs_a_published_frozen_round,);

fn proof_path(round: impl std::fmt::Display) -> String {
    format!("/api/me/rounds/{round}/proof")
}

async fn a_donor_proves_their_rows_against_the_published_root(app: TestApp) {
    let s = Scene::new(&app).await;
    s.end_voting(&app, Duration::days(1)).await;
    let (status, _) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED);
    s.publish(&app).await;

    let (status, _, zip) = app.send_raw(Req::new(Method::GET, &s.path("/audit-pack")).token(None)).await;
    assert_eq!(status, StatusCode::OK);
    let files = PackFiles::read_zip(Cursor::new(zip), Path::new("audit-pack.zip")).unwrap();
    let manifest: Manifest = serde_json::from_slice(files.manifest_json.as_deref().unwrap()).unwrap();

    let (status, body) = app.get(&proof_path(s.round_id), Some(&s.ana.token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let proof: InclusionProof = serde_json::from_value(body.clone()).expect("the documented proof format");
    assert_eq!(proof.verify(&manifest.round_id, &manifest.contributions_tree), Ok(()));
    assert_eq!(proof.person_id, s.pseudonym(&app, &s.ana), "the caller's own pseudonym in this round");
    assert_eq!(
        (proof.leaf_count, proof.root),
        (manifest.contributions_tree.leaf_count, manifest.contributions_tree.root)
    );
    let rows: Vec<_> = proof.leaves.iter().map(|l| (l.project_id.clone(), l.amount_cents, l.voted)).collect();
    let mut expected = vec![(s.alpha.to_string(), 3_000, true), (s.gamma.to_string(), 1_600, true)];
    expected.sort();
    let mut sorted = rows.clone();
    sorted.sort();
    assert_eq!(sorted, expected, "ana's two rows, her two gifts to alpha summed");
    // Nothing of anyone else: no other pseudonym appears in the answer.
    let text = body.to_string();
    for other in [&s.ben, &s.caro, &s.dev] {
        assert!(!text.contains(&s.pseudonym(&app, other)));
    }

    // Ben's proof is his, not ana's, and verifies too; an altered one does not.
    let (status, body) = app.get(&proof_path(s.round_id), Some(&s.ben.token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut ben: InclusionProof = serde_json::from_value(body).unwrap();
    assert_eq!(ben.person_id, s.pseudonym(&app, &s.ben));
    assert!(ben.verify(&manifest.round_id, &manifest.contributions_tree).is_ok());
    ben.leaves[0].amount_cents += 1;
    let err = ben.verify(&manifest.round_id, &manifest.contributions_tree).unwrap_err();
    assert_eq!(err.code(), "leaf_mismatch");

    // Someone with no counted row gets no proof; nobody anonymous gets one.
    let nobody = app.register("nobody").await;
    let (status, err) = app.get(&proof_path(s.round_id), Some(&nobody.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("proof.no_rows")));
    let (status, _) = app.get(&proof_path(s.round_id), None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

async fn a_proof_needs_a_published_frozen_round(app: TestApp) {
    let s = Scene::new(&app).await;
    // Voting still open: not frozen.
    let (status, err) = app.get(&proof_path(s.round_id), Some(&s.op.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_frozen")));
    let (status, err) = app.get(&proof_path(s.round_id), Some(&s.ana.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_published")));

    // Frozen, results date a day away: the donor waits for it like everyone else.
    s.end_voting(&app, Duration::days(1)).await;
    let (status, _) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, err) = app.get(&proof_path(s.round_id), Some(&s.ana.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_published")));
    s.publish(&app).await;
    let (status, body) = app.get(&proof_path(s.round_id), Some(&s.ana.token)).await;
    assert_eq!(status, StatusCode::OK, "{body}");

    // A round that does not exist, and an id that is no round id.
    let (status, err) = app.get(&proof_path(Uuid::now_v7()), Some(&s.ana.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("round.not_found")));
    let (status, err) = app.get(&proof_path("not-a-round"), Some(&s.ana.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("round.not_found")));
}
