//! `matchpool admin create` (issue 10's use-case layer): `app::accounts::create_operator` makes a
//! new operator with a confirmed address and a free username, or promotes an existing person and
//! sets their password.

use crate::common;

use axum::http::StatusCode;
use common::TestApp;
use matchpool_domain::text::Email;
use serde_json::json;

both!(a_new_operator_can_sign_in_with_a_free_username, an_existing_person_is_promoted_and_gets_the_new_password,);

async fn create(app: &TestApp, email: &str, password: &str, code: &str) -> matchpool_domain::identity::User {
    let email = Email::parse(Some(email)).unwrap();
    let hash = matchpool_api::security::password::hash(password.to_owned()).await.unwrap();
    matchpool_app::accounts::create_operator(&app.db, email, hash, code.to_owned()).await.unwrap()
}

async fn signs_in(app: &TestApp, email: &str, password: &str) -> bool {
    let (status, _) = app.post("/api/auth", None, json!({"email": email, "password": password})).await;
    status == StatusCode::OK
}

async fn a_new_operator_can_sign_in_with_a_free_username(app: TestApp) {
    app.register("ops").await;
    let user = create(&app, "ops@ops.example.org", "operator password", "OPSCODE1").await;
    assert!(user.is_operator && user.email_verified_at.is_some());
    assert_eq!((user.username.as_str(), user.referral_code.as_str()), ("ops2", "OPSCODE1"));
    assert!(signs_in(&app, "ops@ops.example.org", "operator password").await);
}

async fn an_existing_person_is_promoted_and_gets_the_new_password(app: TestApp) {
    let person = app.register_unverified("dana").await;
    let user = create(&app, "dana@example.org", "a new password", "UNUSED01").await;
    assert_eq!(user.id, person.id);
    assert!(user.is_operator && user.email_verified_at.is_some());
    assert_eq!(user.username, "dana");
    assert!(!signs_in(&app, "dana@example.org", "correct horse battery").await);
    assert!(signs_in(&app, "dana@example.org", "a new password").await);
    let again = create(&app, "dana@example.org", "another password", "UNUSED02").await;
    assert_eq!((again.id, again.email_verified_at), (user.id, user.email_verified_at));
}
