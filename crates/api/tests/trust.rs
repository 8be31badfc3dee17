//! Verification (KYC and KYB), the provider webhook, referral rewards and emails in the
//! recipient's language.

use crate::common;

use axum::http::{Method, StatusCode};
use chrono::Utc;
use common::{Person, Req, TestApp};
use hmac::{Hmac, Mac};
use matchpool_domain::{OrganizationId, ProjectId};
use serde_json::{Value, json};
use sha2::Sha256;
use uuid::Uuid;

both!(
    people_submit_kyc_and_operators_review_it,
    identity_documents_stay_private,
    organizations_submit_kyb_as_the_organization,
    the_provider_webhook_needs_a_valid_signature,
    captured_webhook_deliveries_cannot_be_replayed,
    a_referred_person_who_votes_and_completes_kyc_earns_both_sides_once,
    a_referred_organization_earns_when_kyb_is_done_and_its_creator_votes,
    self_referral_earns_nothing,
    operators_export_and_pay_rewards,
    donors_receive_a_receipt_in_their_language,
);

async fn kyc(app: &TestApp, who: &Person, identity: Option<OrganizationId>, body: Value) -> (StatusCode, Value) {
    let mut req = Req::new(Method::POST, "/api/verifications").token(Some(&who.token)).json(body);
    if let Some(id) = identity {
        req = req.identity(id);
    }
    app.send(req).await
}

/// The emails sent, without the email-confirmation links every registration sends.
fn emails(app: &TestApp) -> Vec<String> {
    app.outbox.read_all().into_iter().filter(|mail| !mail.contains("/verify-email")).collect()
}

async fn set_language(app: &TestApp, who: &Person, language: &str) {
    assert_eq!(app.patch("/api/me", Some(&who.token), json!({"language": language})).await.0, StatusCode::OK);
}

