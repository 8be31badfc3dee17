use chrono::{DateTime, Utc};
use matchpool_domain::identity::Organization;
use matchpool_domain::identity::User;
use matchpool_domain::{IdentityId, IdentityKind, KybStatus, OrgStatus, OrganizationId, Role, UserId};
use serde::Serialize;

/// A picture reference (`{url}`), as the client reads avatars and logos.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct MediaRef {
    pub url: String,
}

/// A person's identity meta (api-contract §1, UserMeta).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct UserMeta {
    pub username: String,
    pub first_name: String,
    pub last_name: String,
    pub avatar: Option<MediaRef>,
    pub email: String,
    /// Not null once KYC is verified.
    pub identity_verified_at: Option<DateTime<Utc>>,
    pub kyc_status: KybStatus,
    pub impact_points: i64,
    pub language: matchpool_domain::Language,
    pub cover: Option<MediaRef>,
    pub city: Option<String>,
    pub country: Option<String>,
    pub donates: i64,
    pub project_supported: i64,
    pub is_operator: bool,
}

/// The signed-in person's full record (api-contract §3.1, `GET /users/profile`): UserMeta with
/// the id, the referrer and the timestamps.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct UserProfile {
    #[schema(value_type = Uuid)]
    pub id: UserId,
    #[serde(flatten)]
    pub meta: UserMeta,
    /// A postal address; the platform does not ask for one.
    pub address: Option<String>,
    #[schema(value_type = Option<Uuid>)]
    pub referred_by: Option<IdentityId>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

pub fn user_profile(user: &User, impact_points: i64) -> UserProfile {
    UserProfile {
        id: user.id,
        meta: user_meta(user, impact_points),
        address: None,
        referred_by: user.referred_by,
        created_at: user.created_at,
        updated_at: user.updated_at,
    }
}

/// An organization's identity meta (api-contract §1, OrgMeta).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct OrgMeta {
    pub shortname: String,
    pub name: String,
    pub logo: Option<MediaRef>,
    pub email: String,
    /// KYB approved.
    pub verified: bool,
    pub status: OrgStatus,
    pub kyb_status: KybStatus,
    pub bio: Option<String>,
    pub description: Option<String>,
    pub website: Option<String>,
    pub city: Option<String>,
    pub country: Option<String>,
    pub cover: Option<MediaRef>,
    pub verified_impact: bool,
    /// When its owners closed it (null while open): it can still be read, not changed.
    pub closed_at: Option<DateTime<Utc>>,
    /// The signed-in person's role in it, in `/identities` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<Role>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum IdentityMeta {
    User(UserMeta),
    Organization(OrgMeta),
}

/// An identity the person can act as.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Identity {
    #[schema(value_type = Uuid)]
    pub id: IdentityId,
    #[serde(rename = "type")]
    pub kind: IdentityKind,
    pub current: bool,
    pub meta: IdentityMeta,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

pub fn user_meta(user: &User, impact_points: i64) -> UserMeta {
    UserMeta {
        username: user.username.clone(),
        first_name: user.first_name.clone(),
        last_name: user.last_name.clone(),
        avatar: user.avatar_url.clone().map(|url| MediaRef { url }),
        email: user.email.clone(),
        identity_verified_at: user.identity_verified_at,
        kyc_status: user.kyc,
        impact_points,
        language: user.language,
        cover: None,
        city: None,
        country: None,
        donates: 0,
        project_supported: 0,
        is_operator: user.is_operator,
    }
}

pub fn org_meta(org: &Organization, role: Option<Role>) -> OrgMeta {
    let kyb = org.kyb;
    OrgMeta {
        shortname: org.shortname.clone(),
        name: org.name.clone(),
        logo: org.logo_url.clone().map(|url| MediaRef { url }),
        email: org.email.clone(),
        verified: kyb == KybStatus::Verified,
        status: kyb.org_status(),
        kyb_status: kyb,
        bio: None,
        description: org.description.clone(),
        website: org.website.clone(),
        city: None,
        country: None,
        cover: None,
        verified_impact: false,
        closed_at: org.closed_at,
        role,
    }
}

pub fn user_identity(user: &User, current: bool, impact_points: i64) -> Identity {
    Identity {
        id: user.id.into(),
        kind: IdentityKind::Users,
        current,
        meta: IdentityMeta::User(user_meta(user, impact_points)),
        created_at: user.created_at,
        updated_at: user.updated_at,
    }
}

pub fn org_identity(org: &Organization, current: bool, role: Option<Role>) -> Identity {
    Identity {
        id: org.id.into(),
        kind: IdentityKind::Organizations,
        current,
        meta: IdentityMeta::Organization(org_meta(org, role)),
        created_at: org.created_at,
        updated_at: org.updated_at,
    }
}

/// The public face of an identity, embedded in comments (and, as [`PublicOrganization`], in
/// projects): never an email. `type` tells which.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum PublicIdentity {
    Person(PublicPerson),
    Organization(PublicOrganization),
}

/// The `type` of a person's public identity: always `users`.
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PersonKind {
    Users,
}

/// The `type` of an organization's public identity: always `organizations`.
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum OrganizationKind {
    Organizations,
}

