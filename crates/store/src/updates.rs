//! Project updates and the supporters who receive them by email. Written only by the updates use
//! cases (`matchpool_app::updates`).

use std::collections::BTreeSet;

use chrono::{DateTime, Utc};
use matchpool_domain::update::UpdateScope;
use matchpool_domain::{DonationState, MediaId, OrganizationId, ProjectId, UpdateId, UserId};
use sea_orm::sea_query::OnConflict;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Set, Unchanged,
};
use uuid::Uuid;

pub use matchpool_domain::update::Update;

use crate::entities::project_update::{self, ActiveModel, Entity as Updates};
use crate::entities::update_unsubscribe::{self, Entity as Unsubscribes};
use crate::entities::{donation, user, vote};
use crate::error::StoreResult;

fn record(m: project_update::Model) -> Update {
    Update {
        id: m.id.into(),
        project_id: m.project_id.into(),
        organization_id: m.organization_id.into(),
        author_id: m.author_id.into(),
        title: m.title,
        body: m.body,
        media_id: m.media_id.map(MediaId::from),
        hidden_at: m.hidden_at,
        created_at: m.created_at,
        updated_at: m.updated_at,
    }
}

/// An update of the update's row: only the columns set on it change.
fn changing(update: &Update) -> ActiveModel {
    ActiveModel { id: Unchanged(update.id.into()), ..Default::default() }
}

/// What a new update holds.
pub struct NewUpdate {
    pub project_id: ProjectId,
    pub organization_id: OrganizationId,
    pub author_id: UserId,
    pub title: String,
    pub body: String,
    pub media_id: Option<MediaId>,
}

pub async fn insert(db: &impl ConnectionTrait, new: NewUpdate, now: DateTime<Utc>) -> StoreResult<Update> {
    Ok(ActiveModel {
        id: Set(UpdateId::generate().into()),
        project_id: Set(new.project_id.into()),
        organization_id: Set(new.organization_id.into()),
        author_id: Set(new.author_id.into()),
        title: Set(new.title),
        body: Set(new.body),
        media_id: Set(new.media_id.map(Uuid::from)),
        hidden_at: Set(None),
        created_at: Set(now),
        updated_at: Set(now),
    }
    .insert(db)
    .await
    .map(record)?)
}

pub async fn find(db: &impl ConnectionTrait, id: UpdateId) -> StoreResult<Option<Update>> {
    Ok(Updates::find_by_id(id).one(db).await?.map(record))
}

/// Replaces the title, body and image.
pub async fn edit(
    db: &impl ConnectionTrait,
    update: Update,
    title: String,
    body: String,
    media_id: Option<MediaId>,
    now: DateTime<Utc>,
) -> StoreResult<Update> {
    let mut active = changing(&update);
    active.title = Set(title);
    active.body = Set(body);
    active.media_id = Set(media_id.map(Uuid::from));
    active.updated_at = Set(now);
    Ok(active.update(db).await.map(record)?)
}

pub async fn set_hidden(
    db: &impl ConnectionTrait,
    update: Update,
    hidden: bool,
    now: DateTime<Utc>,
) -> StoreResult<Update> {
    let mut active = changing(&update);
    active.hidden_at = Set(hidden.then_some(now));
    Ok(active.update(db).await.map(record)?)
}

pub async fn delete(db: &impl ConnectionTrait, id: UpdateId) -> StoreResult<()> {
    Ok(Updates::delete_by_id(id).exec(db).await.map(|_| ())?)
}

/// A page of a project's updates, newest first, hidden ones included only when asked, and the
/// total.
pub async fn page(
    db: &impl ConnectionTrait,
    project: ProjectId,
    with_hidden: bool,
    offset: u64,
    limit: u64,
) -> StoreResult<(Vec<Update>, u64)> {
    let mut select = Updates::find().filter(project_update::Column::ProjectId.eq(project));
    if !with_hidden {
        select = select.filter(project_update::Column::HiddenAt.is_null());
    }
    let total = select.clone().count(db).await?;
    let rows = select
        .order_by_desc(project_update::Column::CreatedAt)
        .order_by_desc(project_update::Column::Id)
        .offset(offset)
        .limit(limit)
        .all(db)
        .await?;
    Ok((rows.into_iter().map(record).collect(), total))
}

/// Who receives a project's updates by email: each person who voted for it (a counting vote) or
/// whose donation to it is settled, once, with a confirmed email address (a deleted account has
/// none), unless they opted out of this project's updates or of all.
pub async fn recipients(db: &impl ConnectionTrait, project: ProjectId) -> StoreResult<Vec<crate::users::User>> {
    let voters: Vec<Uuid> = vote::Entity::find()
        .select_only()
        .column(vote::Column::UserId)
        .filter(vote::Column::ProjectId.eq(project))
        .filter(vote::Column::RevokedAt.is_null())
        .into_tuple()
        .all(db)
        .await?;
    let donors: Vec<Uuid> = donation::Entity::find()
        .select_only()
        .column(donation::Column::UserId)
        .filter(donation::Column::ProjectId.eq(project))
        .filter(donation::Column::State.eq(DonationState::Settled.as_str()))
        .into_tuple()
        .all(db)
        .await?;
    let supporters: BTreeSet<Uuid> = voters.into_iter().chain(donors).collect();
    if supporters.is_empty() {
        return Ok(Vec::new());
    }
    let opted_out: BTreeSet<Uuid> = Unsubscribes::find()
        .select_only()
        .column(update_unsubscribe::Column::UserId)
        .filter(
            Condition::any()
                .add(update_unsubscribe::Column::Scope.eq(UpdateScope::All.to_string()))
                .add(update_unsubscribe::Column::Scope.eq(UpdateScope::Project(project).to_string())),
        )
        .into_tuple::<Uuid>()
        .all(db)
        .await?
        .into_iter()
        .collect();
    let wanted: Vec<Uuid> = supporters.difference(&opted_out).copied().collect();
    let mut people = Vec::with_capacity(wanted.len());
    for chunk in wanted.chunks(500) {
        people.extend(crate::users::records(
            user::Entity::find()
                .filter(user::Column::Id.is_in(chunk.to_vec()))
                .filter(user::Column::EmailVerifiedAt.is_not_null())
                .order_by_asc(user::Column::Id)
                .all(db)
                .await?,
        )?);
    }
    Ok(people)
}

/// Records that `person` wants no more updates of `scope`; doing it again changes nothing.
pub async fn unsubscribe(
    db: &impl ConnectionTrait,
    person: UserId,
    scope: UpdateScope,
    now: DateTime<Utc>,
) -> StoreResult<()> {
    let row = update_unsubscribe::ActiveModel {
        id: Set(Uuid::now_v7()),
        user_id: Set(person.into()),
        scope: Set(scope.to_string()),
        created_at: Set(now),
    };
    Unsubscribes::insert(row).on_conflict(OnConflict::new().do_nothing().to_owned()).try_insert().exec(db).await?;
    Ok(())
}

/// Whether `person` opted out of the updates of `scope` (exactly that scope).
pub async fn is_unsubscribed(db: &impl ConnectionTrait, person: UserId, scope: UpdateScope) -> StoreResult<bool> {
    Ok(Unsubscribes::find()
        .filter(update_unsubscribe::Column::UserId.eq(person))
        .filter(update_unsubscribe::Column::Scope.eq(scope.to_string()))
        .count(db)
        .await?
        > 0)
}
