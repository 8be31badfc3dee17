//! Anonymous public reads kept in memory for a moment (issue 11: a national round's visitors).
//!
//! Every visitor of the landing pages asks the same few questions (the first page of projects, a
//! track, the current round), and each answer costs several database reads. Their anonymous
//! answers are the same for everyone and already say `public, max-age=10`, so any cache in front
//! of the server may keep them for 10 seconds. This one keeps them for `public_cache_ms` (one second
//! by default) and, unlike a cache in front, forgets them as soon as something they show is written:
//! a copy remembers when its reads began and which projects' and rounds' tallies it shows
//! (`matchpool_app::changes`), and is served only while no write touched those since, and no write
//! that may change anything (an edit, a review, a new round) happened. A vote makes stale the copies
//! showing its project or round, not the other pages of the list or the searches that do not
//! show it. So a person who votes or donates sees their own change on the next read; a write on
//! another instance shows as soon as its announcement arrives (`cluster`), and a change of phase by
//! the clock within the lifetime. Signed-in callers are never served from it.
//!
//! When a copy outlives its lifetime with nothing written since, one request reads the answer
//! again while the others are still given the copy (for at most `MAX_STALE`), so visitors do not
//! all wait on the database at once every second. When there is no copy to give (none yet, or a
//! write made it stale), one request reads the answer while the others wait for it (at most
//! `MAX_WAIT`) and are given what it kept, if nothing they may see was written since its reads
//! began; so a vote that makes a busy page stale costs one read of it, not one per visitor.

use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock, RwLock};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue};
use matchpool_app::changes::{Changes, Shows, Stamp};
use tokio::sync::Notify;
use tokio::sync::futures::OwnedNotified;

/// Copies kept at most; a visitor inventing query strings cannot grow it beyond this.
const MAX_ENTRIES: usize = 1024;
/// Larger answers are not kept (a page of previews is about 10 kB).
const MAX_BODY_BYTES: usize = 256 * 1024;
/// The oldest copy given while another request reads the answer again: the answers' own `max-age`.
const MAX_STALE: Duration = Duration::from_secs(10);
/// The longest a request waits for another one reading the same answer before reading it itself.
const MAX_WAIT: Duration = Duration::from_secs(1);

/// One kept answer: a `200` with its headers (content type, ETag, Cache-Control, Vary) and body.
#[derive(Clone)]
pub struct Copy {
    pub headers: HeaderMap,
    pub body: Bytes,
    pub etag: HeaderValue,
    /// The body gzip-compressed, made by the first request that asks for it.
    gzipped: Arc<OnceLock<Option<Bytes>>>,
    /// When its reads began, and what it shows.
    stamp: Stamp,
    shows: Arc<Shows>,
    stored: Instant,
}

impl Copy {
    /// The body compressed with gzip, compressed once for every request of this copy; `None` when
    /// compressing failed.
    pub fn gzipped(&self) -> Option<Bytes> {
        self.gzipped.get_or_init(|| gzip(&self.body).map(Bytes::from)).clone()
    }
}

/// `body` compressed with gzip (fast level); `None` when compressing failed.
pub(crate) fn gzip(body: &[u8]) -> Option<Vec<u8>> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::with_capacity(body.len() / 4), flate2::Compression::fast());
    encoder.write_all(body).ok()?;
    encoder.finish().ok()
}

pub struct PublicCache {
    lifetime: Duration,
    wait: Duration,
    copies: RwLock<HashMap<String, Copy>>,
    /// The keys one request is reading again, each with the signal its waiters are woken by.
    refreshing: Mutex<HashMap<String, Arc<Notify>>>,
}

/// What a request does with a key.
pub enum Lookup<'a> {
    /// Answer with this copy.
    Copy(Copy),
    /// Read the answer (and keep it); the copy, if any, is stale.
    Read,
    /// Read the answer for everyone; the others are given the old copy meanwhile, or wait for this
    /// answer when there is none they may be given. Dropping the claim (the answer kept or not)
    /// wakes them and lets the next request try.
    Refresh(Claim<'a>),
}

/// What [`PublicCache::decide`] found: an answer, or another request to wait for.
enum Decision<'a> {
    Now(Lookup<'a>),
    Wait(OwnedNotified),
}

/// A request's claim to read a key's answer again.
pub struct Claim<'a> {
    cache: &'a PublicCache,
    key: String,
}

