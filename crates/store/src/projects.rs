//! Projects: writes (kept in step with the full-text index), look-ups, and the filtered, ranked
//! list behind `/projects` and `/projects/preview`. Answers are domain [`Project`] records; the
//! entity stays inside the store (but for the bulk loaders' [`new_model`] and [`index_many`]).

use matchpool_domain::{MediaId, OrganizationId, ProjectId, ProjectStatus, RoundId};
use std::collections::HashMap;

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseBackend, DbErr, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, Set, Statement, TryIntoModel, Unchanged,
};
use uuid::Uuid;

pub use matchpool_domain::project::Project;
use matchpool_domain::project::{ImpactAssessmentType, SocialCause, Track, WalletEnv};

use crate::entities::project::{self, ActiveModel, Entity as Projects, Model};
use crate::error::{StoreError, StoreResult, Unique, corrupt};

/// A stored cause or track: `None` when blank (a draft's), an error when unknown.
fn vocabulary<T>(m: &Model, raw: &str, parse: fn(&str) -> Option<T>, what: &str) -> Result<Option<T>, DbErr> {
    match raw {
        "" => Ok(None),
        raw => parse(raw).map(Some).ok_or_else(|| corrupt("project", m.id, what)),
    }
}

pub(crate) fn record(m: Model) -> Result<Project, DbErr> {
    let impact_assessment_type = ImpactAssessmentType::parse(&m.impact_assessment_type)
        .ok_or_else(|| corrupt("project", m.id, "impact assessment type"))?;
    let wallet_env = WalletEnv::parse(&m.wallet_env).ok_or_else(|| corrupt("project", m.id, "wallet env"))?;
    Ok(Project {
        social_cause: vocabulary(&m, &m.social_cause, SocialCause::parse, "social cause")?,
        category: vocabulary(&m, &m.category, Track::parse, "category")?,
        status: m.status(),
        id: m.id.into(),
        round_id: m.round_id.into(),
        identity_id: m.identity_id.into(),
        title: m.title,
        description: m.description,
        email: m.email,
        linkedin: m.linkedin,
        website: m.website,
        video: m.video,
        city: m.city,
        country: m.country,
        problem_statement: m.problem_statement,
        solution: m.solution,
        goals: m.goals,
        cost_breakdown: m.cost_breakdown,
        impact_assessment: m.impact_assessment,
        impact_assessment_type,
        feasibility: m.feasibility,
        voluntery_contribution: m.voluntery_contribution,
        total_requested_cents: m.total_requested_cents,
        cover_id: m.cover_id.map(MediaId::from),
        wallet_address: m.wallet_address,
        wallet_env,
        idempotency_key: m.idempotency_key,
        request_hash: m.request_hash,
        created_at: m.created_at,
        updated_at: m.updated_at,
    })
}

pub(crate) fn records(rows: Vec<Model>) -> Result<Vec<Project>, DbErr> {
    rows.into_iter().map(record).collect()
}

pub use matchpool_domain::project::ProjectFields;

/// What search reads besides the title.
fn search_body(fields: &ProjectFields, organization_name: &str) -> String {
    let cause = fields.social_cause.map_or("", |c| c.as_str()).replace('_', " ").to_lowercase();
    let description = matchpool_domain::free_text::plain_text(&fields.description);
    [
        description.as_str(),
        organization_name,
        &cause,
        fields.city.as_deref().unwrap_or(""),
        fields.country.as_deref().unwrap_or(""),
    ]
    .join("\n")
}

