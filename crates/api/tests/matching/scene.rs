//! The round every matching test starts from, and small helpers.

use std::path::PathBuf;

use axum::http::StatusCode;
use chrono::{DateTime, Duration, Utc};
use matchpool_domain::round::Round;
use matchpool_domain::{ProjectId, RoundId};
use matchpool_matching::RoundInput;
use matchpool_store::entities::donation;
use sea_orm::{ActiveModelTrait, ActiveValue::Set};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::common::{Person, Req, TestApp};

/// A round in voting with three projects and four people: ana, ben and dev are KYC-verified,
/// caro is not.
pub struct Scene {
    pub op: Person,
    pub round: Value,
    pub round_id: RoundId,
    pub alpha: ProjectId,
    pub beta: ProjectId,
    pub gamma: ProjectId,
    pub ana: Person,
    pub ben: Person,
    pub caro: Person,
    pub dev: Person,
}

impl Scene {
    pub async fn new(app: &TestApp) -> Self {
        let op = app.operator("operator").await;
        let owner = app.register("owner").await;
        let org = app.verified_organization(&owner, "cleanwater").await;
        // Submission from 7 to 2 days ago, voting from a day ago for 4 days, results 2 days later.
        let round = app.round(&op, 1, -7).await;
        let round_id = round["id"].as_str().unwrap().parse().unwrap();
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

    pub fn voting_start(&self) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(self.round["voting_start_at"].as_str().unwrap()).unwrap().with_timezone(&Utc)
    }

    pub async fn donate(
        &self,
        app: &TestApp,
        person: &Person,
        project: ProjectId,
        cents: i64,
        state: &str,
        settled_at: Option<DateTime<Utc>>,
    ) {
        let now = Utc::now();
        donation::ActiveModel {
            id: Set(Uuid::now_v7()),
            project_id: Set(project.into()),
            round_id: Set(self.round_id.into()),
            user_id: Set(person.id.into()),
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
            pays_to: Set(None),
            confirmations: Set(None),
            idempotency_key: Set(None),
            dedup_key: Set(Uuid::new_v4().simple().to_string()),
            failure_reason: Set(None),
            request_hash: Set(None),
            intent_id: Set(None),
            checkout_id: Set(None),
            settled_at: Set(settled_at),
            created_at: Set(now),
            updated_at: Set(now),
        }
        .insert(&app.db)
        .await
        .unwrap();
    }

    pub fn path(&self, rest: &str) -> String {
        format!("/api/rounds/{}{rest}", self.round_id)
    }

    pub fn admin_path(&self, rest: &str) -> String {
        format!("/api/admin/rounds/{}{rest}", self.round_id)
    }

    /// Ends voting now; the results date is `results_in` from now.
    pub async fn end_voting(&self, app: &TestApp, results_in: Duration) {
        let now = Utc::now();
        let body = json!({"voting_end_at": now.to_rfc3339(), "results_at": (now + results_in).to_rfc3339()});
        let (status, round) = app.patch(&self.admin_path(""), Some(&self.op.token), body).await;
        assert_eq!(status, StatusCode::OK, "{round}");
    }

    pub async fn publish(&self, app: &TestApp) {
        let body = json!({"results_at": Utc::now().to_rfc3339()});
        let (status, round) = app.patch(&self.admin_path(""), Some(&self.op.token), body).await;
        assert_eq!(status, StatusCode::OK, "{round}");
    }

    pub async fn stored_round(&self, app: &TestApp) -> Round {
        matchpool_store::rounds::find(&app.db, self.round_id).await.unwrap().unwrap()
    }

    /// The round's inputs as the platform reads them, up to `until`.
    pub async fn inputs(&self, app: &TestApp, until: DateTime<Utc>) -> RoundInput {
        let round = self.stored_round(app).await;
        matchpool_store::matching::round_inputs(&app.db, &round, app.state.matching.pseudonym_key(), until)
            .await
            .unwrap()
            .input
            .to_round_input()
    }

    pub fn pseudonym(&self, app: &TestApp, person: &Person) -> String {
        app.state.matching.pseudonym(self.round_id, person.id)
    }
}

pub async fn verify(app: &TestApp, person: &Person) {
    let user = matchpool_store::users::find(&app.db, person.id).await.unwrap().unwrap();
    matchpool_store::users::set_kyc(&app.db, user, matchpool_domain::VerificationStatus::Verified, Utc::now())
        .await
        .unwrap();
}

pub async fn vote(app: &TestApp, person: &Person, project: ProjectId) {
    let (status, body) = app.post(&format!("/api/projects/{project}/votes"), Some(&person.token), json!({})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

pub fn line(results: &Value, project: ProjectId) -> &Value {
    results["results"].as_array().unwrap().iter().find(|l| l["project_id"] == project.to_string()).unwrap()
}

pub fn temp_dir(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("matchpool-test-{name}-{}", Uuid::new_v4().simple()))
}

/// The round's published audit pack, as anyone downloads it.
pub async fn pack_files(app: &TestApp, s: &Scene) -> matchpool_matching::pack::PackFiles {
    let request = Req::new(axum::http::Method::GET, &s.path("/audit-pack")).token(None);
    let (status, _, zip) = app.send_raw(request).await;
    assert_eq!(status, StatusCode::OK);
    matchpool_matching::pack::PackFiles::read_zip(std::io::Cursor::new(zip), std::path::Path::new("audit-pack.zip"))
        .unwrap()
}

/// The pack's `manifest.json`.
pub fn manifest(files: &matchpool_matching::pack::PackFiles) -> matchpool_matching::pack::Manifest {
    serde_json::from_slice(files.manifest_json.as_deref().expect("the pack holds manifest.json")).unwrap()
}
