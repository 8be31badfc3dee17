//! What was written, for the copies of public answers kept in memory (the API's `public_cache`).
//!
//! A live round writes all the time: votes and donations, each of which changes one project's
//! counts and totals and its round's totals, and nothing else a visitor reads. Which projects a
//! list or a search holds, their order and their texts change only with the rarer writes
//! (projects edited, published or reviewed, rounds changed). So a write says what it touched:
//!
//! - a *keyed* write names the projects and rounds whose tallies it changed ([`Key`]); a kept copy
//!   goes stale only if it shows one of them;
//! - any other write is *global*: every copy read before it is stale (the safe default, and what a
//!   write that says nothing gets).
//!
//! A copy remembers a [`Stamp`] taken before its reads began and the keys it shows; it is fresh
//! while no global write happened since and none of its keys was touched since ([`Changes::is_fresh`]).
//! Keys hash into a fixed table of slots, each holding the sequence number of the last keyed
//! write that touched it: constant memory, no lock, and two keys sharing a slot only make a copy
//! stale a little more often, never fresh when it is not.
//!
//! Every write is also announced ([`Changes::announce_to`]) so other instances on the same
//! PostgreSQL database mark the same keys (the API's `cluster`).

use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

use matchpool_domain::{ProjectId, RoundId};
use tokio::sync::mpsc;

/// Slots of the keyed table (a power of two): 32 KiB.
const SLOTS: usize = 4096;

/// What a keyed write touched, and what a kept copy shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Key {
    /// A project's vote count and raised totals.
    Project(ProjectId),
    /// A round's totals (votes, raised, donors).
    Round(RoundId),
}

impl Key {
    fn slot(self) -> usize {
        let (kind, id) = match self {
            Key::Project(id) => (0x9e37_79b9_7f4a_7c15_u64, *id.as_bytes()),
            Key::Round(id) => (0xc2b2_ae3d_27d4_eb4f_u64, *id.as_bytes()),
        };
        let id = u128::from_be_bytes(id);
        let (high, low) = ((id >> 64) as u64, id as u64);
        // A multiplicative hash of both halves: v4 and v7 ids alike spread over the table.
        let mixed = (high ^ low.rotate_left(29) ^ kind).wrapping_mul(0xff51_afd7_ed55_8ccd);
        (mixed >> 52) as usize & (SLOTS - 1)
    }

    /// Whether a write of `self` also makes stale the copies showing `other` (the same key, or
    /// one hashing to the same slot: 1 in 4,096 pairs). Tests use it to tell a kept copy from
    /// one read again by such a chance.
    pub fn shares_slot_with(self, other: Key) -> bool {
        self.slot() == other.slot()
    }

    /// The key as announced to other instances: `p:<uuid>` or `r:<uuid>`.
    pub fn to_wire(self) -> String {
        match self {
            Key::Project(id) => format!("p:{id}"),
            Key::Round(id) => format!("r:{id}"),
        }
    }

    /// A key read back from its announcement; `None` when it is not one.
    pub fn from_wire(text: &str) -> Option<Self> {
        let (kind, id) = text.split_once(':')?;
        match kind {
            "p" => id.parse().ok().map(Key::Project),
            "r" => id.parse().ok().map(Key::Round),
            _ => None,
        }
    }
}

/// When a copy's reads began.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    global: u64,
    keyed: u64,
}

/// What a copy depends on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shows {
    /// These projects' and rounds' tallies (and whatever only global writes change).
    Keys(Vec<Key>),
    /// Anything: any write at all makes it stale.
    Anything,
}

/// A write, as announced to the other instances.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Written {
    Global,
    Keys(Vec<Key>),
}

/// The writes of this instance (and, through the announcements, of the others).
pub struct Changes {
    /// Global writes so far.
    global: AtomicU64,
    /// Keyed writes so far; each takes the next number.
    keyed: AtomicU64,
    /// Per slot, the number of the last keyed write that touched a key hashing there.
    slots: Box<[AtomicU64]>,
    /// Where this instance's writes are announced, once the API shares them.
    announcements: OnceLock<Mutex<mpsc::UnboundedSender<Written>>>,
}

