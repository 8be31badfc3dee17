//! A round's matching inputs (matching.md §2) read from the database: its active projects, the
//! settled donations and votes that count, and the people behind them under pseudonyms.
//!
//! Five queries whatever the size of the round (users are fetched in chunks of a few thousand),
//! each summing in the database: no query per project or per person.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{DateTime, Utc};
use futures_util::{Stream, TryStreamExt};
use hmac::{Hmac, Mac};
use matchpool_domain::policy::{MatchingRole, MatchingWindow, matching_role};
use matchpool_domain::{DonationState, ProjectId, ProjectStatus, RoundId, UserId, VerificationStatus};
use matchpool_matching::{IndexedContribution, IndexedInput, PersonInput, ProjectInput};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, StreamTrait};
use sha2::Sha256;
use uuid::Uuid;

use crate::entities::{donation, project, user, vote};
use crate::error::StoreResult;
use matchpool_domain::round::Round;

/// Users fetched per query: well under the bind-parameter limits of SQLite and PostgreSQL.
const USER_CHUNK: usize = 5_000;

/// A person's id in a round's matching inputs: 16 hex digits of HMAC-SHA256 under the server's
/// pseudonym key of the round id and the user id. Stable within a round (the estimator and the
/// frozen pack agree), different between rounds (packs cannot be joined on it), and without the
/// key nobody can tell which user it is (matching.md §13.3).
pub fn pseudonym(key: &[u8], round_id: RoundId, user_id: UserId) -> String {
    // HMAC takes keys of any length, so this cannot fail.
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key).expect("HMAC accepts any key length");
    mac.update(round_id.as_bytes());
    mac.update(user_id.as_bytes());
    hex::encode(&mac.finalize().into_bytes()[..8])
}

/// What a round's matching inputs are as of `until`, with the user behind each pseudonym.
#[derive(Debug, Clone)]
pub struct RoundInputs {
    /// The inputs of matching.md §2, contributions naming rows (`to_round_input` gives ids).
    pub input: IndexedInput,
    /// The end of the counted window: the earlier of `until` and the end of voting.
    pub cut_off: DateTime<Utc>,
}

/// The matching inputs of `round` as of `until` (matching.md §2):
///
/// - projects: every ACTIVE project of the round; id = the project's UUID, requested =
///   `total_requested_cents`, direct = every settled donation to it before the cut-off;
/// - contributions: per (person, project), the USD cents of settled donations and whether the
///   person voted, both inside the voting window and before the cut-off;
/// - people: everyone named by a contribution, under [`pseudonym`], verified when their KYC is
///   `verified`, with their impact points at the cut-off.
///
/// The cut-off is the earlier of `until` and the end of voting, so the frozen inputs (taken with
/// `until` = the end of voting) are the same whenever the freeze runs.
pub async fn round_inputs<C>(
    db: &C,
    round: &Round,
    pseudonym_key: &[u8],
    until: DateTime<Utc>,
) -> StoreResult<RoundInputs>
where
    C: ConnectionTrait + StreamTrait,
{
    let cut_off = std::cmp::min(until, round.voting_end_at);
    let projects: Vec<(ProjectId, i64)> = project::Entity::find()
        .select_only()
        .column(project::Column::Id)
        .column(project::Column::TotalRequestedCents)
        .filter(project::Column::RoundId.eq(round.id))
        .filter(project::Column::Status.eq(ProjectStatus::Active.as_str()))
        .into_tuple::<(Uuid, i64)>()
        .all(db)
        .await?
        .into_iter()
        .map(|(id, requested)| (id.into(), requested))
        .collect();
    let active: HashSet<ProjectId> = projects.iter().map(|(id, _)| *id).collect();
    let (direct, pairs) = ledger(db, round, cut_off, &active).await?;
    let mut users: Vec<UserId> = pairs.keys().map(|(user, _)| *user).collect();
    users.dedup();
    let verified = verified_among(db, &users).await?;
    let points = crate::impact::impact_points_of(db, &users, cut_off).await?;

    // Contributions name their person and project by row: one pseudonym per person and one id
    // text per project, however many pairs name them.
    let person_row: HashMap<UserId, u32> = users.iter().enumerate().map(|(row, &user)| (user, row as u32)).collect();
    let project_row: HashMap<ProjectId, u32> =
        projects.iter().enumerate().map(|(row, (id, _))| (*id, row as u32)).collect();
    let input = IndexedInput {
        pool_cents: cents_u64(round.pool_cents),
        projects: projects
            .iter()
            .map(|(id, requested)| ProjectInput {
                id: id.to_string(),
                requested_cents: cents_u64(*requested),
                direct_cents: cents_u64(direct.get(id).copied().unwrap_or(0)),
            })
            .collect(),
        people: users
            .iter()
            .map(|user| PersonInput {
                id: pseudonym(pseudonym_key, round.id, *user),
                verified: verified.contains(user),
                impact_points: cents_u64(points.get(user).copied().unwrap_or(0)),
            })
            .collect(),
        contributions: pairs
            .into_iter()
            .map(|((user, project), (amount_cents, voted))| IndexedContribution {
                person: person_row[&user],
                project: project_row[&project],
                amount_cents,
                voted,
            })
            .collect(),
    };
    Ok(RoundInputs { input, cut_off })
}