/// Sets the row's columns to the fields.
fn apply(fields: ProjectFields, active: &mut ActiveModel, organization_name: &str) {
    active.search_body = Set(search_body(&fields, organization_name));
    active.title = Set(fields.title);
    active.description = Set(fields.description);
    active.social_cause = Set(fields.social_cause.map_or("", |c| c.as_str()).to_owned());
    active.category = Set(fields.category.map_or("", |c| c.as_str()).to_owned());
    active.email = Set(fields.email);
    active.linkedin = Set(fields.linkedin);
    active.website = Set(fields.website);
    active.video = Set(fields.video);
    active.city = Set(fields.city);
    active.country = Set(fields.country);
    active.problem_statement = Set(fields.problem_statement);
    active.solution = Set(fields.solution);
    active.goals = Set(fields.goals);
    active.cost_breakdown = Set(fields.cost_breakdown);
    active.impact_assessment = Set(fields.impact_assessment);
    active.impact_assessment_type = Set(fields.impact_assessment_type.as_str().to_owned());
    active.feasibility = Set(fields.feasibility);
    active.voluntery_contribution = Set(fields.voluntery_contribution);
    active.total_requested_cents = Set(fields.total_requested_cents);
    active.cover_id = Set(fields.cover_id.map(Uuid::from));
    active.wallet_address = Set(fields.wallet_address);
    active.wallet_env = Set(fields.wallet_env.as_str().to_owned());
    active.status = Set(fields.status.as_str().to_owned());
}

/// The `Idempotency-Key` a project is created with and the fingerprint of that request.
#[derive(Debug, Clone)]
pub struct CreateRequest {
    pub key: String,
    pub hash: String,
}

