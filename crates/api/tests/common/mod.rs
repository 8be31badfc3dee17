//! The test harness: the production router over a fresh database, SQLite or PostgreSQL.
//!
//! Every behaviour test is written once as `async fn name(app: TestApp)` and run on both databases
//! with `both!(name)`. PostgreSQL comes from `MATCHPOOL_TEST_POSTGRES_URL` (a server URL such as
//! `postgres://postgres@127.0.0.1:5432/postgres`); each test creates its own database there.
#![allow(dead_code)]

use std::net::SocketAddr;

use axum::Router;
use axum::body::Body;
use axum::extract::connect_info::MockConnectInfo;
use axum::http::{Method, Request, StatusCode};
use chrono::Utc;
use http_body_util::BodyExt;
use matchpool_api::{ApiConfig, AppState};
use matchpool_domain::{OrganizationId, ProjectId, UserId};
use sea_orm::DatabaseConnection;
use serde_json::{Value, json};
use tower::ServiceExt;
use uuid::Uuid;

mod databases;

pub struct TestApp {
    /// The emails sent, as files.
    pub outbox: std::sync::Arc<matchpool_providers::mail::FileOutbox>,
    /// The development card provider, to count real charges.
    pub payments: std::sync::Arc<matchpool_providers::payments::DevPayments>,
    pub router: Router,
    pub db: DatabaseConnection,
    pub state: AppState,
    pub postgres: bool,
}

#[macro_export]
macro_rules! both {
    ($($name:ident),+ $(,)?) => {
        mod sqlite {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() { super::$name($crate::common::TestApp::sqlite().await).await }) +
        }
        mod postgres {
            $(#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $name() { super::$name($crate::common::TestApp::postgres().await).await }) +
        }
    };
}

pub fn test_config() -> ApiConfig {
    let mut config = ApiConfig::for_development("http://localhost:8080");
    config.sign_in_per_ip_per_minute = 1000;
    config.sign_in_per_account_per_minute = 1000;
    config.redirect_allowlist = vec!["https://fund.example.org".into()];
    config.stripe_webhook_secret = matchpool_api::Secret::new("whsec_test");
    config.verification_webhook_secret = matchpool_api::Secret::new("kyc_test_secret");
    config
}

impl TestApp {
    pub async fn sqlite() -> Self {
        Self::sqlite_with(test_config()).await
    }

    pub async fn sqlite_with(config: ApiConfig) -> Self {
        Self::with(&databases::sqlite().await, config).await
    }

    pub async fn postgres() -> Self {
        Self::postgres_with(test_config()).await
    }

    pub async fn postgres_with(config: ApiConfig) -> Self {
        let server = std::env::var("MATCHPOOL_TEST_POSTGRES_URL")
            .expect("MATCHPOOL_TEST_POSTGRES_URL must point at a PostgreSQL server (the test command sets it)");
        Self::with(&databases::postgres(&server).await, config).await
    }

    /// Another app on the same kind of database, with other settings.
    pub async fn reconfigured(&self, config: ApiConfig) -> Self {
        if self.postgres { Self::postgres_with(config).await } else { Self::sqlite_with(config).await }
    }

    /// The app over the database at `url`, copied from a migrated template (`databases`); the
    /// migrations then find nothing to do.
    async fn with(url: &str, config: ApiConfig) -> Self {
        let _ = tracing_subscriber::fmt().with_env_filter("warn,matchpool_api=info").with_test_writer().try_init();
        let db = matchpool_store::connect(url).await.expect("connecting to the test database");
        matchpool_store::migrate(&db).await.expect("migrating the test database");
        Self::over(db, config, url.starts_with("postgres"))
    }

    /// The same database served with other settings (a platform moved to another address).
    pub fn same_data_with(&self, config: ApiConfig) -> Self {
        Self::over(self.db.clone(), config, self.postgres)
    }

