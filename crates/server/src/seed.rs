//! `matchpool seed`: fills an empty database with a platform at national scale, for load tests
//! and query plans: the demo's six rounds (one in every phase), organizations, projects with
//! varied titles and descriptions, people, votes, donations (card and ADA, mostly settled) and
//! the impact points they earn. The records go in through `matchpool_store::bulk` (multi-row
//! inserts, grouped in transactions); the same `--seed` gives the same data.

use std::time::Instant;

use chrono::{DateTime, Duration, Utc};
use clap::Args;
use matchpool_domain::identity::{Organization, User};
use matchpool_domain::media::{Media, Variant};
use matchpool_domain::project::{ImpactAssessmentType, Project, WalletEnv};
use matchpool_domain::round::Round;
use matchpool_domain::{Language, MediaId, ProjectStatus, UserId, VerificationStatus};
use matchpool_store::bulk::NewProject;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::DatabaseConnection;
use uuid::Uuid;

mod support;
mod words;

use support::{Support, seed_donations, seed_votes};

#[derive(Args, Debug, Clone)]
pub struct SeedArgs {
    /// Projects, spread over the rounds whose submission window has opened.
    #[arg(long, default_value_t = 10_000)]
    pub projects: usize,
    /// People (donors and voters; every third project's organization is run by one of them).
    #[arg(long, default_value_t = 100_000)]
    pub people: usize,
    /// Donations, on projects of the rounds whose voting has started; about as many votes.
    #[arg(long, default_value_t = 1_000_000)]
    pub donations: usize,
    /// Seed of the random generator: the same seed gives the same data.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Distinct cover images the projects share (each project still has its own media record).
const COVERS: u32 = 24;

/// Fills the database; refuses one that already has rounds or people.
pub async fn run(db: &DatabaseConnection, settings: &crate::settings::Settings, args: &SeedArgs) -> anyhow::Result<()> {
    let media_store = settings.media_store()?;
    if !crate::demo::is_empty(db).await? {
        anyhow::bail!(
            "seed fills an empty database, and this one already has rounds or people: use a new --data-dir or database"
        );
    }
    anyhow::ensure!(args.projects > 0 && args.people > 0, "--projects and --people must be at least 1");
    let started = Instant::now();
    let now = Utc::now();
    let mut rng = StdRng::seed_from_u64(args.seed);
    crate::demo::load_rounds(db).await?;
    let mut rounds = matchpool_store::rounds::all(db).await?;
    rounds.sort_by_key(|r| r.number);
    let people = seed_people(db, &mut rng, args.people, now).await?;
    let orgs = seed_organizations(db, &mut rng, &people, args.projects.div_ceil(3), now).await?;
    let covers = seed_covers(&media_store).await?;
    let projects = seed_projects(db, &mut rng, &rounds, &orgs, &covers, args.projects, now).await?;
    let support = Support::new(&projects, &rounds, now);
    let pairs = seed_votes(db, &mut rng, &support, &people, args.donations).await?;
    seed_donations(db, &mut rng, &support, &people, &pairs, args.donations).await?;
    // Bulk rows bypass the use cases, so the projects' totals are summed from the ledger once.
    matchpool_store::totals::rebuild(db).await?;
    // Rounds whose voting has ended get their results, as the server would freeze them.
    let state = matchpool_api::AppState::new(db.clone(), settings.api_config()?, media_store);
    let frozen = matchpool_app::matching::freeze_due(&state, Utc::now()).await?;
    tracing::info!(frozen, "froze the rounds whose voting ended");
    // Statistics for the query planners and, on PostgreSQL, the visibility map that index-only
    // scans need (a listing's count fell from 40 ms to under 1 ms).
    matchpool_store::bulk::tidy(db).await?;
    tracing::info!(secs = started.elapsed().as_secs_f64(), "seeded");
    Ok(())
}

/// A seeded person: the fields later rows refer to.
struct Person {
    id: UserId,
    verified: bool,
}

fn random_uuid(rng: &mut StdRng) -> Uuid {
    uuid::Builder::from_random_bytes(rng.random()).into_uuid()
}

/// A moment uniformly between `from` and `to` (or `from` when the range is empty).
fn between(rng: &mut StdRng, from: DateTime<Utc>, to: DateTime<Utc>) -> DateTime<Utc> {
    let span = (to - from).num_seconds();
    if span <= 0 { from } else { from + Duration::seconds(rng.random_range(0..span)) }
}

/// An index in `0..n` where low indexes are much more likely: a few projects and people get
/// most of the support, as in real rounds.
fn skewed(rng: &mut StdRng, n: usize, power: f64) -> usize {
    ((rng.random::<f64>().powf(power) * n as f64) as usize).min(n - 1)
}

fn pick<'a>(rng: &mut StdRng, list: &[&'a str]) -> &'a str {
    list[rng.random_range(0..list.len())]
}

