//! A donor's inclusion proof (docs/PROOFS.md): only their own rows, leading to the root the
//! frozen round's audit pack publishes.

use axum::http::{Method, StatusCode};
use chrono::{Duration, Utc};
use matchpool_matching::proof::InclusionProof;
use serde_json::json;
use uuid::Uuid;

use crate::both;
use crate::common::{Req, TestApp};
use crate::scene::{Scene, manifest, pack_files};

both!(
    a_donor_proves_their_rows_against_the_published_root,
    a_proof_needs_a_published_frozen_round,
    the_results_publish_the_root_of_the_pack,
    an_inclusion_code_opens_its_donors_proof_and_nothing_else,
    an_inclusion_code_is_shown_only_to_its_donor,
);

fn proof_path(round: impl std::fmt::Display) -> String {
    format!("/api/me/rounds/{round}/proof")
}

async fn a_donor_proves_their_rows_against_the_published_root(app: TestApp) {
    let s = Scene::new(&app).await;
    s.end_voting(&app, Duration::days(1)).await;
    let (status, _) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED);
    s.publish(&app).await;

    let manifest = manifest(&pack_files(&app, &s).await);

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

async fn the_results_publish_the_root_of_the_pack(app: TestApp) {
    let s = Scene::new(&app).await;
    // Live standings commit to nothing: their rows can still change.
    let (status, live) = app.get(&s.admin_path("/standings"), Some(&s.op.token)).await;
    assert_eq!(status, StatusCode::OK, "{live}");
    assert_eq!(live["summary"]["contributions_tree"], serde_json::Value::Null);

    s.end_voting(&app, Duration::days(1)).await;
    let (status, frozen) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED);
    s.publish(&app).await;
    let manifest = manifest(&pack_files(&app, &s).await);
    let tree = &manifest.contributions_tree;
    let expected = json!({"version": 1, "leaf_count": tree.leaf_count, "root": tree.root.to_string()});
    assert_eq!(tree.leaf_count, 8, "the scene's eight counted (person, project) rows");
    assert_eq!(frozen["summary"]["contributions_tree"], expected, "the freeze's answer");

    // Everyone reads it on the results, the same as the downloaded pack's manifest.
    let (status, results) = app.get(&s.path("/results"), None).await;
    assert_eq!(status, StatusCode::OK, "{results}");
    assert_eq!(results["summary"]["contributions_tree"], expected);
    // A donor's proof checks against the results alone.
    let (_, body) = app.get(&proof_path(s.round_id), Some(&s.caro.token)).await;
    let proof: InclusionProof = serde_json::from_value(body).unwrap();
    let published: matchpool_matching::proof::Commitment =
        serde_json::from_value(results["summary"]["contributions_tree"].clone()).unwrap();
    assert_eq!(proof.verify(&results["summary"]["round_number"].to_string(), &published), Ok(()));
}

/// The donor's inclusion code, read from their data export.
async fn code_of(app: &TestApp, s: &Scene, person: &crate::common::Person) -> String {
    let (status, export) = app.get("/api/me/export", Some(&person.token)).await;
    assert_eq!(status, StatusCode::OK, "{export}");
    let codes = export["inclusion_codes"].as_array().unwrap();
    assert_eq!(codes.len(), 1, "one round supported: {export}");
    assert_eq!(codes[0]["round_id"], s.round_id.to_string());
    codes[0]["code"].as_str().unwrap().to_owned()
}