    /// The same app with its state changed (another provider, say).
    pub fn with_state(&self, change: impl FnOnce(AppState) -> AppState) -> Self {
        let state = change(self.state.clone());
        let router =
            matchpool_api::app(state.clone()).layer(MockConnectInfo(SocketAddr::from(([203, 0, 113, 7], 4242))));
        let (outbox, payments, db, postgres) =
            (self.outbox.clone(), self.payments.clone(), self.db.clone(), self.postgres);
        Self { outbox, payments, router, db, state, postgres }
    }

    fn over(db: sea_orm::DatabaseConnection, config: ApiConfig, postgres: bool) -> Self {
        let media_dir: std::path::PathBuf =
            std::env::temp_dir().join(format!("matchpool-test-media-{}", Uuid::new_v4().simple()));
        let media =
            matchpool_providers::media::MediaStore::local(&media_dir, &config.asset_base).expect("a media directory");
        let payments = std::sync::Arc::new(matchpool_providers::payments::DevPayments::new());
        let rates = std::sync::Arc::new(matchpool_providers::rates::StaticRates::new(0.45));
        let outbox = std::sync::Arc::new(matchpool_providers::mail::FileOutbox::new(
            media_dir.join("outbox"),
            "Matchpool <no-reply@matchpool.local>",
        ));
        let state = AppState::new(db.clone(), config, media)
            .with_dev_payments(payments.clone(), rates)
            .with_mailer(outbox.clone());
        let router =
            matchpool_api::app(state.clone()).layer(MockConnectInfo(SocketAddr::from(([203, 0, 113, 7], 4242))));
        Self { outbox, payments, router, db, state, postgres }
    }

    /// Sends a request and returns the status and the JSON body (`Value::Null` when empty).
    pub async fn send(&self, request: Req) -> (StatusCode, Value) {
        let response = self.router.clone().oneshot(request.build()).await.expect("the router always answers");
        let status = response.status();
        let bytes = response.into_body().collect().await.expect("a readable body").to_bytes();
        let body = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes).unwrap_or(Value::String(String::from_utf8_lossy(&bytes).into_owned()))
        };
        (status, body)
    }

    /// Delivers a Stripe webhook event (`kind`, about `object`), signed with the test secret.
    pub async fn stripe_event(&self, id: &str, kind: &str, object: Value) -> StatusCode {
        let event = json!({"id": id, "object": "event", "type": kind, "data": {"object": object}}).to_string();
        let signature =
            matchpool_providers::payments::webhook::sign(event.as_bytes(), "whsec_test", Utc::now().timestamp());
        let request = Req::new(Method::POST, "/api/payments/stripe/webhook")
            .header("stripe-signature", &signature)
            .raw("application/json", &event);
        self.send(request).await.0
    }

    /// Sends a request and returns the status, the headers and the raw body (for downloads).
    pub async fn send_raw(&self, request: Req) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
        let response = self.router.clone().oneshot(request.build()).await.expect("the router always answers");
        let (parts, body) = response.into_parts();
        let bytes = body.collect().await.expect("a readable body").to_bytes();
        (parts.status, parts.headers, bytes.to_vec())
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> (StatusCode, Value) {
        self.send(Req::new(Method::GET, path).token(token)).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
        self.send(Req::new(Method::POST, path).token(token).json(body)).await
    }

    pub async fn patch(&self, path: &str, token: Option<&str>, body: Value) -> (StatusCode, Value) {
        self.send(Req::new(Method::PATCH, path).token(token).json(body)).await
    }

    /// Registers a person with a confirmed email address (confirmed through the store, as the
    /// emailed link would) and returns their access token, refresh token and id.
    pub async fn register(&self, username: &str) -> Person {
        let person = self.register_unverified(username).await;
        self.confirm_email(person.id).await;
        person
    }

    /// Marks a person's email address confirmed, as following the emailed link does.
    pub async fn confirm_email(&self, person: UserId) {
        let user = matchpool_store::users::find(&self.db, person).await.unwrap().unwrap();
        assert!(matchpool_store::accounts::confirm_email(&self.db, user.id, &user.email, Utc::now()).await.unwrap());
    }

    /// Registers a person who has not confirmed their email address yet.
    pub async fn register_unverified(&self, username: &str) -> Person {
        let (status, body) = self
            .post(
                "/api/auth/register",
                None,
                json!({"first_name": "Test", "last_name": username, "username": username, "email": format!("{username}@example.org"), "password": "correct horse battery"}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "registering {username}: {body}");
        let token = body["access_token"].as_str().expect("an access token").to_owned();
        let (_, me) = self.get("/api/me", Some(&token)).await;
        Person {
            token,
            refresh: body["refresh_token"].as_str().expect("a refresh token").to_owned(),
            id: me["id"].as_str().and_then(|s| s.parse().ok()).expect("an id"),
        }
    }

    /// Registers a person and makes them an operator.
    pub async fn operator(&self, username: &str) -> Person {
        let person = self.register(username).await;
        let user = matchpool_store::users::find(&self.db, person.id).await.unwrap().unwrap();
        matchpool_store::users::make_operator(&self.db, user, None, Utc::now()).await.unwrap();
        person
    }

    /// Creates an organization owned by `owner` and returns its id.
    pub async fn organization(&self, owner: &Person, shortname: &str) -> OrganizationId {
        let (status, body) = self
            .post("/api/organizations", Some(&owner.token), json!({"name": format!("Org {shortname}"), "shortname": shortname, "email": format!("team@{shortname}.org")}))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body["id"].as_str().unwrap().parse().unwrap()
    }
}

