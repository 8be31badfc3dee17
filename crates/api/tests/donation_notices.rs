//! What an organization hears of donations to its projects (issue 16): a notice per settled
//! donation by default, a daily digest or nothing as it chooses, and refunds always; anonymous
//! donors are never named.

use crate::common;

use axum::http::StatusCode;
use chrono::Utc;
use common::{Person, TestApp};
use matchpool_domain::{OrganizationId, ProjectId};
use serde_json::{Value, json};

both!(
    an_organization_hears_of_each_donation_and_never_an_anonymous_donors_name,
    an_organization_may_choose_a_daily_digest_or_nothing_but_hears_of_refunds,
    only_owners_choose_and_only_known_choices,
);

struct World {
    project: ProjectId,
    donor: Person,
    owner: Person,
    org: OrganizationId,
    operator: Person,
}

async fn world(app: &TestApp) -> World {
    let operator = app.operator("operator").await;
    let round = app.round(&operator, 1, -8).await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let project = app.project_in(&round, org, "Wells").await;
    World { project, donor: app.register("donor").await, owner, org, operator }
}

async fn donate(app: &TestApp, w: &World, amount: i64, anonymous: bool) -> Value {
    let body = json!({"amount": amount, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa", "rate": 1, "anonymous": anonymous});
    let (status, body) = app.post(&format!("/api/projects/{}/donates", w.project), Some(&w.donor.token), body).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body
}

/// The emails the organization received.
fn org_mail(app: &TestApp) -> Vec<String> {
    app.outbox.read_all().into_iter().filter(|m| m.contains("To: team@green-earth.org")).collect()
}

async fn choose(app: &TestApp, w: &World, who: &Person, choice: &str) -> (StatusCode, Value) {
    app.patch(&format!("/api/organizations/{}", w.org), Some(&who.token), json!({"donation_notices": choice})).await
}

async fn an_organization_hears_of_each_donation_and_never_an_anonymous_donors_name(app: TestApp) {
    let w = world(&app).await;
    let (_, org) = app.get(&format!("/api/organizations/{}", w.org), Some(&w.owner.token)).await;
    assert_eq!(org["donation_notices"], "each", "the default");
    donate(&app, &w, 25, false).await;
    let mail = org_mail(&app);
    assert_eq!(mail.len(), 1, "{mail:?}");
    assert!(
        mail[0].contains("New donation to Wells") && mail[0].contains("Test donor donated $25.00 to Wells."),
        "{}",
        mail[0]
    );

    donate(&app, &w, 10, true).await;
    let mail = org_mail(&app);
    assert_eq!(mail.len(), 2);
    let anonymous = mail.iter().find(|m| m.contains("$10.00")).unwrap();
    assert!(anonymous.contains("An anonymous donor donated $10.00 to Wells."), "{anonymous}");
    assert!(!anonymous.contains("Test donor"), "{anonymous}");
}

async fn an_organization_may_choose_a_daily_digest_or_nothing_but_hears_of_refunds(app: TestApp) {
    let w = world(&app).await;
    assert_eq!(choose(&app, &w, &w.owner, "none").await.0, StatusCode::OK);
    let first = donate(&app, &w, 25, false).await;
    assert!(org_mail(&app).is_empty(), "nothing for a settled donation");
    let id = first["donation"]["id"].as_str().unwrap();
    let (status, refunded) = app
        .post(&format!("/api/admin/donations/{id}/refund"), Some(&w.operator.token), json!({"reason": "Duplicate"}))
        .await;
    assert_eq!(status, StatusCode::OK, "{refunded}");
    let mail = org_mail(&app);
    assert_eq!(mail.len(), 1, "a refund is always told");
    assert!(mail[0].contains("A donation of $25.00 to Wells was refunded."), "{}", mail[0]);

    let (_, chosen) = choose(&app, &w, &w.owner, "daily").await;
    assert_eq!(chosen["donation_notices"], "daily");
    donate(&app, &w, 7, false).await;
    donate(&app, &w, 3, true).await;
    assert_eq!(org_mail(&app).len(), 1, "no notice per donation");
    let sent = matchpool_app::donations::send_daily_digests(&app.state, Utc::now()).await.unwrap();
    assert_eq!(sent, 1);
    let mail = org_mail(&app);
    let digest = mail.iter().find(|m| m.contains("Your donations today: 2")).expect("the digest");
    assert!(digest.contains("- Test donor: $7.00") && digest.contains("- An anonymous donor: $3.00"), "{digest}");
    assert!(!digest.contains("$25.00"), "the refunded donation is not in it: {digest}");
    let again = matchpool_app::donations::send_daily_digests(&app.state, Utc::now()).await.unwrap();
    assert_eq!((again, org_mail(&app).len()), (0, 2), "one digest a day");
}

async fn only_owners_choose_and_only_known_choices(app: TestApp) {
    let w = world(&app).await;
    let (status, err) = choose(&app, &w, &w.donor, "none").await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::FORBIDDEN, Some("organization.not_owner")));
    let (status, _) =
        app.patch(&format!("/api/organizations/{}", w.org), None, json!({"donation_notices": "none"})).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    for bad in [json!("weekly"), json!("EACH"), json!(""), json!(1)] {
        let (status, err) = app
            .patch(&format!("/api/organizations/{}", w.org), Some(&w.owner.token), json!({"donation_notices": bad}))
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad}: {err}");
    }
    let (_, org) = app.get(&format!("/api/organizations/{}", w.org), Some(&w.owner.token)).await;
    assert_eq!(org["donation_notices"], "each", "nothing changed");
}
