//! Projects on the wire (api-contract §1: ProjectPreview and Project), built in batches so a page
//! of projects costs a fixed number of queries.

use std::collections::{BTreeMap, HashMap};

use chrono::{DateTime, Utc};
use matchpool_domain::identity::Organization;
use matchpool_domain::round::Round;
use matchpool_domain::{MediaId, OrganizationId, ProjectId, ProjectStatus, RoundId, UserId};
use matchpool_store::StoreResult;
use matchpool_store::projects::Project;
use sea_orm::ConnectionTrait;
use serde::Serialize;

use matchpool_providers::media::MediaStore;

use crate::views::identity::{PublicOrganization, public_org};
use crate::views::media::{MediaView, media_view};
use crate::views::round::{RoundTotals, RoundView, cents_to_major, round_view};

/// Settled donations per currency: `{amount, rate}` with `amount × rate` = USD.
#[derive(Debug, Serialize, utoipa::ToSchema, Clone)]
pub struct CurrencyTotal {
    pub amount: f64,
    pub rate: f64,
}

pub type TotalDonations = BTreeMap<String, CurrencyTotal>;

/// A project in a list.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ProjectPreview {
    #[schema(value_type = Uuid)]
    pub id: ProjectId,
    pub title: String,
    /// Markdown.
    pub description: String,
    #[serde(serialize_with = "crate::views::vocabulary::blank_if_none")]
    #[schema(schema_with = crate::views::vocabulary::social_cause_or_blank, required = true)]
    pub social_cause: Option<matchpool_domain::project::SocialCause>,
    #[serde(serialize_with = "crate::views::vocabulary::blank_if_none")]
    #[schema(schema_with = crate::views::vocabulary::track_or_blank, required = true)]
    pub category: Option<matchpool_domain::project::Track>,
    pub city: Option<String>,
    pub country: Option<String>,
    #[schema(value_type = Option<Uuid>)]
    pub cover_id: Option<MediaId>,
    pub cover: Option<MediaView>,
    /// The organization; never null.
    pub identity: PublicOrganization,
    /// USD.
    pub total_requested_amount: f64,
    /// `{}` when there are none yet.
    pub total_donations: BTreeMap<String, CurrencyTotal>,
    pub total_raw_donation_usd: f64,
    pub total_votes: i64,
    /// `ACTIVE`, `DRAFT` or `EXPIRE` (the original client's), or a state of review.
    pub status: ProjectStatus,
    #[schema(value_type = Uuid)]
    pub round_id: RoundId,
    pub created_at: DateTime<Utc>,
}

/// A project's whole page.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct ProjectDetail {
    #[serde(flatten)]
    pub preview: ProjectPreview,
    pub website: Option<String>,
    pub linkedin: Option<String>,
    /// As given; the web app embeds it.
    pub video: Option<String>,
    pub problem_statement: String,
    pub solution: String,
    pub goals: String,
    pub cost_breakdown: String,
    pub impact_assessment: String,
    pub impact_assessment_type: matchpool_domain::project::ImpactAssessmentType,
    pub feasibility: String,
    pub voluntery_contribution: Option<String>,
    /// Only for members of the owning organization.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    pub wallet_address: Option<String>,
    pub wallet_env: matchpool_domain::project::WalletEnv,
    pub round: RoundView,
    pub user_voted: bool,
    pub updated_at: DateTime<Utc>,
    pub expires_at: Option<DateTime<Utc>>,
    pub deleted_at: Option<DateTime<Utc>>,
    pub not_eligible_at: Option<DateTime<Utc>>,
}

/// Everything a page of projects refers to, loaded once.
#[derive(Default)]
pub struct ProjectContext {
    orgs: HashMap<OrganizationId, Organization>,
    rounds: HashMap<RoundId, Round>,
    covers: HashMap<MediaId, MediaView>,
    votes: HashMap<ProjectId, i64>,
    /// Settled donations per project: (currency, minor units, USD cents).
    donations: HashMap<ProjectId, Vec<(String, i64, i64)>>,
    voted: Vec<ProjectId>,
}

impl ProjectContext {
    /// Loads what the projects refer to; `person` is the signed-in person, for `user_voted`.
    pub async fn load(
        db: &impl ConnectionTrait,
        media: &MediaStore,
        projects: &[Project],
        person: Option<UserId>,
    ) -> StoreResult<Self> {
        let round_ids = ids(projects, |p| Some(p.round_id));
        let project_ids = ids(projects, |p| Some(p.id));
        let (mut ctx, rounds, voted) = tokio::try_join!(
            Self::load_previews(db, media, projects),
            matchpool_store::rounds::find_many(db, round_ids),
            async {
                match person {
                    Some(person) => matchpool_store::votes::voted_among(db, person, project_ids).await,
                    None => Ok(Vec::new()),
                }
            },
        )?;
        ctx.rounds = rounds.into_iter().map(|r| (r.id, r)).collect();
        ctx.voted = voted;
        Ok(ctx)
    }

