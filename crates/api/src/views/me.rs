//! The signed-in person as the API shows them to themselves.

use chrono::{DateTime, Utc};
use matchpool_domain::identity::User;
use matchpool_domain::{IdentityId, UserId};
use serde::Serialize;

/// The signed-in person.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Me {
    #[schema(value_type = Uuid)]
    pub id: UserId,
    pub username: String,
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    /// The email address is confirmed (voting and donating may need it).
    pub email_verified: bool,
    /// The person's picture, if they set one.
    pub avatar_url: Option<String>,
    pub language: matchpool_domain::Language,
    pub impact_points: i64,
    pub kyc_status: matchpool_domain::KybStatus,
    pub identity_verified_at: Option<DateTime<Utc>>,
    pub is_operator: bool,
    pub referral_code: String,
    #[schema(value_type = Option<Uuid>)]
    pub referred_by: Option<IdentityId>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

pub fn me_view(user: &User, impact_points: i64) -> Me {
    Me {
        id: user.id,
        username: user.username.clone(),
        first_name: user.first_name.clone(),
        last_name: user.last_name.clone(),
        email: user.email.clone(),
        email_verified: user.email_verified_at.is_some(),
        avatar_url: user.avatar_url.clone(),
        language: user.language,
        impact_points,
        kyc_status: user.kyc,
        identity_verified_at: user.identity_verified_at,
        is_operator: user.is_operator,
        referral_code: user.referral_code.clone(),
        referred_by: user.referred_by,
        created_at: user.created_at,
        updated_at: user.updated_at,
    }
}
