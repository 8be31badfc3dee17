//! Matching on the platform (DESIGN §4.7, §4.8): freezing at the end of voting, results hidden
//! until the results date, audit packs that recompute identically, live estimates equal to the
//! engine's, standings, payouts, and who may do what.

mod common;

use std::io::Cursor;
use std::path::{Path, PathBuf};

use axum::http::{Method, StatusCode};
use chrono::{DateTime, Duration, Utc};
use common::{Person, Req, TestApp};
use matchpool_api::matching::SettledDonation;
use matchpool_matching::pack::{self, PackFiles};
use matchpool_matching::{Algorithm, Estimator, Params, RoundInput, Who, compute};
use matchpool_store::entities::{donation, project, round::Model as Round};
use sea_orm::{ActiveModelTrait, ActiveValue::Set};
use serde_json::{Value, json};
use uuid::Uuid;

both!(
    a_round_freezes_at_voting_end_and_its_pack_recomputes,
    results_stay_hidden_until_the_results_date,
    freezing_happens_once_even_when_instances_race,
    the_background_task_freezes_only_ended_rounds,
    estimates_equal_the_engine_on_the_same_inputs,
    estimates_follow_new_votes_and_donations,
    estimates_reject_bad_input,
    outside_voting_estimates_say_voting_is_closed,
    standings_are_live_results_for_operators,
    payouts_are_recorded_against_frozen_results,
    only_operators_see_standings_freeze_and_pay,
    the_matching_endpoints_are_documented,
);

/// A round in voting with three projects and four people: ana, ben and dev are KYC-verified,
/// caro is not.
struct Scene {
    op: Person,
    round: Value,
    round_id: Uuid,
    alpha: Uuid,
    beta: Uuid,
    gamma: Uuid,
    ana: Person,
    ben: Person,
    caro: Person,
    dev: Person,
}

impl Scene {
    async fn new(app: &TestApp) -> Self {
        let op = app.operator("operator").await;
        let owner = app.register("owner").await;
        let org = app.verified_organization(&owner, "cleanwater").await;
        // Submission from 7 to 2 days ago, voting from a day ago for 4 days, results 2 days later.
        let round = app.round(&op, 1, -7).await;
        let round_id = Uuid::parse_str(round["id"].as_str().unwrap()).unwrap();
        let alpha = app.project_in(&round, org, "Alpha").await;
        let beta = app.project_in(&round, org, "Beta").await;
        let gamma = app.project_in(&round, org, "Gamma").await;
        let ana = app.register("ana").await;
        let ben = app.register("ben").await;
        let caro = app.register("caro").await;
        let dev = app.register("dev").await;
        for person in [&ana, &ben, &dev] {
            verify(app, person).await;
        }
        let scene = Self { op, round, round_id, alpha, beta, gamma, ana, ben, caro, dev };
        for (person, project) in [
            (&scene.ana, alpha),
            (&scene.ben, alpha),
            (&scene.dev, alpha),
            (&scene.ben, beta),
            (&scene.caro, beta),
            (&scene.dev, beta),
            (&scene.ana, gamma),
        ] {
            vote(app, person, project).await;
        }
        let now = Utc::now();
        for (person, project, cents) in [
            (&scene.ana, alpha, 2_500),
            (&scene.ana, alpha, 500), // two gifts of one pair are summed
            (&scene.ben, alpha, 400),
            (&scene.ben, beta, 900),
            (&scene.caro, beta, 10_000),
            (&scene.ana, gamma, 1_600),
            (&scene.caro, gamma, 100),
        ] {
            scene.donate(app, person, project, cents, "settled", Some(now)).await;
        }
        // Settled before voting: a direct donation, not a matched one.
        let before = scene.voting_start() - Duration::hours(1);
        scene.donate(app, &scene.ben, alpha, 100, "settled", Some(before)).await;
        // Not settled: counts for nothing.
        scene.donate(app, &scene.dev, gamma, 5_000, "pending", None).await;
        scene
    }