    /// Loads what previews show (organizations, covers, and the kept vote and raised totals), without the
    /// rounds and the caller's votes that only full projects carry. The reads run concurrently.
    pub async fn load_previews(
        db: &impl ConnectionTrait,
        media: &MediaStore,
        projects: &[Project],
    ) -> StoreResult<Self> {
        let (orgs, covers, totals) = tokio::try_join!(
            matchpool_store::organizations::find_many(db, ids(projects, |p| Some(p.identity_id))),
            matchpool_store::media::find_many(db, ids(projects, |p| p.cover_id)),
            matchpool_store::totals::of(db, ids(projects, |p| Some(p.id))),
        )?;
        Ok(Self {
            orgs: orgs.into_iter().map(|o| (o.id, o)).collect(),
            rounds: HashMap::new(),
            covers: covers.iter().map(|m| (m.id, media_view(media, m))).collect(),
            votes: totals.votes,
            donations: totals.raised,
            voted: Vec::new(),
        })
    }
}

/// The distinct ids `f` picks from the projects.
fn ids<T: Ord>(projects: &[Project], f: fn(&Project) -> Option<T>) -> Vec<T> {
    let mut v: Vec<T> = projects.iter().filter_map(f).collect();
    v.sort();
    v.dedup();
    v
}

/// The contract's `total_donations`: per currency, the settled amount in major units and the rate
/// that makes `amount × rate` equal the stored USD value.
fn totals(rows: Option<&Vec<(String, i64, i64)>>) -> TotalDonations {
    rows.into_iter()
        .flatten()
        .map(|(currency, minor, usd_cents)| {
            let amount = crate::views::donation::major(*minor, currency);
            let usd = *usd_cents as f64 / 100.0;
            (currency.clone(), CurrencyTotal { amount, rate: if amount > 0.0 { usd / amount } else { 0.0 } })
        })
        .collect()
}

pub fn preview(project: &Project, ctx: &ProjectContext) -> ProjectPreview {
    ProjectPreview {
        id: project.id,
        title: project.title.clone(),
        description: project.description.clone(),
        social_cause: project.social_cause,
        category: project.category,
        city: project.city.clone(),
        country: project.country.clone(),
        cover_id: project.cover_id,
        cover: project.cover_id.and_then(|id| ctx.covers.get(&id)).cloned(),
        identity: public_org(ctx.orgs.get(&project.identity_id), project.identity_id),
        total_requested_amount: cents_to_major(project.total_requested_cents),
        total_donations: totals(ctx.donations.get(&project.id)),
        total_raw_donation_usd: ctx.donations.get(&project.id).map_or(0, |rows| rows.iter().map(|r| r.2).sum::<i64>())
            as f64
            / 100.0,
        total_votes: ctx.votes.get(&project.id).copied().unwrap_or(0),
        status: project.status,
        round_id: project.round_id,
        created_at: project.created_at,
    }
}

/// Whether the caller may see the project's private fields (members of its organization).
#[derive(Debug, Default, Clone, Copy)]
pub struct Viewer {
    pub is_member: bool,
}

pub fn detail(project: &Project, ctx: &ProjectContext, viewer: Viewer, now: DateTime<Utc>) -> Option<ProjectDetail> {
    let round = ctx.rounds.get(&project.round_id)?;
    Some(ProjectDetail {
        preview: preview(project, ctx),
        website: project.website.clone(),
        linkedin: project.linkedin.clone(),
        video: project.video.clone(),
        problem_statement: project.problem_statement.clone(),
        solution: project.solution.clone(),
        goals: project.goals.clone(),
        cost_breakdown: project.cost_breakdown.clone(),
        impact_assessment: project.impact_assessment.clone(),
        impact_assessment_type: project.impact_assessment_type,
        feasibility: project.feasibility.clone(),
        voluntery_contribution: project.voluntery_contribution.clone(),
        email: viewer.is_member.then(|| project.email.clone()),
        wallet_address: project.wallet_address.clone(),
        wallet_env: project.wallet_env,
        round: round_view(round, RoundTotals::default(), now),
        user_voted: ctx.voted.contains(&project.id),
        updated_at: project.updated_at,
        expires_at: None,
        deleted_at: None,
        not_eligible_at: None,
    })
}