async fn an_inclusion_code_opens_its_donors_proof_and_nothing_else(app: TestApp) {
    let s = Scene::new(&app).await;
    let code = code_of(&app, &s, &s.ana).await;
    let number = s.round["number"].as_i64().unwrap();
    // The round's number, ana's pseudonym in it, and a check: no user id, no email.
    let pseudonym = s.pseudonym(&app, &s.ana);
    assert!(code.starts_with(&format!("{number}-{pseudonym}-")), "{code}");
    assert!(!code.contains(&Uuid::from(s.ana.id).simple().to_string()));
    let by_code = |code: &str| format!("/api/proofs/{code}");

    // Before the freeze and before the results date, the code opens nothing yet.
    let (status, err) = app.get(&by_code(&code), None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_published")));
    s.end_voting(&app, Duration::days(1)).await;
    let (status, _) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, err) = app.get(&by_code(&code), None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_published")));
    s.publish(&app).await;

    // Anyone holding it, signed in or not, reads ana's proof: the same as hers.
    let (status, mine) = app.get(&proof_path(s.round_id), Some(&s.ana.token)).await;
    assert_eq!(status, StatusCode::OK, "{mine}");
    let (status, opened) = app.get(&by_code(&code), None).await;
    assert_eq!(status, StatusCode::OK, "{opened}");
    assert_eq!(opened, mine);
    let (status, as_ben) = app.get(&by_code(&code), Some(&s.ben.token)).await;
    assert_eq!((status, &as_ben), (StatusCode::OK, &mine), "the code, not the caller, says whose");
    let (_, results) = app.get(&s.path("/results"), None).await;
    let published: matchpool_matching::proof::Commitment =
        serde_json::from_value(results["summary"]["contributions_tree"].clone()).unwrap();
    let proof: InclusionProof = serde_json::from_value(opened).unwrap();
    assert_eq!(proof.verify(&number.to_string(), &published), Ok(()));

    // A code cannot be made for someone else: ben's pseudonym with ana's check, or a check
    // changed in one digit, opens nothing; nor does a round number that is not the code's.
    let check = code.rsplit('-').next().unwrap();
    let forged = format!("{number}-{}-{check}", s.pseudonym(&app, &s.ben));
    let mut altered = code.clone();
    let last = altered.pop().unwrap();
    altered.push(if last == '0' { '1' } else { '0' });
    let other_round = format!("{}-{pseudonym}-{check}", number + 1);
    for wrong in [forged, altered, other_round] {
        let (status, err) = app.get(&by_code(&wrong), None).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("proof.unknown_code")), "{wrong}");
    }
    // Text that is no code at all.
    for malformed in ["hello", "1-abc-def", &format!("{number}-{pseudonym}"), &format!("{code}-1")] {
        let (status, err) = app.get(&by_code(malformed), None).await;
        assert_eq!(
            (status, err["code"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("proof.malformed_code")),
            "{malformed}"
        );
    }
    // Someone whose code is valid but who has no counted row: a voter-free, gift-free person
    // has no code to export; a person whose only gift was outside the window has one and no rows.
    let late = app.register("late").await;
    s.donate(&app, &late, s.alpha, 700, "settled", Some(Utc::now())).await;
    let late_code = code_of(&app, &s, &late).await;
    let (status, err) = app.get(&by_code(&late_code), None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("proof.no_rows")));
}

async fn an_inclusion_code_is_shown_only_to_its_donor(app: TestApp) {
    let s = Scene::new(&app).await;
    let code = code_of(&app, &s, &s.caro).await;
    let (status, mine) = app.get("/api/me/donations", Some(&s.caro.token)).await;
    assert_eq!(status, StatusCode::OK, "{mine}");
    let donation = mine["results"][0]["id"].as_str().unwrap().to_owned();

    // The donor's page of the donation names the code of its round.
    let (status, detail) = app.get(&format!("/api/donations/{donation}"), Some(&s.caro.token)).await;
    assert_eq!(status, StatusCode::OK, "{detail}");
    assert_eq!(detail["inclusion"]["code"], code.as_str());
    assert_eq!(detail["inclusion"]["round_id"], s.round_id.to_string());
    // Nobody else sees that page, and no public page carries a code.
    let (status, _) = app.get(&format!("/api/donations/{donation}"), Some(&s.ana.token)).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, public) = app.get(&format!("/api/projects/{}/donates", s.beta), None).await;
    assert_eq!(status, StatusCode::OK, "{public}");
    assert!(!public.to_string().contains(&code) && !public.to_string().contains("inclusion"), "{public}");
    // The receipt says it, with the page that checks it.
    let (status, _, pdf) = app
        .send_raw(
            Req::new(Method::GET, &format!("/api/donations/{donation}/receipt.pdf")).token(Some(s.caro.token.as_str())),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let document = lopdf::Document::load_mem(&pdf).unwrap();
    let pages: Vec<u32> = document.get_pages().keys().copied().collect();
    let text: String = document.extract_text(&pages).unwrap().chars().filter(|c| !c.is_whitespace()).collect();
    assert!(text.contains("Checkthatyourgiftwascounted"), "{text}");
    assert!(text.contains(&code), "{text}");
    assert!(text.contains(&format!("/rounds/{}/results?code={code}", s.round_id)), "{text}");
}