async fn people_submit_kyc_and_operators_review_it(app: TestApp) {
    let op = app.operator("operator").await;
    let ana = app.register("ana").await;
    set_language(&app, &ana, "fr").await;
    let stranger = app.register("stranger").await;
    let theirs = app.upload_document(&stranger, None).await;
    let (status, err) =
        kyc(&app, &ana, None, json!({"legal_name": "Ana Lopez", "country": "Spain", "documents": [theirs]})).await;
    assert_eq!(
        (status, err["fields"]["documents"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")),
        "only one's own documents"
    );
    let (status, err) = kyc(&app, &ana, None, json!({"country": "Spain"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        (err["fields"]["legal_name"].as_str(), err["fields"]["documents"].as_str()),
        (Some("required"), Some("required"))
    );
    let document = app.upload_document(&ana, None).await;
    let (status, body) =
        kyc(&app, &ana, None, json!({"legal_name": "Ana Lopez", "country": "Spain", "documents": [document]})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!((body["kind"].as_str(), body["status"].as_str()), (Some("kyc"), Some("pending")));
    let (status, err) =
        kyc(&app, &ana, None, json!({"legal_name": "Ana Lopez", "country": "Spain", "documents": [document]})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("verification.pending")));
    assert_eq!(app.get("/api/admin/verifications", Some(&ana.token)).await.0, StatusCode::FORBIDDEN);
    let (_, queue) = app.get("/api/admin/verifications", Some(&op.token)).await;
    assert_eq!(queue["results"].as_array().unwrap().len(), 1);
    assert_eq!(queue["results"][0]["subject_name"], "Test ana");
    assert!(queue["results"][0]["documents"][0]["url"].as_str().unwrap().contains("/api/verifications/documents/"));
    let (status, _) = app
        .post(
            &format!("/api/admin/users/{}/verification", ana.id),
            Some(&op.token),
            json!({"status": "rejected", "reason": "Photo unreadable"}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, me) = app.get("/api/verifications/me", Some(&ana.token)).await;
    assert_eq!((me["status"].as_str(), me["reason"].as_str()), (Some("rejected"), Some("Photo unreadable")));
    let mail = emails(&app).join("\n");
    assert!(mail.contains("To: ana@example.org") && mail.contains("Photo unreadable"), "{mail}");
    assert!(mail.contains("=?utf-8?") || mail.contains("Votre v"), "the email is in French: {mail}");
    let (status, _) =
        kyc(&app, &ana, None, json!({"legal_name": "Ana Lopez", "country": "Spain", "documents": [document]})).await;
    assert_eq!(status, StatusCode::CREATED, "a rejected person may submit again");
    app.post(&format!("/api/admin/users/{}/verification", ana.id), Some(&op.token), json!({"status": "verified"}))
        .await;
    let (_, ids) = app.get("/api/identities", Some(&ana.token)).await;
    assert!(ids["identities"][0]["meta"]["identity_verified_at"].is_string());
    assert_eq!(emails(&app).len(), 2);
}

async fn identity_documents_stay_private(app: TestApp) {
    let op = app.operator("operator").await;
    let ana = app.register("ana").await;
    let stranger = app.register("stranger").await;
    let cover = app.upload(&ana, None).await;
    let (status, err) =
        kyc(&app, &ana, None, json!({"legal_name": "Ana Lopez", "country": "Spain", "documents": [cover]})).await;
    assert_eq!(
        (status, err["fields"]["documents"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")),
        "a public upload is no identity document"
    );
    let (content_type, body) = common::multipart(&[("file", "notes.txt", b"just text")]);
    let (status, err) = app
        .send(Req::new(Method::POST, "/api/verifications/documents").token(Some(&ana.token)).bytes(&content_type, body))
        .await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::UNSUPPORTED_MEDIA_TYPE, Some("media.type")));
    let (content_type, body) = common::multipart(&[("file", "passport.pdf", common::PDF)]);
    assert_eq!(
        app.send(Req::new(Method::POST, "/api/verifications/documents").bytes(&content_type, body)).await.0,
        StatusCode::UNAUTHORIZED
    );

    let document = app.upload_document(&ana, None).await;
    let stored = matchpool_store::media::find(&app.db, document.parse().unwrap()).await.unwrap().unwrap();
    assert_eq!(stored.content_type, "application/pdf");
    assert!(stored.storage_key.starts_with("private/"));
    let (status, _, _) = app.send_raw(Req::new(Method::GET, &format!("/media/{}", stored.storage_key))).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "never served publicly");
    assert_eq!(app.get(&format!("/api/media/{document}"), Some(&stranger.token)).await.0, StatusCode::NOT_FOUND);
    let (status, own) = app.get(&format!("/api/media/{document}"), Some(&ana.token)).await;
    assert_eq!(status, StatusCode::OK);
    assert!(own["url"].as_str().unwrap().contains("signature="));

    let (status, _) =
        kyc(&app, &ana, None, json!({"legal_name": "Ana Lopez", "country": "Spain", "documents": [document]})).await;
    assert_eq!(status, StatusCode::CREATED);
    let (_, queue) = app.get("/api/admin/verifications", Some(&op.token)).await;
    let url = queue["results"][0]["documents"][0]["url"].as_str().unwrap().to_owned();
    let path = url.strip_prefix("http://localhost:8080").expect("an absolute link").to_owned();
    let (status, headers, bytes) = app.send_raw(Req::new(Method::GET, &path)).await;
    assert_eq!((status, bytes.as_slice()), (StatusCode::OK, common::PDF));
    assert_eq!(
        (headers["content-type"].to_str().unwrap(), headers["cache-control"].to_str().unwrap()),
        ("application/pdf", "private, no-store")
    );

    let tampered = path.replace("signature=", "signature=00");
    assert_eq!(app.send_raw(Req::new(Method::GET, &tampered)).await.0, StatusCode::NOT_FOUND);
    let other = path.replace(&document, &cover);
    assert_eq!(app.send_raw(Req::new(Method::GET, &other)).await.0, StatusCode::NOT_FOUND, "a link opens one file");
    let expired = Utc::now().timestamp() - 1;
    let mut mac = Hmac::<Sha256>::new_from_slice(b"development-secret-development-secret").unwrap();
    mac.update(format!("document:{document}:{expired}").as_bytes());
    let signature = hex::encode(mac.finalize().into_bytes());
    let late = format!("/api/verifications/documents/{document}?expires={expired}&signature={signature}");
    assert_eq!(app.send_raw(Req::new(Method::GET, &late)).await.0, StatusCode::NOT_FOUND, "links expire");
}

async fn organizations_submit_kyb_as_the_organization(app: TestApp) {
    let op = app.operator("operator").await;
    let owner = app.register("owner").await;
    let org = app.organization(&owner, "green-earth").await;
    let document = app.upload_document(&owner, Some(org)).await;
    let (status, err) = kyc(
        &app,
        &owner,
        Some(org),
        json!({"legal_name": "Green Earth e.V.", "country": "Germany", "documents": [document]}),
    )
    .await;
    assert_eq!(
        (status, err["fields"]["registration_number"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("required"))
    );
    let (status, body) = kyc(&app, &owner, Some(org), json!({"legal_name": "Green Earth e.V.", "country": "Germany", "registration_number": "VR 1234", "documents": [document]})).await;
    assert_eq!((status, body["kind"].as_str()), (StatusCode::CREATED, Some("kyb")));
    let (_, ids) = app.get("/api/identities", Some(&owner.token)).await;
    assert_eq!(ids["identities"][1]["meta"]["status"], "PENDING");
    assert_eq!(ids["identities"][0]["meta"]["kyc_status"], "not_verified", "the person's own KYC is untouched");
    let (status, _) = app
        .post(&format!("/api/admin/organizations/{org}/verification"), Some(&op.token), json!({"status": "verified"}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, ids) = app.get("/api/identities", Some(&owner.token)).await;
    assert_eq!(
        (ids["identities"][1]["meta"]["status"].as_str(), ids["identities"][1]["meta"]["verified"].as_bool()),
        (Some("ACTIVE"), Some(true))
    );
    let mail = emails(&app).join("\n");
    assert!(
        mail.contains("To: owner@example.org") && mail.contains("Your verification is approved"),
        "members are emailed in English: {mail}"
    );
}

/// The signature of a delivery of `body` at `timestamp`: HMAC-SHA256 of `<timestamp>.<body>`.
fn sign(timestamp: i64, body: &str, secret: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{timestamp}.{body}").as_bytes());
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

fn delivery(timestamp: i64, body: &str, secret: &str) -> Req {
    Req::new(Method::POST, "/api/verifications/webhook")
        .header("x-matchpool-timestamp", &timestamp.to_string())
        .header("x-matchpool-signature", &sign(timestamp, body, secret))
        .raw("application/json", body)
}

async fn the_provider_webhook_needs_a_valid_signature(app: TestApp) {
    let ana = app.register("ana").await;
    let body = json!({"subject_type": "user", "subject_id": ana.id, "status": "verified"}).to_string();
    let now = Utc::now().timestamp();
    let (status, err) = app.send(delivery(now, &body, "wrong")).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::BAD_REQUEST, Some("verification.bad_signature")));
    let unstamped = Req::new(Method::POST, "/api/verifications/webhook")
        .header("x-matchpool-signature", &sign(now, &body, "kyc_test_secret"))
        .raw("application/json", &body);
    let (status, err) = app.send(unstamped).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::BAD_REQUEST, Some("verification.bad_signature")));
    let (_, me) = app.get("/api/me", Some(&ana.token)).await;
    assert_eq!(me["kyc_status"], "not_verified", "a forged call changes nothing");
    let (status, _) = app.send(delivery(now, &body, "kyc_test_secret")).await;
    assert_eq!(status, StatusCode::OK);
    let (_, me) = app.get("/api/me", Some(&ana.token)).await;
    assert_eq!(me["kyc_status"], "verified");
    let unknown = json!({"subject_type": "user", "subject_id": Uuid::new_v4(), "status": "verified"}).to_string();
    let (status, _) = app.send(delivery(now, &unknown, "kyc_test_secret")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

async fn captured_webhook_deliveries_cannot_be_replayed(app: TestApp) {
    let ana = app.register("ana").await;
    let rejected =
        json!({"subject_type": "user", "subject_id": ana.id, "status": "rejected", "reason": "blurry"}).to_string();
    let old = Utc::now().timestamp() - 6 * 60;
    let (status, err) = app.send(delivery(old, &rejected, "kyc_test_secret")).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::BAD_REQUEST, Some("verification.stale_delivery")));
    let verified = json!({"subject_type": "user", "subject_id": ana.id, "status": "verified"}).to_string();
    let now = Utc::now().timestamp();
    assert_eq!(app.send(delivery(now, &verified, "kyc_test_secret")).await.0, StatusCode::OK);
    let (status, err) = app.send(delivery(now, &verified, "kyc_test_secret")).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("verification.replayed")));
    let (_, me) = app.get("/api/me", Some(&ana.token)).await;
    assert_eq!(me["kyc_status"], "verified", "the stale rejection changed nothing");
}

async fn register_referred(app: &TestApp, username: &str, code: &str) -> Person {
    let (status, body) = app
        .post("/api/auth/register", None, json!({"first_name": "Ref", "last_name": username, "username": username, "email": format!("{username}@example.org"), "password": "correct horse battery", "referral_code": code}))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let token = body["access_token"].as_str().unwrap().to_owned();
    let (_, me) = app.get("/api/me", Some(&token)).await;
    let person = Person { token, refresh: String::new(), id: me["id"].as_str().unwrap().parse().unwrap() };
    app.confirm_email(person.id).await;
    person
}

async fn voting_project(app: &TestApp, op: &Person) -> ProjectId {
    let round = app.round(op, 1, -8).await;
    let owner = app.register("projectowner").await;
    let org = app.organization(&owner, "project-org").await;
    app.project_in(&round, org, "Wells").await
}

async fn a_referred_person_who_votes_and_completes_kyc_earns_both_sides_once(app: TestApp) {
    let op = app.operator("operator").await;
    let project = voting_project(&app, &op).await;
    let referrer = app.register("referrer").await;
    let (_, overview) = app.get("/api/referrals", Some(&referrer.token)).await;
    let code = overview["code"].as_str().unwrap().to_owned();
    assert_eq!(overview["link"], json!(format!("http://localhost:8080/referral?code={code}")));
    let friend = register_referred(&app, "friend", &code).await;
    app.post(&format!("/api/projects/{project}/votes"), Some(&friend.token), json!({})).await;
    let (_, rewards) = app.get("/api/referrals/rewards", Some(&referrer.token)).await;
    assert_eq!(rewards["total_thank"], 0, "voting alone is not enough");
    let (_, overview) = app.get("/api/referrals", Some(&referrer.token)).await;
    assert_eq!(
        (overview["referred"][0]["voted"].as_bool(), overview["referred"][0]["verified"].as_bool()),
        (Some(true), Some(false))
    );
    for _ in 0..2 {
        app.post(
            &format!("/api/admin/users/{}/verification", friend.id),
            Some(&op.token),
            json!({"status": "verified"}),
        )
        .await;
    }
    for who in [&referrer, &friend] {
        let (_, rewards) = app.get("/api/referrals/rewards", Some(&who.token)).await;
        assert_eq!(rewards["total_thank"], 1100, "granted once to each side");
        assert_eq!(rewards["results"][0]["status"], "earned");
    }
    let (_, overview) = app.get("/api/referrals", Some(&referrer.token)).await;
    assert_eq!(overview["referred"][0]["reward_status"], "earned");
    let by_username = register_referred(&app, "byname", "referrer").await;
    let (_, me) = app.get("/api/me", Some(&by_username.token)).await;
    assert_eq!(me["referred_by"], json!(referrer.id.to_string()), "a username works as a referral code");
}

async fn a_referred_organization_earns_when_kyb_is_done_and_its_creator_votes(app: TestApp) {
    let op = app.operator("operator").await;
    let project = voting_project(&app, &op).await;
    let referrer = app.register("referrer").await;
    let (_, overview) = app.get("/api/referrals", Some(&referrer.token)).await;
    let founder = register_referred(&app, "founder", overview["code"].as_str().unwrap()).await;
    let org = app.organization(&founder, "new-org").await;
    app.post(&format!("/api/admin/organizations/{org}/verification"), Some(&op.token), json!({"status": "verified"}))
        .await;
    let (_, rewards) = app.get("/api/referrals/rewards", Some(&referrer.token)).await;
    assert_eq!(rewards["total_thank"], 0, "the founder has not voted yet");
    app.post(&format!("/api/projects/{project}/votes"), Some(&founder.token), json!({})).await;
    let (_, rewards) = app.get("/api/referrals/rewards", Some(&referrer.token)).await;
    assert_eq!(rewards["total_thank"], 2000);
    let (_, org_rewards) =
        app.send(Req::new(Method::GET, "/api/referrals/rewards").token(Some(&founder.token)).identity(org)).await;
    assert_eq!(org_rewards["total_thank"], 2000);
    let (_, overview) = app.get("/api/referrals", Some(&referrer.token)).await;
    let kinds: Vec<&str> =
        overview["referred"].as_array().unwrap().iter().map(|r| r["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["users", "organizations"]);
}

async fn self_referral_earns_nothing(app: TestApp) {
    let op = app.operator("operator").await;
    let project = voting_project(&app, &op).await;
    let sneaky = app.register("sneaky").await;
    {
        use matchpool_store::entities::user;
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, sea_query::Expr};
        user::Entity::update_many()
            .col_expr(user::Column::ReferredBy, Expr::value(sneaky.id))
            .filter(user::Column::Id.eq(sneaky.id))
            .exec(&app.db)
            .await
            .unwrap();
    }
    app.post(&format!("/api/projects/{project}/votes"), Some(&sneaky.token), json!({})).await;
    app.post(&format!("/api/admin/users/{}/verification", sneaky.id), Some(&op.token), json!({"status": "verified"}))
        .await;
    let (_, rewards) = app.get("/api/referrals/rewards", Some(&sneaky.token)).await;
    assert_eq!(rewards["total_thank"], 0);
}

async fn operators_export_and_pay_rewards(app: TestApp) {
    let op = app.operator("operator").await;
    let project = voting_project(&app, &op).await;
    let referrer = app.register("referrer").await;
    let friend = register_referred(&app, "friend", "referrer").await;
    app.post(&format!("/api/projects/{project}/votes"), Some(&friend.token), json!({})).await;
    app.post(&format!("/api/admin/users/{}/verification", friend.id), Some(&op.token), json!({"status": "verified"}))
        .await;
    assert_eq!(app.get("/api/admin/referrals/rewards", Some(&referrer.token)).await.0, StatusCode::FORBIDDEN);
    let (_, all) = app.get("/api/admin/referrals/rewards", Some(&op.token)).await;
    assert_eq!((all["results"].as_array().unwrap().len(), all["total_thank"].as_i64()), (2, Some(2200)));
    let (status, csv) = app.get("/api/admin/referrals/rewards?format=csv", Some(&op.token)).await;
    assert_eq!(status, StatusCode::OK);
    let csv = csv.as_str().unwrap().to_owned();
    assert!(csv.starts_with("id,identity_id,identity_name,side,kind") && csv.lines().count() == 3, "{csv}");
    assert!(csv.contains(",Test referrer,") && csv.contains(",Ref friend,"), "names, not only ids: {csv}");
    let first = &all["results"][0];
    assert_eq!(
        (first["referrer_name"].as_str(), first["referee_name"].as_str()),
        (Some("Test referrer"), Some("Ref friend"))
    );
    let id = first["id"].as_str().unwrap();
    let (status, paid) = app.post(&format!("/api/admin/referrals/rewards/{id}/paid"), Some(&op.token), json!({})).await;
    assert_eq!((status, paid["status"].as_str()), (StatusCode::OK, Some("paid")));
    assert!(paid["identity_name"].as_str().is_some_and(|n| n == "Test referrer" || n == "Ref friend"));
    let (_, earned) = app.get("/api/admin/referrals/rewards?status=earned", Some(&op.token)).await;
    let (_, settled) = app.get("/api/admin/referrals/rewards?status=paid", Some(&op.token)).await;
    assert_eq!(
        (earned["results"].as_array().unwrap().len(), settled["results"].as_array().unwrap().len()),
        (1, 1),
        "filtered by status"
    );
    assert_eq!((settled["total_thank"].as_i64(), settled["paid_thank"].as_i64()), (Some(1100), Some(1100)));
    let (status, err) = app.get("/api/admin/referrals/rewards?status=lost", Some(&op.token)).await;
    assert_eq!((status, err["fields"]["status"].as_str()), (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid")));
    let (status, err) = app.post(&format!("/api/admin/referrals/rewards/{id}/paid"), Some(&op.token), json!({})).await;
    assert_eq!((status, err["code"].as_str()), (StatusCode::CONFLICT, Some("referral.already_paid")));
    assert_eq!(
        app.post(&format!("/api/admin/referrals/rewards/{id}/paid"), Some(&referrer.token), json!({})).await.0,
        StatusCode::FORBIDDEN
    );
    let mail = emails(&app).join("\n");
    assert!(mail.contains("1100 THANK"), "both sides are emailed: {mail}");
}

async fn donors_receive_a_receipt_in_their_language(app: TestApp) {
    let op = app.operator("operator").await;
    let project = voting_project(&app, &op).await;
    let donor = app.register("donor").await;
    set_language(&app, &donor, "es").await;
    let (status, _) = app
        .post(
            &format!("/api/projects/{project}/donates"),
            Some(&donor.token),
            json!({"amount": 10, "currency": "USD", "payment_type": "FIAT", "card_token": "tok_visa"}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let mail = emails(&app).join("\n");
    assert!(mail.contains("To: donor@example.org"), "{mail}");
    assert!(
        mail.contains("Importe: $10.00")
            && mail.contains("Comisi")
            && mail.contains("Total: $10.50")
            && mail.contains("pi_"),
        "a Spanish receipt: {mail}"
    );
}
