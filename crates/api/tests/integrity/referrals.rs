//! Issue 10, referral rewards on every path that records a vote, and none for a refunded one.

use super::*;

both!(
    verified_first_then_voting_by_donating_earns_the_referral_reward,
    a_refunded_donations_vote_no_longer_counts_for_referrals,
);

async fn register_referred(app: &TestApp, username: &str, code: &str) -> Person {
    let body = json!({"first_name": "Ref", "last_name": username, "username": username, "email": format!("{username}@example.org"), "password": "correct horse battery", "referral_code": code});
    let (status, body) = app.post("/api/auth/register", None, body).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let token = body["access_token"].as_str().unwrap().to_owned();
    let (_, me) = app.get("/api/me", Some(&token)).await;
    let person = Person {
        token,
        refresh: body["refresh_token"].as_str().unwrap().to_owned(),
        id: me["id"].as_str().unwrap().parse().unwrap(),
    };
    app.confirm_email(person.id).await;
    person
}

async fn kyc(app: &TestApp, operator: &Person, person: &Person) {
    let (status, body) = app
        .post(
            &format!("/api/admin/users/{}/verification", person.id),
            Some(&operator.token),
            json!({"status": "verified"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

async fn thank(app: &TestApp, who: &Person) -> i64 {
    app.get("/api/referrals/rewards", Some(&who.token)).await.1["total_thank"].as_i64().unwrap()
}

async fn verified_first_then_voting_by_donating_earns_the_referral_reward(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let referrer = app.register("referrer").await;
    let friend = register_referred(&app, "friend", "referrer").await;
    kyc(&app, &w.operator, &friend).await;
    assert_eq!((thank(&app, &referrer).await, thank(&app, &friend).await), (0, 0), "no vote yet");
    let (status, _) = donate(&app, &friend, w.project, card(5, "tok_visa")).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(
        (thank(&app, &referrer).await, thank(&app, &friend).await),
        (1_100, 1_100),
        "the donation's vote completes it"
    );
    assert!(app.outbox.read_all().join("\n").contains("1100 THANK"), "both sides are told");
}

async fn a_refunded_donations_vote_no_longer_counts_for_referrals(app: TestApp) {
    let w = world(&app, Some(WALLET)).await;
    let referrer = app.register("referrer").await;
    let friend = register_referred(&app, "friend", "referrer").await;
    let (_, given) = donate(&app, &friend, w.project, card(5, "tok_visa")).await;
    let (status, _) = refund(&app, &w.operator, given["donation"]["id"].as_str().unwrap(), "fraud").await;
    assert_eq!(status, StatusCode::OK);
    kyc(&app, &w.operator, &friend).await;
    assert_eq!(thank(&app, &referrer).await, 0, "the only vote came with a refunded donation");
    let (status, body) = app.post(&format!("/api/projects/{}/votes", w.project), Some(&friend.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "a revoked vote does not block a new one: {body}");
    assert_eq!(thank(&app, &referrer).await, 1_100);
}