/// A person as anyone may see them.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PublicPerson {
    #[schema(value_type = Uuid)]
    pub id: UserId,
    #[serde(rename = "type")]
    pub kind: PersonKind,
    pub meta: PublicPersonMeta,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PublicPersonMeta {
    pub username: String,
    pub first_name: String,
    pub last_name: String,
    pub avatar: Option<MediaRef>,
}

/// An organization as anyone may see it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PublicOrganization {
    #[schema(value_type = Uuid)]
    pub id: OrganizationId,
    #[serde(rename = "type")]
    pub kind: OrganizationKind,
    pub meta: PublicOrgMeta,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct PublicOrgMeta {
    pub shortname: String,
    pub name: String,
    pub logo: Option<MediaRef>,
    /// KYB approved.
    pub verified: bool,
}

pub fn public_person(user: &User) -> PublicIdentity {
    PublicIdentity::Person(PublicPerson {
        id: user.id,
        kind: PersonKind::Users,
        meta: PublicPersonMeta {
            username: user.username.clone(),
            first_name: user.first_name.clone(),
            last_name: user.last_name.clone(),
            avatar: user.avatar_url.clone().map(|url| MediaRef { url }),
        },
    })
}

/// The organization as anyone may see it; an unknown one reads with empty names.
pub fn public_org(org: Option<&Organization>, id: OrganizationId) -> PublicOrganization {
    let meta = match org {
        Some(org) => PublicOrgMeta {
            shortname: org.shortname.clone(),
            name: org.name.clone(),
            logo: org.logo_url.clone().map(|url| MediaRef { url }),
            verified: org.kyb == KybStatus::Verified,
        },
        None => PublicOrgMeta { shortname: String::new(), name: String::new(), logo: None, verified: false },
    };
    PublicOrganization { id, kind: OrganizationKind::Organizations, meta }
}

/// Organization detail (`GET /organizations/{id}`, create and edit).
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct OrganizationView {
    #[schema(value_type = Uuid)]
    pub id: OrganizationId,
    pub shortname: String,
    pub name: String,
    pub email: String,
    pub website: Option<String>,
    pub description: Option<String>,
    pub social_links: Vec<String>,
    pub logo: Option<MediaRef>,
    pub verified: bool,
    pub status: OrgStatus,
    pub kyb_status: KybStatus,
    pub kyb_reason: Option<String>,
    pub verified_at: Option<DateTime<Utc>>,
    pub donation_notices: matchpool_domain::DonationNotices,
    /// When an owner closed it; `null` while it is open.
    pub closed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

pub fn organization_view(org: &Organization) -> OrganizationView {
    let kyb = org.kyb;
    OrganizationView {
        id: org.id,
        shortname: org.shortname.clone(),
        name: org.name.clone(),
        email: org.email.clone(),
        website: org.website.clone(),
        description: org.description.clone(),
        social_links: org.social_links.clone(),
        logo: org.logo_url.clone().map(|url| MediaRef { url }),
        verified: kyb == KybStatus::Verified,
        status: kyb.org_status(),
        kyb_status: kyb,
        kyb_reason: org.kyb_reason.clone(),
        verified_at: org.verified_at,
        donation_notices: org.donation_notices,
        closed_at: org.closed_at,
        created_at: org.created_at,
        updated_at: org.updated_at,
    }
}

/// An organization's public page (`GET /organizations/by-shortname/{shortname}`): what anyone
/// may read, never its contact address or review details.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct OrganizationProfile {
    #[schema(value_type = Uuid)]
    pub id: OrganizationId,
    pub shortname: String,
    pub name: String,
    pub description: Option<String>,
    pub website: Option<String>,
    pub social_links: Vec<String>,
    pub logo: Option<MediaRef>,
    /// KYB approved.
    pub verified: bool,
    /// When an owner closed it; `null` while it is open. Its projects stay listed.
    pub closed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

pub fn organization_profile(org: &Organization) -> OrganizationProfile {
    OrganizationProfile {
        id: org.id,
        shortname: org.shortname.clone(),
        name: org.name.clone(),
        description: org.description.clone(),
        website: org.website.clone(),
        social_links: org.social_links.clone(),
        logo: org.logo_url.clone().map(|url| MediaRef { url }),
        verified: org.kyb == KybStatus::Verified,
        closed_at: org.closed_at,
        created_at: org.created_at,
    }
}

/// Display names of identities (a person's full name, an organization's name), in two queries
/// whatever their number; unknown ids are absent.
pub async fn identity_names(
    db: &sea_orm::DatabaseConnection,
    ids: Vec<IdentityId>,
) -> matchpool_store::StoreResult<std::collections::HashMap<IdentityId, String>> {
    let mut names = std::collections::HashMap::new();
    for user in matchpool_store::users::find_many(db, ids.iter().map(|id| id.person()).collect()).await? {
        names.insert(user.id.into(), format!("{} {}", user.first_name, user.last_name).trim().to_owned());
    }
    for org in matchpool_store::organizations::find_many(db, ids.iter().map(|id| id.organization()).collect()).await? {
        names.insert(org.id.into(), org.name);
    }
    Ok(names)
}