async fn seed_people(
    db: &DatabaseConnection,
    rng: &mut StdRng,
    count: usize,
    now: DateTime<Utc>,
) -> anyhow::Result<Vec<Person>> {
    // One hash for everyone: hashing 100,000 passwords would take longer than the whole seed.
    let hash = matchpool_api::security::password::hash(crate::demo::PERSON_PASSWORD.to_owned()).await?;
    let mut people = Vec::with_capacity(count);
    let mut rows = Vec::with_capacity(count);
    for n in 0..count {
        let first = pick(rng, &words::FIRST_NAMES);
        let last = pick(rng, &words::LAST_NAMES);
        let username = format!("{}{n}", first.to_lowercase());
        let verified = rng.random_bool(0.35);
        let created = now - Duration::seconds(rng.random_range(0..400 * 86_400));
        let id = UserId::from(random_uuid(rng));
        people.push(Person { id, verified });
        rows.push(User {
            id,
            email: format!("{username}@people.example.org"),
            username,
            first_name: first.into(),
            last_name: last.into(),
            password_hash: hash.clone(),
            language: Language::parse(pick(rng, &["en", "en", "en", "es", "fr", "ar", "ja", "ko", "zh-CN"]))
                .unwrap_or_default(),
            is_operator: false,
            kyc: if verified { VerificationStatus::Verified } else { VerificationStatus::NotVerified },
            identity_verified_at: verified.then(|| between(rng, created, now)),
            email_verified_at: Some(created),
            avatar_url: None,
            referral_code: format!("seed-p{n}"),
            referred_by: None,
            created_at: created,
            updated_at: created,
            deleted_at: None,
        });
    }
    matchpool_store::bulk::users(db, &rows).await?;
    Ok(people)
}

async fn seed_organizations(
    db: &DatabaseConnection,
    rng: &mut StdRng,
    people: &[Person],
    count: usize,
    now: DateTime<Utc>,
) -> anyhow::Result<Vec<Organization>> {
    let mut orgs = Vec::with_capacity(count);
    for n in 0..count {
        let name = format!(
            "{} {} {}",
            pick(rng, &words::ORG_FIRST),
            pick(rng, &words::ORG_SECOND),
            pick(rng, &words::ORG_KIND)
        );
        let shortname = format!("org-{n}");
        let created = now - Duration::seconds(rng.random_range(130 * 86_400..500 * 86_400));
        let kyb = match rng.random_range(0..10) {
            0..6 => VerificationStatus::Verified,
            6..8 => VerificationStatus::Pending,
            _ => VerificationStatus::NotVerified,
        };
        orgs.push(Organization {
            id: random_uuid(rng).into(),
            email: format!("contact@{shortname}.example.org"),
            website: Some(format!("https://{shortname}.example.org")),
            description: Some(format!("{name} works with local communities on lasting change.")),
            name,
            logo_url: None,
            logo_id: None,
            social_links: Vec::new(),
            kyb,
            kyb_reason: None,
            verified_at: (kyb == VerificationStatus::Verified).then(|| between(rng, created, now)),
            created_by: people[rng.random_range(0..people.len())].id,
            referral_code: format!("seed-o{n}"),
            referred_by: None,
            donation_notices: matchpool_domain::DonationNotices::default(),
            digest_sent_at: None,
            closed_at: None,
            created_at: created,
            updated_at: created,
            shortname,
        });
    }
    // Each with its creator as owner.
    matchpool_store::bulk::organizations(db, &orgs).await?;
    Ok(orgs)
}

/// A cover picture shared by several projects: its storage key, address, size and resized copies.
struct Cover {
    key: String,
    url: String,
    bytes: i64,
    variants: Vec<Variant>,
}

