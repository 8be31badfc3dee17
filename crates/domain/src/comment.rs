//! Comments on projects as the store keeps them.

use chrono::{DateTime, Utc};

use crate::{CommentId, FieldError, MediaId, ProjectId, ReactionId, UserId};

/// A comment on a project, or a reply (`parent_id`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    pub id: CommentId,
    pub project_id: ProjectId,
    /// The identity that wrote it (a person or one of their organizations).
    pub identity_id: crate::IdentityId,
    /// The person behind it.
    pub user_id: UserId,
    pub parent_id: Option<CommentId>,
    pub media_id: Option<MediaId>,
    pub content: String,
    /// Set when an operator hides it.
    pub hidden_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// An identity's like (`kind = like`) or reaction on a comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reaction {
    pub id: ReactionId,
    pub comment_id: CommentId,
    pub identity_id: crate::IdentityId,
    pub kind: ReactionKind,
    /// `LIKE` for a like.
    pub reaction: ReactionName,
    pub created_at: DateTime<Utc>,
}

/// Whether a like or an emoji reaction: each identity has at most one of each per comment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReactionKind {
    Like,
    Reaction,
}

impl ReactionKind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Like => "like",
            Self::Reaction => "reaction",
        }
    }

    pub fn parse(raw: &str) -> Option<Self> {
        [Self::Like, Self::Reaction].into_iter().find(|k| k.as_str() == raw)
    }
}

/// A reaction's name: an emoji name or `LIKE`, at most [`ReactionName::MAX`] characters, no
/// control characters or markup. Sent as the name itself.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(transparent)]
pub struct ReactionName(String);

impl ReactionName {
    /// The longest reaction name, in characters.
    pub const MAX: usize = 32;

    /// The name a like is kept under.
    pub fn like() -> Self {
        Self("LIKE".to_owned())
    }

    /// A name as sent (trimmed): required, and within the rules above.
    pub fn parse(raw: Option<&str>) -> Result<Self, FieldError> {
        let name = raw.map(str::trim).unwrap_or_default();
        if name.is_empty() {
            return Err(FieldError::Required);
        }
        if name.chars().count() > Self::MAX || name.chars().any(|c| c.is_control() || c == '<' || c == '>') {
            return Err(FieldError::Invalid);
        }
        Ok(Self(name.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reaction_names_are_trimmed_short_plain_text() {
        assert_eq!(ReactionName::parse(Some(" heart ")).map(|n| n.as_str().to_owned()), Ok("heart".to_owned()));
        assert_eq!(ReactionName::parse(Some("  ")), Err(FieldError::Required));
        assert_eq!(ReactionName::parse(None), Err(FieldError::Required));
        assert_eq!(ReactionName::parse(Some("<b>")), Err(FieldError::Invalid));
        assert_eq!(ReactionName::parse(Some(&"x".repeat(33))), Err(FieldError::Invalid));
        assert_eq!(ReactionName::parse(Some("LIKE")), Ok(ReactionName::like()));
    }

    #[test]
    fn reaction_kinds_round_trip_their_stored_names() {
        for kind in [ReactionKind::Like, ReactionKind::Reaction] {
            assert_eq!(ReactionKind::parse(kind.as_str()), Some(kind));
        }
        assert_eq!(ReactionKind::parse("LIKE"), None);
    }
}
