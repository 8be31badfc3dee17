//! Demo data: rounds in every phase, people, organizations and an operator, dated relative to now
//! so that a fresh start always shows a round open for submissions and one open for voting.

use chrono::{Duration, Utc};
use matchpool_domain::{Language, VerificationStatus};
use sea_orm::DatabaseConnection;

use matchpool_store::organizations::NewOrganization;
use matchpool_store::rounds::RoundFields;
use matchpool_store::users::NewUser;

/// The operator account the README prints.
pub const OPERATOR_EMAIL: &str = "admin@matchpool.local";
pub const OPERATOR_PASSWORD: &str = "matchpool-admin";
/// Every demo person's password.
pub const PERSON_PASSWORD: &str = "matchpool-demo";

/// Whether the database holds no rounds and no people yet.
pub async fn is_empty(db: &DatabaseConnection) -> anyhow::Result<bool> {
    Ok(matchpool_store::is_empty(db).await?)
}

pub async fn load(db: &DatabaseConnection, media: &matchpool_providers::media::MediaStore) -> anyhow::Result<()> {
    if matchpool_store::users::find_by_email(db, OPERATOR_EMAIL).await?.is_some() {
        tracing::info!("demo data already loaded");
        return Ok(());
    }
    crate::admin::create_operator(db, OPERATOR_EMAIL, OPERATOR_PASSWORD).await?;
    load_rounds(db).await?;
    let people = load_people(db).await?;
    load_organizations(db, &people).await?;
    // Projects go to the rounds that have had their submission window (rounds 1 to 5).
    let rounds: Vec<_> =
        matchpool_store::rounds::all(db).await?.into_iter().filter(|r| r.submission_start_at <= Utc::now()).collect();
    let orgs = matchpool_store::organizations::all(db).await?;
    crate::demo_projects::load(db, media, &rounds, &orgs, |org| org.created_by).await?;
    crate::demo_projects::load_support(db, &rounds, &people).await?;
    tracing::info!(operator = OPERATOR_EMAIL, "demo data loaded");
    Ok(())
}

pub(crate) async fn load_rounds(db: &DatabaseConnection) -> anyhow::Result<()> {
    let now = Utc::now();
    let day = |d: i64| now + Duration::days(d);
    // (number, name, pool USD, submission start, submission end, voting start, voting end, results)
    let rounds = [
        (1, "Spring Commons", 50_000, -120, -100, -95, -80, -75),
        (2, "Clean Water Sprint", 30_000, -60, -45, -40, -3, 4),
        (3, "Education for All", 40_000, -30, -15, -10, 12, 20),
        (4, "Climate Resilience", 60_000, -20, -2, 3, 25, 30),
        (5, "Community Futures", 75_000, -5, 20, 25, 45, 52),
        (6, "Health Horizons", 80_000, 40, 60, 65, 85, 92),
    ];
    for (number, name, pool, s0, s1, v0, v1, r) in rounds {
        let fields = RoundFields {
            number,
            name: format!("Round {number}: {name}"),
            description: format!(
                "{name} funds social-cause projects chosen by the community. Every vote and donation counts, and the matching pool is split by quadratic funding so that many small supporters weigh more than one large one."
            ),
            pool_cents: pool * 100,
            cover_url: None,
            submission_start_at: day(s0),
            submission_end_at: day(s1),
            voting_start_at: day(v0),
            voting_end_at: day(v1),
            results_at: day(r),
            algorithm: matchpool_domain::round::Algorithm::Qf,
            params: matchpool_app::rounds::default_params(),
            // The demo's rounds publish at once, as they always did.
            projects_need_approval: false,
        };
        matchpool_store::rounds::insert(db, fields, now).await?;
    }
    Ok(())
}

async fn load_people(db: &DatabaseConnection) -> anyhow::Result<Vec<matchpool_domain::identity::User>> {
    let hash = matchpool_api::security::password::hash(PERSON_PASSWORD.to_owned()).await?;
    let people = [
        ("ana", "Ana", "Lopez", "es", true),
        ("kenji", "Kenji", "Sato", "ja", true),
        ("amira", "Amira", "Haddad", "ar", false),
        ("claire", "Claire", "Martin", "fr", false),
        ("minji", "Min-ji", "Kim", "ko", true),
        ("wei", "Wei", "Zhang", "zh-CN", false),
    ];
    let now = Utc::now();
    let mut created = Vec::new();
    for (username, first, last, language, verified) in people {
        let new = NewUser {
            username: username.into(),
            email: format!("{username}@demo.matchpool.local"),
            first_name: first.into(),
            last_name: last.into(),
            password_hash: hash.clone(),
            language: Language::parse(language).unwrap_or_default(),
            is_operator: false,
            referral_code: format!("demo-{username}"),
            referred_by: None,
            email_verified: true,
        };
        let mut user = matchpool_store::users::insert(db, new, now).await?;
        if verified {
            user = matchpool_store::users::set_kyc(db, user, VerificationStatus::Verified, now).await?;
        }
        created.push(user);
    }
    Ok(created)
}

async fn load_organizations(
    db: &DatabaseConnection,
    people: &[matchpool_domain::identity::User],
) -> anyhow::Result<()> {
    let orgs = [
        ("green-earth", "Green Earth Collective", VerificationStatus::Verified, 0),
        ("water-for-all", "Water for All", VerificationStatus::Verified, 1),
        ("learn-together", "Learn Together", VerificationStatus::Verified, 4),
        ("kind-hands", "Kind Hands", VerificationStatus::Pending, 2),
        ("open-maps", "Open Maps Initiative", VerificationStatus::NotVerified, 3),
    ];
    let now = Utc::now();
    for (shortname, name, kyb, owner) in orgs {
        let Some(owner) = people.get(owner) else {
            continue;
        };
        let new = NewOrganization {
            shortname: shortname.into(),
            name: name.into(),
            email: format!("contact@{shortname}.example.org"),
            website: Some(format!("https://{shortname}.example.org")),
            description: Some(format!("{name} works with local communities on lasting change.")),
            social_links: vec![format!("https://mastodon.example.org/@{shortname}")],
            referral_code: format!("demo-{shortname}"),
            referred_by: None,
        };
        let org = matchpool_store::organizations::create(db, new, owner.id, now).await?;
        if kyb != VerificationStatus::NotVerified {
            matchpool_store::organizations::set_kyb(db, org, kyb, None, now).await?;
        }
    }
    Ok(())
}
