//! Matching on the platform (DESIGN §4.7, §4.8): round inputs under pseudonyms, freezing and
//! storing results at the end of voting, live standings, and the cached estimators behind
//! `GET /projects/{id}/estimate`.

mod compute;
mod estimates;
mod freeze;

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use hmac::{Hmac, Mac};
use sha2::Sha256;
use uuid::Uuid;

pub use compute::{Computed, ResultLines, compute_now, round_settings};
pub use estimates::{CachedEstimator, estimator};
pub use freeze::{Freeze, freeze_due, freeze_round};

use crate::config::Secret;

/// How long a cached estimator serves without a rebuild when nothing changed on this instance;
/// it picks up what other instances, KYC reviews and settlements changed meanwhile.
const ESTIMATOR_MAX_AGE: Duration = Duration::from_secs(5);

/// The matching state shared by every request of one instance.
pub struct MatchingState {
    pseudonym_key: [u8; 32],
    /// Bumped whenever a vote or donation that counts is recorded here; a cached estimator built
    /// at an older version is rebuilt.
    version: AtomicU64,
    estimators: Mutex<HashMap<Uuid, std::sync::Arc<CachedEstimator>>>,
    /// The round of every project estimated so far (a project never changes round), so a
    /// repeated estimate needs no database.
    project_rounds: Mutex<HashMap<Uuid, Uuid>>,
    max_age: Duration,
}

impl MatchingState {
    /// Derives the pseudonym key from the token secret, so every instance of a deployment (which
    /// share that secret) names a person the same way, and nobody without it can.
    pub fn new(token_secret: &Secret) -> Self {
        // HMAC takes keys of any length, so this cannot fail.
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(token_secret.expose().as_bytes())
            .expect("HMAC accepts any key length");
        mac.update(b"matchpool person pseudonyms v1");
        Self {
            pseudonym_key: mac.finalize().into_bytes().into(),
            version: AtomicU64::new(0),
            estimators: Mutex::new(HashMap::new()),
            project_rounds: Mutex::new(HashMap::new()),
            max_age: ESTIMATOR_MAX_AGE,
        }
    }

    /// The key of [`matchpool_store::matching::pseudonym`].
    pub fn pseudonym_key(&self) -> &[u8] {
        &self.pseudonym_key
    }

    /// A person's pseudonym in a round's matching inputs.
    pub fn pseudonym(&self, round_id: Uuid, user_id: Uuid) -> String {
        matchpool_store::matching::pseudonym(&self.pseudonym_key, round_id, user_id)
    }

    /// Says that matching inputs changed (a vote or a settled donation), so cached estimators
    /// are rebuilt before their next answer.
    pub fn inputs_changed(&self) {
        self.version.fetch_add(1, Ordering::Release);
    }

    /// The round of a project estimated before.
    pub fn round_of(&self, project_id: Uuid) -> Option<Uuid> {
        self.project_rounds.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).get(&project_id).copied()
    }

    /// Remembers a project's round for [`MatchingState::round_of`].
    pub fn remember_round_of(&self, project_id: Uuid, round_id: Uuid) {
        self.project_rounds.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).insert(project_id, round_id);
    }

    fn version(&self) -> u64 {
        self.version.load(Ordering::Acquire)
    }
}