impl TestApp {
    /// The token of the last invitation link emailed to `to`.
    pub fn invitation_token(&self, to: &str) -> String {
        let needle = "/invitations/";
        let mails = self.outbox.read_all_decoded();
        let mail = mails.iter().rev().find(|m| m.contains(&format!("To: {to}")) && m.contains(needle));
        let mail = mail.unwrap_or_else(|| panic!("no invitation to {to}: {mails:?}"));
        let start = mail.find(needle).unwrap() + needle.len();
        mail[start..].chars().take_while(char::is_ascii_alphanumeric).collect()
    }

    /// `person` joins `org` with `role` the way people do: `by` (an owner or admin) invites their
    /// address and they accept the emailed link.
    pub async fn join(&self, by: &Person, org: OrganizationId, person: &Person, role: &str) {
        let me = self.get("/api/me", Some(&person.token)).await.1;
        let email = me["email"].as_str().expect("an email").to_owned();
        let path = format!("/api/organizations/{org}/invitations");
        let (status, body) = self.post(&path, Some(&by.token), json!({"email": email, "role": role})).await;
        assert_eq!(status, StatusCode::CREATED, "inviting {email}: {body}");
        let token = self.invitation_token(&email);
        let (status, body) =
            self.post(&format!("/api/invitations/{token}/accept"), Some(&person.token), json!({})).await;
        assert_eq!(status, StatusCode::OK, "accepting as {email}: {body}");
    }
}

/// An organization with an owner (ana), an admin (ada), a member (max), and an outsider (oli).
pub struct Team {
    pub org: OrganizationId,
    pub owner: Person,
    pub admin: Person,
    pub member: Person,
    pub other: Person,
}

/// The organization `wells` with its [`Team`], each having joined the way people do.
pub async fn team(app: &TestApp) -> Team {
    let owner = app.register("ana").await;
    let org = app.organization(&owner, "wells").await;
    let admin = app.register("ada").await;
    let member = app.register("max").await;
    let other = app.register("oli").await;
    app.join(&owner, org, &admin, "admin").await;
    app.join(&owner, org, &member, "member").await;
    Team { org, owner, admin, member, other }
}

pub struct Person {
    pub token: String,
    pub refresh: String,
    pub id: UserId,
}

/// A request being built.
pub struct Req {
    method: Method,
    path: String,
    headers: Vec<(String, String)>,
    body: Option<Vec<u8>>,
}

impl Req {
    pub fn new(method: Method, path: &str) -> Self {
        Self { method, path: path.to_owned(), headers: Vec::new(), body: None }
    }

    pub fn token(mut self, token: Option<&str>) -> Self {
        if let Some(token) = token {
            self.headers.push(("authorization".into(), format!("Bearer {token}")));
        }
        self
    }

