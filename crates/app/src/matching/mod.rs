//! Matching on the platform (DESIGN §4.7, §4.8): round inputs under pseudonyms, freezing and
//! storing results at the end of voting, live standings, and the cached estimators behind
//! `GET /projects/{id}/estimate`.

pub mod anchor;
mod compute;
mod estimates;
mod freeze;
mod proofs;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use hmac::{Hmac, Mac};
use matchpool_domain::{ProjectId, RoundId, UserId};
use sha2::Sha256;

pub use compute::{Computed, ResultLines, compute_now, engine_algorithm, round_algorithm, round_settings};
pub use estimates::{CachedEstimator, READY_WAIT, estimator, warm_estimators};
pub use freeze::{Freeze, freeze_due, freeze_round};
pub use proofs::{CodeProof, DonorProof, InclusionCode, donor_proof, proof_by_code};

/// The matching state shared by every request of one instance.
pub struct MatchingState {
    pseudonym_key: [u8; 32],
    cache: Mutex<Cache>,
    /// Woken whenever an estimator build ends, for the requests waiting on one.
    built: tokio::sync::Notify,
    /// Where the rounds changed on this instance are announced to the other instances, when
    /// several share the database (see `matchpool_api::cluster`).
    announce: OnceLock<tokio::sync::mpsc::UnboundedSender<RoundId>>,
}

#[derive(Default)]
struct Cache {
    estimators: HashMap<RoundId, Arc<CachedEstimator>>,
    /// Per round, bumped by every change recorded on this instance. An estimator built at an
    /// older version (its inputs were read before the change) is rebuilt.
    versions: HashMap<RoundId, u64>,
    /// The round of every project estimated so far (a project never changes round), so a
    /// repeated estimate needs no database.
    project_rounds: HashMap<ProjectId, RoundId>,
    /// Rounds whose estimator is being built.
    building: HashSet<RoundId>,
    /// Per round, bumped by every change another instance announced. Unlike `versions`, news
    /// never makes a request wait: the estimator keeps answering and is rebuilt in the background
    /// (see `estimates::NEWS_AGE_PER_BUILD_TIME`), or under 50 votes a second on the other
    /// instances every estimate here would wait for a rebuild.
    news: HashMap<RoundId, u64>,
}

impl MatchingState {
    /// Derives the pseudonym key from the token secret, so every instance of a deployment (which
    /// share that secret) names a person the same way, and nobody without it can.
    pub fn new(token_secret: &str) -> Self {
        // HMAC takes keys of any length, so this cannot fail.
        let mut mac =
            <Hmac<Sha256> as Mac>::new_from_slice(token_secret.as_bytes()).expect("HMAC accepts any key length");
        mac.update(b"matchpool person pseudonyms v1");
        Self {
            pseudonym_key: mac.finalize().into_bytes().into(),
            cache: Mutex::new(Cache::default()),
            built: tokio::sync::Notify::new(),
            announce: OnceLock::new(),
        }
    }

    /// The key of [`matchpool_store::matching::pseudonym`].
    pub fn pseudonym_key(&self) -> &[u8] {
        &self.pseudonym_key
    }

    /// A person's pseudonym in a round's matching inputs.
    pub fn pseudonym(&self, round_id: RoundId, user_id: UserId) -> String {
        matchpool_store::matching::pseudonym(&self.pseudonym_key, round_id, user_id)
    }

    /// Says that a round changed in a way its estimator cannot follow (dates, pool, parameters):
    /// it is rebuilt before its next answer (the one before answers only if the rebuild is slow).
    pub fn round_changed(&self, round_id: RoundId) {
        *self.lock().versions.entry(round_id).or_default() += 1;
        self.announce(round_id);
    }

    /// Says that another instance changed the round: its estimator keeps answering and is rebuilt
    /// from the database in the background soon after. Not announced again.
    pub fn forget_round(&self, round_id: RoundId) {
        *self.lock().news.entry(round_id).or_default() += 1;
    }

    /// Says that every round's estimator is behind a change on this instance (a person's
    /// verification decided changes their weight wherever they took part).
    pub fn every_round_changed(&self) {
        let rounds: Vec<RoundId> = self.lock().estimators.keys().copied().collect();
        for round_id in rounds {
            self.round_changed(round_id);
        }
    }

