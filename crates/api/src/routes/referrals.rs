//! Referrals (DESIGN §6): every identity has a link; a referred person who has voted and completed
//! KYC earns 1,100 THANK for both sides; a referred organization that completed KYB, once the
//! person who registered it has voted, earns 2,000 THANK for both sides. Each reward is granted
//! once; self-referrals and loops earn nothing.

use std::collections::HashMap;

use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use matchpool_domain::policy::{Referee, RewardSide};
use matchpool_domain::{FieldError, IdentityId, IdentityKind, RewardId, RewardStatus, VerificationStatus};
use matchpool_store::referrals::Reward;
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::error::{ApiError, ApiResult};
use crate::extract::{Acting, Auth, Id, Operator, QueryMap};
use crate::state::AppState;

use matchpool_domain::policy::{ORGANIZATION_REWARD_THANK as ORGANIZATION_THANK, PERSON_REWARD_THANK as PERSON_THANK};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(my_referrals))
        .routes(routes!(my_rewards))
        .routes(routes!(all_rewards))
        .routes(routes!(mark_paid))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Referred {
    #[schema(value_type = Uuid)]
    pub identity_id: IdentityId,
    #[serde(rename = "type")]
    #[schema(rename = "type")]
    pub kind: IdentityKind,
    pub name: String,
    pub joined_at: DateTime<Utc>,
    /// Person: voted and KYC verified; organization: its creator voted and KYB verified.
    pub voted: bool,
    pub verified: bool,
    pub reward_status: ReferralProgress,
    pub thank: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ReferralOverview {
    pub code: String,
    /// The link to share: `{public_url}/referral?code=...`.
    pub link: String,
    pub person_reward_thank: i64,
    pub organization_reward_thank: i64,
    pub referred: Vec<Referred>,
    pub earned_thank: i64,
}

/// Where a referral stands for the referrer: not yet rewarded, rewarded, or the reward paid.
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReferralProgress {
    InProgress,
    Earned,
    Paid,
}

fn reward_status(rewards: &[Reward]) -> ReferralProgress {
    match rewards.iter().find(|r| r.side == RewardSide::Referrer).map(|r| r.status) {
        Some(RewardStatus::Earned) => ReferralProgress::Earned,
        Some(RewardStatus::Paid) => ReferralProgress::Paid,
        None => ReferralProgress::InProgress,
    }
}

/// The acting identity's referral link and the people and organizations it referred.
#[utoipa::path(get, path = "/referrals", tag = "referrals", security(("bearer" = [])),
    responses((status = 200, body = ReferralOverview), (status = 401, body = crate::error::ErrorBody)))]
