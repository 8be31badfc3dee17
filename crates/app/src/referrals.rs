//! Referral rewards (DESIGN §6): evaluated after every vote and every verification decision, inside
//! the same transaction; granted once per side and cause; paid by operators.

use chrono::Utc;
use matchpool_domain::identity::Organization;
use matchpool_domain::policy::{Referee, RefereeFacts, RewardSide, referral_reward};
use matchpool_domain::{IdentityId, RewardId, UserId};
use matchpool_store::referrals::Reward;
use sea_orm::ConnectionTrait;

use crate::notify::Notice;
use crate::{App, AppError, AppResult, Effects};

/// Whether `referrer` referring `referee_person` is itself, its own organization, or someone the
/// person referred (a loop): such referrals earn nothing.
async fn self_or_loop(db: &impl ConnectionTrait, referrer: IdentityId, referee_person: UserId) -> AppResult<bool> {
    let referee = IdentityId::from(referee_person);
    if referrer == referee {
        return Ok(true);
    }
    if let Some(org) = matchpool_store::organizations::find(db, referrer.organization()).await? {
        let creator = matchpool_store::users::find(db, org.created_by).await?;
        return Ok(org.created_by == referee_person || creator.and_then(|u| u.referred_by) == Some(referee));
    }
    let referrer = matchpool_store::users::find(db, referrer.person()).await?;
    Ok(referrer.is_none_or(|u| u.referred_by == Some(referee)))
}

/// Emails every person behind an identity (the person, or the organization's members who receive
/// its notices: owners and admins).
async fn tell(
    app: &App,
    db: &impl ConnectionTrait,
    effects: &mut Effects,
    identity: IdentityId,
    thank: i64,
) -> AppResult<()> {
    let people = match matchpool_store::users::find(db, identity.person()).await? {
        Some(user) => vec![user],
        None => {
            let members = matchpool_store::members::notified(db, identity.organization()).await?;
            matchpool_store::users::find_many(db, members).await?
        }
    };
    for person in people {
        effects.email(app, &person.email, person.language.code(), Notice::Reward { thank });
    }
    Ok(())
}

async fn grant(
    app: &App,
    db: &impl ConnectionTrait,
    effects: &mut Effects,
    referrer: IdentityId,
    referee: IdentityId,
    kind: Referee,
    thank: i64,
) -> AppResult<()> {
    let now = Utc::now();
    for (identity, side) in [(referrer, RewardSide::Referrer), (referee, RewardSide::Referee)] {
        if matchpool_store::referrals::grant(db, identity, side, referrer, referee, kind, thank, now).await? {
            tracing::info!(%identity, side = side.as_str(), kind = kind.as_str(), thank, "referral reward earned");
            tell(app, db, effects, identity, thank).await?;
        }
    }
    Ok(())
}

/// Grants the rewards a person's facts complete: their own referral (KYC and a counting vote)
/// and those of the organizations they registered (KYB and the creator's vote).
pub(crate) async fn evaluate_person(
    app: &App,
    db: &impl ConnectionTrait,
    effects: &mut Effects,
    person: UserId,
) -> AppResult<()> {
    let Some(user) = matchpool_store::users::find(db, person).await? else { return Ok(()) };
    let voted = matchpool_store::votes::has_any(db, user.id).await?;
    evaluate_voter(app, db, effects, &user, voted).await
}

/// [`evaluate_person`] for a person already read, who has a counting vote or not (a vote just
/// recorded knows it has).
pub(crate) async fn evaluate_voter(
    app: &App,
    db: &impl ConnectionTrait,
    effects: &mut Effects,
    user: &matchpool_domain::identity::User,
    voted: bool,
) -> AppResult<()> {
    if let Some(referrer) = user.referred_by {
        let facts = RefereeFacts {
            kind: Referee::Person,
            verification: user.kyc,
            has_counting_vote: voted,
            self_or_loop: self_or_loop(db, referrer, user.id).await?,
        };
        if let Some(thank) = referral_reward(facts) {
            grant(app, db, effects, referrer, user.id.into(), Referee::Person, thank).await?;
        }
    }
    for org in matchpool_store::organizations::created_by(db, user.id).await? {
        evaluate_organization(app, db, effects, &org, voted).await?;
    }
    Ok(())
}

/// Grants an organization's referral reward if KYB is done and its creator has a counting vote.
pub(crate) async fn evaluate_organization(
    app: &App,
    db: &impl ConnectionTrait,
    effects: &mut Effects,
    org: &Organization,
    creator_voted: bool,
) -> AppResult<()> {
    let Some(referrer) = org.referred_by else { return Ok(()) };
    let facts = RefereeFacts {
        kind: Referee::Organization,
        verification: org.kyb,
        has_counting_vote: creator_voted,
        self_or_loop: self_or_loop(db, referrer, org.created_by).await?,
    };
    if let Some(thank) = referral_reward(facts) {
        grant(app, db, effects, referrer, org.id.into(), Referee::Organization, thank).await?;
    }
    Ok(())
}

/// An operator marks a reward paid, once.
pub async fn mark_paid(app: &App, operator: UserId, reward: RewardId) -> AppResult<Reward> {
    let not_found = || AppError::not_found("referral.not_found", "Reward not found.");
    matchpool_store::referrals::find(&app.db, reward).await?.ok_or_else(not_found)?;
    if !matchpool_store::referrals::mark_paid(&app.db, reward, operator, Utc::now()).await? {
        return Err(AppError::conflict("referral.already_paid", "This reward is already paid."));
    }
    matchpool_store::referrals::find(&app.db, reward).await?.ok_or_else(not_found)
}
