//! KYC (people) and KYB (organizations) submissions as the platform keeps them.

use chrono::{DateTime, Utc};

use crate::identity::SubjectKind;
use crate::status::VerificationStatus;
use crate::{MediaId, UserId, VerificationId};

/// A verification submission and its review.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verification {
    pub id: VerificationId,
    pub subject_kind: SubjectKind,
    pub subject_id: crate::IdentityId,
    pub submitted_by: UserId,
    pub legal_name: String,
    pub country: String,
    pub registration_number: Option<String>,
    /// Media ids of the documents.
    pub documents: Vec<MediaId>,
    pub status: VerificationStatus,
    pub reason: Option<String>,
    /// The operator, or none when the provider's webhook decided.
    pub reviewed_by: Option<UserId>,
    pub reviewed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}
