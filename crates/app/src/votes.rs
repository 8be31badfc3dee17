//! Casting votes: the only writer of votes. A vote, and the vote a donation casts when it settles
//! during voting, both go through [`record`], so impact points and referral rewards follow every
//! vote by construction.

use chrono::{DateTime, Utc};
use matchpool_domain::identity::User;
use matchpool_domain::vote::Vote;
use matchpool_domain::{DonationId, ProjectId, RoundId, UserId, VotingStatus};
use sea_orm::ConnectionTrait;

use crate::{Actor, App, AppError, AppResult, Effects, referrals};

/// A person votes for a public project inside its round's voting window, once. `person` is the
/// voter as the request read them when checking their sign-in (not read again: a vote's time is
/// mostly its round trips to the database).
///
/// Most votes can complete no referral: the voter was not referred and created no organization.
/// Those are written by one store call ([`matchpool_store::votes::cast_plain`], one statement on
/// PostgreSQL); the others go through [`record`] in a transaction, which evaluates the rewards.
/// Whether the voter created an organization is read before, beside the project: one created
/// meanwhile is not KYB-verified yet, so it could not complete a referral either.
#[tracing::instrument(name = "votes::cast", skip_all, fields(project = %project))]
pub async fn cast(app: &App, actor: Actor, person: &User, project: ProjectId) -> AppResult<Vote> {
    let voter = actor.as_voter()?;
    debug_assert_eq!(person.id, voter, "the person is the one acting");
    let ((project, round), created) = tokio::try_join!(crate::supporting::public_with_round(app, project), async {
        Ok::<_, AppError>(matchpool_store::organizations::created_by(&app.db, voter).await?)
    })?;
    crate::accounts::verified_email_required(app, Some(person))?;
    let now = Utc::now();
    match round.schedule().voting_status(now) {
        VotingStatus::Before => {
            return Err(AppError::conflict("vote.not_started", "Voting for this project has not started yet."));
        }
        VotingStatus::After => return Err(AppError::conflict("vote.ended", "Voting for this project has ended.")),
        VotingStatus::During => {}
    }
    let already = || AppError::conflict("vote.already_voted", "You have already voted for this project.");
    let mut effects = Effects::new();
    let vote = if person.referred_by.is_none() && created.is_empty() {
        let (vote, points) =
            matchpool_store::votes::cast_plain(&app.db, voter, project.id, round.id, now).await?.ok_or_else(already)?;
        counted(&mut effects, &vote, Some(person), points);
        vote
    } else {
        let txn = matchpool_store::write_txn(&app.db).await?;
        let vote = record(app, &txn, &mut effects, voter, Some(person), project.id, round.id, None, now)
            .await?
            .ok_or_else(already)?;
        txn.commit().await?;
        vote
    };
    effects.run(app).await;
    tracing::info!(user = %voter, "vote recorded");
    Ok(vote)
}

/// What follows a counted vote after commit: the kept tallies of its project, and the round's
/// estimator takes the vote with the voter's weight (`points`: their impact points after it).
fn counted(effects: &mut Effects, vote: &Vote, person: Option<&User>, points: i64) {
    effects.tallies_changed(vote.project, vote.round);
    let verified = person.is_some_and(|p| p.kyc == matchpool_domain::VerificationStatus::Verified);
    effects.vote_counted(vote.round, vote.voter, verified, points, vote.project);
}

/// Records a vote inside the caller's transaction, unless the person already has one for the
/// project (`None`): the project's vote count, its impact point, the referral rewards it may complete, and the estimator
/// update after commit. `person` is the voter as the caller read them (`None`: no such person).
#[allow(clippy::too_many_arguments, reason = "the facts of one vote")]
pub(crate) async fn record(
    app: &App,
    txn: &impl ConnectionTrait,
    effects: &mut Effects,
    voter: UserId,
    person: Option<&User>,
    project: ProjectId,
    round: RoundId,
    donation: Option<DonationId>,
    at: DateTime<Utc>,
) -> AppResult<Option<Vote>> {
    let Some(vote) = matchpool_store::votes::insert_counted(txn, voter, project, round, donation, at).await? else {
        return Ok(None);
    };
    if let Some(person) = person {
        referrals::evaluate_voter(app, txn, effects, person, true).await?;
    }
    let points = matchpool_store::impact::impact_points(txn, voter, Utc::now()).await?;
    counted(effects, &vote, person, points);
    Ok(Some(vote))
}
