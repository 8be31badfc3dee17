//! Issue 32.1: what the platform keeps up to date as money moves equals what the ledger says.
//! Random sequences of votes, card donations (single and as a cart), ADA donations through the
//! server-built payment (single and as a cart), refunds, disputes won and lost, 3-D Secure
//! payments cancelled, KYC and KYB decisions, and impact points earned elsewhere, run against two
//! rounds in voting beside one whose voting ended and one whose voting is to come. Impact points
//! are granted for votes and settled gifts only (and taken back and restored with them); they
//! count in every round, so a gift to a round not in voting moves the donor's weight in the rounds
//! that are. Referral rewards are THANK, not points; two donors are referred, so votes and KYC
//! decisions grant rewards inside the same transactions too. After every step
//!
//! - each round's estimator, kept one change at a time, equals bit for bit the estimator rebuilt
//!   from the database (`Estimator::state`), for every project and person, and
//! - the kept per-project totals (votes, raised per currency) equal the totals summed from the
//!   donations and votes.
//!
//! `LEDGER_AGREEMENT_SEQUENCES` runs more sequences than the few `make test` runs.

use crate::common;

use axum::http::{Method, StatusCode};
use common::{Person, Req, TestApp};
use matchpool_domain::{OrganizationId, ProjectId, RoundId, UserId};
use matchpool_matching::{Estimator, EstimatorState};
use matchpool_providers::cardano::DevWallet;
use matchpool_providers::chain::Network;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};

both!(the_kept_estimators_and_totals_equal_the_ledger_after_any_sequence);

const WALLET: &str = "addr_test1vz2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzerspjrlsz";

struct World {
    /// The two rounds in voting, then one whose voting ended and one whose voting is to come.
    rounds: Vec<Value>,
    /// Per round in voting, its projects.
    projects: Vec<Vec<ProjectId>>,
    /// A project of the round whose voting ended and one of the round whose voting is to come.
    elsewhere: Vec<ProjectId>,
    /// The organization of each project's owner, by project.
    orgs: Vec<OrganizationId>,
    donors: Vec<Person>,
    operator: Person,
}

/// Two rounds in voting, three projects each (each project its own organization, paid in ADA at
/// a wallet), a round whose voting ended and one whose voting is to come, with a project each, and
/// five donors, the last two referred by the first two, who are KYC-verified from the start (a
/// verified person's weight follows their impact points; an unverified one's does not).
async fn world(app: &TestApp) -> World {
    let operator = app.operator("operator").await;
    let mut rounds = vec![app.round(&operator, 1, -8).await, app.round(&operator, 2, -7).await];
    let (mut projects, mut orgs) = (Vec::new(), Vec::new());
    for (r, round) in rounds.iter().enumerate() {
        let mut of_round = Vec::new();
        for n in 0..3 {
            let owner = app.register(&format!("owner-{r}-{n}")).await;
            let org = app.verified_organization(&owner, &format!("org-{r}-{n}")).await;
            let project = app.project_in(round, org, &format!("Project {r}-{n}")).await;
            app.set_wallet(project, Some(WALLET.to_owned())).await;
            of_round.push(project);
            orgs.push(org);
        }
        projects.push(of_round);
    }
    let mut elsewhere = Vec::new();
    for (number, start) in [(3, -20), (4, -2)] {
        let round = app.round(&operator, number, start).await;
        let owner = app.register(&format!("owner-{number}")).await;
        let org = app.verified_organization(&owner, &format!("org-{number}")).await;
        elsewhere.push(app.project_in(&round, org, &format!("Project {number}")).await);
        rounds.push(round);
    }
    let mut donors = Vec::new();
    for name in ["ana", "ben", "caro"] {
        donors.push(app.register(name).await);
    }
    for (name, referrer, by) in [("dev", "ana", 0), ("eli", "ben", 1)] {
        let referrer_id = donors[by].id;
        donors.push(referred(app, name, referrer, referrer_id).await);
    }
    let w = World { rounds, projects, elsewhere, orgs, donors, operator };
    for donor in [0, 1] {
        run(app, &w, &Step::Kyc { donor, verified: true }, &mut Vec::new(), 0).await;
    }
    w
}