impl Drop for Claim<'_> {
    fn drop(&mut self) {
        let done = self.cache.refreshing.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).remove(&self.key);
        if let Some(done) = done {
            done.notify_waiters();
        }
    }
}

impl PublicCache {
    /// A lifetime of zero keeps nothing.
    pub fn new(lifetime: Duration) -> Self {
        Self { lifetime, wait: MAX_WAIT, copies: RwLock::default(), refreshing: Mutex::default() }
    }

    pub fn is_enabled(&self) -> bool {
        !self.lifetime.is_zero()
    }

    /// What to do for `key`: a copy nothing it shows was written to since and young enough is
    /// served; one only older is served while another request reads it again; with none to serve,
    /// one request reads the answer and the others wait for it.
    pub async fn lookup(&self, key: &str, changes: &Changes) -> Lookup<'_> {
        match self.decide(key, changes) {
            Decision::Now(lookup) => lookup,
            Decision::Wait(done) => {
                // Woken when the reader's claim ends; past the wait, read it ourselves.
                let _ = tokio::time::timeout(self.wait, done).await;
                let copies = self.copies.read().unwrap_or_else(|poisoned| poisoned.into_inner());
                let kept = copies.get(key).filter(|copy| changes.is_fresh(copy.stamp, &copy.shows));
                kept.filter(|copy| copy.stored.elapsed() < self.lifetime).cloned().map_or(Lookup::Read, Lookup::Copy)
            }
        }
    }

    fn decide(&self, key: &str, changes: &Changes) -> Decision<'_> {
        let fresh = |copy: &&Copy| changes.is_fresh(copy.stamp, &copy.shows);
        let age = {
            let copies = self.copies.read().unwrap_or_else(|poisoned| poisoned.into_inner());
            match copies.get(key).filter(fresh) {
                Some(copy) if copy.stored.elapsed() < self.lifetime => {
                    return Decision::Now(Lookup::Copy(copy.clone()));
                }
                Some(copy) => Some(copy.stored.elapsed()),
                None => None,
            }
        };
        let mut refreshing = self.refreshing.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let reader = match refreshing.get(key) {
            Some(reader) => Arc::clone(reader),
            None => {
                refreshing.insert(key.to_owned(), Arc::default());
                return Decision::Now(Lookup::Refresh(Claim { cache: self, key: key.to_owned() }));
            }
        };
        match age {
            // Nothing to give: wait for the reader. The signal is taken while the claims are
            // locked, so the reader's end (which takes the lock) cannot slip in before it.
            None => Decision::Wait(reader.notified_owned()),
            Some(age) if age >= MAX_STALE => Decision::Now(Lookup::Read),
            Some(_) => {
                drop(refreshing);
                let copies = self.copies.read().unwrap_or_else(|poisoned| poisoned.into_inner());
                Decision::Now(copies.get(key).filter(fresh).cloned().map_or(Lookup::Read, Lookup::Copy))
            }
        }
    }

    /// The copy for `key` if nothing it shows was written since and it is young enough (the unit
    /// tests' shorthand for `lookup`).
    #[cfg(test)]
    async fn get(&self, key: &str, changes: &Changes) -> Option<Copy> {
        match self.lookup(key, changes).await {
            Lookup::Copy(copy) => Some(copy),
            Lookup::Read | Lookup::Refresh(_) => None,
        }
    }

    /// Keeps an answer whose reads began at `stamp` (so a write that committed meanwhile makes the
    /// copy stale rather than hiding it) and that shows `shows`.
    #[allow(clippy::too_many_arguments, reason = "one answer and what it was read at")]
    pub fn put(
        &self,
        key: String,
        changes: &Changes,
        stamp: Stamp,
        shows: Shows,
        headers: HeaderMap,
        body: Bytes,
        etag: HeaderValue,
    ) {
        if !self.is_enabled() || body.len() > MAX_BODY_BYTES {
            return;
        }
        let mut copies = self.copies.write().unwrap_or_else(|poisoned| poisoned.into_inner());
        if copies.len() >= MAX_ENTRIES && !copies.contains_key(&key) {
            copies.retain(|_, copy| changes.is_fresh(copy.stamp, &copy.shows) && copy.stored.elapsed() < self.lifetime);
            if copies.len() >= MAX_ENTRIES {
                copies.clear();
            }
        }
        let gzipped = Arc::default();
        let copy = Copy { headers, body, etag, gzipped, stamp, shows: Arc::new(shows), stored: Instant::now() };
        copies.insert(key, copy);
    }
}

