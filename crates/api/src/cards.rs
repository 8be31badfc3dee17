//! Kept project cards (issue 30): the previews a public list shows, kept per project.
//!
//! A page of a list is twenty cards: a project's texts, its organization, its cover, and its
//! tallies (votes and money raised). Texts, organizations and covers change only with writes of
//! anything (`matchpool_app::changes`); the tallies with a vote or a donation, which names its
//! project. So each card is kept with the [`Stamp`] taken before its reads began and is served
//! while no write of anything happened since and no write touched its project: a vote makes one
//! card stale, and the next page showing it reads that card again (one read by key for all the
//! cards it misses), not the nineteen others. With [`crate::listings`] keeping which projects a
//! list shows, a page whose cards are all kept reads nothing from the database, whether the
//! public cache holds its answer or not. Another instance's writes reach `Changes` through its
//! announcements (`cluster`), and make the same cards stale.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use matchpool_app::changes::{Changes, Key, Stamp};
use matchpool_domain::ProjectId;
use matchpool_providers::media::MediaStore;
use matchpool_store::StoreResult;
use sea_orm::ConnectionTrait;

use crate::views::project::{ProjectContext, ProjectPreview, preview};

/// The most cards kept (a card is about 1 kB: some 20 MB); past it everything is dropped and
/// read again on demand.
const MAX_CARDS: usize = 20_000;

struct Kept {
    stamp: Stamp,
    card: Arc<ProjectPreview>,
}

#[derive(Default)]
pub struct Cards {
    kept: Mutex<HashMap<ProjectId, Kept>>,
}

impl Cards {
    /// The cards of these projects in this order: the kept ones still fresh as they are, the
    /// others read together. A project deleted since its list was kept has no card.
    pub async fn of(
        &self,
        db: &impl ConnectionTrait,
        media: &MediaStore,
        changes: &Changes,
        ids: &[ProjectId],
    ) -> StoreResult<Vec<Arc<ProjectPreview>>> {
        let mut cards: Vec<Option<Arc<ProjectPreview>>> = {
            let kept = self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            ids.iter()
                .map(|id| {
                    kept.get(id).filter(|k| changes.is_fresh_key(k.stamp, Key::Project(*id))).map(|k| k.card.clone())
                })
                .collect()
        };
        let missing: Vec<ProjectId> =
            ids.iter().zip(&cards).filter(|(_, card)| card.is_none()).map(|(id, _)| *id).collect();
        if !missing.is_empty() {
            let stamp = changes.stamp();
            let rows = matchpool_store::projects::find_many(db, missing).await?;
            let ctx = ProjectContext::load_previews(db, media, &rows).await?;
            let read: HashMap<ProjectId, Arc<ProjectPreview>> =
                rows.iter().map(|p| (p.id, Arc::new(preview(p, &ctx)))).collect();
            for (id, card) in ids.iter().zip(cards.iter_mut()) {
                if card.is_none() {
                    *card = read.get(id).cloned();
                }
            }
            self.keep(stamp, read);
        }
        Ok(cards.into_iter().flatten().collect())
    }

    fn keep(&self, stamp: Stamp, read: HashMap<ProjectId, Arc<ProjectPreview>>) {
        let mut kept = self.kept.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if kept.len() + read.len() > MAX_CARDS {
            kept.clear();
        }
        for (id, card) in read {
            kept.insert(id, Kept { stamp, card });
        }
    }
}