async fn seed_covers(store: &matchpool_providers::media::MediaStore) -> anyhow::Result<Vec<Cover>> {
    let mut covers = Vec::new();
    for n in 1..=COVERS {
        let key = format!("seed/cover-{n}.png");
        let png = crate::demo_projects::cover(n);
        let bytes = png.len() as i64;
        let mut variants = Vec::new();
        for variant in matchpool_providers::image_variants::variants(&png)? {
            let key = format!("seed/cover-{n}-{}w.{}", variant.width, variant.extension);
            let url = store.put(&key, variant.bytes).await?;
            variants.push(Variant {
                key,
                url,
                width: variant.width,
                height: variant.height,
                content_type: variant.content_type.into(),
            });
        }
        let url = store.put(&key, png).await?;
        covers.push(Cover { key, url, bytes, variants });
    }
    Ok(covers)
}

/// Share of the projects in rounds 1 to 5 (round 6 has not opened its submissions).
const ROUND_SHARES: [f64; 5] = [0.15, 0.20, 0.35, 0.20, 0.10];

#[allow(clippy::too_many_arguments)]
async fn seed_projects(
    db: &DatabaseConnection,
    rng: &mut StdRng,
    rounds: &[Round],
    orgs: &[Organization],
    covers: &[Cover],
    count: usize,
    now: DateTime<Utc>,
) -> anyhow::Result<Vec<Project>> {
    let open: Vec<&Round> = rounds.iter().filter(|r| r.submission_start_at <= now).collect();
    let mut projects = Vec::with_capacity(count);
    let mut media_rows = Vec::new();
    for n in 0..count {
        let share = (n as f64 + 0.5) / count as f64;
        let mut acc = 0.0;
        let slot = ROUND_SHARES.iter().position(|s| {
            acc += s;
            share < acc
        });
        let round = open[slot.unwrap_or(0).min(open.len() - 1)];
        let org = &orgs[n / 3 % orgs.len()];
        let text = words::project_text(rng);
        let created = between(rng, round.submission_start_at, round.submission_end_at.min(now));
        let cover_id = if rng.random_bool(0.85) {
            let cover = &covers[rng.random_range(0..covers.len())];
            let id = MediaId::from(random_uuid(rng));
            media_rows.push(Media {
                id,
                user_id: org.created_by,
                identity_id: org.id.into(),
                filename: format!("cover-{n}.png"),
                content_type: "image/png".into(),
                storage_key: cover.key.clone(),
                url: cover.url.clone(),
                size_bytes: cover.bytes,
                width: 480,
                height: 270,
                variants: Some(cover.variants.clone()),
                created_at: created,
            });
            Some(id)
        } else {
            None
        };
        let status = match rng.random_range(0..100) {
            0..3 => ProjectStatus::Draft,
            3..5 => ProjectStatus::Expire,
            _ => ProjectStatus::Active,
        };
        let fields = matchpool_store::projects::ProjectFields {
            title: text.title,
            description: text.description,
            social_cause: matchpool_domain::project::SocialCause::parse(text.cause),
            category: Some(matchpool_domain::project::Track::ALL[rng.random_range(0..3)]),
            email: org.email.clone(),
            linkedin: None,
            website: org.website.clone(),
            video: rng.random_bool(0.2).then(|| "https://www.youtube.com/watch?v=aqz-KE-bpKQ".to_owned()),
            city: Some(text.city.into()),
            country: Some(text.country.into()),
            problem_statement: text.problem,
            solution: text.solution,
            goals: text.goals,
            cost_breakdown: text.costs,
            impact_assessment: "People reached, hours of service, and follow-up interviews six months later.".into(),
            impact_assessment_type: ImpactAssessmentType::ALL[rng.random_range(0..ImpactAssessmentType::ALL.len())],
            feasibility: "Our team has run similar programmes for years with the same local partners.".into(),
            voluntery_contribution: None,
            total_requested_cents: rng.random_range(20..=500) * 10_000,
            cover_id,
            wallet_address: rng.random_bool(0.5).then(|| crate::demo_projects::DEMO_WALLET.to_owned()),
            wallet_env: WalletEnv::Cardano,
            status,
        };
        projects.push(NewProject {
            id: random_uuid(rng).into(),
            round_id: round.id,
            identity_id: org.id,
            organization_name: org.name.clone(),
            fields,
            created_at: created,
        });
    }
    matchpool_store::bulk::media(db, &media_rows).await?;
    Ok(matchpool_store::bulk::projects(db, projects).await?)
}