/// Inserts a new project; a second project with the same organization and idempotency key is
/// `StoreError::Duplicate(Unique::IdempotencyKey)`.
pub async fn insert(
    db: &impl ConnectionTrait,
    round_id: RoundId,
    identity_id: OrganizationId,
    organization_name: &str,
    fields: ProjectFields,
    request: Option<CreateRequest>,
    now: DateTime<Utc>,
) -> StoreResult<Project> {
    let (key, hash) = request.map(|r| (r.key, r.hash)).unzip();
    let mut active = ActiveModel {
        id: Set(ProjectId::generate().into()),
        round_id: Set(round_id.into()),
        identity_id: Set(identity_id.into()),
        idempotency_key: Set(key),
        request_hash: Set(hash),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    apply(fields, &mut active, organization_name);
    let project =
        active.insert(db).await.map_err(|err| StoreError::classify(err, &[("idempotency", Unique::IdempotencyKey)]))?;
    index(db, &project).await?;
    Ok(record(project)?)
}

/// The organization's project created with this idempotency key, if any.
pub async fn find_by_key(
    db: &impl ConnectionTrait,
    identity_id: OrganizationId,
    key: &str,
) -> StoreResult<Option<Project>> {
    Ok(Projects::find()
        .filter(project::Column::IdentityId.eq(identity_id))
        .filter(project::Column::IdempotencyKey.eq(key))
        .one(db)
        .await?
        .map(record)
        .transpose()?)
}

pub async fn update(
    db: &impl ConnectionTrait,
    project: Project,
    organization_name: &str,
    fields: ProjectFields,
    now: DateTime<Utc>,
) -> StoreResult<Project> {
    let mut active = ActiveModel { id: Unchanged(project.id.into()), ..Default::default() };
    apply(fields, &mut active, organization_name);
    active.updated_at = Set(now);
    let project = active.update(db).await?;
    index(db, &project).await?;
    Ok(record(project)?)
}

/// Like [`update`], but only while the project's `updated_at` is still `base` (the copy the edit
/// was made from): `None`, with nothing written, when another write came first. The condition is
/// part of the `UPDATE`, so of two racing writers from the same copy only one succeeds.
pub async fn update_if_unchanged(
    db: &impl ConnectionTrait,
    id: ProjectId,
    organization_name: &str,
    fields: ProjectFields,
    base: DateTime<Utc>,
    now: DateTime<Utc>,
) -> StoreResult<Option<Project>> {
    let mut active = ActiveModel { ..Default::default() };
    apply(fields, &mut active, organization_name);
    active.updated_at = Set(now);
    let written = Projects::update_many()
        .set(active)
        .filter(project::Column::Id.eq(id))
        .filter(project::Column::UpdatedAt.eq(base))
        .exec(db)
        .await?;
    if written.rows_affected == 0 {
        return Ok(None);
    }
    let Some(project) = Projects::find_by_id(id).one(db).await? else {
        return Ok(None);
    };
    index(db, &project).await?;
    Ok(Some(record(project)?))
}

/// A project row as [`insert`] writes it, for the bulk loader (`crate::bulk`), which fills
/// SQLite's search index with [`index_many`] afterwards.
pub(crate) fn new_model(
    id: ProjectId,
    round_id: RoundId,
    identity_id: OrganizationId,
    organization_name: &str,
    fields: ProjectFields,
    now: DateTime<Utc>,
) -> Model {
    let mut active = ActiveModel {
        id: Set(id.into()),
        round_id: Set(round_id.into()),
        identity_id: Set(identity_id.into()),
        idempotency_key: Set(None),
        request_hash: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    };
    apply(fields, &mut active, organization_name);
    active.try_into_model().expect("apply sets every column")
}

/// Adds projects inserted in bulk to SQLite's search index, in multi-row statements (PostgreSQL's
/// index is a generated column).
pub(crate) async fn index_many(db: &impl ConnectionTrait, projects: &[Model]) -> Result<(), DbErr> {
    if db.get_database_backend() != DatabaseBackend::Sqlite {
        return Ok(());
    }
    for chunk in projects.chunks(10_000) {
        let placeholders = vec!["(?, ?, ?)"; chunk.len()].join(", ");
        let values: Vec<sea_orm::Value> = chunk
            .iter()
            .flat_map(|p| [p.id.to_string().into(), p.title.clone().into(), p.search_body.clone().into()])
            .collect();
        db.execute_raw(Statement::from_sql_and_values(
            DatabaseBackend::Sqlite,
            format!("INSERT INTO projects_fts (project_id, title, body) VALUES {placeholders}"),
            values,
        ))
        .await?;
    }
    Ok(())
}

/// Re-reads the search text of every project of an organization, after its name changed (the
/// name is part of what search reads).
pub async fn reindex_organization(
    db: &impl ConnectionTrait,
    organization_id: OrganizationId,
    organization_name: &str,
) -> StoreResult<()> {
    let projects = Projects::find().filter(project::Column::IdentityId.eq(organization_id)).all(db).await?;
    for project in projects {
        let body = search_body(&ProjectFields::of(&record(project.clone())?), organization_name);
        if body == project.search_body {
            continue;
        }
        let mut active: ActiveModel = project.into();
        active.search_body = Set(body);
        let project = active.update(db).await?;
        index(db, &project).await?;
    }
    Ok(())
}

/// Deletes a project for good, with its search entry.
pub async fn delete(db: &impl ConnectionTrait, id: ProjectId) -> StoreResult<()> {
    if db.get_database_backend() == DatabaseBackend::Sqlite {
        db.execute_raw(Statement::from_sql_and_values(
            DatabaseBackend::Sqlite,
            "DELETE FROM projects_fts WHERE project_id = ?",
            [id.to_string().into()],
        ))
        .await?;
    }
    Projects::delete_by_id(id).exec(db).await?;
    Ok(())
}

/// The public projects (id, last change), oldest first, at most `limit`: what a sitemap lists.
pub async fn public_index(db: &impl ConnectionTrait, limit: u64) -> StoreResult<Vec<(ProjectId, DateTime<Utc>)>> {
    let rows: Vec<(Uuid, DateTime<Utc>)> = Projects::find()
        .select_only()
        .column(project::Column::Id)
        .column(project::Column::UpdatedAt)
        .filter(project::Column::Status.eq(ProjectStatus::Active.as_str()))
        .order_by_asc(project::Column::CreatedAt)
        .limit(limit)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows.into_iter().map(|(id, at)| (id.into(), at)).collect())
}

pub async fn find(db: &impl ConnectionTrait, id: ProjectId) -> StoreResult<Option<Project>> {
    Ok(Projects::find_by_id(id).one(db).await?.map(record).transpose()?)
}

pub async fn find_many(db: &impl ConnectionTrait, ids: Vec<ProjectId>) -> StoreResult<Vec<Project>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    Ok(records(Projects::find().filter(project::Column::Id.is_in(ids)).all(db).await?)?)
}