/// A person who registered through `referrer`'s referral link (their username), email confirmed.
async fn referred(app: &TestApp, name: &str, referrer: &str, referrer_id: UserId) -> Person {
    let body = json!({"first_name": "Test", "last_name": name, "username": name, "email": format!("{name}@example.org"),
        "password": "correct horse battery", "referral_code": referrer});
    let (status, answer) = app.post("/api/auth/register", None, body).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    let token = answer["access_token"].as_str().unwrap().to_owned();
    let (_, me) = app.get("/api/me", Some(&token)).await;
    assert_eq!(me["referred_by"], referrer_id.to_string(), "{me}");
    let id = me["id"].as_str().unwrap().parse().unwrap();
    app.confirm_email(id).await;
    Person { token, refresh: answer["refresh_token"].as_str().unwrap().to_owned(), id }
}

fn round_id(round: &Value) -> RoundId {
    round["id"].as_str().unwrap().parse().unwrap()
}

/// A settled card donation's id and payment intent, for later refunds and disputes.
struct Given {
    id: String,
    intent: Option<String>,
}

/// One step of a sequence. `Elsewhere` earns impact points outside the rounds in voting: a card
/// gift to a project whose round's voting ended (`elsewhere` 0) or is to come (1).
#[derive(Debug)]
enum Step {
    Vote { donor: usize, project: ProjectId },
    Card { donor: usize, project: ProjectId, amount: i64 },
    Cart { donor: usize, projects: Vec<(ProjectId, i64)> },
    Ada { donor: usize, project: ProjectId, amount: i64 },
    AdaCart { donor: usize, projects: Vec<(ProjectId, i64)> },
    Elsewhere { donor: usize, elsewhere: usize, amount: i64 },
    Refund { given: usize },
    Dispute { given: usize, won: bool },
    CancelledCheck { donor: usize, project: ProjectId },
    Kyc { donor: usize, verified: bool },
    Kyb { org: usize, verified: bool },
}

fn pick(rng: &mut StdRng, w: &World, given: usize) -> Step {
    let donor = rng.random_range(0..w.donors.len());
    let round = rng.random_range(0..w.projects.len());
    let project = w.projects[round][rng.random_range(0..w.projects[round].len())];
    let amount = [1, 3, 10, 25, 140, 2_000][rng.random_range(0..6)];
    // Two to three of the round's projects, each its own amount.
    let cart = |rng: &mut StdRng| -> Vec<(ProjectId, i64)> {
        let take = rng.random_range(2..=w.projects[round].len());
        w.projects[round].iter().take(take).map(|p| (*p, [1, 4, 10, 60][rng.random_range(0..4)])).collect()
    };
    match rng.random_range(0..if given == 0 { 10 } else { 12 }) {
        0 | 1 => Step::Vote { donor, project },
        2 => Step::Card { donor, project, amount },
        3 => Step::Cart { donor, projects: cart(rng) },
        4 => Step::Ada { donor, project, amount },
        5 => Step::AdaCart { donor, projects: cart(rng) },
        6 => Step::Elsewhere { donor, elsewhere: rng.random_range(0..w.elsewhere.len()), amount },
        7 => Step::CancelledCheck { donor, project },
        8 => Step::Kyc { donor, verified: rng.random_bool(0.7) },
        9 => Step::Kyb { org: rng.random_range(0..w.orgs.len()), verified: rng.random_bool(0.5) },
        10 => Step::Refund { given: rng.random_range(0..given) },
        _ => Step::Dispute { given: rng.random_range(0..given), won: rng.random_bool(0.5) },
    }
}