#[cfg(test)]
mod tests {
    use matchpool_app::changes::Key;
    use matchpool_domain::{ProjectId, RoundId};
    use uuid::Uuid;

    use super::*;

    fn put_showing(cache: &PublicCache, changes: &Changes, key: &str, shows: Shows) {
        let stamp = changes.stamp();
        cache.put(
            key.into(),
            changes,
            stamp,
            shows,
            HeaderMap::new(),
            Bytes::from_static(b"{}"),
            HeaderValue::from_static("W/\"x\""),
        );
    }

    fn put(cache: &PublicCache, changes: &Changes, key: &str) {
        put_showing(cache, changes, key, Shows::Anything);
    }

    #[tokio::test]
    async fn a_copy_is_served_only_while_nothing_was_written() {
        let (cache, changes) = (PublicCache::new(Duration::from_secs(60)), Changes::default());
        put(&cache, &changes, "/projects/preview");
        assert!(cache.get("/projects/preview", &changes).await.is_some());
        assert!(cache.get("/projects/preview?page=2", &changes).await.is_none(), "another query is another answer");
        changes.bump();
        assert!(cache.get("/projects/preview", &changes).await.is_none(), "a write since the read makes it stale");
    }

    #[tokio::test]
    async fn a_vote_makes_stale_only_the_copies_showing_its_project_or_round() {
        let (cache, changes) = (PublicCache::new(Duration::from_secs(60)), Changes::default());
        let (voted, other) = (ProjectId::from(Uuid::new_v4()), ProjectId::from(Uuid::new_v4()));
        let round = RoundId::from(Uuid::new_v4());
        put_showing(&cache, &changes, "/projects/preview", Shows::Keys(vec![Key::Project(voted), Key::Project(other)]));
        put_showing(&cache, &changes, "/projects/preview?page=2", Shows::Keys(vec![Key::Project(other)]));
        put_showing(&cache, &changes, "/rounds", Shows::Keys(vec![Key::Round(round)]));
        put(&cache, &changes, "/config");
        changes.touch(&[Key::Project(voted), Key::Round(round)]);
        assert!(cache.get("/projects/preview", &changes).await.is_none(), "shows the project voted for");
        assert!(cache.get("/rounds", &changes).await.is_none(), "shows the round's totals");
        assert!(cache.get("/config", &changes).await.is_none(), "shows anything");
        if Key::Project(other) != Key::Project(voted) {
            // Two keys may share a slot of the table (1 in 4,096): then the page is read again too.
            let shared = {
                let probe = Changes::default();
                let stamp = probe.stamp();
                probe.touch(&[Key::Project(voted), Key::Round(round)]);
                !probe.is_fresh(stamp, &Shows::Keys(vec![Key::Project(other)]))
            };
            assert_eq!(cache.get("/projects/preview?page=2", &changes).await.is_some(), !shared, "another page stays");
        }
    }

    #[tokio::test]
    async fn a_copy_expires_and_a_zero_lifetime_keeps_nothing() {
        let changes = Changes::default();
        let cache = PublicCache::new(Duration::from_millis(30));
        put(&cache, &changes, "/rounds");
        assert!(cache.get("/rounds", &changes).await.is_some());
        std::thread::sleep(Duration::from_millis(40));
        assert!(cache.get("/rounds", &changes).await.is_none());
        let off = PublicCache::new(Duration::ZERO);
        put(&off, &changes, "/rounds");
        assert!(off.get("/rounds", &changes).await.is_none());
    }

    #[tokio::test]
    async fn an_expired_copy_is_read_again_by_one_request_while_the_others_get_it() {
        let changes = Changes::default();
        let cache = PublicCache::new(Duration::from_millis(20));
        put(&cache, &changes, "/projects/preview");
        std::thread::sleep(Duration::from_millis(30));
        let Lookup::Refresh(claim) = cache.lookup("/projects/preview", &changes).await else {
            panic!("the first reads again")
        };
        let other = cache.lookup("/projects/preview", &changes).await;
        assert!(matches!(other, Lookup::Copy(_)), "the others get the old copy");
        changes.bump();
        let after_write = tokio::time::timeout(Duration::from_millis(50), cache.lookup("/projects/preview", &changes));
        assert!(after_write.await.is_err(), "but never after a write: they wait for the reader instead");
        drop(claim);
        put(&cache, &changes, "/projects/preview");
        assert!(matches!(cache.lookup("/projects/preview", &changes).await, Lookup::Copy(_)));
    }

