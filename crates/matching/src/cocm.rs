//! `cocm` raw match (matching.md §6.3).
//!
//! The G × G walk matrix Q is built once from sparse rows (Σ_i deg_i² work). Each project is then
//! matched on its own: only the groups U_p of its supporters can give a non-zero term (A_gh·A_hg
//! needs supporters in both g and h), so the project works in U_p × U_p, computing each
//! supporter's connection row K_i· = Σ_g T_ig Q_g· and adding T_ig · H_i· to A.
//!
//! Fixed evaluation order (§11): r_i and the K sums over the person's groups ascending; t_g, Q_gh
//! and A_gh over persons ascending; m_p = 2 · Σ_{g<h} √(A_gh · A_hg) with g, then h, ascending.
//! Shares are computed as T_ig = e_ig · (1 / r_i) and R_gi = e_ig · (1 / t_g): one division per
//! row, and the form that reproduces the worked example of §14.6 to the last bit.
//! Projects are shared between threads, but each m_p is computed by one thread in that order, so
//! the bits never depend on the thread count.

use std::sync::atomic::{AtomicUsize, Ordering};

use crate::prepared::Support;
use crate::qf::non_negative;

/// m_p of §6.3 for every project, using up to `threads` threads.
pub(crate) fn raw_matches(support: &Support, persons: usize, threads: usize) -> Vec<f64> {
    let walk = Walk::new(support, persons);
    let projects = support.start.len() - 1;
    // Largest projects first so that threads finish together.
    let mut queue: Vec<usize> = (0..projects).filter(|&p| support.range(p).len() >= 2).collect();
    queue.sort_by_key(|&p| std::cmp::Reverse(support.range(p).len()));
    let next = AtomicUsize::new(0);
    let work = || {
        let mut scratch = Scratch::new(walk.groups);
        let mut done = Vec::new();
        while let Some(&p) = queue.get(next.fetch_add(1, Ordering::Relaxed)) {
            done.push((p, scratch.project_match(&walk, support, p)));
        }
        done
    };
    let threads = threads.clamp(1, queue.len().max(1));
    let results: Vec<Vec<(usize, f64)>> = if threads == 1 {
        vec![work()]
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads).map(|_| s.spawn(work)).collect();
            handles.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
        })
    };
    let mut m = vec![0.0; projects];
    for (p, value) in results.into_iter().flatten() {
        m[p] = value;
    }
    m
}

/// Memberships and the group-to-group walk, shared by every project.
struct Walk {
    /// Number of groups (projects with t_g > 0).
    groups: usize,
    /// e_ip per entry of [`Support`].
    effective: Vec<f64>,
    /// Every person's memberships (e > 0), groups ascending: start, group, share T_ig.
    start: Vec<usize>,
    group: Vec<u32>,
    share: Vec<f64>,
    /// Q, row-major G × G.
    q: Vec<f64>,
}

impl Walk {
    fn new(support: &Support, persons: usize) -> Self {
        let projects = support.start.len() - 1;
        let effective: Vec<f64> = support.credit.iter().map(|a| a * a).collect();
        let mut group_of = vec![u32::MAX; projects];
        let mut totals = Vec::new();
        for (p, slot) in group_of.iter_mut().enumerate() {
            let t: f64 = effective[support.range(p)].iter().fold(0.0, |t, e| t + e);
            if t > 0.0 {
                *slot = totals.len() as u32;
                totals.push(t);
            }
        }
        let groups = totals.len();
        let per_t: Vec<f64> = totals.iter().map(|t| 1.0 / t).collect();
        let rows = support.by_person(persons);
        let (mut start, mut group, mut share) = (vec![0], Vec::new(), Vec::new());
        let mut member = Vec::new();
        let mut q = vec![0.0; groups * groups];
        for i in 0..persons {
            member.clear();
            member.extend(rows.range(i).filter_map(|e| {
                let k = rows.at[e] as usize;
                (effective[k] > 0.0).then(|| (group_of[rows.project[e] as usize], effective[k]))
            }));
            let r = member.iter().fold(0.0, |r, &(_, e)| r + e);
            let per_r = 1.0 / r;
            for &(g, e) in &member {
                group.push(g);
                share.push(e * per_r);
            }
            let shares = &share[start[i]..];
            for &(g, e) in &member {
                let r_gi = e * per_t[g as usize];
                let row = &mut q[g as usize * groups..][..groups];
                for (&(h, _), &t_ih) in member.iter().zip(shares) {
                    row[h as usize] += r_gi * t_ih;
                }
            }
            start.push(group.len());
        }
        Self { groups, effective, start, group, share, q }
    }
}

