//! The use cases' [`Actor`] of a signed-in request.

use matchpool_app::Actor;

use super::{Acting, Auth};

impl Auth {
    /// Who acts: the person, or the person as one of their organizations.
    pub fn actor(&self) -> Actor {
        match &self.acting {
            Acting::Person => Actor::Person(self.user.id),
            Acting::Organization { org, .. } => Actor::Organization { person: self.user.id, organization: org.id },
        }
    }
}