    fn voting_start(&self) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(self.round["voting_start_at"].as_str().unwrap()).unwrap().with_timezone(&Utc)
    }

    async fn donate(
        &self,
        app: &TestApp,
        person: &Person,
        project: Uuid,
        cents: i64,
        state: &str,
        settled_at: Option<DateTime<Utc>>,
    ) {
        let now = Utc::now();
        donation::ActiveModel {
            id: Set(Uuid::now_v7()),
            project_id: Set(project),
            round_id: Set(self.round_id),
            user_id: Set(person.id),
            anonymous: Set(false),
            payment_type: Set("FIAT".into()),
            currency: Set("USD".into()),
            amount_minor: Set(cents),
            fee_minor: Set(0),
            total_minor: Set(cents),
            usd_cents: Set(cents),
            rate_micro_usd: Set(1_000_000),
            rate_source: Set("static".into()),
            rate_at: Set(now),
            client_rate: Set(None),
            state: Set(state.into()),
            provider: Set("dev".into()),
            reference: Set(None),
            client_secret: Set(None),
            txid: Set(None),
            wallet_address: Set(None),
            idempotency_key: Set(None),
            dedup_key: Set(Uuid::new_v4().simple().to_string()),
            failure_reason: Set(None),
            settled_at: Set(settled_at),
            created_at: Set(now),
            updated_at: Set(now),
        }
        .insert(&app.db)
        .await
        .unwrap();
    }

    fn path(&self, rest: &str) -> String {
        format!("/api/rounds/{}{rest}", self.round_id)
    }

    fn admin_path(&self, rest: &str) -> String {
        format!("/api/admin/rounds/{}{rest}", self.round_id)
    }

    /// Ends voting now; the results date is `results_in` from now.
    async fn end_voting(&self, app: &TestApp, results_in: Duration) {
        let now = Utc::now();
        let body = json!({"voting_end_at": now.to_rfc3339(), "results_at": (now + results_in).to_rfc3339()});
        let (status, round) = app.patch(&self.admin_path(""), Some(&self.op.token), body).await;
        assert_eq!(status, StatusCode::OK, "{round}");
    }

    async fn publish(&self, app: &TestApp) {
        let body = json!({"results_at": Utc::now().to_rfc3339()});
        let (status, round) = app.patch(&self.admin_path(""), Some(&self.op.token), body).await;
        assert_eq!(status, StatusCode::OK, "{round}");
    }

    async fn stored_round(&self, app: &TestApp) -> Round {
        matchpool_store::rounds::find(&app.db, self.round_id).await.unwrap().unwrap()
    }

    /// The round's inputs as the platform reads them, up to `until`.
    async fn inputs(&self, app: &TestApp, until: DateTime<Utc>) -> RoundInput {
        let round = self.stored_round(app).await;
        matchpool_store::matching::round_inputs(&app.db, &round, app.state.matching.pseudonym_key(), until)
            .await
            .unwrap()
            .input
    }

    fn pseudonym(&self, app: &TestApp, person: &Person) -> String {
        app.state.matching.pseudonym(self.round_id, person.id)
    }
}

async fn verify(app: &TestApp, person: &Person) {
    let user = matchpool_store::users::find(&app.db, person.id).await.unwrap().unwrap();
    matchpool_store::users::set_kyc(&app.db, user, "verified", Utc::now()).await.unwrap();
}