    /// Treats every estimator as having news (announcements from other instances may have been
    /// missed): each is rebuilt in the background soon after.
    pub fn forget_all(&self) {
        let mut cache = self.lock();
        let rounds: Vec<RoundId> = cache.estimators.keys().copied().collect();
        for round_id in rounds {
            *cache.news.entry(round_id).or_default() += 1;
        }
    }

    /// From now on, every round changed on this instance is also sent to the returned receiver
    /// (once per instance: a second call returns `None`).
    pub fn announcements(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<RoundId>> {
        let (sender, receiver) = tokio::sync::mpsc::unbounded_channel();
        self.announce.set(sender).ok().map(|()| receiver)
    }

    fn announce(&self, round_id: RoundId) {
        if let Some(announce) = self.announce.get() {
            let _ = announce.send(round_id);
        }
    }

    /// A vote recorded inside the voting window: the round's cached estimator takes it at once.
    pub fn record_vote(
        &self,
        round_id: RoundId,
        user_id: UserId,
        verified: bool,
        impact_points: u64,
        project_id: ProjectId,
    ) {
        let person = self.pseudonym(round_id, user_id);
        self.update(round_id, |estimator| {
            // Registers the person, or brings their weight up to date (every gift and vote earns
            // points, and a rebuild weighs them as they are now).
            estimator.set_person(&person, verified, impact_points)?;
            estimator.record_vote(&person, &project_id.to_string())
        });
    }

    /// A person's verification or impact points are now these: every cached estimator that
    /// knows them takes their new weight (impact points count in every round a person supports,
    /// so a gift in one round moves their weight in the others).
    pub fn reweigh(&self, user_id: UserId, verified: bool, impact_points: u64) {
        let rounds: Vec<(RoundId, Arc<CachedEstimator>)> =
            self.lock().estimators.iter().map(|(round, cached)| (*round, cached.clone())).collect();
        for (round_id, cached) in rounds {
            let person = self.pseudonym(round_id, user_id);
            if cached.read().weighs_otherwise(&person, verified, impact_points) {
                self.update(round_id, |estimator| estimator.set_person(&person, verified, impact_points));
            }
        }
    }

    /// A settled donation: inside the voting window it counts for matching (and carries a
    /// vote when voting is open); outside it only lowers the project's cap. The donation flow
    /// calls this when a donation settles.
    pub fn record_donation(&self, donation: SettledDonation) {
        let person = self.pseudonym(donation.round_id, donation.user_id);
        let project = donation.project_id.to_string();
        self.update(donation.round_id, |estimator| {
            if !donation.in_voting_window {
                return estimator.record_direct_donation(&project, donation.usd_cents);
            }
            estimator.set_person(&person, donation.verified, donation.impact_points)?;
            estimator.record_donation(&person, &project, donation.usd_cents)?;
            estimator.record_vote(&person, &project)
        });
    }

    /// Applies a change to the round's cached estimator if it is up to date, and bumps the
    /// round's version either way; an estimator the change cannot be applied to is dropped.
    fn update(
        &self,
        round_id: RoundId,
        change: impl FnOnce(&mut matchpool_matching::Estimator) -> Result<(), matchpool_matching::EstimateError>,
    ) {
        self.announce(round_id);
        let mut cache = self.lock();
        let version = cache.versions.entry(round_id).or_default();
        let before = *version;
        *version += 1;
        let after = *version;
        let Some(cached) = cache.estimators.get(&round_id).cloned() else {
            return;
        };
        let applied = cached.version() == before && cached.apply(after, change).is_ok();
        if !applied {
            cache.estimators.remove(&round_id);
        }
    }

    /// The round of a project estimated before.
    pub fn round_of(&self, project_id: ProjectId) -> Option<RoundId> {
        self.lock().project_rounds.get(&project_id).copied()
    }

    /// Remembers a project's round for [`MatchingState::round_of`].
    pub fn remember_round_of(&self, project_id: ProjectId, round_id: RoundId) {
        self.lock().project_rounds.insert(project_id, round_id);
    }

    fn lock(&self) -> MutexGuard<'_, Cache> {
        self.cache.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// A settled donation, as the estimator needs it.
#[derive(Debug, Clone, Copy)]
pub struct SettledDonation {
    pub round_id: RoundId,
    pub project_id: ProjectId,
    /// The donor.
    pub user_id: UserId,
    /// The donor's KYC state and impact points now.
    pub verified: bool,
    pub impact_points: u64,
    /// The project-credited USD value.
    pub usd_cents: u64,
    /// Settled inside the round's voting window.
    pub in_voting_window: bool,
}