impl std::fmt::Debug for Changes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Changes")
            .field("global", &self.global.load(Ordering::Relaxed))
            .field("keyed", &self.keyed.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl Default for Changes {
    fn default() -> Self {
        Self {
            global: AtomicU64::new(0),
            keyed: AtomicU64::new(0),
            slots: (0..SLOTS).map(|_| AtomicU64::new(0)).collect(),
            announcements: OnceLock::new(),
        }
    }
}

impl Changes {
    /// Take it before reading what a copy is made of: a write that commits meanwhile makes the
    /// copy stale rather than hiding behind it.
    pub fn stamp(&self) -> Stamp {
        Stamp { global: self.global.load(Ordering::SeqCst), keyed: self.keyed.load(Ordering::SeqCst) }
    }

    /// Whether a copy read from `stamp` on, showing `shows`, is still what a read would answer.
    pub fn is_fresh(&self, stamp: Stamp, shows: &Shows) -> bool {
        if self.global.load(Ordering::SeqCst) != stamp.global {
            return false;
        }
        match shows {
            Shows::Anything => self.keyed.load(Ordering::SeqCst) == stamp.keyed,
            Shows::Keys(keys) => keys.iter().all(|key| self.slots[key.slot()].load(Ordering::SeqCst) <= stamp.keyed),
        }
    }

    /// Whether a copy read from `stamp` on, showing only `key`'s tallies, is still what a read
    /// would answer (`is_fresh` with one key, without building a [`Shows`]).
    pub fn is_fresh_key(&self, stamp: Stamp, key: Key) -> bool {
        self.global.load(Ordering::SeqCst) == stamp.global
            && self.slots[key.slot()].load(Ordering::SeqCst) <= stamp.keyed
    }

    /// A global write committed: every copy read before now is stale, here and on the other instances.
    pub fn bump(&self) {
        self.mark_global();
        self.announce(Written::Global);
    }

    /// A keyed write committed: the copies showing one of `keys` are stale, here and on the others.
    pub fn touch(&self, keys: &[Key]) {
        if keys.is_empty() {
            return;
        }
        self.mark_keys(keys);
        self.announce(Written::Keys(keys.to_vec()));
    }

    /// Another instance's write (or writes that may have been missed: [`Written::Global`]).
    pub fn apply(&self, written: &Written) {
        match written {
            Written::Global => self.mark_global(),
            Written::Keys(keys) => self.mark_keys(keys),
        }
    }

    fn mark_global(&self) {
        self.global.fetch_add(1, Ordering::SeqCst);
    }

    fn mark_keys(&self, keys: &[Key]) {
        // The commit happened before this number was taken, so a copy stamped at it or later
        // read the write; one stamped earlier sees its slot above its stamp.
        let number = self.keyed.fetch_add(1, Ordering::SeqCst) + 1;
        for key in keys {
            self.slots[key.slot()].fetch_max(number, Ordering::SeqCst);
        }
    }

    /// From now on, every write of this instance is also sent to `to` (once; a second call is
    /// ignored and returns false).
    pub fn announce_to(&self, to: mpsc::UnboundedSender<Written>) -> bool {
        self.announcements.set(Mutex::new(to)).is_ok()
    }

    fn announce(&self, written: Written) {
        if let Some(sender) = self.announcements.get() {
            let _ = sender.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).send(written);
        }
    }
}

tokio::task_local! {
    /// Whether a use case's effects ran (and so said what they touched) inside [`scope`].
    static SAID: Cell<bool>;
}

/// Runs `work` (a write request, a background job's run), noting whether any use case inside it
/// said what it wrote: `(output, said)`. Who runs it makes a global write of the rest
/// (`said == false`: a write that went through no use case's effects).
pub async fn scope<F: std::future::Future>(work: F) -> (F::Output, bool) {
    SAID.scope(Cell::new(false), async move {
        let output = work.await;
        (output, SAID.with(Cell::get))
    })
    .await
}

