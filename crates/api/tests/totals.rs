//! Issue 11 ("API at scale"): project cards read per-project totals (counting votes, raised money
//! per currency) that the use cases keep in the transaction of each vote and donation move. These
//! tests prove the kept totals stay equal to the ledger after every move, that the migration
//! backfills them, and that an estimate never waits long for its round's estimator.

use crate::common;

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use common::{Person, TestApp};
use matchpool_domain::ProjectId;
use serde_json::{Value, json};

both!(
    totals_follow_votes_and_settled_card_donations,
    totals_follow_refunds_and_disputes,
    canceled_and_declined_donations_change_no_totals,
    a_refused_vote_or_refund_changes_no_totals,
    the_migration_backfills_the_totals_from_the_ledger,
);

struct World {
    project: ProjectId,
    operator: Person,
}

async fn world(app: &TestApp) -> World {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Clean water").await;
    World { project, operator }
}

/// The kept totals equal the ledger's, for the project and in what its card shows; returns the
/// card's (votes, USD raised).
async fn agreed(app: &TestApp, project: ProjectId) -> (i64, f64) {
    let kept = matchpool_store::totals::of(&app.db, vec![project]).await.unwrap();
    let ledger = matchpool_store::totals::ledger(&app.db, Some(vec![project])).await.unwrap();
    assert_eq!(kept, ledger, "the kept totals equal the ledger");
    let (status, page) = app.get("/api/projects/preview", None).await;
    assert_eq!(status, StatusCode::OK, "{page}");
    let card = page["results"].as_array().unwrap().iter().find(|p| p["id"] == project.to_string()).unwrap().clone();
    let votes = card["total_votes"].as_i64().unwrap();
    assert_eq!(votes, ledger.votes.get(&project).copied().unwrap_or(0), "{card}");
    let usd = card["total_raw_donation_usd"].as_f64().unwrap();
    let ledger_usd: i64 = ledger.raised.get(&project).map_or(0, |rows| rows.iter().map(|r| r.2).sum());
    assert_eq!((usd * 100.0).round() as i64, ledger_usd, "{card}");
    (votes, usd)
}

async fn donate(app: &TestApp, who: &Person, project: ProjectId, dollars: i64, token: &str) -> (StatusCode, Value) {
    let body = json!({"amount": dollars, "currency": "USD", "payment_type": "FIAT", "card_token": token});
    app.post(&format!("/api/projects/{project}/donates"), Some(&who.token), body).await
}

async fn refund(app: &TestApp, who: &Person, donation: &str) -> (StatusCode, Value) {
    app.post(&format!("/api/admin/donations/{donation}/refund"), Some(&who.token), json!({"reason": "asked"})).await
}

async fn totals_follow_votes_and_settled_card_donations(app: TestApp) {
    let w = world(&app).await;
    assert_eq!(agreed(&app, w.project).await, (0, 0.0));
    let voter = app.register("voter").await;
    let (status, body) = app.post(&format!("/api/projects/{}/votes", w.project), Some(&voter.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(agreed(&app, w.project).await, (1, 0.0), "a free vote counts at once");
    let donor = app.register("donor").await;
    let (status, body) = donate(&app, &donor, w.project, 25, "tok_visa").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(agreed(&app, w.project).await, (2, 25.0), "a settled donation adds its money and its vote");
    let (status, body) = donate(&app, &voter, w.project, 10, "tok_visa").await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(agreed(&app, w.project).await, (2, 35.0), "the voter's gift adds money, not a second vote");
}

async fn totals_follow_refunds_and_disputes(app: TestApp) {
    let w = world(&app).await;
    let (donor, other) = (app.register("donor").await, app.register("other").await);
    let (_, refunded) = donate(&app, &donor, w.project, 20, "tok_visa").await;
    let (_, disputed) = donate(&app, &other, w.project, 30, "tok_visa").await;
    assert_eq!(agreed(&app, w.project).await, (2, 50.0));

    let (status, body) = refund(&app, &w.operator, refunded["donation"]["id"].as_str().unwrap()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(agreed(&app, w.project).await, (1, 30.0), "a refund takes the money and the vote out");

    let intent = disputed["payment_intent_id"].as_str().unwrap();
    let dispute = |status: &str| json!({"id": "dp_1", "object": "dispute", "charge": "ch_1", "payment_intent": intent, "status": status, "amount": 3100});
    assert_eq!(app.stripe_event("evt_open", "charge.dispute.created", dispute("needs_response")).await, StatusCode::OK);
    assert_eq!(agreed(&app, w.project).await, (0, 0.0), "a disputed payment does not count");
    assert_eq!(app.stripe_event("evt_won", "charge.dispute.closed", dispute("won")).await, StatusCode::OK);
    assert_eq!(agreed(&app, w.project).await, (1, 30.0), "a won dispute counts again, with its vote");
    assert_eq!(
        app.stripe_event("evt_open2", "charge.dispute.created", dispute("needs_response")).await,
        StatusCode::OK
    );
    assert_eq!(app.stripe_event("evt_lost", "charge.dispute.closed", dispute("lost")).await, StatusCode::OK);
    assert_eq!(agreed(&app, w.project).await, (0, 0.0), "a lost dispute (disputed → refunded) takes nothing twice");
    let (status, _) = refund(&app, &w.operator, disputed["donation"]["id"].as_str().unwrap()).await;
    assert_eq!(status, StatusCode::CONFLICT, "already refunded");
    assert_eq!(agreed(&app, w.project).await, (0, 0.0));
}

async fn canceled_and_declined_donations_change_no_totals(app: TestApp) {
    let w = world(&app).await;
    let donor = app.register("donor").await;
    let (status, waiting) = donate(&app, &donor, w.project, 15, "tok_threeDSecure2Required").await;
    assert_eq!(status, StatusCode::ACCEPTED, "{waiting}");
    assert_eq!(agreed(&app, w.project).await, (0, 0.0), "a payment waiting for 3-D Secure does not count yet");
    let id = waiting["donation"]["id"].as_str().unwrap();
    let (status, body) = app.post(&format!("/api/donations/{id}/cancel"), Some(&donor.token), json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(agreed(&app, w.project).await, (0, 0.0));
    let (status, body) = donate(&app, &donor, w.project, 15, "tok_chargeDeclined").await;
    assert_eq!(status, StatusCode::PAYMENT_REQUIRED, "{body}");
    assert_eq!(agreed(&app, w.project).await, (0, 0.0), "a declined card counts nothing");
}

async fn a_refused_vote_or_refund_changes_no_totals(app: TestApp) {
    let w = world(&app).await;
    let voter = app.register("voter").await;
    let path = format!("/api/projects/{}/votes", w.project);
    assert_eq!(app.post(&path, Some(&voter.token), json!({})).await.0, StatusCode::CREATED);
    let (status, body) = app.post(&path, Some(&voter.token), json!({})).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::CONFLICT, Some("vote.already_voted")));
    assert_eq!(app.post(&path, None, json!({})).await.0, StatusCode::UNAUTHORIZED);
    let (_, given) = donate(&app, &voter, w.project, 10, "tok_visa").await;
    let id = given["donation"]["id"].as_str().unwrap();
    let (status, body) = refund(&app, &voter, id).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("auth.operator_required")));
    let (status, body) = refund(&app, &w.operator, "not-an-id").await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::NOT_FOUND, Some("donation.not_found")));
    assert_eq!(agreed(&app, w.project).await, (1, 10.0), "nothing refused changed a total");
}

