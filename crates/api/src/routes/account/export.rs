//! `GET /me/export`: everything the platform keeps about the signed-in person, as one JSON file.

use axum::extract::State;
use axum::response::Response;
use chrono::{DateTime, Utc};
use matchpool_domain::impact::GrantKind;
use matchpool_domain::policy::{Referee, RewardSide};
use matchpool_domain::{
    CommentId, Currency, DonationId, DonationState, IdentityId, IdentityKind, ProjectId, Rail, RewardId, RewardStatus,
    Role, RoundId, VoteId,
};
use serde::Serialize;

use crate::error::ApiResult;
use crate::extract::Auth;
use crate::state::AppState;
use crate::views::me::{Me, me_view};
use crate::views::proof::InclusionCodeView;

/// The person's data export (issue 13: "Download my data").
#[derive(Serialize, utoipa::ToSchema)]
pub struct DataExport {
    pub exported_at: DateTime<Utc>,
    pub profile: Me,
    /// The person, then each organization they belong to with their role.
    pub identities: Vec<ExportedIdentity>,
    pub donations: Vec<ExportedDonation>,
    pub votes: Vec<ExportedVote>,
    /// Comments written by the person, as themselves or for one of their organizations.
    pub comments: Vec<ExportedComment>,
    /// The person's own THANK rewards.
    pub rewards: Vec<ExportedReward>,
    pub impact_points: ExportedImpact,
    /// The person's inclusion code for each round they gave to or voted in (docs/PROOFS.md §6b),
    /// by round number.
    pub inclusion_codes: Vec<InclusionCodeView>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ExportedIdentity {
    #[schema(value_type = Uuid)]
    pub id: IdentityId,
    #[serde(rename = "type")]
    pub kind: IdentityKind,
    pub name: String,
    /// The organization's short name, for organizations.
    pub shortname: Option<String>,
    /// The person's role, for organizations.
    pub role: Option<Role>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ExportedDonation {
    #[schema(value_type = Uuid)]
    pub id: DonationId,
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    #[schema(value_type = Uuid)]
    pub round_id: RoundId,
    /// Amounts in minor units (cents or lovelace).
    pub currency: Currency,
    pub amount_minor: i64,
    pub fee_minor: i64,
    pub total_minor: i64,
    pub usd_cents: i64,
    pub payment_type: Rail,
    pub state: DonationState,
    pub anonymous: bool,
    pub txid: Option<String>,
    pub created_at: DateTime<Utc>,
    pub settled_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ExportedVote {
    #[schema(value_type = Uuid)]
    pub id: VoteId,
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    #[schema(value_type = Uuid)]
    pub round_id: RoundId,
    pub created_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ExportedComment {
    #[schema(value_type = Uuid)]
    pub id: CommentId,
    #[schema(value_type = Uuid)]
    pub project_id: ProjectId,
    /// The identity it was written as (the person or one of their organizations).
    #[schema(value_type = Uuid)]
    pub identity_id: IdentityId,
    #[schema(value_type = Option<Uuid>)]
    pub parent_id: Option<CommentId>,
    pub content: String,
    pub hidden: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ExportedReward {
    #[schema(value_type = Uuid)]
    pub id: RewardId,
    pub side: RewardSide,
    pub kind: Referee,
    pub thank: i64,
    pub status: RewardStatus,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ExportedImpact {
    pub total: i64,
    pub grants: Vec<ExportedGrant>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ExportedGrant {
    pub points: i64,
    /// A negative grant (`reversal`) takes back a vote's or a donation's.
    pub kind: GrantKind,
    #[schema(value_type = Option<Uuid>)]
    pub project_id: Option<ProjectId>,
    pub created_at: DateTime<Utc>,
}

/// Download everything the platform keeps about the signed-in person (a JSON attachment).
#[utoipa::path(get, path = "/me/export", tag = "identities", security(("bearer" = [])),
    responses((status = 200, body = DataExport, description = "`Content-Disposition: attachment`"),
        (status = 401, body = crate::error::ErrorBody)))]
pub async fn export_my_data(State(state): State<AppState>, auth: Auth) -> ApiResult<Response> {
    let user = auth.user;
    let data = matchpool_store::leaving::export(&state.db, user.id).await?;
    let total = data.impact_points.iter().map(|g| g.points).sum();
    let inclusion_codes = inclusion_codes(&state, &user, &data).await?;
    let export = DataExport {
        exported_at: Utc::now(),
        profile: me_view(&user, total),
        identities: identities(&user, data.organizations),
        donations: data.donations.into_iter().map(donation).collect(),
        votes: data.votes.into_iter().map(vote).collect(),
        comments: data.comments.into_iter().map(comment).collect(),
        rewards: data.rewards.into_iter().map(reward).collect(),
        impact_points: ExportedImpact { total, grants: data.impact_points.into_iter().map(grant).collect() },
        inclusion_codes,
    };
    let bytes = serde_json::to_vec_pretty(&export).map_err(anyhow::Error::from)?;
    let name = format!("matchpool-data-{}.json", Utc::now().format("%Y-%m-%d"));
    Ok(crate::lookup::attachment("application/json", &name, bytes))
}

/// The person's inclusion code for every round of their donations and votes.
async fn inclusion_codes(
    state: &AppState,
    user: &matchpool_domain::identity::User,
    data: &matchpool_store::leaving::Export,
) -> ApiResult<Vec<InclusionCodeView>> {
    let mut rounds: Vec<RoundId> = data.donations.iter().map(|d| d.round).collect();
    rounds.extend(data.votes.iter().map(|v| v.round));
    rounds.sort_unstable();
    rounds.dedup();
    let mut rounds = matchpool_store::rounds::find_many(&state.db, rounds).await?;
    rounds.sort_by_key(|r| r.number);
    Ok(rounds.iter().map(|round| InclusionCodeView::of(&state.app, round, user.id)).collect())
}

/// The person, then each organization they belong to with their role.
fn identities(
    user: &matchpool_domain::identity::User,
    organizations: Vec<(matchpool_domain::identity::Organization, Role)>,
) -> Vec<ExportedIdentity> {
    let person = ExportedIdentity {
        id: user.id.into(),
        kind: IdentityKind::Users,
        name: format!("{} {}", user.first_name, user.last_name).trim().to_owned(),
        shortname: None,
        role: None,
    };
    std::iter::once(person)
        .chain(organizations.into_iter().map(|(org, role)| ExportedIdentity {
            id: org.id.into(),
            kind: IdentityKind::Organizations,
            name: org.name,
            shortname: Some(org.shortname),
            role: Some(role),
        }))
        .collect()
}

fn vote(v: matchpool_domain::vote::Vote) -> ExportedVote {
    ExportedVote {
        id: v.id,
        project_id: v.project,
        round_id: v.round,
        created_at: v.created_at,
        revoked_at: v.revoked_at,
    }
}

fn comment(c: matchpool_store::comments::Comment) -> ExportedComment {
    ExportedComment {
        id: c.id,
        project_id: c.project_id,
        identity_id: c.identity_id,
        parent_id: c.parent_id,
        content: c.content,
        hidden: c.hidden_at.is_some(),
        created_at: c.created_at,
        updated_at: c.updated_at,
    }
}

fn reward(r: matchpool_store::referrals::Reward) -> ExportedReward {
    ExportedReward {
        id: r.id,
        side: r.side,
        kind: r.kind,
        thank: r.thank,
        status: r.status,
        created_at: r.created_at,
        paid_at: r.paid_at,
    }
}

fn grant(g: matchpool_store::impact::Grant) -> ExportedGrant {
    ExportedGrant { points: g.points, kind: g.kind, project_id: g.project_id, created_at: g.created_at }
}

fn donation(d: matchpool_domain::donation::Donation) -> ExportedDonation {
    ExportedDonation {
        id: d.id,
        project_id: d.project,
        round_id: d.round,
        currency: d.amount.currency,
        amount_minor: d.amount.minor,
        fee_minor: d.fee.minor,
        total_minor: d.total().minor,
        usd_cents: d.usd_cents,
        payment_type: d.rail,
        state: d.state,
        anonymous: d.anonymous,
        txid: d.txid,
        created_at: d.created_at,
        settled_at: d.settled_at,
    }
}