    #[tokio::test]
    async fn with_no_copy_to_give_one_request_reads_and_the_others_are_given_its_answer() {
        let (cache, changes) = (PublicCache::new(Duration::from_secs(60)), Changes::default());
        let project = ProjectId::from(Uuid::new_v4());
        put_showing(&cache, &changes, "/projects/1", Shows::Keys(vec![Key::Project(project)]));
        changes.touch(&[Key::Project(project)]);
        let Lookup::Refresh(claim) = cache.lookup("/projects/1", &changes).await else {
            panic!("the first request after the write reads the answer")
        };
        let stamp = changes.stamp();
        let waiting = [cache.lookup("/projects/1", &changes), cache.lookup("/projects/1", &changes)];
        let waiting = futures::future::join_all(waiting);
        let kept = async {
            tokio::time::sleep(Duration::from_millis(30)).await;
            let shows = Shows::Keys(vec![Key::Project(project)]);
            let etag = HeaderValue::from_static("W/\"new\"");
            cache.put("/projects/1".into(), &changes, stamp, shows, HeaderMap::new(), Bytes::from_static(b"new"), etag);
            drop(claim);
        };
        let (answers, ()) = tokio::join!(waiting, kept);
        for answer in answers {
            let Lookup::Copy(copy) = answer else { panic!("a waiting request is given the reader's answer") };
            assert_eq!(copy.body, Bytes::from_static(b"new"));
        }

        // A reader that keeps nothing (an error, say) lets the waiters read for themselves, and a
        // write during the reader's reads makes its answer one they are not given.
        changes.touch(&[Key::Project(project)]);
        let Lookup::Refresh(claim) = cache.lookup("/projects/1", &changes).await else { panic!("reads") };
        let (answer, ()) = tokio::join!(cache.lookup("/projects/1", &changes), async { drop(claim) });
        assert!(matches!(answer, Lookup::Read | Lookup::Refresh(_)), "nothing kept: the waiter reads");
        let Lookup::Refresh(claim) = cache.lookup("/projects/1", &changes).await else { panic!("reads") };
        let stamp = changes.stamp();
        changes.touch(&[Key::Project(project)]);
        let late = async {
            let shows = Shows::Keys(vec![Key::Project(project)]);
            let etag = HeaderValue::from_static("W/\"late\"");
            cache.put(
                "/projects/1".into(),
                &changes,
                stamp,
                shows,
                HeaderMap::new(),
                Bytes::from_static(b"late"),
                etag,
            );
            drop(claim);
        };
        let (answer, ()) = tokio::join!(cache.lookup("/projects/1", &changes), late);
        assert!(!matches!(answer, Lookup::Copy(_)), "an answer read before a write is not given after it");
    }

    #[tokio::test]
    async fn the_gzip_copy_is_the_body_compressed_once() {
        let (cache, changes) = (PublicCache::new(Duration::from_secs(60)), Changes::default());
        let body = Bytes::from(format!("[{}]", vec!["{\"title\":\"Wells\"}"; 200].join(",")));
        let stamp = changes.stamp();
        cache.put(
            "/p".into(),
            &changes,
            stamp,
            Shows::Anything,
            HeaderMap::new(),
            body.clone(),
            HeaderValue::from_static("W/\"x\""),
        );
        let first = cache.get("/p", &changes).await.unwrap().gzipped().unwrap();
        let again = cache.get("/p", &changes).await.unwrap().gzipped().unwrap();
        assert_eq!(first.as_ptr(), again.as_ptr(), "compressed once, shared by the later requests");
        assert!(first.len() < body.len() / 4);
        let mut unzipped = Vec::new();
        std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(first.as_ref()), &mut unzipped).unwrap();
        assert_eq!(unzipped, body);
    }

    #[tokio::test]
    async fn invented_query_strings_cannot_grow_it_without_bound() {
        let (cache, changes) = (PublicCache::new(Duration::from_secs(60)), Changes::default());
        for i in 0..3 * MAX_ENTRIES {
            put(&cache, &changes, &format!("/projects/preview?page={i}"));
        }
        assert!(cache.copies.read().unwrap().len() <= MAX_ENTRIES);
    }
}
