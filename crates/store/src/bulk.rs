//! Bulk loading, for `matchpool seed` only: generated domain records written in multi-row inserts
//! that stay under the databases' limit of bound values, committed in groups, progress logged.
//! The rows skip the use cases, so the seed rebuilds the projects' totals afterwards.

use std::time::Instant;

use chrono::{DateTime, Utc};
use matchpool_domain::donation::{Donation, DonationStep};
use matchpool_domain::identity::{Organization, User};
use matchpool_domain::impact::Grant;
use matchpool_domain::media::Media;
use matchpool_domain::project::Project;
use matchpool_domain::vote::Vote;
use matchpool_domain::{DonationId, DonationStepId, OrganizationId, ProjectId, Role, RoundId};
use sea_orm::{
    ActiveModelTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, IntoActiveModel, Iterable,
    TransactionTrait,
};
use uuid::Uuid;

use crate::entities::{donation, donation_event, impact_point, media, org_member, organization, project, user, vote};
use crate::error::StoreResult;
use crate::projects::ProjectFields;

/// Rows per transaction.
const GROUP: usize = 50_000;
/// Bound parameters per statement (SQLite allows 32,766, PostgreSQL 65,535).
const PARAMS: usize = 30_000;

/// Inserts `total` rows made by `make` (given each row's index) in multi-row statements that
/// stay under [`PARAMS`] bound values (the table's columns counted from its entity, so a new
/// column never overflows SQLite's limit), committing every [`GROUP`] rows and logging progress.
async fn load<A>(
    db: &DatabaseConnection,
    table: &str,
    total: usize,
    mut make: impl FnMut(usize) -> A,
) -> Result<(), DbErr>
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

pub async fn users(db: &DatabaseConnection, people: &[User]) -> StoreResult<()> {
    Ok(load(db, "users", people.len(), |i| {
        let u = &people[i];
        user::Model {
            id: u.id.into(),
            username: u.username.clone(),
            username_key: u.username.to_lowercase(),
            email: u.email.clone(),
            first_name: u.first_name.clone(),
            last_name: u.last_name.clone(),
            password_hash: u.password_hash.clone(),
            language: u.language.code().to_owned(),
            is_operator: u.is_operator,
            kyc_status: u.kyc.as_str().to_owned(),
            identity_verified_at: u.identity_verified_at,
            email_verified_at: u.email_verified_at,
            avatar_url: u.avatar_url.clone(),
            referral_code: u.referral_code.clone(),
            referred_by: u.referred_by.map(Uuid::from),
            created_at: u.created_at,
            updated_at: u.updated_at,
            deleted_at: u.deleted_at,
        }
        .into_active_model()
    })
    .await?)
}

/// The organizations, each with its creator as its owner.
pub async fn organizations(db: &DatabaseConnection, orgs: &[Organization]) -> StoreResult<()> {
    load(db, "organizations", orgs.len(), |i| {
        let o = &orgs[i];
        organization::Model {
            id: o.id.into(),
            shortname: o.shortname.clone(),
            name: o.name.clone(),
            email: o.email.clone(),
            website: o.website.clone(),
            description: o.description.clone(),
            logo_url: o.logo_url.clone(),
            logo_id: o.logo_id.map(Uuid::from),
            social_links: (!o.social_links.is_empty())
                .then(|| serde_json::Value::from(o.social_links.clone()).to_string()),
            kyb_status: o.kyb.as_str().to_owned(),
            kyb_reason: o.kyb_reason.clone(),
            verified_at: o.verified_at,
            created_by: o.created_by.into(),
            referral_code: o.referral_code.clone(),
            referred_by: o.referred_by.map(Uuid::from),
            donation_notices: o.donation_notices.as_str().to_owned(),
            digest_sent_at: o.digest_sent_at,
            closed_at: o.closed_at,
            closed_by: None,
            created_at: o.created_at,
            updated_at: o.updated_at,
        }
        .into_active_model()
    })
    .await?;
    Ok(load(db, "org_members", orgs.len(), |i| {
        org_member::Model {
            organization_id: orgs[i].id.into(),
            user_id: orgs[i].created_by.into(),
            role: Role::Owner.as_str().to_owned(),
            created_at: orgs[i].created_at,
        }
        .into_active_model()
    })
    .await?)
}

pub async fn media(db: &DatabaseConnection, rows: &[Media]) -> StoreResult<()> {
    let mut models = Vec::with_capacity(rows.len());
    for m in rows {
        let variants = match &m.variants {
            Some(v) => Some(serde_json::to_value(v).map_err(|e| DbErr::Custom(e.to_string()))?),
            None => None,
        };
        models.push(media::Model {
            id: m.id.into(),
            user_id: m.user_id.into(),
            identity_id: m.identity_id.into(),
            filename: m.filename.clone(),
            content_type: m.content_type.clone(),
            storage_key: m.storage_key.clone(),
            url: m.url.clone(),
            size_bytes: m.size_bytes,
            width: m.width,
            height: m.height,
            variants,
            created_at: m.created_at,
        });
    }
    let mut models = models.into_iter();
    Ok(load(db, "media", rows.len(), |_| models.next().expect("one row per picture").into_active_model()).await?)
}