    pub fn header(mut self, name: &str, value: &str) -> Self {
        self.headers.push((name.into(), value.into()));
        self
    }

    pub fn identity(self, id: impl std::fmt::Display) -> Self {
        self.header("current-identity", &id.to_string())
    }

    pub fn json(mut self, body: Value) -> Self {
        self.headers.push(("content-type".into(), "application/json".into()));
        self.body = Some(serde_json::to_vec(&body).unwrap());
        self
    }

    pub fn raw(mut self, content_type: &str, body: &str) -> Self {
        self.headers.push(("content-type".into(), content_type.into()));
        self.body = Some(body.as_bytes().to_vec());
        self
    }

    pub fn build(self) -> Request<Body> {
        let mut builder = Request::builder().method(self.method).uri(self.path);
        for (name, value) in self.headers {
            builder = builder.header(name, value);
        }
        builder.body(self.body.map(Body::from).unwrap_or_else(Body::empty)).unwrap()
    }
}

/// A small PNG image.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x * 7) as u8, (y * 13) as u8, 120]));
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// A `multipart/form-data` request body with the given `(field, filename, bytes)` parts.
pub fn multipart(parts: &[(&str, &str, &[u8])]) -> (String, Vec<u8>) {
    let boundary = "matchpool-test-boundary";
    let mut body = Vec::new();
    for (field, filename, bytes) in parts {
        body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{filename}\"\r\nContent-Type: application/octet-stream\r\n\r\n").as_bytes());
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

impl Req {
    pub fn bytes(mut self, content_type: &str, body: Vec<u8>) -> Self {
        self.headers.push(("content-type".into(), content_type.into()));
        self.body = Some(body);
        self
    }
}

impl TestApp {
    /// Uploads a PNG as `who` (acting as `identity` when given) and returns its media id.
    pub async fn upload(&self, who: &Person, identity: Option<OrganizationId>) -> String {
        let (content_type, body) = multipart(&[("file", "cover.png", &png(8, 6))]);
        let mut req = Req::new(Method::POST, "/api/media").token(Some(&who.token)).bytes(&content_type, body);
        if let Some(id) = identity {
            req = req.identity(id);
        }
        let (status, media) = self.send(req).await;
        assert_eq!(status, StatusCode::CREATED, "{media}");
        media["id"].as_str().unwrap().to_owned()
    }

    /// Uploads a small PDF as an identity document (kept private) and answers its id.
    pub async fn upload_document(&self, who: &Person, identity: Option<OrganizationId>) -> String {
        let (content_type, body) = multipart(&[("file", "passport.pdf", PDF)]);
        let mut req =
            Req::new(Method::POST, "/api/verifications/documents").token(Some(&who.token)).bytes(&content_type, body);
        if let Some(id) = identity {
            req = req.identity(id);
        }
        let (status, media) = self.send(req).await;
        assert_eq!(status, StatusCode::CREATED, "{media}");
        media["id"].as_str().unwrap().to_owned()
    }

    /// A KYB-verified organization owned by `owner`.
    pub async fn verified_organization(&self, owner: &Person, shortname: &str) -> OrganizationId {
        let org = self.organization(owner, shortname).await;
        let stored = matchpool_store::organizations::find(&self.db, org).await.unwrap().unwrap();
        matchpool_store::organizations::set_kyb(
            &self.db,
            stored,
            matchpool_domain::VerificationStatus::Verified,
            None,
            Utc::now(),
        )
        .await
        .unwrap();
        org
    }

    /// Creates a round through the operator API; `start` is the submission start in days from now.
    /// Its projects are public once published (see [`TestApp::round_needing_approval`]).
    pub async fn round(&self, operator: &Person, number: i64, start: i64) -> Value {
        self.round_with(operator, number, start, false).await
    }

    /// A round whose published projects wait for an operator's approval.
    pub async fn round_needing_approval(&self, operator: &Person, number: i64, start: i64) -> Value {
        self.round_with(operator, number, start, true).await
    }