/// A donation that may count: (donor, project, USD cents, state, settled at).
type Candidate = (Uuid, Uuid, i64, String, Option<DateTime<Utc>>);

/// Per (person, project) pair: counted cents and whether the person voted.
type Pairs = BTreeMap<(UserId, ProjectId), (u64, bool)>;

/// The round's ledger, summed as it streams from the database (a national round has a million
/// donations: none of them is held at once): every project's direct cents, and the pairs of the
/// `active` projects.
async fn ledger<C>(
    db: &C,
    round: &Round,
    cut_off: DateTime<Utc>,
    active: &HashSet<ProjectId>,
) -> Result<(HashMap<ProjectId, i64>, Pairs), DbErr>
where
    C: ConnectionTrait + StreamTrait,
{
    // Which donations count, and how, is the domain's one rule (policy::matching_role).
    let window = MatchingWindow { voting_start: round.voting_start_at, cut_off };
    let mut direct: HashMap<ProjectId, i64> = HashMap::new();
    let mut pairs = Pairs::new();
    let mut donations = matching_candidates(db, round.id).await?;
    while let Some((user, project, cents, state, settled_at)) = donations.try_next().await? {
        let Some(state) = DonationState::parse(&state) else { continue };
        let (user, project) = (UserId::from(user), ProjectId::from(project));
        match matching_role(state, settled_at, window) {
            MatchingRole::Contribution => {
                *direct.entry(project).or_default() += cents;
                if active.contains(&project) {
                    let pair = pairs.entry((user, project)).or_default();
                    pair.0 = pair.0.saturating_add(cents_u64(cents));
                }
            }
            MatchingRole::DirectOnly => *direct.entry(project).or_default() += cents,
            MatchingRole::Nothing => {}
        }
    }
    drop(donations);
    let mut votes = vote::Entity::find()
        .select_only()
        .column(vote::Column::UserId)
        .column(vote::Column::ProjectId)
        .filter(vote::Column::RoundId.eq(round.id))
        .filter(vote::Column::CreatedAt.gte(round.voting_start_at))
        .filter(vote::Column::CreatedAt.lt(cut_off))
        .filter(vote::Column::RevokedAt.is_null())
        .into_tuple::<(Uuid, Uuid)>()
        .stream(db)
        .await?;
    while let Some((user, project)) = votes.try_next().await? {
        let (user, project) = (UserId::from(user), ProjectId::from(project));
        if active.contains(&project) {
            pairs.entry((user, project)).or_default().1 = true;
        }
    }
    Ok((direct, pairs))
}

/// A round's donations that may count for matching, as (donor, project, USD cents, state,
/// settled at), streamed: the caller classifies each with `matchpool_domain::policy::matching_role`.
async fn matching_candidates<'a, C>(
    db: &'a C,
    round: RoundId,
) -> Result<impl Stream<Item = Result<Candidate, DbErr>> + 'a, DbErr>
where
    C: ConnectionTrait + StreamTrait,
{
    let counting: Vec<&str> = DonationState::ALL.iter().filter(|s| s.counts()).map(|s| s.as_str()).collect();
    donation::Entity::find()
        .select_only()
        .column(donation::Column::UserId)
        .column(donation::Column::ProjectId)
        .column(donation::Column::UsdCents)
        .column(donation::Column::State)
        .column(donation::Column::SettledAt)
        .filter(donation::Column::RoundId.eq(round))
        .filter(donation::Column::State.is_in(counting))
        .into_tuple::<Candidate>()
        .stream(db)
        .await
}

/// Which of `users` are KYC-verified now (matching.md §2: verification at the freeze).
async fn verified_among(db: &impl ConnectionTrait, users: &[UserId]) -> Result<HashSet<UserId>, DbErr> {
    let mut verified = HashSet::new();
    for chunk in users.chunks(USER_CHUNK) {
        let ids: Vec<Uuid> = user::Entity::find()
            .select_only()
            .column(user::Column::Id)
            .filter(user::Column::Id.is_in(chunk.iter().copied()))
            .filter(user::Column::KycStatus.eq(VerificationStatus::Verified.as_str()))
            .into_tuple()
            .all(db)
            .await?;
        verified.extend(ids.into_iter().map(UserId::from));
    }
    Ok(verified)
}

/// Stored cents are never negative; a negative value would be a bug elsewhere, counted as 0.
fn cents_u64(cents: i64) -> u64 {
    u64::try_from(cents).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pseudonyms_are_stable_per_round_and_hide_the_user() {
        let (round, other_round) = (RoundId::from_uuid(Uuid::from_u128(1)), RoundId::from_uuid(Uuid::from_u128(2)));
        let user = UserId::from_uuid(Uuid::from_u128(3));
        let name = pseudonym(b"key", round, user);
        assert_eq!(name.len(), 16);
        assert!(name.bytes().all(|b| b.is_ascii_hexdigit()));
        assert_eq!(name, pseudonym(b"key", round, user));
        assert_ne!(name, pseudonym(b"key", other_round, user), "rounds cannot be joined");
        assert_ne!(name, pseudonym(b"other key", round, user), "the key is needed to recompute it");
        assert!(!Uuid::from(user).simple().to_string().contains(&name));
    }
}
