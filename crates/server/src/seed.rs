//! `matchpool seed`: fills an empty database with a platform at national scale, for load tests
//! and query plans: the demo's six rounds (one in every phase), organizations, projects with
//! varied titles and descriptions, people, votes, donations (card and ADA, mostly settled) and
//! the impact points they earn. Rows go in through the entities in multi-row inserts, grouped in
//! transactions; the same `--seed` gives the same data.

use std::collections::HashSet;
use std::time::Instant;

use chrono::{DateTime, Duration, Utc};
use clap::Args;
use matchpool_domain::round::Round;
use matchpool_domain::{DonationState, ProjectStatus, Rail, VerificationStatus};
use matchpool_store::entities::{
    donation, donation_event, impact_point, media, org_member, organization, project, user, vote,
};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{
    ActiveModelTrait, ConnectionTrait, DatabaseConnection, EntityTrait, IntoActiveModel, Iterable, TransactionTrait,
};
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

/// Rows per transaction.
const GROUP: usize = 50_000;
/// Bound parameters per statement (SQLite allows 32,766, PostgreSQL 65,535).
const PARAMS: usize = 30_000;
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
    // scans need (a listing's count fell from 40 ms to under 1 ms): what autovacuum would have
    // done on a running database.
    let tidy = match db.get_database_backend() {
        sea_orm::DatabaseBackend::Postgres => "VACUUM ANALYZE",
        _ => "ANALYZE",
    };
    db.execute_unprepared(tidy).await?;
    tracing::info!(secs = started.elapsed().as_secs_f64(), "seeded");
    Ok(())
}

