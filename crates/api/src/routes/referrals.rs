//! Referrals (DESIGN §6): every identity has a link; a referred person who has voted and completed
//! KYC earns 1,100 THANK for both sides; a referred organization that completed KYB, once the
//! person who registered it has voted, earns 2,000 THANK for both sides. Each reward is granted
//! once; self-referrals and loops earn nothing.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use matchpool_domain::FieldError;
use matchpool_store::entities::{
    organization::Model as Organization, referral_reward::Model as Reward, user::Model as User,
};
use serde::Serialize;
use utoipa_axum::{router::OpenApiRouter, routes};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::extract::{Acting, Auth, Operator, QueryMap};
use crate::notify::{self, Notice};
use crate::routes::verifications::Subject;
use crate::state::AppState;

pub const PERSON_THANK: i64 = 1_100;
pub const ORGANIZATION_THANK: i64 = 2_000;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(my_referrals))
        .routes(routes!(my_rewards))
        .routes(routes!(all_rewards))
        .routes(routes!(mark_paid))
}

/// Whether `referrer` may earn from `referee`: never oneself, one's own organization, or someone
/// who referred oneself (a loop).
async fn allowed(state: &AppState, referrer: Uuid, referee_person: Uuid) -> ApiResult<bool> {
    if referrer == referee_person {
        return Ok(false);
    }
    if let Some(org) = matchpool_store::organizations::find(&state.db, referrer).await? {
        return Ok(org.created_by != referee_person
            && matchpool_store::users::find(&state.db, org.created_by).await?.and_then(|u| u.referred_by)
                != Some(referee_person));
    }
    Ok(matchpool_store::users::find(&state.db, referrer).await?.is_some_and(|u| u.referred_by != Some(referee_person)))
}

/// Emails every person behind an identity (the person, or an organization's members).
async fn tell(state: &AppState, identity: Uuid, thank: i64) -> ApiResult<()> {
    let people = match matchpool_store::users::find(&state.db, identity).await? {
        Some(user) => vec![user],
        None => {
            let members = matchpool_store::organizations::member_ids(&state.db, identity).await?;
            matchpool_store::users::find_many(&state.db, members).await?
        }
    };
    for person in people {
        notify::send(state, &person.email, &person.language, Notice::Reward { thank }).await;
    }
    Ok(())
}

async fn reward(state: &AppState, referrer: Uuid, referee: Uuid, kind: &str, thank: i64) -> ApiResult<()> {
    let now = Utc::now();
    for (identity, side) in [(referrer, "referrer"), (referee, "referee")] {
        if matchpool_store::referrals::grant(&state.db, identity, side, referrer, referee, kind, thank, now).await? {
            tracing::info!(%identity, side, kind, thank, "referral reward earned");
            tell(state, identity, thank).await?;
        }
    }
    Ok(())
}

async fn evaluate_person(state: &AppState, user: &User) -> ApiResult<()> {
    let Some(referrer) = user.referred_by else { return Ok(()) };
    if user.kyc_status == "verified"
        && matchpool_store::votes::has_any(&state.db, user.id).await?
        && allowed(state, referrer, user.id).await?
    {
        reward(state, referrer, user.id, "person", PERSON_THANK).await?;
    }
    Ok(())
}

async fn evaluate_organization(state: &AppState, org: &Organization) -> ApiResult<()> {
    let Some(referrer) = org.referred_by else { return Ok(()) };
    if org.kyb_status == "verified"
        && matchpool_store::votes::has_any(&state.db, org.created_by).await?
        && allowed(state, referrer, org.created_by).await?
    {
        reward(state, referrer, org.id, "organization", ORGANIZATION_THANK).await?;
    }
    Ok(())
}

/// Checks the rewards a person's vote may have completed (theirs and their organizations').
pub async fn evaluate_person_id(state: &AppState, user: Uuid) -> ApiResult<()> {
    if let Some(user) = matchpool_store::users::find(&state.db, user).await? {
        evaluate_person(state, &user).await?;
        for org in matchpool_store::organizations::created_by(&state.db, user.id).await? {
            evaluate_organization(state, &org).await?;
        }
    }
    Ok(())
}