async fn the_migration_backfills_the_totals_from_the_ledger(app: TestApp) {
    use sea_orm_migration::MigratorTrait;
    let w = world(&app).await;
    let (donor, other) = (app.register("donor").await, app.register("other").await);
    donate(&app, &donor, w.project, 20, "tok_visa").await;
    let (_, refunded) = donate(&app, &other, w.project, 30, "tok_visa").await;
    refund(&app, &w.operator, refunded["donation"]["id"].as_str().unwrap()).await;
    let voter = app.register("voter").await;
    app.post(&format!("/api/projects/{}/votes", w.project), Some(&voter.token), json!({})).await;
    let before = agreed(&app, w.project).await;
    assert_eq!(before, (2, 20.0));

    let names: Vec<String> =
        matchpool_store::migration::Migrator::migrations().iter().map(|m| m.name().to_owned()).collect();
    let at = names.iter().position(|n| n == "m20261127_000030_scale_totals").expect("the totals migration");
    let since = u32::try_from(names.len() - at).unwrap();
    matchpool_store::migration::Migrator::down(&app.db, Some(since)).await.unwrap();
    assert!(matchpool_store::totals::of(&app.db, vec![w.project]).await.is_err(), "the tables are gone");
    for _ in 0..since {
        matchpool_store::migration::Migrator::up(&app.db, Some(1)).await.unwrap();
    }
    assert_eq!(agreed(&app, w.project).await, before, "backfilled from the ledger");
}

/// While a round's estimator is being built (here: its inputs wait on a lock held elsewhere), an
/// estimate answers `estimate.not_ready` within about a second instead of waiting for it, and
/// the estimate comes once the build is done. PostgreSQL only: SQLite's readers never wait on a
/// lock in WAL mode.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_estimate_never_waits_long_for_its_estimator() {
    use sea_orm::{ConnectionTrait, TransactionTrait};
    let app = TestApp::postgres().await;
    let w = world(&app).await;
    let path = format!("/api/projects/{}/estimate?amount=10", w.project);
    let lock = app.db.begin().await.unwrap();
    lock.execute_unprepared("LOCK TABLE votes IN ACCESS EXCLUSIVE MODE").await.unwrap();
    let started = Instant::now();
    let (status, body) = app.get(&path, None).await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::SERVICE_UNAVAILABLE, Some("estimate.not_ready")));
    assert!(started.elapsed() < Duration::from_secs(3), "answered in {:?}", started.elapsed());
    lock.rollback().await.unwrap();
    let started = Instant::now();
    loop {
        let (status, body) = app.get(&path, None).await;
        if status == StatusCode::OK {
            assert_eq!(body["current_match_cents"], 0, "{body}");
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "still {status}: {body}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
