//! Who is acting: a signed-in person as themselves, or as one of their organizations.

use matchpool_domain::{OrganizationId, UserId};

use crate::{AppError, AppResult};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Actor {
    Person(UserId),
    Organization { person: UserId, organization: OrganizationId },
}

impl Actor {
    /// The person behind the action, whatever identity they act as.
    pub fn person(self) -> UserId {
        match self {
            Self::Person(person) | Self::Organization { person, .. } => person,
        }
    }

    /// Organizations neither vote nor donate (api-contract D5).
    pub fn as_voter(self) -> AppResult<UserId> {
        match self {
            Self::Person(person) => Ok(person),
            Self::Organization { .. } => {
                Err(AppError::forbidden("vote.organization_identity", "Please switch to your personal account to vote"))
            }
        }
    }

    pub fn as_donor(self) -> AppResult<UserId> {
        match self {
            Self::Person(person) => Ok(person),
            Self::Organization { .. } => Err(AppError::forbidden(
                "donation.organization_identity",
                "Please switch to your personal account to donate",
            )),
        }
    }
}
