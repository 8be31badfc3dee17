//! Kept listings (issue 30): which projects a public list or search shows, and in what order.
//!
//! A live round's votes and donations change projects' tallies, never which projects a list holds
//! or their order (those change only when projects are created, edited, reviewed or deleted, or a
//! round changes: writes of anything, `matchpool_app::changes`). So the ordered ids of each list a
//! visitor asked for are kept until such a write, and a page is then one read of its rows by key:
//! no count, no full-text ranking, whatever the public cache (`public_cache`) holds or not; a page
//! of previews takes its cards from those kept per project (`cards`), so it reads only the cards a
//! vote or a donation made stale. An organization's own list (with its drafts) is always read from
//! the database.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use matchpool_app::changes::{Changes, Shows, Stamp};
use matchpool_domain::project::{Project, Track};
use matchpool_domain::{OrganizationId, ProjectId, ProjectStatus, RoundId};
use matchpool_providers::media::MediaStore;
use matchpool_store::StoreResult;
use matchpool_store::projects::ListFilter;
use sea_orm::ConnectionTrait;

use crate::cards::Cards;
use crate::views::project::ProjectPreview;

/// The most ids kept across all listings (16 bytes each: 4 MB); past it everything is dropped.
const MAX_IDS: usize = 250_000;
/// The most listings kept; a visitor inventing searches cannot grow it beyond this.
const MAX_LISTINGS: usize = 1024;

/// A list's filters: `(round, track, words, organization)`.
type ListKey = (Option<RoundId>, Option<Track>, Option<String>, Option<OrganizationId>, Option<ProjectStatus>);

struct Kept {
    stamp: Stamp,
    ids: Arc<Vec<ProjectId>>,
}

pub struct Listings {
    enabled: bool,
    kept: Mutex<HashMap<ListKey, Kept>>,
    /// The cards those lists show (`cards`).
    cards: Cards,
}

impl Listings {
    /// `enabled: false` reads every list from the database (a test's fresh reader).
    pub fn new(enabled: bool) -> Self {
        Self { enabled, kept: Mutex::default(), cards: Cards::default() }
    }

    /// A page of the list `filter` asks for, and the list's length.
    pub async fn page(
        &self,
        db: &impl ConnectionTrait,
        changes: &Changes,
        filter: &ListFilter,
        offset: u64,
        limit: u64,
    ) -> StoreResult<(Vec<Project>, u64)> {
        let Some(ids) = self.ids(db, changes, filter).await? else {
            return matchpool_store::projects::list(db, filter, offset, limit).await;
        };
        let rows = matchpool_store::projects::in_order(db, window(&ids, offset, limit)).await?;
        Ok((rows, ids.len() as u64))
    }

    /// The cards of a page of the list `filter` asks for, and the list's length; `None` when
    /// lists are not kept or it is an organization's own (read it with [`Self::page`]).
    pub async fn cards(
        &self,
        db: &impl ConnectionTrait,
        media: &MediaStore,
        changes: &Changes,
        filter: &ListFilter,
        offset: u64,
        limit: u64,
    ) -> StoreResult<Option<(Vec<Arc<ProjectPreview>>, u64)>> {
        let Some(ids) = self.ids(db, changes, filter).await? else {
            return Ok(None);
        };
        let cards = self.cards.of(db, media, changes, window(&ids, offset, limit)).await?;
        Ok(Some((cards, ids.len() as u64)))
    }

    /// The kept ids of the list (read and kept if they are not); `None` when lists are not kept
    /// or it is an organization's own list with its drafts.
    async fn ids(
        &self,
        db: &impl ConnectionTrait,
        changes: &Changes,
        filter: &ListFilter,
    ) -> StoreResult<Option<Arc<Vec<ProjectId>>>> {
        if !self.enabled || filter.include_drafts {
            return Ok(None);
        }
        let key = (filter.round_id, filter.category, filter.query.clone(), filter.identity_id, filter.status);
        if let Some(ids) = self.fresh(&key, changes) {
            return Ok(Some(ids));
        }
        let stamp = changes.stamp();
        let ids = Arc::new(matchpool_store::projects::ordered_ids(db, filter).await?);
        self.keep(key, stamp, ids.clone());
        Ok(Some(ids))
    }

    fn fresh(&self, key: &ListKey, changes: &Changes) -> Option<Arc<Vec<ProjectId>>> {
        let kept = self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        // Only a write of anything changes a list: it shows no tallies.
        kept.get(key).filter(|k| changes.is_fresh(k.stamp, &Shows::Keys(Vec::new()))).map(|k| k.ids.clone())
    }

    fn keep(&self, key: ListKey, stamp: Stamp, ids: Arc<Vec<ProjectId>>) {
        let mut kept = self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let held: usize = kept.values().map(|k| k.ids.len()).sum();
        if kept.len() >= MAX_LISTINGS || held + ids.len() > MAX_IDS {
            kept.clear();
        }
        if ids.len() <= MAX_IDS {
            kept.insert(key, Kept { stamp, ids });
        }
    }
}

/// The ids of the page at `offset` of `limit` rows.
fn window(ids: &[ProjectId], offset: u64, limit: u64) -> &[ProjectId] {
    let start = usize::try_from(offset).unwrap_or(usize::MAX).min(ids.len());
    let end = start.saturating_add(usize::try_from(limit).unwrap_or(usize::MAX)).min(ids.len());
    &ids[start..end]
}