async fn vote(app: &TestApp, person: &Person, project: Uuid) {
    let (status, body) = app.post(&format!("/api/projects/{project}/votes"), Some(&person.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

fn line(results: &Value, project: Uuid) -> &Value {
    results["results"].as_array().unwrap().iter().find(|l| l["project_id"] == project.to_string()).unwrap()
}

fn temp_dir(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("matchpool-test-{name}-{}", Uuid::new_v4().simple()))
}

async fn a_round_freezes_at_voting_end_and_its_pack_recomputes(app: TestApp) {
    let s = Scene::new(&app).await;
    let (status, err) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("results.voting_open")));
    let (status, err) = app.get(&s.path("/results"), Some(&s.op.token)).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("results.not_frozen")));

    s.end_voting(&app, Duration::days(1)).await;
    // Settled after the end of voting: neither matched nor direct.
    s.donate(&app, &s.caro, s.alpha, 7_000, "settled", Some(Utc::now() + Duration::minutes(1))).await;
    let (status, frozen) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{frozen}");
    let summary = &frozen["summary"];
    assert_eq!(summary["algorithm"], "qf");
    assert_eq!(summary["algorithm_version"], 1);
    assert_eq!(summary["live"], false);
    assert_eq!(summary["pool_cents"], 1_000_000);
    assert_eq!(summary["pool"], 10_000.0);
    assert_eq!(summary["params"], serde_json::to_value(Params::default()).unwrap());
    let (allocated, unallocated) =
        (summary["allocated_cents"].as_i64().unwrap(), summary["unallocated_cents"].as_i64().unwrap());
    assert_eq!(allocated + unallocated, 1_000_000);
    assert_eq!(summary["allocated"], allocated as f64 / 100.0);

    // The stored lines are the engine's on the frozen inputs.
    let round = s.stored_round(&app).await;
    let input = s.inputs(&app, round.voting_end_at).await;
    let engine = compute(&input, Algorithm::Qf, &Params::default()).unwrap();
    assert_eq!(engine.allocated_cents as i64, allocated);
    for p in &engine.projects {
        let line = line(&frozen, Uuid::parse_str(&p.project_id).unwrap());
        assert_eq!(line["match_cents"], p.match_cents, "{line}");
        assert_eq!(line["uncapped_cents"], p.uncapped_cents);
        assert_eq!(line["cap_cents"], p.cap_cents);
        assert_eq!(line["raw_match"], p.raw_match);
        assert_eq!(line["capped"], p.capped);
        assert_eq!(line["match"], p.match_cents as f64 / 100.0);
    }
    let alpha = line(&frozen, s.alpha);
    assert_eq!(alpha["title"], "Alpha");
    assert_eq!(alpha["supporters"], 3);
    assert_eq!(alpha["donations_cents"], 3_000 + 400 + 100, "direct donations include the one before voting");
    assert_eq!(line(&frozen, s.gamma)["supporters"], 2);
    let ben_alpha = input
        .contributions
        .iter()
        .find(|c| c.project_id == s.alpha.to_string() && c.person_id == s.pseudonym(&app, &s.ben));
    assert_eq!(ben_alpha.map(|c| (c.amount_cents, c.voted)), Some((400, true)), "only gifts in the window count");
    let caro = input.people.iter().find(|p| p.id == s.pseudonym(&app, &s.caro)).unwrap();
    assert!(!caro.verified);
    assert_eq!(input.people.len(), 4);

    // The audit pack recomputes to the same bytes, and names nobody.
    let (status, headers, zip) =
        app.send_raw(Req::new(Method::GET, &s.path("/audit-pack")).token(Some(&s.op.token))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "application/zip");
    assert_eq!(headers["content-disposition"], "attachment; filename=\"matchpool-round-1-audit-pack.zip\"");
    let zip_path = temp_dir("pack").with_extension("zip");
    std::fs::write(&zip_path, &zip).unwrap();
    let report = pack::verify(&zip_path).unwrap();
    assert!(report.is_identical() && report.results_bytes_identical && report.summary_bytes_identical, "{report}");
    assert_eq!(report.input_sha256, summary["input_sha256"].as_str().unwrap());
    let files = PackFiles::read_zip(Cursor::new(zip), Path::new("audit-pack.zip")).unwrap();
    let dir = temp_dir("pack-dir");
    files.write_dir(&dir).unwrap();
    assert!(pack::verify(&dir).unwrap().is_identical());
    let people = String::from_utf8(files.people_csv.clone()).unwrap();
    for person in [&s.ana, &s.ben, &s.caro, &s.dev] {
        assert!(!people.contains(&person.id.to_string()) && !people.contains(&person.id.simple().to_string()));
        assert!(people.contains(&s.pseudonym(&app, person)));
    }
    let round_json: Value = serde_json::from_slice(&files.round_json).unwrap();
    assert_eq!(round_json["round_id"], "1");

    // Freezing again changes nothing; the pool and parameters can no longer change.
    let (status, again) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(again["summary"]["computed_at"], summary["computed_at"]);
    for change in [
        json!({"pool_amount": 5}),
        json!({"params": {"vote_credit": 1}}),
        json!({"voting_end_at": Utc::now().to_rfc3339()}),
    ] {
        let (status, err) = app.patch(&s.admin_path(""), Some(&s.op.token), change.clone()).await;
        assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("results.frozen")), "{change}");
    }
    let unchanged = json!({"pool_amount": 10000, "algorithm": "qf", "name": "Round one"});
    let (status, edited) = app.patch(&s.admin_path(""), Some(&s.op.token), unchanged).await;
    assert_eq!(status, StatusCode::OK, "resending the same values and renaming are fine: {edited}");
}