/// Inserts `total` rows made by `make` (given each row's index) in multi-row statements that
/// stay under [`PARAMS`] bound values (the table's columns counted from its entity, so a new
/// column never overflows SQLite's limit), committing every [`GROUP`] rows and logging progress.
async fn load<A>(
    db: &DatabaseConnection,
    table: &str,
    total: usize,
    mut make: impl FnMut(usize) -> A,
) -> anyhow::Result<()>
where
    A: ActiveModelTrait + Send,
{
    let columns = <<A::Entity as EntityTrait>::Column as Iterable>::iter().count();
    let chunk = (PARAMS / columns.max(1)).max(1);
    let started = Instant::now();
    let mut done = 0;
    while done < total {
        let txn = db.begin().await?;
        let group_end = (done + GROUP).min(total);
        while done < group_end {
            let end = (done + chunk).min(group_end);
            let rows: Vec<A> = (done..end).map(&mut make).collect();
            A::Entity::insert_many(rows).exec_without_returning(&txn).await?;
            done = end;
        }
        txn.commit().await?;
        let secs = started.elapsed().as_secs_f64();
        tracing::info!(table, rows = done, of = total, rows_per_sec = (done as f64 / secs.max(1e-6)) as u64, "seeding");
    }
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
        rows.push(user::Model {
            id,
            username_key: username.clone(),
            email: format!("{username}@people.example.org"),
            username,
            first_name: first.into(),
            last_name: last.into(),
            password_hash: hash.clone(),
            language: pick(rng, &["en", "en", "en", "es", "fr", "ar", "ja", "ko", "zh-CN"]).into(),
            is_operator: false,
            kyc_status: if verified { VerificationStatus::Verified } else { VerificationStatus::NotVerified }
                .as_str()
                .into(),
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
    let mut rows = rows.into_iter();
    load(db, "users", count, |_| rows.next().expect("one row per person").into_active_model()).await?;
    Ok(people)
}

async fn seed_organizations(
    db: &DatabaseConnection,
    rng: &mut StdRng,
    people: &[Person],
    count: usize,
    now: DateTime<Utc>,
) -> anyhow::Result<Vec<organization::Model>> {
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
        orgs.push(organization::Model {
            id: random_uuid(rng),
            email: format!("contact@{shortname}.example.org"),
            website: Some(format!("https://{shortname}.example.org")),
            description: Some(format!("{name} works with local communities on lasting change.")),
            name,
            logo_url: None,
            kyb_status: kyb.as_str().into(),
            kyb_reason: None,
            verified_at: (kyb == VerificationStatus::Verified).then(|| between(rng, created, now)),
            created_by: people[rng.random_range(0..people.len())].id,
            referral_code: format!("seed-o{n}"),
            referred_by: None,
            donation_notices: matchpool_domain::DonationNotices::default().as_str().into(),
            digest_sent_at: None,
            created_at: created,
            updated_at: created,
            shortname,
        });
    }
    load(db, "organizations", count, |i| orgs[i].clone().into_active_model()).await?;
    load(db, "org_members", count, |i| {
        org_member::Model {
            organization_id: orgs[i].id,
            user_id: orgs[i].created_by,
            role: "owner".into(),
            created_at: orgs[i].created_at,
        }
        .into_active_model()
    })
    .await?;
    Ok(orgs)
}

/// A cover picture shared by several projects: its storage key, address, size and resized copies.
struct Cover {
    key: String,
    url: String,
    bytes: i64,
    variants: serde_json::Value,
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
            variants.push(matchpool_store::media::StoredVariant {
                key,
                url,
                width: variant.width,
                height: variant.height,
                content_type: variant.content_type.into(),
            });
        }
        let url = store.put(&key, png).await?;
        covers.push(Cover { key, url, bytes, variants: serde_json::to_value(variants)? });
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
    orgs: &[organization::Model],
    covers: &[Cover],
    count: usize,
    now: DateTime<Utc>,
) -> anyhow::Result<Vec<project::Model>> {
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
            media_rows.push(media::Model {
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
        projects.push(matchpool_store::projects::new_model(
            random_uuid(rng),
            round.id,
            org.id,
            &org.name,
            fields,
            created,
        ));
    }
    load(db, "media", media_rows.len(), |i| media_rows[i].clone().into_active_model()).await?;
    load(db, "projects", count, |i| projects[i].clone().into_active_model()).await?;
    matchpool_store::projects::index_many(db, &projects).await?;
    tracing::info!(rows = projects.len(), "indexed projects for search");
    Ok(projects)
}

/// The projects people can support (ACTIVE, in rounds whose voting has started), and when.
struct Support {
    /// (project id, round id, support from, support until)
    projects: Vec<(Uuid, Uuid, DateTime<Utc>, DateTime<Utc>)>,
}

impl Support {
    fn new(projects: &[project::Model], rounds: &[Round], now: DateTime<Utc>) -> Self {
        let projects = projects
            .iter()
            .filter(|p| p.status().is_public())
            .filter_map(|p| {
                let round = rounds.iter().find(|r| r.id == p.round_id)?;
                (round.voting_start_at <= now)
                    .then(|| (p.id, round.id, round.voting_start_at, round.voting_end_at.min(now)))
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
    load(db, "votes", pairs.len(), |i| {
        let (person, project, at) = pairs[i];
        let (project_id, round_id, _, _) = support.projects[project as usize];
        vote::Model {
            id: Uuid::from_u128(0x5eed_0000_0000_7000_8000_0000_0000_0000 | i as u128),
            user_id: people[person as usize].id,
            project_id,
            round_id,
            donation_id: None,
            revoked_at: None,
            created_at: at,
        }
        .into_active_model()
    })
    .await?;
    load(db, "impact_points (votes)", pairs.len(), |i| {
        let (person, project, at) = pairs[i];
        let user = people[person as usize].id;
        let project_id = support.projects[project as usize].0;
        impact_point::Model {
            id: Uuid::from_u128(0x5eed_0001_0000_7000_8000_0000_0000_0000 | i as u128),
            user_id: user,
            points: 1,
            kind: "vote".into(),
            cause: format!("vote:{user}:{project_id}"),
            project_id: Some(project_id),
            created_at: at,
        }
        .into_active_model()
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

fn donation_row(g: &Gift, support: &Support, people: &[Person]) -> donation::Model {
    let (project_id, round_id, _, _) = support.projects[g.project as usize];
    let settled = g.state == DonationState::Settled;
    let txid = g.crypto.then(|| hex::encode(g.txid));
    let fee = if g.crypto { 0 } else { matchpool_domain::money::card_fee_cents(g.minor) };
    donation::Model {
        id: g.id,
        project_id,
        round_id,
        user_id: people[g.person as usize].id,
        anonymous: g.anonymous,
        payment_type: if g.crypto { Rail::Ada } else { Rail::Card }.as_str().into(),
        currency: if g.crypto { "lovelace" } else { "USD" }.into(),
        amount_minor: g.minor,
        fee_minor: fee,
        total_minor: g.minor + fee,
        usd_cents: g.usd_cents,
        rate_micro_usd: if g.crypto { ADA_MICRO_USD } else { 1_000_000 },
        rate_source: if g.crypto { "coingecko" } else { "fixed" }.into(),
        rate_at: g.at,
        client_rate: None,
        state: g.state.as_str().into(),
        provider: if g.crypto { "dev-ledger" } else { "dev" }.into(),
        reference: Some(txid.clone().unwrap_or_else(|| format!("pi_seed{}", g.id.simple()))),
        client_secret: None,
        wallet_address: g.crypto.then(|| crate::demo_projects::DEMO_WALLET.to_owned()),
        pays_to: None,
        txid,
        idempotency_key: None,
        dedup_key: format!("seed-{}", g.id.simple()),
        failure_reason: match g.state {
            DonationState::Failed => Some("card_declined".to_owned()),
            DonationState::Expired => Some("The payment was not completed.".to_owned()),
            _ => None,
        },
        request_hash: None,
        intent_id: None,
        checkout_id: None,
        settled_at: settled.then(|| g.at + Duration::seconds(90)),
        created_at: g.at,
        updated_at: if settled { g.at + Duration::seconds(90) } else { g.at },
    }
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
    load(db, "donations", count, |i| donation_row(&gifts[i], support, people).into_active_model()).await?;
    load(db, "donation_events", count, |i| {
        let g = &gifts[i];
        donation_event::Model {
            id: Uuid::from_u128(0x5eed_0003_0000_7000_8000_0000_0000_0000 | i as u128),
            donation_id: g.id,
            state: g.state.as_str().into(),
            note: None,
            created_at: g.at,
        }
        .into_active_model()
    })
    .await?;
    let earning: Vec<&Gift> =
        gifts.iter().filter(|g| g.state == DonationState::Settled && g.usd_cents >= 100).collect();
    load(db, "impact_points (donations)", earning.len(), |i| {
        let g = earning[i];
        impact_point::Model {
            id: Uuid::from_u128(0x5eed_0004_0000_7000_8000_0000_0000_0000 | i as u128),
            user_id: people[g.person as usize].id,
            points: g.usd_cents / 100,
            kind: "donation".into(),
            cause: format!("donation:{}", g.id),
            project_id: Some(support.projects[g.project as usize].0),
            created_at: g.at,
        }
        .into_active_model()
    })
    .await?;
    let verified = people.iter().filter(|p| p.verified).count();
    tracing::info!(donations = count, verified_people = verified, "donations seeded");
    Ok(())
}
