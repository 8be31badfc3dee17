//! Contribution rows into canonical order (project, then person), with their credits (§5).
//!
//! Both readers of inputs end here: [`PreparedRound::new`](crate::PreparedRound::new) from a
//! [`RoundInput`](crate::RoundInput), and the audit-pack reader straight from the CSV bytes.

use std::sync::Mutex;

use crate::prepared::{Pairs, Support};
use crate::weights::Weigher;

/// Contribution rows with their ids resolved to dense indices, in input row order. A reader may
/// hand over several chunks; their rows follow each other.
#[derive(Debug, Clone, Default)]
pub(crate) struct Resolved {
    pub(crate) project: Vec<u32>,
    pub(crate) person: Vec<u32>,
    pub(crate) amount: Vec<u64>,
    pub(crate) voted: Vec<bool>,
}

impl Resolved {
    pub(crate) fn with_capacity(rows: usize) -> Self {
        Self {
            project: Vec::with_capacity(rows),
            person: Vec::with_capacity(rows),
            amount: Vec::with_capacity(rows),
            voted: Vec::with_capacity(rows),
        }
    }

    pub(crate) fn push(&mut self, project: u32, person: u32, amount: u64, voted: bool) {
        self.project.push(project);
        self.person.push(person);
        self.amount.push(amount);
        self.voted.push(voted);
    }

    pub(crate) fn len(&self) -> usize {
        self.project.len()
    }
}

/// A (person, project) pair given twice: the first such pair in canonical order, and the last
/// input row holding it (the row an error points at).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct DuplicatePair {
    pub(crate) project: u32,
    pub(crate) person: u32,
    pub(crate) last_row: usize,
}

/// One contribution row on its way into canonical order.
#[derive(Clone, Copy)]
struct Row {
    /// person index << 32 | input row: sorting by it sorts by person, then row.
    key: u64,
    amount: u64,
    voted: bool,
}

/// Groups the rows by project (counting sort), sorts each group by person (on up to `threads`
/// threads; the order, hence every bit, does not depend on it), rejects repeated pairs and
/// computes every credit a_ip.
pub(crate) fn group_pairs(
    chunks: &[Resolved],
    projects: usize,
    weights: &[f64],
    weigher: &Weigher,
    threads: usize,
) -> Result<Pairs, DuplicatePair> {
    let mut start = vec![0usize; projects + 1];
    for chunk in chunks {
        for &p in &chunk.project {
            start[p as usize + 1] += 1;
        }
    }
    for p in 0..projects {
        start[p + 1] += start[p];
    }
    let mut next = start.clone();
    let mut rows = vec![Row { key: 0, amount: 0, voted: false }; start[projects]];
    let mut row = 0u64;
    for chunk in chunks {
        for k in 0..chunk.len() {
            let slot = &mut next[chunk.project[k] as usize];
            rows[*slot] =
                Row { key: u64::from(chunk.person[k]) << 32 | row, amount: chunk.amount[k], voted: chunk.voted[k] };
            *slot += 1;
            row += 1;
        }
    }
    sort_groups(&mut rows, &start, threads);
    let mut pairs = Pairs {
        person: Vec::with_capacity(rows.len()),
        amount: Vec::with_capacity(rows.len()),
        voted: Vec::with_capacity(rows.len()),
        credit: Vec::with_capacity(rows.len()),
        start,
    };
    for p in 0..projects {
        let group = &rows[pairs.start[p]..pairs.start[p + 1]];
        for (k, r) in group.iter().enumerate() {
            let person = (r.key >> 32) as u32;
            if k > 0 && (group[k - 1].key >> 32) as u32 == person {
                let same = group[k..].iter().take_while(|s| (s.key >> 32) as u32 == person);
                let last_row = same.last().map_or(0, |s| (s.key & 0xFFFF_FFFF) as usize);
                return Err(DuplicatePair { project: p as u32, person, last_row });
            }
            pairs.person.push(person);
            pairs.amount.push(r.amount);
            pairs.voted.push(r.voted);
            pairs.credit.push(weigher.weighted_credit(weights[person as usize], r.amount, r.voted));
        }
    }
    Ok(pairs)
}

/// Sorts every project's group by key, largest groups first, on up to `threads` threads.
fn sort_groups(rows: &mut [Row], start: &[usize], threads: usize) {
    let mut groups = Vec::with_capacity(start.len() - 1);
    let mut rest = rows;
    for p in 0..start.len() - 1 {
        let (group, tail) = rest.split_at_mut(start[p + 1] - start[p]);
        groups.push(group);
        rest = tail;
    }
    let threads = if start[start.len() - 1] < 50_000 { 1 } else { threads.max(1) };
    if threads == 1 {
        groups.into_iter().for_each(|g| g.sort_unstable_by_key(|r| r.key));
        return;
    }
    groups.sort_unstable_by_key(|g| std::cmp::Reverse(g.len()));
    let queue = Mutex::new(groups.into_iter());
    let work = || {
        while let Some(group) = queue.lock().map_or(None, |mut q| q.next()) {
            group.sort_unstable_by_key(|r| r.key);
        }
    };
    std::thread::scope(|s| {
        for _ in 1..threads {
            s.spawn(work);
        }
        work();
    });
}

/// The supporters (a_ip > 0, §5) of every project.
pub(crate) fn supporters(pairs: &Pairs) -> Support {
    let projects = pairs.start.len() - 1;
    let mut support = Support {
        start: Vec::with_capacity(projects + 1),
        person: Vec::with_capacity(pairs.person.len()),
        credit: Vec::with_capacity(pairs.person.len()),
    };
    support.start.push(0);
    for p in 0..projects {
        for k in pairs.start[p]..pairs.start[p + 1] {
            if pairs.credit[k] > 0.0 {
                support.person.push(pairs.person[k]);
                support.credit.push(pairs.credit[k]);
            }
        }
        support.start.push(support.person.len());
    }
    support
}
