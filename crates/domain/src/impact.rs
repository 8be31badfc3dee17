//! Impact points: granted for votes and donations, reversed when those are undone.

use chrono::{DateTime, Utc};

/// Why points were granted: a vote, a donation, or (negative) the reversal of either.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum GrantKind {
    Vote,
    Donation,
    Reversal,
}

impl GrantKind {
    pub const ALL: [Self; 3] = [Self::Vote, Self::Donation, Self::Reversal];

    /// The stored and wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Vote => "vote",
            Self::Donation => "donation",
            Self::Reversal => "reversal",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.as_str() == raw)
    }
}

/// One grant (or, negative, a reversal) of impact points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub id: crate::GrantId,
    pub user_id: crate::UserId,
    pub points: i64,
    pub kind: GrantKind,
    /// `vote:<user>:<project>` or `donation:<id>`.
    pub cause: String,
    pub project_id: Option<crate::ProjectId>,
    pub created_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::GrantKind;

    #[test]
    fn grant_kinds_read_back_by_their_stored_and_wire_names() {
        for kind in GrantKind::ALL {
            assert_eq!(GrantKind::parse(kind.as_str()), Some(kind));
            assert_eq!(serde_json::to_value(kind).unwrap(), kind.as_str());
        }
        assert_eq!(GrantKind::parse("Vote"), None);
    }
}
