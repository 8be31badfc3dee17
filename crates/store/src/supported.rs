//! What a vote or a donation checks of a project before it writes: the project, its round, and
//! whether its organization has closed. Two statements on two of the pool's connections at once
//! (the project joined to its round; the organization by the project's id), where reading the
//! project first and then the other two took two round trips in sequence: each one waits for a
//! turn on a busy machine, and a vote beside a live round's readers is a dozen of them (issue 30).

use sea_orm::sea_query::Query;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QuerySelect};

use crate::entities::{organization, project, round};
use crate::error::StoreResult;
use matchpool_domain::ProjectId;
use matchpool_domain::project::Project;
use matchpool_domain::round::Round;

/// A project with its round (`None` if the round is missing) and whether its organization has
/// closed; `None` if there is no such project.
pub async fn find(db: &impl ConnectionTrait, id: ProjectId) -> StoreResult<Option<(Project, Option<Round>, bool)>> {
    let with_round = project::Entity::find_by_id(id).select_also(round::Entity).join(
        JoinType::LeftJoin,
        project::Entity::belongs_to(round::Entity).from(project::Column::RoundId).to(round::Column::Id).into(),
    );
    let owner = organization::Entity::find().filter(
        organization::Column::Id.in_subquery(
            Query::select()
                .column(project::Column::IdentityId)
                .from(project::Entity)
                .and_where(project::Column::Id.eq(id))
                .to_owned(),
        ),
    );
    let (found, owner) = tokio::try_join!(with_round.one(db), owner.one(db))?;
    let Some((project, round)) = found else { return Ok(None) };
    let closed = owner.is_some_and(|org| org.closed_at.is_some());
    Ok(Some((crate::projects::record(project)?, round.map(crate::rounds::record).transpose()?, closed)))
}