    async fn round_with(&self, operator: &Person, number: i64, start: i64, approval: bool) -> Value {
        let now = Utc::now();
        let day = |d: i64| (now + chrono::Duration::days(d)).to_rfc3339();
        let (status, round) = self
            .post(
                "/api/admin/rounds",
                Some(&operator.token),
                json!({"number": number, "name": format!("Round {number}"), "pool_amount": 10000,
                    "submission_start_at": day(start), "submission_end_at": day(start + 5), "voting_start_at": day(start + 6),
                    "voting_end_at": day(start + 10), "results_at": day(start + 12), "projects_need_approval": approval}),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{round}");
        round
    }
}

impl TestApp {
    /// A project stored directly in `round` (whatever its phase), owned by `org`.
    pub async fn project_in(&self, round: &Value, org: OrganizationId, title: &str) -> ProjectId {
        let round_id = round["id"].as_str().unwrap().parse().unwrap();
        let fields = matchpool_store::projects::ProjectFields {
            title: title.into(),
            description: "A project".into(),
            social_cause: Some(matchpool_domain::project::SocialCause::Education),
            category: Some(matchpool_domain::project::Track::OpenInnovation),
            email: "p@example.org".into(),
            linkedin: None,
            website: None,
            video: None,
            city: None,
            country: None,
            problem_statement: "p".into(),
            solution: "s".into(),
            goals: "g".into(),
            cost_breakdown: "c".into(),
            impact_assessment: "i".into(),
            impact_assessment_type: matchpool_domain::project::ImpactAssessmentType::OptionA,
            feasibility: "f".into(),
            voluntery_contribution: None,
            total_requested_cents: 1_000_000,
            cover_id: None,
            wallet_address: None,
            wallet_env: matchpool_domain::project::WalletEnv::Cardano,
            status: matchpool_domain::ProjectStatus::Active,
        };
        matchpool_store::projects::insert(&self.db, round_id, org, "Org", fields, None, Utc::now()).await.unwrap().id
    }
}

/// The smallest PDF readers accept: one empty page.
pub const PDF: &[u8] = b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

impl TestApp {
    /// Gives a project a Cardano wallet (or takes it away).
    pub async fn set_wallet(&self, project: ProjectId, wallet: Option<String>) {
        let stored = matchpool_store::projects::find(&self.db, project).await.unwrap().unwrap();
        let mut fields = matchpool_store::projects::ProjectFields::of(&stored);
        fields.wallet_address = wallet;
        matchpool_store::projects::update(&self.db, stored, "Org", fields, Utc::now()).await.unwrap();
    }

    /// The donor answers the bank's 3-D Secure check of the development card provider, as the web
    /// app's stand-in for the bank's page does: `passed` or not.
    pub async fn answer_bank_check(&self, client_secret: &str, passed: bool) -> (StatusCode, Value) {
        self.post("/api/dev/payments/three-d-secure", None, json!({"client_secret": client_secret, "passed": passed}))
            .await
    }

    /// Makes a checkout look `hours` older, as the reconcile job would find it later.
    pub async fn age_checkout(&self, checkout: &str, hours: i64) {
        use matchpool_store::entities::checkout;
        use sea_orm::sea_query::Expr;
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        let then = Utc::now() - chrono::Duration::hours(hours);
        checkout::Entity::update_many()
            .col_expr(checkout::Column::CreatedAt, Expr::value(then))
            .col_expr(checkout::Column::UpdatedAt, Expr::value(then))
            .filter(checkout::Column::Id.eq(Uuid::parse_str(checkout).unwrap()))
            .exec(&self.db)
            .await
            .unwrap();
    }

    /// Makes a donation look `hours` older, as the reconcile job would find it later.
    pub async fn age_donation(&self, donation: &str, hours: i64) {
        use matchpool_store::entities::donation;
        use sea_orm::sea_query::Expr;
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        let then = Utc::now() - chrono::Duration::hours(hours);
        donation::Entity::update_many()
            .col_expr(donation::Column::CreatedAt, Expr::value(then))
            .col_expr(donation::Column::UpdatedAt, Expr::value(then))
            .filter(donation::Column::Id.eq(Uuid::parse_str(donation).unwrap()))
            .exec(&self.db)
            .await
            .unwrap();
    }
}