async fn run(app: &TestApp, w: &World, step: &Step, given: &mut Vec<Given>, n: usize) {
    let key = format!("step-{n}");
    match step {
        Step::Vote { donor, project } => {
            let who = &w.donors[*donor];
            let (status, body) = app.post(&format!("/api/projects/{project}/votes"), Some(&who.token), json!({})).await;
            assert!(status.is_success() || status == StatusCode::CONFLICT, "{status} {body}");
        }
        Step::Card { donor, project, amount } => {
            given.push(card(app, &w.donors[*donor], *project, *amount, &key).await)
        }
        Step::Elsewhere { donor, elsewhere, amount } => {
            let project = w.elsewhere[*elsewhere];
            given.push(card(app, &w.donors[*donor], project, *amount, &key).await);
        }
        Step::Cart { donor, projects } => {
            let items: Vec<Value> = projects.iter().map(|(p, a)| json!({"project_id": p, "amount": a})).collect();
            let body = json!({"payment_type": "FIAT", "currency": "USD", "card_token": "tok_visa", "items": items});
            let (status, answer) = app
                .send(
                    Req::new(Method::POST, "/api/checkouts")
                        .token(Some(&w.donors[*donor].token))
                        .header("idempotency-key", &key)
                        .json(body),
                )
                .await;
            assert_eq!(status, StatusCode::CREATED, "{answer}");
            let intent = answer["payment_intent_id"].as_str().map(str::to_owned);
            for donation in answer["checkout"]["donations"].as_array().unwrap() {
                given.push(Given { id: donation["id"].as_str().unwrap().to_owned(), intent: intent.clone() });
            }
        }
        Step::AdaCart { donor, projects } => {
            let payer = DevWallet::from_seed([*donor as u8 + 1; 32], Network::Preprod);
            let who = &w.donors[*donor];
            let (_, utxos) = app.get(&format!("/api/dev/ledger/utxos/{}", payer.bech32()), None).await;
            let items: Vec<Value> = projects.iter().map(|(p, a)| json!({"project_id": p, "amount": a})).collect();
            let body = json!({"items": items, "change_address": hex::encode(payer.address().to_vec()), "utxos": utxos});
            let (status, built) = app.post("/api/checkouts/ada", Some(&who.token), body).await;
            assert_eq!(status, StatusCode::CREATED, "{built}");
            let tx = built["tx_cbor"].as_str().unwrap();
            let witness_set = hex::encode(payer.sign(&hex::decode(tx).unwrap()).unwrap());
            let path = format!("/api/checkouts/{}/ada", built["checkout_id"].as_str().unwrap());
            let (status, answer) =
                app.post(&path, Some(&who.token), json!({"tx_cbor": tx, "witness_set": witness_set})).await;
            assert_eq!(status, StatusCode::CREATED, "{answer}");
            for donation in answer["checkout"]["donations"].as_array().unwrap() {
                given.push(Given { id: donation["id"].as_str().unwrap().to_owned(), intent: None });
            }
        }
        Step::Ada { donor, project, amount } => {
            let payer = DevWallet::from_seed([*donor as u8 + 1; 32], Network::Preprod);
            let who = &w.donors[*donor];
            let (_, utxos) = app.get(&format!("/api/dev/ledger/utxos/{}", payer.bech32()), None).await;
            let body = json!({"amount": amount, "change_address": payer.bech32(), "utxos": utxos});
            let (status, built) =
                app.post(&format!("/api/projects/{project}/donates/ada/build"), Some(&who.token), body).await;
            assert_eq!(status, StatusCode::OK, "{built}");
            let tx = hex::decode(built["tx_cbor"].as_str().unwrap()).unwrap();
            let witness_set = hex::encode(payer.sign(&tx).unwrap());
            let body =
                json!({"intent_id": built["intent_id"], "tx_cbor": built["tx_cbor"], "witness_set": witness_set});
            let (status, submitted) =
                app.post(&format!("/api/projects/{project}/donates/ada/submit"), Some(&who.token), body).await;
            assert_eq!(status, StatusCode::OK, "{submitted}");
            given.push(Given { id: submitted["donation_id"].as_str().unwrap().to_owned(), intent: None });
        }
        Step::Refund { given: g } => {
            let path = format!("/api/admin/donations/{}/refund", given[*g].id);
            let (status, body) =
                app.post(&path, Some(&w.operator.token), json!({"reason": "Asked by the donor"})).await;
            assert!(status.is_success() || status == StatusCode::CONFLICT, "{status} {body}");
        }
        Step::Dispute { given: g, won } => {
            let Some(intent) = &given[*g].intent else { return };
            let dispute = |status: &str| {
                json!({"id": format!("dp_{n}"), "object": "dispute", "charge": format!("ch_{n}"),
                    "payment_intent": intent, "status": status, "amount": 100})
            };
            let opened =
                app.stripe_event(&format!("evt_{n}_a"), "charge.dispute.created", dispute("needs_response")).await;
            assert_eq!(opened, StatusCode::OK);
            let outcome = if *won { "won" } else { "lost" };
            let closed = app.stripe_event(&format!("evt_{n}_b"), "charge.dispute.closed", dispute(outcome)).await;
            assert_eq!(closed, StatusCode::OK);
        }
        Step::CancelledCheck { donor, project } => {
            let who = &w.donors[*donor];
            let body = json!({"amount": 7, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_threeDSecure2Required"});
            let (status, waiting) = app.post(&format!("/api/projects/{project}/donates"), Some(&who.token), body).await;
            assert_eq!(status, StatusCode::ACCEPTED, "{waiting}");
            let id = waiting["donation"]["id"].as_str().unwrap();
            let (status, body) = app.post(&format!("/api/donations/{id}/cancel"), Some(&who.token), json!({})).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
        Step::Kyc { donor, verified } => {
            let path = format!("/api/admin/users/{}/verification", w.donors[*donor].id);
            let body = if *verified {
                json!({"status": "verified"})
            } else {
                json!({"status": "rejected", "reason": "Photo unreadable"})
            };
            let (status, answer) = app.post(&path, Some(&w.operator.token), body).await;
            assert_eq!(status, StatusCode::OK, "{answer}");
        }
        Step::Kyb { org, verified } => {
            let path = format!("/api/admin/organizations/{}/verification", w.orgs[*org]);
            let body = if *verified {
                json!({"status": "verified"})
            } else {
                json!({"status": "rejected", "reason": "Registration number missing"})
            };
            let (status, answer) = app.post(&path, Some(&w.operator.token), body).await;
            assert_eq!(status, StatusCode::OK, "{answer}");
        }
    }
}

/// A card donation, settled at once, by `who` to `project`.
async fn card(app: &TestApp, who: &Person, project: ProjectId, amount: i64, key: &str) -> Given {
    let body = json!({"amount": amount, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa"});
    let (status, answer) = app
        .send(
            Req::new(Method::POST, &format!("/api/projects/{project}/donates"))
                .token(Some(&who.token))
                .header("idempotency-key", key)
                .json(body),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    Given {
        id: answer["donation"]["id"].as_str().unwrap().to_owned(),
        intent: answer["payment_intent_id"].as_str().map(str::to_owned),
    }
}

/// The round's estimator as the platform keeps it, and as rebuilt from the database now.
async fn kept_and_rebuilt(app: &TestApp, round: &Value) -> (EstimatorState, EstimatorState) {
    let round = matchpool_store::rounds::find(&app.db, round_id(round)).await.unwrap().unwrap();
    let kept = matchpool_app::matching::estimator(&app.state, &round).await.expect("an estimator");
    let kept = kept.read().state();
    let (algorithm, params) = matchpool_app::matching::round_settings(&round).unwrap();
    let key = app.state.matching.pseudonym_key();
    let inputs = matchpool_store::matching::round_inputs(&app.db, &round, key, chrono::Utc::now()).await.unwrap();
    let rebuilt = Estimator::from_indexed(&inputs.input, algorithm, &params).unwrap();
    (kept, rebuilt.state())
}

/// Votes and raised amounts per project as kept, and as summed from the ledger (sorted).
async fn totals(app: &TestApp, projects: Vec<ProjectId>) -> (String, String) {
    let show = |t: matchpool_store::totals::Totals| {
        let mut lines: Vec<String> = projects
            .iter()
            .map(|p| {
                let mut raised = t.raised.get(p).cloned().unwrap_or_default();
                raised.retain(|(_, minor, usd)| *minor != 0 || *usd != 0);
                raised.sort();
                format!("{p}: votes {} raised {raised:?}", t.votes.get(p).copied().unwrap_or(0))
            })
            .collect();
        lines.sort();
        lines.join("\n")
    };
    let kept = matchpool_store::totals::of(&app.db, projects.clone()).await.unwrap();
    let ledger = matchpool_store::totals::ledger(&app.db, Some(projects.clone())).await.unwrap();
    (show(kept), show(ledger))
}

async fn agree(app: &TestApp, w: &World, after: &str) {
    for round in &w.rounds {
        let (kept, rebuilt) = kept_and_rebuilt(app, round).await;
        assert_eq!(kept, rebuilt, "round {} after {after}", round["number"]);
    }
    let all: Vec<ProjectId> = w.projects.iter().flatten().chain(&w.elsewhere).copied().collect();
    let (kept, ledger) = totals(app, all).await;
    assert_eq!(kept, ledger, "totals after {after}");
}

async fn the_kept_estimators_and_totals_equal_the_ledger_after_any_sequence(app: TestApp) {
    let sequences: u64 = std::env::var("LEDGER_AGREEMENT_SEQUENCES").ok().and_then(|n| n.parse().ok()).unwrap_or(2);
    for seed in 0..sequences {
        let app = app.reconfigured(common::test_config()).await;
        let w = world(&app).await;
        agree(&app, &w, "nothing").await;
        let mut rng = StdRng::seed_from_u64(seed);
        let mut given = Vec::new();
        for n in 0..30 {
            let step = pick(&mut rng, &w, given.len());
            run(&app, &w, &step, &mut given, n).await;
            agree(&app, &w, &format!("seed {seed}, step {n}: {step:?}")).await;
        }
    }
}