/// Checks the rewards a verification decision may have completed.
pub async fn evaluate_subject(state: &AppState, subject: Subject) -> ApiResult<()> {
    match subject {
        Subject::User(id) => evaluate_person_id(state, id).await,
        Subject::Organization(id) => match matchpool_store::organizations::find(&state.db, id).await? {
            Some(org) => evaluate_organization(state, &org).await,
            None => Ok(()),
        },
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Referred {
    pub identity_id: Uuid,
    /// `users` or `organizations`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub name: String,
    pub joined_at: DateTime<Utc>,
    /// Person: voted and KYC verified; organization: its creator voted and KYB verified.
    pub voted: bool,
    pub verified: bool,
    /// `in_progress`, `earned` or `paid`.
    pub reward_status: String,
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

fn reward_status(rewards: &[Reward]) -> String {
    match rewards.iter().find(|r| r.side == "referrer") {
        Some(r) => r.status.clone(),
        None => "in_progress".into(),
    }
}

/// The acting identity's referral link and the people and organizations it referred.
#[utoipa::path(get, path = "/referrals", tag = "referrals", security(("bearer" = [])),
    responses((status = 200, body = ReferralOverview), (status = 401, body = crate::error::ErrorBody)))]
pub async fn my_referrals(State(state): State<AppState>, auth: Auth) -> ApiResult<axum::Json<ReferralOverview>> {
    let (identity, code) = match &auth.acting {
        Acting::Person => (auth.user.id, auth.user.referral_code.clone()),
        Acting::Organization { org, .. } => (org.id, org.referral_code.clone()),
    };
    let mut referred = Vec::new();
    for user in matchpool_store::users::referred_by(&state.db, identity).await? {
        let rewards = matchpool_store::referrals::of_referee(&state.db, user.id).await?;
        referred.push(Referred {
            identity_id: user.id,
            kind: "users",
            name: format!("{} {}", user.first_name, user.last_name),
            joined_at: user.created_at,
            voted: matchpool_store::votes::has_any(&state.db, user.id).await?,
            verified: user.kyc_status == "verified",
            reward_status: reward_status(&rewards),
            thank: PERSON_THANK,
        });
    }
    for org in matchpool_store::organizations::referred_by(&state.db, identity).await? {
        let rewards = matchpool_store::referrals::of_referee(&state.db, org.id).await?;
        referred.push(Referred {
            identity_id: org.id,
            kind: "organizations",
            name: org.name.clone(),
            joined_at: org.created_at,
            voted: matchpool_store::votes::has_any(&state.db, org.created_by).await?,
            verified: org.kyb_status == "verified",
            reward_status: reward_status(&rewards),
            thank: ORGANIZATION_THANK,
        });
    }
    let earned_thank =
        matchpool_store::referrals::of_identity(&state.db, identity).await?.iter().map(|r| r.thank).sum();
    Ok(axum::Json(ReferralOverview {
        link: format!("{}/referral?code={code}", state.config.public_url),
        code,
        person_reward_thank: PERSON_THANK,
        organization_reward_thank: ORGANIZATION_THANK,
        referred,
        earned_thank,
    }))
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RewardView {
    pub id: Uuid,
    /// Who is paid: the referrer or the referee (see `side`).
    pub identity_id: Uuid,
    pub identity_name: String,
    pub side: String,
    pub referrer_id: Uuid,
    pub referrer_name: String,
    pub referee_id: Uuid,
    pub referee_name: String,
    pub kind: String,
    pub thank: i64,
    /// `earned` or `paid`.
    pub status: String,
    pub paid_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// Display names of the identities (people and organizations) rewards name, loaded at once.
async fn names_of(state: &AppState, rows: &[Reward]) -> ApiResult<HashMap<Uuid, String>> {
    let ids = rows.iter().flat_map(|r| [r.identity_id, r.referrer_id, r.referee_id]).collect();
    Ok(crate::views::identity::identity_names(&state.db, ids).await?)
}

fn view(r: &Reward, names: &HashMap<Uuid, String>) -> RewardView {
    let name = |id: &Uuid| names.get(id).cloned().unwrap_or_default();
    RewardView {
        id: r.id,
        identity_id: r.identity_id,
        identity_name: name(&r.identity_id),
        side: r.side.clone(),
        referrer_id: r.referrer_id,
        referrer_name: name(&r.referrer_id),
        referee_id: r.referee_id,
        referee_name: name(&r.referee_id),
        kind: r.kind.clone(),
        thank: r.thank,
        status: r.status.clone(),
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
            paid_thank: results.iter().filter(|r| r.status == "paid").map(|r| r.thank).sum(),
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
    let status = query.filter("status");
    if status.is_some_and(|s| !matches!(s, "earned" | "paid")) {
        return Err(ApiError::field("status", FieldError::Invalid));
    }
    let mut rows = matchpool_store::referrals::all(&state.db).await?;
    rows.retain(|r| status.is_none_or(|s| r.status == s));
    let rows = views(&state, &rows).await?;
    if query.filter("format") == Some("csv") {
        let mut csv = String::from(
            "id,identity_id,identity_name,side,kind,referrer_id,referrer_name,referee_id,referee_name,thank,status,created_at,paid_at\n",
        );
        for r in &rows {
            let fields = [
                r.id.to_string(),
                r.identity_id.to_string(),
                csv_field(&r.identity_name),
                r.side.clone(),
                r.kind.clone(),
                r.referrer_id.to_string(),
                csv_field(&r.referrer_name),
                r.referee_id.to_string(),
                csv_field(&r.referee_name),
                r.thank.to_string(),
                r.status.clone(),
                r.created_at.to_rfc3339(),
                r.paid_at.map(|t| t.to_rfc3339()).unwrap_or_default(),
            ];
            csv.push_str(&fields.join(","));
            csv.push('\n');
        }
        return Ok((
            [
                (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
                (header::CONTENT_DISPOSITION, "attachment; filename=\"referral-rewards.csv\""),
            ],
            csv,
        )
            .into_response());
    }
    Ok(axum::Json(Rewards::of(rows)).into_response())
}

/// Mark a reward paid (once).
#[utoipa::path(post, path = "/admin/referrals/rewards/{id}/paid", tag = "admin", params(("id" = Uuid, Path)), security(("bearer" = [])),
    responses((status = 200, body = RewardView), (status = 403, body = crate::error::ErrorBody), (status = 404, body = crate::error::ErrorBody),
        (status = 409, description = "`referral.already_paid`", body = crate::error::ErrorBody)))]
pub async fn mark_paid(
    State(state): State<AppState>,
    Operator(op): Operator,
    Path(id): Path<String>,
) -> ApiResult<axum::Json<RewardView>> {
    let not_found = || ApiError::not_found("referral.not_found", "Reward not found.");
    let id = Uuid::parse_str(&id).map_err(|_| not_found())?;
    matchpool_store::referrals::find(&state.db, id).await?.ok_or_else(not_found)?;
    if !matchpool_store::referrals::mark_paid(&state.db, id, op.user.id, Utc::now()).await? {
        return Err(ApiError::conflict("referral.already_paid", "This reward is already paid."));
    }
    let row = matchpool_store::referrals::find(&state.db, id).await?.ok_or_else(not_found)?;
    Ok(axum::Json(views(&state, std::slice::from_ref(&row)).await?.remove(0)))
}