/// Keeps SQLite's FTS5 index in step (PostgreSQL's is a generated column).
async fn index(db: &impl ConnectionTrait, project: &Model) -> Result<(), DbErr> {
    if db.get_database_backend() != DatabaseBackend::Sqlite {
        return Ok(());
    }
    let id = project.id.to_string();
    db.execute_raw(Statement::from_sql_and_values(
        DatabaseBackend::Sqlite,
        "DELETE FROM projects_fts WHERE project_id = ?",
        [id.clone().into()],
    ))
    .await?;
    db.execute_raw(Statement::from_sql_and_values(
        DatabaseBackend::Sqlite,
        "INSERT INTO projects_fts (project_id, title, body) VALUES (?, ?, ?)",
        [id.into(), project.title.clone().into(), project.search_body.clone().into()],
    ))
    .await?;
    Ok(())
}

/// What a project list asks for.
#[derive(Debug, Default, Clone)]
pub struct ListFilter {
    pub round_id: Option<RoundId>,
    pub category: Option<Track>,
    pub query: Option<String>,
    pub identity_id: Option<OrganizationId>,
    /// Drafts and projects in review of `identity_id` are included (the caller acts as that identity).
    pub include_drafts: bool,
    /// Only projects in this state (an organization's own drafts, say); a public list holds
    /// public projects only, whatever this asks.
    pub status: Option<ProjectStatus>,
}

/// The most matches a keyword search ranks; beyond this people refine their words.
const SEARCH_LIMIT: u64 = 1000;

/// One page of projects and the total. Keyword searches are ranked by relevance (title first),
/// then by creation; an organization's own list is newest first; otherwise oldest first.
pub async fn list(
    db: &impl ConnectionTrait,
    filter: &ListFilter,
    offset: u64,
    limit: u64,
) -> StoreResult<(Vec<Project>, u64)> {
    let condition = list_condition(filter);
    let Some(query) = filter.query.as_deref() else {
        let select = Projects::find().filter(condition);
        let ordered = if filter.identity_id.is_some() {
            select.clone().order_by_desc(project::Column::CreatedAt)
        } else {
            select.clone().order_by_asc(project::Column::CreatedAt)
        };
        let page = ordered.order_by_asc(project::Column::Id).offset(offset).limit(limit);
        let (total, rows) = tokio::try_join!(select.count(db), page.all(db))?;
        return Ok((records(rows)?, total));
    };
    let kept = ranked_matches(db, condition, query).await?;
    let total = kept.len() as u64;
    let page: Vec<ProjectId> = kept.into_iter().skip(offset as usize).take(limit as usize).collect();
    Ok((in_order(db, &page).await?, total))
}

/// Every project a list shows, as ids in the list's order: what a kept listing holds (it changes
/// only when projects are created, edited, reviewed or deleted, never with votes or donations).
pub async fn ordered_ids(db: &impl ConnectionTrait, filter: &ListFilter) -> StoreResult<Vec<ProjectId>> {
    let condition = list_condition(filter);
    let Some(query) = filter.query.as_deref() else {
        let select = Projects::find().select_only().column(project::Column::Id).filter(condition);
        let ordered = if filter.identity_id.is_some() {
            select.order_by_desc(project::Column::CreatedAt)
        } else {
            select.order_by_asc(project::Column::CreatedAt)
        };
        let ids: Vec<Uuid> = ordered.order_by_asc(project::Column::Id).into_tuple().all(db).await?;
        return Ok(ids.into_iter().map(ProjectId::from).collect());
    };
    Ok(ranked_matches(db, condition, query).await?)
}

/// The projects of `ids`, in that order.
pub async fn in_order(db: &impl ConnectionTrait, ids: &[ProjectId]) -> StoreResult<Vec<Project>> {
    let mut rows = find_many(db, ids.to_vec()).await?;
    rows.sort_by_key(|p| ids.iter().position(|id| *id == p.id));
    Ok(rows)
}