pub async fn my_referrals(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<ReferralOverview>> {
    let identity = auth.identity_id();
    let code = match &auth.acting {
        Acting::Person => auth.user.referral_code.clone(),
        Acting::Organization { org, .. } => org.referral_code.clone(),
    };
    let earned_thank =
        matchpool_store::referrals::of_identity(&state.db, identity).await?.iter().map(|r| r.thank).sum();
    Ok(axum::Json(ReferralOverview {
        link: format!("{}/referral?code={code}", state.config.public_url),
        code,
        person_reward_thank: PERSON_THANK,
        organization_reward_thank: ORGANIZATION_THANK,
        referred: referred_by(&state, identity).await?,
        earned_thank,
    }))
}

/// The people and organizations `identity` referred, with their progress.
async fn referred_by(state: &AppState, identity: IdentityId) -> ApiResult<Vec<Referred>> {
    let mut referred = Vec::new();
    for user in matchpool_store::users::referred_by(&state.db, identity).await? {
        let rewards = matchpool_store::referrals::of_referee(&state.db, user.id.into()).await?;
        referred.push(Referred {
            identity_id: user.id.into(),
            kind: IdentityKind::Users,
            name: format!("{} {}", user.first_name, user.last_name),
            joined_at: user.created_at,
            voted: matchpool_store::votes::has_any(&state.db, user.id).await?,
            verified: user.kyc == VerificationStatus::Verified,
            reward_status: reward_status(&rewards),
            thank: PERSON_THANK,
        });
    }
    for org in matchpool_store::organizations::referred_by(&state.db, identity).await? {
        let rewards = matchpool_store::referrals::of_referee(&state.db, org.id.into()).await?;
        referred.push(Referred {
            identity_id: org.id.into(),
            kind: IdentityKind::Organizations,
            name: org.name.clone(),
            joined_at: org.created_at,
            voted: matchpool_store::votes::has_any(&state.db, org.created_by).await?,
            verified: org.kyb == VerificationStatus::Verified,
            reward_status: reward_status(&rewards),
            thank: ORGANIZATION_THANK,
        });
    }
    Ok(referred)
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RewardView {
    #[schema(value_type = Uuid)]
    pub id: RewardId,
    /// Who is paid: the referrer or the referee (see `side`).
    #[schema(value_type = Uuid)]
    pub identity_id: IdentityId,
    pub identity_name: String,
    pub side: RewardSide,
    #[schema(value_type = Uuid)]
    pub referrer_id: IdentityId,
    pub referrer_name: String,
    #[schema(value_type = Uuid)]
    pub referee_id: IdentityId,
    pub referee_name: String,
    pub kind: Referee,
    pub thank: i64,
    pub status: RewardStatus,
    pub paid_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// Display names of the identities (people and organizations) rewards name, loaded at once.
async fn names_of(state: &AppState, rows: &[Reward]) -> ApiResult<HashMap<IdentityId, String>> {
    let ids = rows.iter().flat_map(|r| [r.identity_id, r.referrer_id, r.referee_id]).collect();
    Ok(crate::views::identity::identity_names(&state.db, ids).await?)
}

fn view(r: &Reward, names: &HashMap<IdentityId, String>) -> RewardView {
    let name = |id: &IdentityId| names.get(id).cloned().unwrap_or_default();
    RewardView {
        id: r.id,
        identity_id: r.identity_id,
        identity_name: name(&r.identity_id),
        side: r.side,
        referrer_id: r.referrer_id,
        referrer_name: name(&r.referrer_id),
        referee_id: r.referee_id,
        referee_name: name(&r.referee_id),
        kind: r.kind,
        thank: r.thank,
        status: r.status,
        paid_at: r.paid_at,
        created_at: r.created_at,
    }
}

async fn views(state: &AppState, rows: &[Reward]) -> ApiResult<Vec<RewardView>> {
    let names = names_of(state, rows).await?;
    Ok(rows.iter().map(|r| view(r, &names)).collect())
}

/// A CSV field: quoted when it holds a comma, a quote or a line break; a leading `=`, `+`, `-` or
/// `@` is prefixed with `'` so spreadsheets never run a name as a formula.
fn csv_field(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@']) { format!("'{value}") } else { value.to_owned() };
    if value.contains([',', '"', '\n', '\r']) { format!("\"{}\"", value.replace('"', "\"\"")) } else { value }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Rewards {
    pub results: Vec<RewardView>,
    /// Every reward listed, paid or not.
    pub total_thank: i64,
    /// Of which already paid.
    pub paid_thank: i64,
}

impl Rewards {
    fn of(results: Vec<RewardView>) -> Self {
        Self {
            total_thank: results.iter().map(|r| r.thank).sum(),
            paid_thank: results.iter().filter(|r| r.status == RewardStatus::Paid).map(|r| r.thank).sum(),
            results,
        }
    }
}

/// The acting identity's THANK rewards.
#[utoipa::path(get, path = "/referrals/rewards", tag = "referrals", security(("bearer" = [])),
    responses((status = 200, body = Rewards), (status = 401, body = crate::error::ErrorBody)))]
pub async fn my_rewards(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<Rewards>> {
    let rows = matchpool_store::referrals::of_identity(&state.db, auth.identity_id()).await?;
    Ok(axum::Json(Rewards::of(views(&state, &rows).await?)))
}

/// Every reward, for operators, oldest first; `?status=earned|paid` filters, `?format=csv`
/// downloads the ledger.
#[utoipa::path(get, path = "/admin/referrals/rewards", tag = "admin",
    params(("status" = Option<String>, Query), ("format" = Option<String>, Query)), security(("bearer" = [])),
    responses((status = 200, body = Rewards), (status = 403, body = crate::error::ErrorBody), (status = 422, body = crate::error::ErrorBody)))]
pub async fn all_rewards(State(state): State<AppState>, _: Operator, query: QueryMap) -> ApiResult<Response> {
    let status = query
        .filter("status")
        .map(|raw| RewardStatus::parse(raw).ok_or_else(|| ApiError::field("status", FieldError::Invalid)))
        .transpose()?;
    let mut rows = matchpool_store::referrals::all(&state.db).await?;
    rows.retain(|r| status.is_none_or(|s| r.status == s));
    let rows = views(&state, &rows).await?;
    if query.filter("format") == Some("csv") {
        let disposition = "attachment; filename=\"referral-rewards.csv\"";
        let headers = [(header::CONTENT_TYPE, "text/csv; charset=utf-8"), (header::CONTENT_DISPOSITION, disposition)];
        return Ok((headers, ledger_csv(&rows)).into_response());
    }
    Ok(axum::Json(Rewards::of(rows)).into_response())
}

/// The reward ledger as CSV.
fn ledger_csv(rows: &[RewardView]) -> String {
    let mut csv = String::from(
        "id,identity_id,identity_name,side,kind,referrer_id,referrer_name,referee_id,referee_name,thank,status,created_at,paid_at\n",
    );
    for r in rows {
        let fields = [
            r.id.to_string(),
            r.identity_id.to_string(),
            csv_field(&r.identity_name),
            r.side.as_str().to_owned(),
            r.kind.as_str().to_owned(),
            r.referrer_id.to_string(),
            csv_field(&r.referrer_name),
            r.referee_id.to_string(),
            csv_field(&r.referee_name),
            r.thank.to_string(),
            r.status.as_str().to_owned(),
            r.created_at.to_rfc3339(),
            r.paid_at.map(|t| t.to_rfc3339()).unwrap_or_default(),
        ];
        csv.push_str(&fields.join(","));
        csv.push('\n');
    }
    csv
}

/// Mark a reward paid (once).
#[utoipa::path(post, path = "/admin/referrals/rewards/{id}/paid", tag = "admin", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = RewardView), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`referral.already_paid`", body = crate::error::ErrorBody)))]
pub async fn mark_paid(
    State(state): State<AppState>,
    Operator(op): Operator,
    Id(id): Id<RewardId>,
) -> ApiResult<axum::Json<RewardView>> {
    let row = matchpool_app::referrals::mark_paid(&state, op.user.id, id).await?;
    Ok(axum::Json(views(&state, std::slice::from_ref(&row)).await?.remove(0)))
}