async fn results_stay_hidden_until_the_results_date(app: TestApp) {
    let s = Scene::new(&app).await;
    s.end_voting(&app, Duration::days(1)).await;
    let (status, _) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED);
    for path in ["/results", "/results.csv", "/results.json", "/audit-pack"] {
        for token in [None, Some(s.ana.token.as_str())] {
            let (status, err) = app.get(&s.path(path), token).await;
            assert_eq!(
                (status, err["code"].as_str()),
                (StatusCode::NOT_FOUND, Some("results.not_published")),
                "{path}"
            );
        }
        let (status, _, _) = app.send_raw(Req::new(Method::GET, &s.path(path)).token(Some(&s.op.token))).await;
        assert_eq!(status, StatusCode::OK, "operators see {path} before the results date");
    }

    s.publish(&app).await;
    let (status, results) = app.get(&s.path("/results"), None).await;
    assert_eq!(status, StatusCode::OK, "{results}");
    assert_eq!(results["results"].as_array().unwrap().len(), 3);
    let matches: Vec<i64> =
        results["results"].as_array().unwrap().iter().map(|l| l["match_cents"].as_i64().unwrap()).collect();
    assert!(matches.windows(2).all(|w| w[0] >= w[1]), "best paid first: {matches:?}");

    let (status, headers, csv) = app.send_raw(Req::new(Method::GET, &s.path("/results.csv"))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    assert_eq!(headers["content-disposition"], "attachment; filename=\"matchpool-round-1-results.csv\"");
    let csv = String::from_utf8(csv).unwrap();
    assert!(csv.starts_with(
        "project_id,title,supporters,donations_cents,raw_match,uncapped_cents,cap_cents,match_cents,capped\n"
    ));
    assert_eq!(csv.lines().count(), 4);
    assert!(csv.contains(&format!("{},Alpha,3,3500,", s.alpha)), "{csv}");

    let (status, headers, json_file) = app.send_raw(Req::new(Method::GET, &s.path("/results.json"))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-disposition"], "attachment; filename=\"matchpool-round-1-results.json\"");
    assert_eq!(serde_json::from_slice::<Value>(&json_file).unwrap(), results);
    let (status, _, zip) = app.send_raw(Req::new(Method::GET, &s.path("/audit-pack"))).await;
    assert_eq!(status, StatusCode::OK);
    assert!(zip.starts_with(b"PK"));

    let (status, err) = app.get("/api/rounds/00000000-0000-0000-0000-000000000000/results", None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("round.not_found")));
}