/// A project to load, as [`crate::projects::insert`] would write it.
pub struct NewProject {
    pub id: ProjectId,
    pub round_id: RoundId,
    pub identity_id: OrganizationId,
    pub organization_name: String,
    pub fields: ProjectFields,
    pub created_at: DateTime<Utc>,
}

/// Loads the projects and adds them to SQLite's search index; answers them as records.
pub async fn projects(db: &DatabaseConnection, new: Vec<NewProject>) -> StoreResult<Vec<Project>> {
    let rows: Vec<project::Model> = new
        .into_iter()
        .map(|p| {
            crate::projects::new_model(p.id, p.round_id, p.identity_id, &p.organization_name, p.fields, p.created_at)
        })
        .collect();
    load(db, "projects", rows.len(), |i| rows[i].clone().into_active_model()).await?;
    crate::projects::index_many(db, &rows).await?;
    tracing::info!(rows = rows.len(), "indexed projects for search");
    Ok(crate::projects::records(rows)?)
}

pub async fn votes(db: &DatabaseConnection, total: usize, mut make: impl FnMut(usize) -> Vote) -> StoreResult<()> {
    Ok(load(db, "votes", total, |i| {
        let v = make(i);
        vote::Model {
            id: v.id.into(),
            user_id: v.voter.into(),
            project_id: v.project.into(),
            round_id: v.round.into(),
            donation_id: v.donation.map(Uuid::from),
            revoked_at: v.revoked_at,
            created_at: v.created_at,
        }
        .into_active_model()
    })
    .await?)
}

/// Impact-point grants; `table` names them in the progress log (`impact_points (votes)`).
pub async fn grants(
    db: &DatabaseConnection,
    table: &str,
    total: usize,
    mut make: impl FnMut(usize) -> Grant,
) -> StoreResult<()> {
    Ok(load(db, table, total, |i| {
        let g = make(i);
        impact_point::Model {
            id: g.id.into(),
            user_id: g.user_id.into(),
            points: g.points,
            kind: g.kind.as_str().to_owned(),
            cause: g.cause,
            project_id: g.project_id.map(Uuid::from),
            created_at: g.created_at,
        }
        .into_active_model()
    })
    .await?)
}

/// A donation to load, with its de-duplication key (unique, like the use cases' keys).
pub struct NewDonation {
    pub donation: Donation,
    pub dedup_key: String,
}

pub async fn donations(
    db: &DatabaseConnection,
    total: usize,
    mut make: impl FnMut(usize) -> NewDonation,
) -> StoreResult<()> {
    Ok(load(db, "donations", total, |i| {
        let NewDonation { donation: d, dedup_key } = make(i);
        donation::Model {
            id: d.id.into(),
            project_id: d.project.into(),
            round_id: d.round.into(),
            user_id: d.donor.into(),
            anonymous: d.anonymous,
            payment_type: d.rail.as_str().to_owned(),
            currency: d.amount.currency.code().to_owned(),
            amount_minor: d.amount.minor,
            fee_minor: d.fee.minor,
            total_minor: d.total().minor,
            usd_cents: d.usd_cents,
            rate_micro_usd: d.rate.0,
            rate_source: d.rate_source,
            rate_at: d.rate_at,
            client_rate: d.client_rate,
            state: d.state.as_str().to_owned(),
            provider: d.provider,
            reference: d.reference,
            client_secret: d.client_secret,
            txid: d.txid,
            wallet_address: d.wallet_address,
            pays_to: d.pays_to,
            confirmations: d.confirmations.map(|n| n as i32),
            idempotency_key: d.idempotency_key,
            dedup_key,
            failure_reason: d.reason,
            request_hash: d.request_hash,
            intent_id: d.intent.map(Uuid::from),
            checkout_id: d.checkout.map(Uuid::from),
            settled_at: d.settled_at,
            created_at: d.created_at,
            updated_at: d.updated_at,
        }
        .into_active_model()
    })
    .await?)
}

/// A step of a donation's timeline to load.
pub struct NewStep {
    pub id: DonationStepId,
    pub donation: DonationId,
    pub step: DonationStep,
}

pub async fn donation_steps(
    db: &DatabaseConnection,
    total: usize,
    mut make: impl FnMut(usize) -> NewStep,
) -> StoreResult<()> {
    Ok(load(db, "donation_events", total, |i| {
        let NewStep { id, donation, step } = make(i);
        donation_event::Model {
            id: id.into(),
            donation_id: donation.into(),
            state: step.state.as_str().to_owned(),
            note: step.note,
            created_at: step.at,
        }
        .into_active_model()
    })
    .await?)
}

/// Statistics for the query planners and, on PostgreSQL, the visibility map that index-only
/// scans need: what autovacuum would have done on a running database.
pub async fn tidy(db: &DatabaseConnection) -> StoreResult<()> {
    match db.get_database_backend() {
        sea_orm::DatabaseBackend::Postgres => db.execute_unprepared("VACUUM ANALYZE").await?,
        _ => {
            db.execute_unprepared("ANALYZE").await?;
            // And the write-ahead log moved into the database file and emptied: a seed leaves
            // hundreds of megabytes in it, which reads look through until a checkpoint.
            db.execute_unprepared("PRAGMA wal_checkpoint(TRUNCATE)").await?
        }
    };
    Ok(())
}
