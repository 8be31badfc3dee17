//! The Merkle tree of RFC 6962 §2.1 (docs/PROOFS.md §3), built level by level: each level pairs
//! adjacent nodes from the left, and a last node without a partner moves up unchanged. This is
//! the same tree as the RFC's recursive definition (split at the largest power of two below the
//! leaf count), and its paths are the RFC's audit paths.

use super::hash::{TreeHash, node_hash};
use crate::result::default_threads;

/// Levels smaller than this are hashed on one thread: a thread costs more than it saves.
const PARALLEL_MIN: usize = 1 << 14;

/// A Merkle tree with every level kept, so that any leaf's path can be read off it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MerkleTree {
    /// `levels[0]` are the leaf hashes, each next level half as long (rounded up); the last one
    /// holds the root. Empty when there are no leaves.
    levels: Vec<Vec<TreeHash>>,
}

impl MerkleTree {
    /// The tree over `leaves` (hashes made with [`leaf_hash`](super::leaf_hash)), in their order.
    pub fn new(leaves: Vec<TreeHash>) -> Self {
        let threads = default_threads();
        let mut levels = Vec::new();
        let mut level = leaves;
        while level.len() > 1 {
            let next = parent_level(&level, threads);
            levels.push(level);
            level = next;
        }
        if !level.is_empty() {
            levels.push(level);
        }
        Self { levels }
    }

    /// The number of leaves.
    pub fn leaf_count(&self) -> u64 {
        self.levels.first().map_or(0, |leaves| leaves.len() as u64)
    }

    /// The root: the hash of the only node of the top level, or SHA-256 of the empty string for
    /// a tree without leaves.
    pub fn root(&self) -> TreeHash {
        self.levels.last().map_or_else(TreeHash::empty, |top| top[0])
    }

    /// The hash of leaf `index`.
    pub fn leaf(&self, index: usize) -> Option<TreeHash> {
        self.levels.first().and_then(|leaves| leaves.get(index)).copied()
    }

    /// The path of leaf `index` to the root: the sibling of each node on the way up, from the
    /// leaf's level to the level below the root, skipping the levels where the node has no
    /// sibling (it moves up unchanged). Empty for a leaf outside the tree.
    pub fn path(&self, index: usize) -> Vec<TreeHash> {
        let mut path = Vec::with_capacity(self.levels.len());
        if index as u64 >= self.leaf_count() {
            return path;
        }
        let mut at = index;
        for level in &self.levels[..self.levels.len() - 1] {
            if let Some(sibling) = level.get(at ^ 1) {
                path.push(*sibling);
            }
            at /= 2;
        }
        path
    }
}

/// The root of the tree over `leaves` without keeping its levels: each level is written over the
/// previous one, so no memory is needed beyond the leaves.
pub(crate) fn root_of(mut level: Vec<TreeHash>) -> TreeHash {
    if level.is_empty() {
        return TreeHash::empty();
    }
    while level.len() > 1 {
        let half = level.len().div_ceil(2);
        for k in 0..half {
            level[k] = match level.get(2 * k + 1) {
                Some(right) => node_hash(&level[2 * k], right),
                None => level[2 * k],
            };
        }
        level.truncate(half);
    }
    level[0]
}

/// The level above `level`: node k is the hash of nodes 2k and 2k + 1, or node 2k itself when it
/// is the last one and has no partner.
fn parent_level(level: &[TreeHash], threads: usize) -> Vec<TreeHash> {
    let mut parents = vec![TreeHash::default(); level.len().div_ceil(2)];
    let fill = |first: usize, out: &mut [TreeHash]| {
        for (k, parent) in (first..).zip(out.iter_mut()) {
            *parent = match level.get(2 * k + 1) {
                Some(right) => node_hash(&level[2 * k], right),
                None => level[2 * k],
            };
        }
    };
    in_parallel(&mut parents, threads, fill);
    parents
}

/// Fills `out` by calling `fill(first index, chunk)` on up to `threads` chunks at once.
pub(crate) fn in_parallel<T: Send>(out: &mut [T], threads: usize, fill: impl Fn(usize, &mut [T]) + Sync) {
    if threads <= 1 || out.len() < PARALLEL_MIN {
        fill(0, out);
        return;
    }
    let chunk = out.len().div_ceil(threads);
    std::thread::scope(|scope| {
        for (n, part) in out.chunks_mut(chunk).enumerate() {
            let fill = &fill;
            scope.spawn(move || fill(n * chunk, part));
        }
    });
}

/// The number of hashes in the path of leaf `index` in a tree of `leaf_count` leaves: one per
/// level where the node on the way up has a sibling. 0 when the leaf is outside the tree.
pub fn path_length(index: u64, leaf_count: u64) -> usize {
    let (mut at, mut width, mut length) = (index, leaf_count, 0);
    if index >= leaf_count {
        return 0;
    }
    while width > 1 {
        if at % 2 == 1 || at + 1 < width {
            length += 1;
        }
        at /= 2;
        width = width.div_ceil(2);
    }
    length
}

/// The root that leaf hash `leaf` at `index` leads to in a tree of `leaf_count` leaves, climbing
/// `path` (as [`MerkleTree::path`] gives it). `None` when the index is outside the tree or the
/// path's length is not [`path_length`]`(index, leaf_count)`.
pub fn root_from_path(leaf: TreeHash, index: u64, leaf_count: u64, path: &[TreeHash]) -> Option<TreeHash> {
    if index >= leaf_count || path.len() != path_length(index, leaf_count) {
        return None;
    }
    let (mut at, mut width, mut node) = (index, leaf_count, leaf);
    let mut siblings = path.iter();
    while width > 1 {
        if at % 2 == 1 {
            node = node_hash(siblings.next()?, &node);
        } else if at + 1 < width {
            node = node_hash(&node, siblings.next()?);
        }
        at /= 2;
        width = width.div_ceil(2);
    }
    Some(node)
}