async fn freezing_happens_once_even_when_instances_race(app: TestApp) {
    let s = Scene::new(&app).await;
    s.end_voting(&app, Duration::days(1)).await;
    let round = s.stored_round(&app).await;
    // A second instance: another state (its own caches) over the same database and secret.
    let other = matchpool_api::AppState::new(app.db.clone(), common::test_config(), app.state.media.clone());
    let now = Utc::now();
    let (a, b) = tokio::join!(
        matchpool_api::matching::freeze_round(&app.state, &round, now),
        matchpool_api::matching::freeze_round(&other, &round, now)
    );
    let outcomes = [a.unwrap(), b.unwrap()];
    let frozen = outcomes.iter().filter(|o| matches!(o, matchpool_api::matching::Freeze::Frozen(_))).count();
    assert_eq!(frozen, 1, "{outcomes:?}");
    assert_eq!(matchpool_store::results::projects(&app.db, s.round_id).await.unwrap().len(), 3);
}

async fn the_background_task_freezes_only_ended_rounds(app: TestApp) {
    let s = Scene::new(&app).await;
    let live = app.round(&s.op, 2, -7).await;
    s.end_voting(&app, Duration::days(1)).await;
    assert_eq!(matchpool_api::matching::freeze_due(&app.state, Utc::now()).await.unwrap(), 1);
    assert_eq!(matchpool_api::matching::freeze_due(&app.state, Utc::now()).await.unwrap(), 0, "once");
    assert!(matchpool_store::results::summary(&app.db, s.round_id).await.unwrap().is_some());
    let live_id = Uuid::parse_str(live["id"].as_str().unwrap()).unwrap();
    assert!(matchpool_store::results::summary(&app.db, live_id).await.unwrap().is_none(), "voting goes on");
}