/// A use case's effects said what they wrote (`Effects::run`).
pub(crate) fn said() {
    let _ = SAID.try_with(|said| said.set(true));
}

/// A use case whose writes no public read shows (a sign-in started, ended or its token rotated):
/// the write request it runs in makes no kept copy stale. Without it, every sign-in during a live
/// round was a write of anything, and every visitor's next read went to the database.
pub(crate) fn nothing_public() {
    said();
}

#[cfg(test)]
mod tests {
    use super::*;
    use uuid::Uuid;

    fn project() -> Key {
        Key::Project(ProjectId::from_uuid(Uuid::new_v4()))
    }

    #[test]
    fn a_keyed_write_makes_stale_only_the_copies_showing_its_keys() {
        let changes = Changes::default();
        let (a, b) = (project(), project());
        let stamp = changes.stamp();
        changes.touch(&[a]);
        assert!(!changes.is_fresh(stamp, &Shows::Keys(vec![a, b])));
        assert!(!changes.is_fresh(stamp, &Shows::Anything), "a copy showing anything sees every write");
        if a.slot() != b.slot() {
            assert!(changes.is_fresh(stamp, &Shows::Keys(vec![b])));
        }
        assert!(changes.is_fresh(stamp, &Shows::Keys(vec![])), "a copy showing no tallies");
        assert!(!changes.is_fresh_key(stamp, a));
        if a.slot() != b.slot() {
            assert!(changes.is_fresh_key(stamp, b));
        }
        let later = changes.stamp();
        assert!(changes.is_fresh(later, &Shows::Keys(vec![a])), "read after the write");
    }

    #[test]
    fn a_global_write_makes_every_copy_stale() {
        let changes = Changes::default();
        let stamp = changes.stamp();
        changes.bump();
        assert!(!changes.is_fresh(stamp, &Shows::Keys(vec![])));
        assert!(!changes.is_fresh_key(stamp, project()));
        assert!(changes.is_fresh(changes.stamp(), &Shows::Anything));
    }

    #[test]
    fn keys_spread_over_the_table_and_round_trip_on_the_wire() {
        let slots: std::collections::HashSet<usize> = (0..1000).map(|_| project().slot()).collect();
        assert!(slots.len() > 800, "1,000 random ids fell in {} slots", slots.len());
        let id = Uuid::now_v7();
        for key in [Key::Project(id.into()), Key::Round(id.into())] {
            assert_eq!(Key::from_wire(&key.to_wire()), Some(key));
        }
        assert_eq!(Key::from_wire("x:1"), None);
        assert_eq!(Key::from_wire("p:nope"), None);
    }

    #[test]
    fn announcements_carry_what_was_written_and_apply_elsewhere() {
        let (here, there) = (Changes::default(), Changes::default());
        let (sender, mut receiver) = mpsc::unbounded_channel();
        assert!(here.announce_to(sender));
        let a = project();
        let stamp = there.stamp();
        here.touch(&[a]);
        here.bump();
        let first = receiver.try_recv().unwrap();
        assert_eq!(first, Written::Keys(vec![a]));
        there.apply(&first);
        assert!(!there.is_fresh(stamp, &Shows::Keys(vec![a])));
        assert_eq!(receiver.try_recv().unwrap(), Written::Global);
        let before = there.stamp();
        there.apply(&Written::Global);
        assert!(!there.is_fresh(before, &Shows::Keys(vec![])));
    }

    #[tokio::test]
    async fn a_scope_tells_whether_a_use_case_said_what_it_wrote() {
        assert_eq!(scope(async { 1 }).await, (1, false));
        assert_eq!(scope(async { said() }).await, ((), true));
        said(); // Outside any scope: nothing to tell, and no panic.
    }
}