/// The matches of a keyword search that `condition` keeps, best first, then by creation.
async fn ranked_matches(db: &impl ConnectionTrait, condition: Condition, query: &str) -> Result<Vec<ProjectId>, DbErr> {
    let ranked = search(db, query).await?;
    if ranked.is_empty() {
        return Ok(Vec::new());
    }
    // The matches the filters keep, as ids and dates only.
    let mut kept: Vec<(Uuid, DateTime<Utc>)> = Projects::find()
        .select_only()
        .column(project::Column::Id)
        .column(project::Column::CreatedAt)
        .filter(condition.add(project::Column::Id.is_in(ranked.clone())))
        .into_tuple()
        .all(db)
        .await?;
    let rank: HashMap<Uuid, usize> = ranked.iter().enumerate().map(|(i, id)| (*id, i)).collect();
    kept.sort_by_key(|(id, created)| (rank.get(id).copied(), *created));
    Ok(kept.into_iter().map(|(id, _)| id.into()).collect())
}

/// What a list keeps: its filters, and the status its readers may see.
fn list_condition(filter: &ListFilter) -> Condition {
    let mut condition = Condition::all();
    if let Some(round) = filter.round_id {
        condition = condition.add(project::Column::RoundId.eq(round));
    }
    if let Some(category) = filter.category {
        condition = condition.add(project::Column::Category.eq(category.as_str()));
    }
    if let Some(identity) = filter.identity_id {
        condition = condition.add(project::Column::IdentityId.eq(identity));
    }
    if let Some(status) = filter.status {
        condition = condition.add(project::Column::Status.eq(status.as_str()));
    }
    if filter.include_drafts {
        condition.add(project::Column::Status.is_in(ProjectStatus::OWNER_LISTED.map(ProjectStatus::as_str)))
    } else {
        condition.add(project::Column::Status.eq(ProjectStatus::Active.as_str()))
    }
}

/// The words of a search, letters and digits only, so they can never be query syntax.
fn terms(query: &str) -> Vec<String> {
    query.split(|c: char| !c.is_alphanumeric()).filter(|t| !t.is_empty()).take(12).map(|t| t.to_lowercase()).collect()
}

/// Ids of projects matching every word (as a prefix), best first.
async fn search(db: &impl ConnectionTrait, query: &str) -> Result<Vec<Uuid>, DbErr> {
    let terms = terms(query);
    if terms.is_empty() {
        return Ok(Vec::new());
    }
    let backend = db.get_database_backend();
    let rows = match backend {
        DatabaseBackend::Postgres => {
            let tsquery = terms.iter().map(|t| format!("{t}:*")).collect::<Vec<_>>().join(" & ");
            let stmt = Statement::from_sql_and_values(
                backend,
                "SELECT id FROM projects WHERE search_vector @@ to_tsquery('simple', $1)
                 ORDER BY ts_rank(search_vector, to_tsquery('simple', $1)) DESC, created_at ASC LIMIT $2",
                [tsquery.into(), (SEARCH_LIMIT as i64).into()],
            );
            db.query_all_raw(stmt).await?.iter().filter_map(|r| r.try_get::<Uuid>("", "id").ok()).collect()
        }
        _ => {
            let fts = terms.iter().map(|t| format!("\"{t}\"*")).collect::<Vec<_>>().join(" ");
            let stmt = Statement::from_sql_and_values(
                backend,
                "SELECT project_id FROM projects_fts WHERE projects_fts MATCH ? ORDER BY bm25(projects_fts, 0.0, 10.0, 1.0) LIMIT ?",
                [fts.into(), (SEARCH_LIMIT as i64).into()],
            );
            db.query_all_raw(stmt)
                .await?
                .iter()
                .filter_map(|r| r.try_get::<String>("", "project_id").ok())
                .filter_map(|s| Uuid::parse_str(&s).ok())
                .collect()
        }
    };
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::terms;

    #[test]
    fn search_terms_cannot_inject_query_syntax() {
        assert_eq!(terms("clean \"water\" OR* -x"), vec!["clean", "water", "or", "x"]);
        assert_eq!(terms("   "), Vec::<String>::new());
        assert_eq!(terms("agua potable, México"), vec!["agua", "potable", "méxico"]);
    }
}