/// The endpoint's answer and the engine's for the same person, project and gift.
async fn compare(
    app: &TestApp,
    estimator: &Estimator,
    token: Option<&str>,
    who: Who<'_>,
    project: Uuid,
    usd: i64,
) -> Value {
    let (status, body) = app.get(&format!("/api/projects/{project}/estimate?amount={usd}&currency=USD"), token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let expected = estimator.estimate(who, &project.to_string(), (usd * 100) as u64).unwrap();
    assert_eq!(body["estimate_cents"], expected.delta_cents, "{body} vs {expected:?}");
    assert_eq!(body["estimate_usd"], expected.delta_cents as f64 / 100.0);
    assert_eq!(body["current_match_cents"], expected.before.round() as i64);
    assert_eq!(body["approximate"], false);
    let reason = expected.reason.map(|r| serde_json::to_value(r).unwrap());
    assert_eq!(body.get("reason").cloned(), reason, "{body}");
    body
}

async fn estimates_equal_the_engine_on_the_same_inputs(app: TestApp) {
    let s = Scene::new(&app).await;
    // Alpha asked for little: with $35 given it can take at most $10 from the pool.
    let shrunk = project::ActiveModel { id: Set(s.alpha), total_requested_cents: Set(4_500), ..Default::default() };
    shrunk.update(&app.db).await.unwrap();
    let owner_org = matchpool_store::projects::find(&app.db, s.alpha).await.unwrap().unwrap().identity_id;
    let empty = app.project_in(&s.round, owner_org, "Delta").await;
    let newcomer = app.register("newcomer").await;
    verify(&app, &newcomer).await;

    let input = s.inputs(&app, Utc::now()).await;
    let estimator = Estimator::new(&input, Algorithm::Qf, &Params::default()).unwrap();
    let ben = s.pseudonym(&app, &s.ben);
    let caro = s.pseudonym(&app, &s.caro);
    let body = compare(&app, &estimator, None, Who::VISITOR, s.gamma, 4).await;
    assert!(body["estimate_cents"].as_i64().unwrap() > 0, "{body}");
    assert!(body.get("reason").is_none());
    compare(&app, &estimator, Some(&s.ben.token), Who::Person(&ben), s.gamma, 4).await;
    let fresh = Who::New { verified: true, impact_points: 0 };
    compare(&app, &estimator, Some(&newcomer.token), fresh, s.beta, 25).await;
    let body = compare(&app, &estimator, Some(&s.ben.token), Who::Person(&ben), s.beta, 0).await;
    assert_eq!(body["reason"], "no_change", "ben already voted for beta");
    let body = compare(&app, &estimator, Some(&s.caro.token), Who::Person(&caro), s.alpha, 5).await;
    assert_eq!((body["reason"].as_str(), body["estimate_cents"].as_i64()), (Some("capped"), Some(-500)));
    let body = compare(&app, &estimator, None, Who::VISITOR, empty, 10).await;
    assert_eq!((body["reason"].as_str(), body["estimate_cents"].as_i64()), (Some("one_supporter"), Some(0)));
}

async fn estimates_follow_new_votes_and_donations(app: TestApp) {
    let s = Scene::new(&app).await;
    let path = format!("/api/projects/{}/estimate?amount=10", s.beta);
    // Fed to the cached estimator, a change agrees with an estimator built afresh from the
    // database to the cent (running sums may differ in their last bits, §12).
    let agrees = |body: &Value, input: &RoundInput| {
        let estimator = Estimator::new(input, Algorithm::Qf, &Params::default()).unwrap();
        let expected = estimator.estimate(Who::VISITOR, &s.beta.to_string(), 1_000).unwrap();
        let near = |field: &str, value: i64| (body[field].as_i64().unwrap() - value).abs() <= 1;
        assert!(near("current_match_cents", expected.before.round() as i64), "{body} vs {expected:?}");
        assert!(near("estimate_cents", expected.delta_cents), "{body} vs {expected:?}");
    };
    let (_, before) = app.get(&path, None).await;
    let newcomer = app.register("newcomer").await;
    vote(&app, &newcomer, s.beta).await;
    let (_, after_vote) = app.get(&path, None).await;
    assert_eq!(after_vote["computed_at"], before["computed_at"], "the vote went into the cached estimator");
    assert_ne!(before["current_match_cents"], after_vote["current_match_cents"], "the new vote is seen at once");
    agrees(&after_vote, &s.inputs(&app, Utc::now()).await);

    s.donate(&app, &newcomer, s.beta, 2_000, "settled", Some(Utc::now())).await;
    app.state.matching.record_donation(SettledDonation {
        round_id: s.round_id,
        project_id: s.beta,
        user_id: newcomer.id,
        verified: false,
        impact_points: 0,
        usd_cents: 2_000,
        in_voting_window: true,
    });
    let (_, after_gift) = app.get(&path, None).await;
    assert_eq!(after_gift["computed_at"], before["computed_at"]);
    assert_ne!(after_gift["current_match_cents"], after_vote["current_match_cents"]);
    agrees(&after_gift, &s.inputs(&app, Utc::now()).await);
}

async fn estimates_reject_bad_input(app: TestApp) {
    let s = Scene::new(&app).await;
    let estimate = |query: &str| format!("/api/projects/{}/estimate{query}", s.gamma);
    for (query, field, code) in [
        ("", "amount", "required"),
        ("?amount=-5", "amount", "negative"),
        ("?amount=abc", "amount", "invalid"),
        ("?amount=1.234", "amount", "invalid"),
    ] {
        let (status, err) = app.get(&estimate(query), None).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{query}: {err}");
        assert_eq!(err["fields"][field], code, "{query}");
    }
    for currency in ["lovelace", "JPY"] {
        let (status, err) = app.get(&estimate(&format!("?amount=5&currency={currency}")), None).await;
        assert_eq!(
            (status, err["code"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("estimate.unsupported_currency"))
        );
    }
    let (status, err) = app.get(&format!("/api/projects/{}/estimate?amount=5", Uuid::new_v4()), None).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::NOT_FOUND, Some("project.not_found")));
    let (status, _) = app.get("/api/projects/not-a-uuid/estimate?amount=5", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, body) = app.get(&estimate("?amount=5"), Some("expired-or-bad-token")).await;
    assert_eq!(status, StatusCode::OK, "a bad token is a visitor: {body}");
}

