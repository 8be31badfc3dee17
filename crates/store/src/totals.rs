//! Per-project totals (issue 11, "API at scale"): the counting votes and the raised money per
//! currency, kept in `project_totals` and `project_raised` by the use cases in the transaction of
//! each vote and donation move, so a page of project cards reads them by key instead of summing
//! a million-row ledger. [`ledger`] computes the same figures from the ledger (the migration's
//! backfill, bulk loaders through [`rebuild`], and the tests that prove the two agree).

use std::collections::HashMap;

use matchpool_domain::{DonationState, Money, ProjectId};
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect, Set};
use uuid::Uuid;

use crate::entities::project_raised::{self, Entity as Raised};
use crate::entities::project_total::{self, Entity as ProjectTotals};
use crate::entities::{donation, vote};
use crate::error::StoreResult;

/// Projects' counting votes and raised money: (currency, minor units, USD cents) per project.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Totals {
    pub votes: HashMap<ProjectId, i64>,
    pub raised: HashMap<ProjectId, Vec<(String, i64, i64)>>,
}

impl Totals {
    fn sorted(mut self) -> Self {
        self.votes.retain(|_, n| *n != 0);
        for rows in self.raised.values_mut() {
            rows.retain(|(_, amount, usd)| *amount != 0 || *usd != 0);
            rows.sort();
        }
        self.raised.retain(|_, rows| !rows.is_empty());
        self
    }
}

/// Adds `delta` counting votes to the project (-1 when a vote is revoked).
pub async fn add_votes(db: &impl ConnectionTrait, project: ProjectId, delta: i64) -> StoreResult<()> {
    let row = project_total::ActiveModel { project_id: Set(project.into()), votes: Set(delta) };
    let votes = Expr::col((ProjectTotals, project_total::Column::Votes)).add(delta);
    ProjectTotals::insert(row)
        .on_conflict(
            OnConflict::column(project_total::Column::ProjectId).value(project_total::Column::Votes, votes).to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// Adds a donation of `amount` (worth `usd_cents`) to the project's raised money `sign` times
/// (-1 takes it out).
pub async fn add_raised(
    db: &impl ConnectionTrait,
    project: ProjectId,
    amount: Money,
    usd_cents: i64,
    sign: i64,
) -> StoreResult<()> {
    let (minor, usd) = (amount.minor * sign, usd_cents * sign);
    let row = project_raised::ActiveModel {
        project_id: Set(project.into()),
        currency: Set(amount.currency.code().to_owned()),
        amount_minor: Set(minor),
        usd_cents: Set(usd),
    };
    let add = |col: project_raised::Column, by: i64| Expr::col((Raised, col)).add(by);
    Raised::insert(row)
        .on_conflict(
            OnConflict::columns([project_raised::Column::ProjectId, project_raised::Column::Currency])
                .value(project_raised::Column::AmountMinor, add(project_raised::Column::AmountMinor, minor))
                .value(project_raised::Column::UsdCents, add(project_raised::Column::UsdCents, usd))
                .to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// The kept totals of these projects: two reads by key.
pub async fn of(db: &impl ConnectionTrait, projects: Vec<ProjectId>) -> StoreResult<Totals> {
    if projects.is_empty() {
        return Ok(Totals::default());
    }
    let (votes, raised) = tokio::try_join!(
        ProjectTotals::find().filter(project_total::Column::ProjectId.is_in(projects.clone())).all(db),
        Raised::find().filter(project_raised::Column::ProjectId.is_in(projects)).all(db),
    )?;
    let mut totals =
        Totals { votes: votes.into_iter().map(|t| (t.project_id.into(), t.votes)).collect(), ..Totals::default() };
    for r in raised {
        totals.raised.entry(r.project_id.into()).or_default().push((r.currency, r.amount_minor, r.usd_cents));
    }
    Ok(totals.sorted())
}

/// The same figures summed from the ledger (votes not revoked, donations in a state that counts),
/// for these projects or, with `None`, for every project.
pub async fn ledger(db: &impl ConnectionTrait, projects: Option<Vec<ProjectId>>) -> StoreResult<Totals> {
    let counting: Vec<&str> = DonationState::ALL.iter().filter(|s| s.counts()).map(|s| s.as_str()).collect();
    let mut votes = vote::Entity::find()
        .select_only()
        .column(vote::Column::ProjectId)
        .column_as(vote::Column::Id.count(), "n")
        .filter(vote::Column::RevokedAt.is_null())
        .group_by(vote::Column::ProjectId);
    let mut raised = donation::Entity::find()
        .select_only()
        .column(donation::Column::ProjectId)
        .column(donation::Column::Currency)
        .column_as(donation::Column::AmountMinor.sum().cast_as("BIGINT"), "amount")
        .column_as(donation::Column::UsdCents.sum().cast_as("BIGINT"), "usd")
        .filter(donation::Column::State.is_in(counting))
        .group_by(donation::Column::ProjectId)
        .group_by(donation::Column::Currency);
    if let Some(projects) = projects {
        if projects.is_empty() {
            return Ok(Totals::default());
        }
        votes = votes.filter(vote::Column::ProjectId.is_in(projects.clone()));
        raised = raised.filter(donation::Column::ProjectId.is_in(projects));
    }
    let votes: Vec<(Uuid, i64)> = votes.into_tuple().all(db).await?;
    let raised: Vec<(Uuid, String, i64, i64)> = raised.into_tuple().all(db).await?;
    let mut totals =
        Totals { votes: votes.into_iter().map(|(project, n)| (project.into(), n)).collect(), ..Totals::default() };
    for (project, currency, amount, usd) in raised {
        totals.raised.entry(project.into()).or_default().push((currency, amount, usd));
    }
    Ok(totals.sorted())
}

/// Replaces every kept total with the ledger's: the backfill of the migration that created them,
/// and what bulk loaders (the seed, the demo) run after writing votes and donations directly.
pub async fn rebuild(db: &impl ConnectionTrait) -> StoreResult<()> {
    let totals = ledger(db, None).await?;
    ProjectTotals::delete_many().exec(db).await?;
    Raised::delete_many().exec(db).await?;
    let votes: Vec<project_total::ActiveModel> = totals
        .votes
        .into_iter()
        .map(|(project_id, votes)| project_total::ActiveModel { project_id: Set(project_id.into()), votes: Set(votes) })
        .collect();
    for chunk in votes.chunks(5_000) {
        ProjectTotals::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    let raised: Vec<project_raised::ActiveModel> = totals
        .raised
        .into_iter()
        .flat_map(|(project_id, rows)| {
            rows.into_iter().map(move |(currency, amount_minor, usd_cents)| project_raised::ActiveModel {
                project_id: Set(project_id.into()),
                currency: Set(currency),
                amount_minor: Set(amount_minor),
                usd_cents: Set(usd_cents),
            })
        })
        .collect();
    for chunk in raised.chunks(5_000) {
        Raised::insert_many(chunk.to_vec()).exec_without_returning(db).await?;
    }
    Ok(())
}
