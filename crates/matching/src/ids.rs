//! Ids in id order (byte-wise, matching.md §1) with a fast lookup from id to dense index.

use std::collections::HashMap;

use crate::input::{IdKind, InputError, validate_id};

type Hasher = foldhash::fast::RandomState;

/// A hash map with foldhash: fast on small keys, seeded per process.
pub(crate) type FastMap<K, V> = HashMap<K, V, Hasher>;

/// Ids of one kind in id order, with the input row of each and a lookup table.
pub(crate) struct SortedIds<'a> {
    /// The ids, sorted.
    pub(crate) ids: Vec<&'a str>,
    /// The input row of each sorted id.
    pub(crate) order: Vec<usize>,
    /// id → position in `ids`.
    pub(crate) index: IdIndex<'a>,
}

/// Lookup from id to index. Ids of at most 16 bytes (16-hex-digit pseudonyms, for instance) are
/// packed into a `u128`, so a lookup never follows a pointer to compare strings; foldhash is
/// several times faster than SipHash on such keys and is seeded per process.
pub(crate) enum IdIndex<'a> {
    Packed(HashMap<u128, u32, Hasher>),
    Strings(HashMap<&'a str, u32, Hasher>),
}

impl IdIndex<'_> {
    pub(crate) fn get(&self, id: &str) -> Option<u32> {
        match self {
            IdIndex::Packed(map) => map.get(&pack(id)?).copied(),
            IdIndex::Strings(map) => map.get(id).copied(),
        }
    }
}

/// The first 16 bytes of an id, big-endian and zero-padded: comparing packed keys compares ids
/// by their first 16 bytes in byte order (ids never contain a zero byte). `None` when longer.
fn pack(id: &str) -> Option<u128> {
    (id.len() <= 16).then(|| prefix(id))
}

fn prefix(id: &str) -> u128 {
    prefix_bytes(id.as_bytes())
}

/// The packed form of an id given as bytes, if at most 16 bytes long.
pub(crate) fn packed_key(id: &[u8]) -> Option<u128> {
    (id.len() <= 16).then(|| prefix_bytes(id))
}

fn prefix_bytes(id: &[u8]) -> u128 {
    let mut bytes = [0u8; 16];
    let n = id.len().min(16);
    bytes[..n].copy_from_slice(&id[..n]);
    u128::from_be_bytes(bytes)
}

/// Validates, sorts and indexes ids; a repeated id is an error.
pub(crate) fn sorted_ids<'a>(
    kind: IdKind,
    ids: impl ExactSizeIterator<Item = &'a str>,
) -> Result<SortedIds<'a>, InputError> {
    let raw: Vec<&str> = ids.collect();
    for id in &raw {
        validate_id(kind, id)?;
    }
    let (ids, order) = sort_ids(&raw);
    if let Some(at) = first_repeat(&ids) {
        let id = ids[at].to_owned();
        return Err(match kind {
            IdKind::Project => InputError::DuplicateProject(id),
            IdKind::Person => InputError::DuplicatePerson(id),
        });
    }
    let index = IdIndex::new(&ids);
    Ok(SortedIds { ids, order, index })
}

/// Sorts ids (already valid) into id order; returns them and the position in `raw` of each.
pub(crate) fn sort_ids<'a>(raw: &[&'a str]) -> (Vec<&'a str>, Vec<usize>) {
    // Sort by the packed prefix, then by the whole id: most comparisons never touch the strings.
    let mut keyed: Vec<(u128, usize)> = raw.iter().enumerate().map(|(row, id)| (prefix(id), row)).collect();
    keyed.sort_unstable_by(|a, b| a.0.cmp(&b.0).then_with(|| raw[a.1].cmp(raw[b.1])));
    let order: Vec<usize> = keyed.into_iter().map(|(_, row)| row).collect();
    let ids: Vec<&str> = order.iter().map(|&row| raw[row]).collect();
    (ids, order)
}

/// The position of the first id that the next one repeats, in sorted ids.
pub(crate) fn first_repeat(sorted: &[&str]) -> Option<usize> {
    sorted.windows(2).position(|w| w[0] == w[1])
}

impl<'a> IdIndex<'a> {
    /// An index of sorted ids (a repeated id maps to one of its positions).
    pub(crate) fn new(ids: &[&'a str]) -> Self {
        let numbered = ids.iter().enumerate().map(|(i, &id)| (id, i as u32));
        if ids.iter().all(|id| id.len() <= 16) {
            let mut map = HashMap::with_capacity_and_hasher(ids.len(), Hasher::default());
            map.extend(numbered.map(|(id, i)| (prefix(id), i)));
            IdIndex::Packed(map)
        } else {
            let mut map = HashMap::with_capacity_and_hasher(ids.len(), Hasher::default());
            map.extend(numbered);
            IdIndex::Strings(map)
        }
    }

    /// The index of an id given as bytes that are a valid id (so ASCII).
    pub(crate) fn get_valid(&self, id: &[u8]) -> Option<u32> {
        match self {
            IdIndex::Packed(map) => map.get(&packed_key(id)?).copied(),
            IdIndex::Strings(map) => map.get(std::str::from_utf8(id).ok()?).copied(),
        }
    }

    /// The index of valid ids given by [`packed_key`], when this index is packed (`None`
    /// otherwise): a tight loop of such lookups lets the processor wait for many table entries
    /// at once.
    pub(crate) fn packed(&self) -> Option<impl Fn(u128) -> Option<u32> + '_> {
        match self {
            IdIndex::Packed(map) => Some(move |key| map.get(&key).copied()),
            IdIndex::Strings(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_sort_in_byte_order_and_are_found_by_either_index() {
        for ids in
            [vec!["p2", "p10", "B", "a", "p1", "p11"], vec!["p2", "p10", "a-very-long-project-identifier", "p1", "a"]]
        {
            let sorted = sorted_ids(IdKind::Project, ids.iter().copied()).expect("valid");
            let mut expected = ids.clone();
            expected.sort();
            assert_eq!(sorted.ids, expected);
            for (i, id) in expected.iter().enumerate() {
                assert_eq!(sorted.index.get(id), Some(i as u32));
            }
            assert_eq!(sorted.index.get("p3"), None);
            assert_eq!(sorted.index.get("a-very-long-project-identifier-not-there"), None);
        }
    }

    #[test]
    fn ids_equal_in_their_first_16_bytes_still_sort_by_the_rest() {
        let ids = ["aaaaaaaaaaaaaaaab", "aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaa"];
        let sorted = sorted_ids(IdKind::Person, ids.iter().copied()).expect("valid");
        assert_eq!(sorted.ids, ["aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaab"]);
    }
}