async fn outside_voting_estimates_say_voting_is_closed(app: TestApp) {
    let s = Scene::new(&app).await;
    let path = format!("/api/projects/{}/estimate?amount=10", s.gamma);
    let (_, open) = app.get(&path, None).await;
    assert!(open.get("reason").is_none(), "{open}");
    s.end_voting(&app, Duration::days(1)).await;
    let (status, closed) = app.get(&path, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(closed["reason"], "voting_closed");
    assert_eq!(closed["estimate_cents"], 0);
    assert_eq!(closed["current_match_cents"], Value::Null, "nothing leaks before the results date");
    app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    s.publish(&app).await;
    let (_, published) = app.get(&path, None).await;
    let (_, results) = app.get(&s.path("/results"), None).await;
    assert_eq!(published["current_match_cents"], line(&results, s.gamma)["match_cents"]);
}

async fn standings_are_live_results_for_operators(app: TestApp) {
    let s = Scene::new(&app).await;
    let (status, standings) = app.get(&s.admin_path("/standings"), Some(&s.op.token)).await;
    assert_eq!(status, StatusCode::OK, "{standings}");
    assert_eq!(standings["summary"]["live"], true);
    let engine = compute(&s.inputs(&app, Utc::now()).await, Algorithm::Qf, &Params::default()).unwrap();
    for p in &engine.projects {
        assert_eq!(line(&standings, Uuid::parse_str(&p.project_id).unwrap())["match_cents"], p.match_cents);
    }
    assert_eq!(standings["summary"]["allocated_cents"], engine.allocated_cents);
    assert!(matchpool_store::results::summary(&app.db, s.round_id).await.unwrap().is_none(), "nothing is frozen");
}

async fn payouts_are_recorded_against_frozen_results(app: TestApp) {
    let s = Scene::new(&app).await;
    let payouts = s.admin_path("/payouts");
    let body = json!({"project_id": s.gamma, "amount": 10, "reference": "WIRE-1"});
    let (status, err) = app.post(&payouts, Some(&s.op.token), body.clone()).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("results.not_frozen")));

    s.end_voting(&app, Duration::days(1)).await;
    let (_, frozen) = app.post(&s.admin_path("/freeze"), Some(&s.op.token), json!({})).await;
    let owed = line(&frozen, s.gamma)["match_cents"].as_i64().unwrap();
    assert!(owed > 100, "{frozen}");
    let first = owed / 2;
    let paid_at = "2030-01-02T03:04:05Z";
    let (status, payout) = app
        .post(
            &payouts,
            Some(&s.op.token),
            json!({"project_id": s.gamma, "amount": first as f64 / 100.0, "reference": "WIRE-1", "paid_at": paid_at}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{payout}");
    assert_eq!(payout["amount_cents"], first);
    assert_eq!(payout["title"], "Gamma");
    assert_eq!(payout["recorded_by"], s.op.id.to_string());
    assert_eq!(payout["paid_at"], paid_at);

    let (status, err) = app
        .post(
            &payouts,
            Some(&s.op.token),
            json!({"project_id": s.gamma, "amount": (owed - first + 1) as f64 / 100.0, "reference": "WIRE-2"}),
        )
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("payout.exceeds_match")));
    let (status, err) = app.post(&payouts, Some(&s.op.token), json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for field in ["project_id", "amount", "reference"] {
        assert_eq!(err["fields"][field], "required", "{field}");
    }
    for (bad, field, code) in [
        (json!({"project_id": s.gamma, "amount": 0, "reference": "x"}), "amount", "invalid"),
        (json!({"project_id": s.gamma, "amount": -3, "reference": "x"}), "amount", "negative"),
        (json!({"project_id": s.gamma, "amount": 1, "reference": "x", "paid_at": "tuesday"}), "paid_at", "invalid"),
        (json!({"project_id": "nope", "amount": 1, "reference": "x"}), "project_id", "invalid"),
        (json!({"project_id": Uuid::new_v4(), "amount": 1, "reference": "x"}), "project_id", "invalid"),
    ] {
        let (status, err) = app.post(&payouts, Some(&s.op.token), bad.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}: {err}");
        assert_eq!(err["fields"][field], code, "{bad}");
    }

    let (status, list) = app.get(&payouts, Some(&s.op.token)).await;
    assert_eq!(status, StatusCode::OK, "{list}");
    assert_eq!(list["total"], 1);
    assert_eq!(list["total_paid_cents"], first);
    let gamma = list["projects"].as_array().unwrap().iter().find(|p| p["project_id"] == s.gamma.to_string()).unwrap();
    assert_eq!((gamma["paid_cents"].as_i64(), gamma["outstanding_cents"].as_i64()), (Some(first), Some(owed - first)));
    let (status, headers, csv) =
        app.send_raw(Req::new(Method::GET, &format!("{payouts}?format=csv")).token(Some(&s.op.token))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    let csv = String::from_utf8(csv).unwrap();
    assert!(csv.starts_with("payout_id,project_id,title,amount_cents,reference,paid_at,recorded_by\n"));
    assert!(csv.contains(&format!(",{},Gamma,{first},WIRE-1,{paid_at},", s.gamma)), "{csv}");
}

async fn only_operators_see_standings_freeze_and_pay(app: TestApp) {
    let s = Scene::new(&app).await;
    s.end_voting(&app, Duration::days(1)).await;
    let payout = json!({"project_id": s.gamma, "amount": 1, "reference": "x"});
    for token in [Some(s.ana.token.as_str()), None] {
        let expected = if token.is_some() { StatusCode::FORBIDDEN } else { StatusCode::UNAUTHORIZED };
        assert_eq!(app.get(&s.admin_path("/standings"), token).await.0, expected);
        assert_eq!(app.post(&s.admin_path("/freeze"), token, json!({})).await.0, expected);
        assert_eq!(app.post(&s.admin_path("/payouts"), token, payout.clone()).await.0, expected);
        assert_eq!(app.get(&s.admin_path("/payouts"), token).await.0, expected);
    }
    let (_, err) = app.get(&s.admin_path("/standings"), Some(&s.ana.token)).await;
    assert_eq!(err["code"], "auth.operator_required");
    assert!(matchpool_store::results::summary(&app.db, s.round_id).await.unwrap().is_none(), "nobody froze it");
}

async fn the_matching_endpoints_are_documented(app: TestApp) {
    let (status, doc) = app.get("/api/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    for (path, method) in [
        ("/rounds/{id}/results", "get"),
        ("/rounds/{id}/results.csv", "get"),
        ("/rounds/{id}/results.json", "get"),
        ("/rounds/{id}/audit-pack", "get"),
        ("/projects/{id}/estimate", "get"),
        ("/admin/rounds/{id}/standings", "get"),
        ("/admin/rounds/{id}/freeze", "post"),
        ("/admin/rounds/{id}/payouts", "post"),
        ("/admin/rounds/{id}/payouts", "get"),
    ] {
        assert!(doc["paths"][path][method].is_object(), "{method} {path} is documented");
    }
    let line = &doc["components"]["schemas"]["ProjectResultView"]["properties"];
    for field in ["match", "match_cents", "raw_match", "cap_cents", "uncapped_cents", "donations_usd", "supporters"] {
        assert!(line[field].is_object(), "ProjectResultView.{field}: {line}");
    }
    let estimate = &doc["components"]["schemas"]["EstimateView"]["properties"];
    for field in ["estimate_usd", "current_match_usd", "reason", "approximate"] {
        assert!(estimate[field].is_object(), "EstimateView.{field}");
    }
}
