//! `matchpool seed`'s support: the votes and the donations (card and ADA, mostly settled) people
//! give the projects open to them, skewed to a few popular projects as in real rounds.

use std::collections::HashSet;

use chrono::{DateTime, Duration, Utc};
use matchpool_domain::donation::{Donation, DonationStep};
use matchpool_domain::impact::{Grant, GrantKind};
use matchpool_domain::project::Project;
use matchpool_domain::round::Round;
use matchpool_domain::vote::Vote;
use matchpool_domain::{Currency, DonationState, MicroUsd, Money, ProjectId, Rail, RoundId};
use matchpool_store::bulk::{NewDonation, NewStep};
use rand::Rng;
use rand::rngs::StdRng;
use sea_orm::DatabaseConnection;
use uuid::Uuid;

use super::{Person, between, skewed};

/// The ADA rate the seeded crypto donations were priced at, in micro-USD per ADA.
const ADA_MICRO_USD: i64 = 450_000;

/// The projects people can support (ACTIVE, in rounds whose voting has started), and when.
pub(super) struct Support {
    /// (project id, round id, support from, support until)
    projects: Vec<(ProjectId, RoundId, DateTime<Utc>, DateTime<Utc>)>,
}

impl Support {
    pub(super) fn new(projects: &[Project], rounds: &[Round], now: DateTime<Utc>) -> Self {
        let projects = projects
            .iter()
            .filter(|p| p.status.is_public())
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
pub(super) async fn seed_votes(
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
            id: Uuid::from_u128(0x5eed_0000_0000_7000_8000_0000_0000_0000 | i as u128).into(),
            voter: people[person as usize].id,
            project: project_id,
            round: round_id,
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
            id: Uuid::from_u128(0x5eed_0001_0000_7000_8000_0000_0000_0000 | i as u128).into(),
            user_id: user,
            points: 1,
            kind: GrantKind::Vote,
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
        project: project_id,
        round: round_id,
        donor: people[g.person as usize].id,
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
        confirmations: None,
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

pub(super) async fn seed_donations(
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
            id: Uuid::from_u128(0x5eed_0003_0000_7000_8000_0000_0000_0000 | i as u128).into(),
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
            id: Uuid::from_u128(0x5eed_0004_0000_7000_8000_0000_0000_0000 | i as u128).into(),
            user_id: people[g.person as usize].id,
            points: g.usd_cents / 100,
            kind: GrantKind::Donation,
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