/// Per-thread buffers, reused from project to project.
struct Scratch {
    /// Compact index of each group in the current U_p, or `u32::MAX`.
    pos: Vec<u32>,
    used: Vec<u32>,
    q: Vec<f64>,
    a: Vec<f64>,
    k: Vec<f64>,
    h: Vec<f64>,
}

impl Scratch {
    fn new(groups: usize) -> Self {
        Self {
            pos: vec![u32::MAX; groups],
            used: Vec::new(),
            q: Vec::new(),
            a: Vec::new(),
            k: Vec::new(),
            h: Vec::new(),
        }
    }

    fn project_match(&mut self, walk: &Walk, support: &Support, p: usize) -> f64 {
        let members = |i: usize| walk.start[i]..walk.start[i + 1];
        let supporters = support
            .range(p)
            .filter(|&k| walk.effective[k] > 0.0)
            .map(|k| (support.person[k] as usize, walk.effective[k]));

        // U_p, ascending, and the walk restricted to it.
        self.used.clear();
        for (i, _) in supporters.clone() {
            for &g in &walk.group[members(i)] {
                if self.pos[g as usize] == u32::MAX {
                    self.pos[g as usize] = 0;
                    self.used.push(g);
                }
            }
        }
        self.used.sort_unstable();
        for (c, &g) in self.used.iter().enumerate() {
            self.pos[g as usize] = c as u32;
        }
        let n = self.used.len();
        self.q.clear();
        for &g in &self.used {
            let row = &walk.q[g as usize * walk.groups..][..walk.groups];
            self.q.extend(self.used.iter().map(|&h| row[h as usize]));
        }
        self.a.clear();
        self.a.resize(n * n, 0.0);
        self.k.resize(n, 0.0);
        self.h.resize(n, 0.0);

        for (i, e_ip) in supporters {
            let range = members(i);
            let groups = &walk.group[range.clone()];
            let shares = &walk.share[range];
            // K_i· = Σ_g T_ig · Q_g·, then H_i· = (1 − k_i·) · e_ip with k = 1 on i's groups.
            self.k.fill(0.0);
            for (&g, &t) in groups.iter().zip(shares) {
                let row = &self.q[self.pos[g as usize] as usize * n..][..n];
                for (k, &q) in self.k.iter_mut().zip(row) {
                    *k += t * q;
                }
            }
            for (h, &k) in self.h.iter_mut().zip(&self.k) {
                *h = (1.0 - k.min(1.0)) * e_ip;
            }
            for &g in groups {
                self.h[self.pos[g as usize] as usize] = 0.0;
            }
            for (&g, &t) in groups.iter().zip(shares) {
                let row = &mut self.a[self.pos[g as usize] as usize * n..][..n];
                for (a, &h) in row.iter_mut().zip(&self.h) {
                    *a += t * h;
                }
            }
        }

        let mut sum = 0.0;
        for g in 0..n {
            for h in g + 1..n {
                sum += (self.a[g * n + h] * self.a[h * n + g]).sqrt();
            }
        }
        for &g in &self.used {
            self.pos[g as usize] = u32::MAX;
        }
        non_negative(2.0 * sum)
    }
}
