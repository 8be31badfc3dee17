//! `matchpool seed`: fills an empty database with a platform at national scale, for load tests
//! and query plans: the demo's six rounds (one in every phase), organizations, projects with
//! varied titles and descriptions, people, votes, donations (card and ADA, mostly settled) and
//! the impact points they earn. The records go in through `matchpool_store::bulk` (multi-row
//! inserts, grouped in transactions); the same `--seed` gives the same data.

use std::collections::HashSet;
use std::time::Instant;

use chrono::{DateTime, Duration, Utc};
use clap::Args;
use matchpool_domain::donation::{Donation, DonationStep};
use matchpool_domain::identity::{Organization, User};
use matchpool_domain::impact::Grant;
use matchpool_domain::media::{Media, Variant};
use matchpool_domain::project::Project;
use matchpool_domain::round::Round;
use matchpool_domain::vote::Vote;
use matchpool_domain::{Currency, DonationState, MicroUsd, Money, ProjectStatus, Rail, VerificationStatus};
use matchpool_store::bulk::{NewDonation, NewProject, NewStep};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::DatabaseConnection;
use uuid::Uuid;

mod words;

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
/// The ADA rate the seeded crypto donations were priced at, in micro-USD per ADA.
const ADA_MICRO_USD: i64 = 450_000;

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
    id: Uuid,
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
        let id = random_uuid(rng);
        people.push(Person { id, verified });
        rows.push(User {
            id,
            email: format!("{username}@people.example.org"),
            username,
            first_name: first.into(),
            last_name: last.into(),
            password_hash: hash.clone(),
            language: pick(rng, &["en", "en", "en", "es", "fr", "ar", "ja", "ko", "zh-CN"]).into(),
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
            id: random_uuid(rng),
            email: format!("contact@{shortname}.example.org"),
            website: Some(format!("https://{shortname}.example.org")),
            description: Some(format!("{name} works with local communities on lasting change.")),
            name,
            logo_url: None,
            kyb,
            kyb_reason: None,
            verified_at: (kyb == VerificationStatus::Verified).then(|| between(rng, created, now)),
            created_by: people[rng.random_range(0..people.len())].id,
            referral_code: format!("seed-o{n}"),
            referred_by: None,
            donation_notices: matchpool_domain::DonationNotices::default(),
            digest_sent_at: None,
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
            let id = random_uuid(rng);
            media_rows.push(Media {
                id,
                user_id: org.created_by,
                identity_id: org.id,
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
            social_cause: text.cause.into(),
            category: pick(rng, &matchpool_domain::project::CATEGORIES).into(),
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
            impact_assessment_type: pick(rng, &["OPTION_A", "OPTION_B"]).into(),
            feasibility: "Our team has run similar programmes for years with the same local partners.".into(),
            voluntery_contribution: None,
            total_requested_cents: rng.random_range(20..=500) * 10_000,
            cover_id,
            wallet_address: rng.random_bool(0.5).then(|| crate::demo_projects::DEMO_WALLET.to_owned()),
            wallet_env: "CARDANO".into(),
            status: status.as_str().into(),
        };
        projects.push(NewProject {
            id: random_uuid(rng),
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

/// The projects people can support (ACTIVE, in rounds whose voting has started), and when.
struct Support {
    /// (project id, round id, support from, support until)
    projects: Vec<(Uuid, Uuid, DateTime<Utc>, DateTime<Utc>)>,
}

impl Support {
    fn new(projects: &[Project], rounds: &[Round], now: DateTime<Utc>) -> Self {
        let projects = projects
            .iter()
            .filter(|p| p.status.is_public())
            .filter_map(|p| {
                let round = rounds.iter().find(|r| r.id == p.round_id)?;
                (round.voting_start_at <= now)
                    .then(|| (p.id.uuid(), round.id, round.voting_start_at, round.voting_end_at.min(now)))
            })
            .collect();
        Self { projects }
    }
}

/// Distinct (person, project) votes, about one per donation; returns the pairs as indexes.
async fn seed_votes(
    db: &DatabaseConnection,
    rng: &mut StdRng,
    support: &Support,
    people: &[Person],
    target: usize,
) -> anyhow::Result<Vec<(u32, u32, DateTime<Utc>)>> {
    if support.projects.is_empty() || target == 0 {
        return Ok(Vec::new());
    }
    let possible = people.len().saturating_mul(support.projects.len());
    let target = target.min(possible / 2).max(1);
    let mut seen = HashSet::with_capacity(target);
    let mut pairs = Vec::with_capacity(target);
    let mut attempts = 0usize;
    while pairs.len() < target && attempts < target * 20 {
        attempts += 1;
        let person = skewed(rng, people.len(), 1.4) as u32;
        let project = skewed(rng, support.projects.len(), 1.8) as u32;
        if seen.insert((person, project)) {
            let (_, _, from, to) = support.projects[project as usize];
            pairs.push((person, project, between(rng, from, to)));
        }
    }
    drop(seen);
    matchpool_store::bulk::votes(db, pairs.len(), |i| {
        let (person, project, at) = pairs[i];
        let (project_id, round_id, _, _) = support.projects[project as usize];
        Vote {
            id: Uuid::from_u128(0x5eed_0000_0000_7000_8000_0000_0000_0000 | i as u128),
            voter: people[person as usize].id.into(),
            project: project_id.into(),
            round: round_id.into(),
            donation: None,
            revoked_at: None,
            created_at: at,
        }
    })
    .await?;
    matchpool_store::bulk::grants(db, "impact_points (votes)", pairs.len(), |i| {
        let (person, project, at) = pairs[i];
        let user = people[person as usize].id;
        let project_id = support.projects[project as usize].0;
        Grant {
            id: Uuid::from_u128(0x5eed_0001_0000_7000_8000_0000_0000_0000 | i as u128),
            user_id: user,
            points: 1,
            kind: "vote".into(),
            cause: format!("vote:{user}:{project_id}"),
            project_id: Some(project_id),
            created_at: at,
        }
    })
    .await?;
    Ok(pairs)
}

/// One seeded donation, decided before it is written (its impact points need the same facts).
struct Gift {
    id: Uuid,
    person: u32,
    project: u32,
    at: DateTime<Utc>,
    crypto: bool,
    minor: i64,
    usd_cents: i64,
    state: DonationState,
    anonymous: bool,
    txid: [u8; 32],
}

fn gift(rng: &mut StdRng, i: usize, pairs: &[(u32, u32, DateTime<Utc>)], support: &Support) -> Gift {
    // Most voters who give, give to what they voted for; some give again.
    let (person, project, voted_at) = pairs[skewed(rng, pairs.len(), 1.2)];
    let (_, _, _, until) = support.projects[project as usize];
    let at = between(rng, voted_at, until);
    let crypto = rng.random_bool(0.2);
    let (minor, usd_cents) = if crypto {
        let ada = *[10, 20, 25, 50, 100, 250, 500, 1000].get(skewed(rng, 8, 1.5)).unwrap_or(&10) as i64;
        let lovelace = ada * 1_000_000 + rng.random_range(0..1_000_000);
        (lovelace, ((i128::from(lovelace) * i128::from(ADA_MICRO_USD) + 5_000_000_000) / 10_000_000_000) as i64)
    } else {
        let dollars = *[5, 10, 20, 25, 50, 100, 250, 500].get(skewed(rng, 8, 1.5)).unwrap_or(&5) as i64;
        (dollars * 100, dollars * 100)
    };
    // Every gift lies in the past, so none is still in flight: on a platform whose reconcile job
    // runs, a payment never completed has expired (and a benchmark is not disturbed by the job
    // expiring tens of thousands of seeded ones).
    let state = match rng.random_range(0..100) {
        0..5 => DonationState::Expired,
        5..8 => DonationState::Failed,
        _ => DonationState::Settled,
    };
    Gift {
        id: Uuid::from_u128(0x5eed_0002_0000_7000_8000_0000_0000_0000 | i as u128),
        person,
        project,
        at,
        crypto,
        minor,
        usd_cents,
        state,
        anonymous: rng.random_bool(0.1),
        txid: rng.random(),
    }
}

fn donation_row(g: &Gift, support: &Support, people: &[Person]) -> NewDonation {
    let (project_id, round_id, _, _) = support.projects[g.project as usize];
    let settled = g.state == DonationState::Settled;
    let txid = g.crypto.then(|| hex::encode(g.txid));
    let fee = if g.crypto { 0 } else { matchpool_domain::money::card_fee_cents(g.minor) };
    let currency = if g.crypto { Currency::Lovelace } else { Currency::Usd };
    let donation = Donation {
        id: g.id.into(),
        project: project_id.into(),
        round: round_id.into(),
        donor: people[g.person as usize].id.into(),
        anonymous: g.anonymous,
        rail: if g.crypto { Rail::Ada } else { Rail::Card },
        amount: Money { currency, minor: g.minor },
        fee: Money { currency, minor: fee },
        usd_cents: g.usd_cents,
        rate: MicroUsd(if g.crypto { ADA_MICRO_USD } else { 1_000_000 }),
        rate_source: if g.crypto { "coingecko" } else { "fixed" }.into(),
        rate_at: g.at,
        client_rate: None,
        state: g.state,
        provider: if g.crypto { "dev-ledger" } else { "dev" }.into(),
        reference: Some(txid.clone().unwrap_or_else(|| format!("pi_seed{}", g.id.simple()))),
        client_secret: None,
        wallet_address: g.crypto.then(|| crate::demo_projects::DEMO_WALLET.to_owned()),
        pays_to: None,
        txid,
        idempotency_key: None,
        reason: match g.state {
            DonationState::Failed => Some("card_declined".to_owned()),
            DonationState::Expired => Some("The payment was not completed.".to_owned()),
            _ => None,
        },
        request_hash: None,
        intent: None,
        checkout: None,
        settled_at: settled.then(|| g.at + Duration::seconds(90)),
        created_at: g.at,
        updated_at: if settled { g.at + Duration::seconds(90) } else { g.at },
    };
    NewDonation { donation, dedup_key: format!("seed-{}", g.id.simple()) }
}

async fn seed_donations(
    db: &DatabaseConnection,
    rng: &mut StdRng,
    support: &Support,
    people: &[Person],
    pairs: &[(u32, u32, DateTime<Utc>)],
    count: usize,
) -> anyhow::Result<()> {
    if pairs.is_empty() {
        return Ok(());
    }
    let gifts: Vec<Gift> = (0..count).map(|i| gift(rng, i, pairs, support)).collect();
    matchpool_store::bulk::donations(db, count, |i| donation_row(&gifts[i], support, people)).await?;
    matchpool_store::bulk::donation_steps(db, count, |i| {
        let g = &gifts[i];
        NewStep {
            id: Uuid::from_u128(0x5eed_0003_0000_7000_8000_0000_0000_0000 | i as u128),
            donation: g.id.into(),
            step: DonationStep { state: g.state, note: None, at: g.at },
        }
    })
    .await?;
    let earning: Vec<&Gift> =
        gifts.iter().filter(|g| g.state == DonationState::Settled && g.usd_cents >= 100).collect();
    matchpool_store::bulk::grants(db, "impact_points (donations)", earning.len(), |i| {
        let g = earning[i];
        Grant {
            id: Uuid::from_u128(0x5eed_0004_0000_7000_8000_0000_0000_0000 | i as u128),
            user_id: people[g.person as usize].id,
            points: g.usd_cents / 100,
            kind: "donation".into(),
            cause: format!("donation:{}", g.id),
            project_id: Some(support.projects[g.project as usize].0),
            created_at: g.at,
        }
    })
    .await?;
    let verified = people.iter().filter(|p| p.verified).count();
    tracing::info!(donations = count, verified_people = verified, "donations seeded");
    Ok(())
}
