//! Project updates (issue 16): what an organization may post on its project, who sees a hidden
//! one, and what an unsubscribe link covers.

use std::fmt;

use chrono::{DateTime, Utc};

use crate::free_text::{Lines, Text};
use crate::{FieldErrors, MediaId, OrganizationId, ProjectId, UpdateId, UserId};

/// The longest title, in characters.
pub const TITLE_MAX: usize = 150;
/// The longest Markdown body, in characters.
pub const BODY_MAX: usize = 10_000;

/// A posted update as the platform keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Update {
    pub id: UpdateId,
    pub project_id: ProjectId,
    /// The organization that posted it (the project's owner).
    pub organization_id: OrganizationId,
    /// The member who posted it.
    pub author_id: UserId,
    pub title: String,
    /// Markdown, as typed; rendered by the web app without raw HTML.
    pub body: String,
    /// An image the organization uploaded.
    pub media_id: Option<MediaId>,
    /// Set when an operator hides it.
    pub hidden_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A checked update: a one-line title and a Markdown body (stored as typed, never as HTML).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UpdateText {
    pub title: String,
    pub body: String,
}

impl UpdateText {
    /// Both fields are required; a field too long, blank or holding control characters or HTML
    /// tags only is refused with its field name.
    pub fn parse(title: Option<&str>, body: Option<&str>) -> Result<Self, FieldErrors> {
        let mut errors = FieldErrors::new();
        let title = errors.check("title", Text::parse(title, TITLE_MAX, Lines::One));
        let body = errors.check("body", Text::parse(body, BODY_MAX, Lines::Many));
        match (title, body) {
            (Some(title), Some(body)) if errors.is_empty() => {
                Ok(Self { title: title.into_inner(), body: body.into_inner() })
            }
            _ => Err(errors),
        }
    }
}

/// Who looks at a project's updates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Reader {
    /// A platform operator.
    pub operator: bool,
    /// A member of the organization owning the project.
    pub member: bool,
}

impl Reader {
    /// Hidden updates vanish for the public; operators and the organization's members still see
    /// them (marked hidden), so they know what was hidden.
    pub fn sees(self, hidden: bool) -> bool {
        !hidden || self.operator || self.member
    }
}

/// Only the organization owning the project posts, edits and deletes its updates, acting as
/// that organization (a member acting as themselves may not).
pub fn may_write(acting_as: Option<OrganizationId>, owner: OrganizationId) -> bool {
    acting_as == Some(owner)
}

/// What an unsubscribe link stops: one project's updates, or every project's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UpdateScope {
    Project(ProjectId),
    All,
}

impl UpdateScope {
    /// The stored (and signed) form: the project's id, or `all`.
    pub fn parse(raw: &str) -> Option<Self> {
        match raw {
            "all" => Some(Self::All),
            other => other.parse().ok().map(Self::Project),
        }
    }

    /// Whether an opt-out of this scope stops the updates of `project`.
    pub fn covers(self, project: ProjectId) -> bool {
        match self {
            Self::All => true,
            Self::Project(p) => p == project,
        }
    }
}

impl fmt::Display for UpdateScope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::All => f.write_str("all"),
            Self::Project(p) => p.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FieldError;

    fn get(errors: &FieldErrors, field: &str) -> Option<FieldError> {
        errors.iter().find(|(name, _)| *name == field).map(|(_, error)| error)
    }

    #[test]
    fn an_update_needs_a_title_and_a_body_within_their_limits() {
        let ok = UpdateText::parse(Some("  First well dug "), Some("We dug **one** well.\n\n- more soon")).unwrap();
        assert_eq!(ok.title, "First well dug");
        assert_eq!(ok.body, "We dug **one** well.\n\n- more soon", "markdown is kept as typed");
        let errors = UpdateText::parse(Some(" "), None).unwrap_err();
        assert_eq!(get(&errors, "title"), Some(FieldError::Required));
        assert_eq!(get(&errors, "body"), Some(FieldError::Required));
        let long_title = "t".repeat(TITLE_MAX + 1);
        let long_body = "b".repeat(BODY_MAX + 1);
        let errors = UpdateText::parse(Some(&long_title), Some(&long_body)).unwrap_err();
        assert_eq!(get(&errors, "title"), Some(FieldError::TooLong));
        assert_eq!(get(&errors, "body"), Some(FieldError::TooLong));
        assert!(UpdateText::parse(Some(&"t".repeat(TITLE_MAX)), Some(&"b".repeat(BODY_MAX))).is_ok());
        let errors = UpdateText::parse(Some("two\nlines"), Some("<script>x</script>")).unwrap_err();
        assert_eq!(get(&errors, "title"), Some(FieldError::Invalid));
        assert_eq!(get(&errors, "body"), Some(FieldError::Required), "nothing is left once tags go");
    }

    #[test]
    fn hidden_updates_are_for_operators_and_members_only() {
        assert!(Reader::default().sees(false));
        assert!(!Reader::default().sees(true));
        assert!(Reader { operator: true, member: false }.sees(true));
        assert!(Reader { operator: false, member: true }.sees(true));
    }

    #[test]
    fn only_the_owning_organization_writes() {
        let owner = OrganizationId::generate();
        assert!(may_write(Some(owner), owner));
        assert!(!may_write(None, owner));
        assert!(!may_write(Some(OrganizationId::generate()), owner));
    }

    #[test]
    fn scopes_read_back_and_cover_their_projects() {
        let project = ProjectId::generate();
        let scope = UpdateScope::Project(project);
        assert_eq!(UpdateScope::parse(&scope.to_string()), Some(scope));
        assert_eq!(UpdateScope::parse("all"), Some(UpdateScope::All));
        assert_eq!(UpdateScope::parse("everything"), None);
        assert!(scope.covers(project));
        assert!(!scope.covers(ProjectId::generate()));
        assert!(UpdateScope::All.covers(project));
    }
}
