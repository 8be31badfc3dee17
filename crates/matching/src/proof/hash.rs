//! The tree's hashes (docs/PROOFS.md §2): SHA-256 of a one-byte domain prefix and the leaf's
//! canonical encoding, or of the prefix and the two children.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sha2::{Digest, Sha256};

/// Prefix of a leaf's hashed bytes (as in RFC 6962).
pub const LEAF_PREFIX: u8 = 0x00;
/// Prefix of a node's hashed bytes (as in RFC 6962).
pub const NODE_PREFIX: u8 = 0x01;

/// A SHA-256 digest in the tree; written as 64 lowercase hex digits in JSON.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct TreeHash(pub [u8; 32]);

impl TreeHash {
    /// SHA-256 of the empty string: the root of a tree without leaves (RFC 6962 §2.1).
    pub fn empty() -> Self {
        Self(Sha256::digest([]).into())
    }
}

impl fmt::Display for TreeHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&hex::encode(self.0))
    }
}

impl fmt::Debug for TreeHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TreeHash({self})")
    }
}

impl FromStr for TreeHash {
    type Err = String;

    /// Reads 64 lowercase hex digits (upper case is refused, so a hash has one written form).
    fn from_str(text: &str) -> Result<Self, String> {
        let lower = text.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        let mut bytes = [0u8; 32];
        match hex::decode_to_slice(text, &mut bytes) {
            Ok(()) if lower => Ok(Self(bytes)),
            _ => Err(format!("{text:?} is not 64 lowercase hex digits")),
        }
    }
}

impl Serialize for TreeHash {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for TreeHash {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// The hash of a contribution row: SHA-256(0x00 ‖ `person_id,project_id,amount_cents,voted`),
/// the row exactly as contributions.csv writes it (matching.md §13.3) without its line end.
pub fn leaf_hash(person_id: &str, project_id: &str, amount_cents: u64, voted: bool) -> TreeHash {
    let mut hasher = Sha256::new();
    hasher.update([LEAF_PREFIX]);
    hasher.update(person_id.as_bytes());
    hasher.update(b",");
    hasher.update(project_id.as_bytes());
    hasher.update(b",");
    hasher.update(decimal(amount_cents, &mut [0u8; 20]));
    hasher.update(if voted { b",1" } else { b",0" });
    TreeHash(hasher.finalize().into())
}

/// The hash of an inner node: SHA-256(0x01 ‖ left ‖ right).
pub fn node_hash(left: &TreeHash, right: &TreeHash) -> TreeHash {
    let mut bytes = [0u8; 65];
    bytes[0] = NODE_PREFIX;
    bytes[1..33].copy_from_slice(&left.0);
    bytes[33..].copy_from_slice(&right.0);
    TreeHash(Sha256::digest(bytes).into())
}

/// `value` in base 10, without sign or leading zeros, written at the end of `buffer`.
fn decimal(mut value: u64, buffer: &mut [u8; 20]) -> &[u8] {
    let mut start = buffer.len();
    loop {
        start -= 1;
        buffer[start] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            return &buffer[start..];
        }
    }
}
