//! Identity verification (DESIGN §6): KYC for persons, KYB for organizations. Submitting puts the
//! identity under review; a decision (an operator's, or the provider's signed webhook) verifies or
//! rejects it, emails the people behind it and evaluates the referral rewards it may complete —
//! all in one transaction, the emails after commit.

use chrono::Utc;
use matchpool_domain::identity::SubjectKind;
use matchpool_domain::text::required;
use matchpool_domain::{FieldError, FieldErrors, IdentityId, MediaId, OrganizationId, UserId, VerificationStatus};
use matchpool_store::verifications::NewVerification;
use sea_orm::ConnectionTrait;

use crate::notify::Notice;
use crate::{Actor, App, AppError, AppResult, Effects, referrals};

/// Whose verification: a person's KYC or an organization's KYB.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    Person(UserId),
    Organization(OrganizationId),
}

impl Subject {
    pub fn id(self) -> IdentityId {
        match self {
            Self::Person(id) => id.into(),
            Self::Organization(id) => id.into(),
        }
    }

    /// A person's (KYC) or an organization's (KYB).
    pub fn kind(self) -> SubjectKind {
        match self {
            Self::Person(_) => SubjectKind::User,
            Self::Organization(_) => SubjectKind::Organization,
        }
    }

    pub fn of(actor: Actor) -> Self {
        match actor {
            Actor::Person(person) => Self::Person(person),
            Actor::Organization { organization, .. } => Self::Organization(organization),
        }
    }

    /// The subject's current status.
    pub async fn status(self, db: &impl ConnectionTrait) -> AppResult<VerificationStatus> {
        Ok(match self {
            Self::Person(id) => matchpool_store::users::find(db, id).await?.map(|u| u.kyc),
            Self::Organization(id) => matchpool_store::organizations::find(db, id).await?.map(|o| o.kyb),
        }
        .unwrap_or_default())
    }
}

/// What a person sends to be verified.
pub struct Submission {
    pub legal_name: Option<String>,
    pub country: Option<String>,
    /// Required for organizations.
    pub registration_number: Option<String>,
    /// Ids of the submitter's private documents (`POST /verifications/documents`), 1 to 10.
    pub documents: Vec<String>,
}

async fn checked(app: &App, subject: Subject, submitter: UserId, form: Submission) -> AppResult<NewVerification> {
    let mut errors = FieldErrors::new();
    let legal_name = errors.check("legal_name", required(form.legal_name.as_deref(), 200));
    let country = errors.check("country", required(form.country.as_deref(), 100));
    let registration_number = match subject {
        Subject::Organization(_) => {
            errors.check("registration_number", required(form.registration_number.as_deref(), 100)).map(Some)
        }
        Subject::Person(_) => Some(form.registration_number.map(|r| r.trim().to_owned()).filter(|r| !r.is_empty())),
    };
    let ids: Vec<Option<MediaId>> = form.documents.iter().map(|d| d.parse().ok()).collect();
    let documents: Vec<MediaId> = ids.iter().flatten().copied().collect();
    if ids.is_empty() {
        errors.add("documents", FieldError::Required);
    } else if ids.len() > 10 || documents.len() != ids.len() {
        errors.add("documents", FieldError::Invalid);
    } else {
        let found = matchpool_store::media::find_many(&app.db, documents.clone()).await?;
        if found.len() != documents.len() || found.iter().any(|m| m.user_id != submitter || !m.is_private()) {
            errors.add("documents", FieldError::Invalid);
        }
    }
    let (Some(legal_name), Some(country), Some(registration_number)) = (legal_name, country, registration_number)
    else {
        return Err(errors.into());
    };
    errors.into_result()?;
    Ok(NewVerification {
        subject_kind: subject.kind(),
        subject_id: subject.id(),
        submitted_by: submitter,
        legal_name,
        country,
        registration_number,
        documents,
    })
}

/// Submits documents for the identity acting: KYC for a person, KYB for an organization (its
/// owners and admins).
pub async fn submit(app: &App, actor: Actor, form: Submission) -> AppResult<Subject> {
    let subject = Subject::of(actor);
    if let Subject::Organization(org) = subject {
        let what = matchpool_domain::team::Permission::EditProfile;
        crate::organizations::authorize(&app.db, org, actor.person(), what, || {
            AppError::forbidden(
                "organization.not_owner",
                "Only the organization's owners and admins can submit its verification documents.",
            )
        })
        .await?;
    }
    match subject.status(&app.db).await? {
        VerificationStatus::Verified => {
            return Err(AppError::conflict("verification.already_verified", "This account is already verified."));
        }
        VerificationStatus::Pending => {
            return Err(AppError::conflict(
                "verification.pending",
                "Your documents are being reviewed. We will email you when it is done.",
            ));
        }
        VerificationStatus::NotVerified | VerificationStatus::Rejected => {}
    }
    let new = checked(app, subject, actor.person(), form).await?;
    let txn = matchpool_store::write_txn(&app.db).await?;
    matchpool_store::verifications::insert(&txn, new, Utc::now()).await?;
    set_status(&txn, subject, VerificationStatus::Pending, None).await?;
    txn.commit().await?;
    tracing::info!(subject = %subject.id(), kind = subject.kind().as_str(), "verification submitted");
    Ok(subject)
}

async fn set_status(
    db: &impl ConnectionTrait,
    subject: Subject,
    status: VerificationStatus,
    reason: Option<String>,
) -> AppResult<()> {
    let now = Utc::now();
    match subject {
        Subject::Person(id) => {
            if let Some(user) = matchpool_store::users::find(db, id).await? {
                matchpool_store::users::set_kyc(db, user, status, now).await?;
            }
        }
        Subject::Organization(id) => {
            if let Some(org) = matchpool_store::organizations::find(db, id).await? {
                matchpool_store::organizations::set_kyb(db, org, status, reason, now).await?;
            }
        }
    }
    Ok(())
}

/// A decision on a subject (an operator's, or the provider's): `Verified` or `Rejected` (with a
/// reason), or `Pending` when the provider reopens a review.
pub async fn decide(
    app: &App,
    subject: Subject,
    status: VerificationStatus,
    reason: Option<String>,
    reviewer: Option<UserId>,
) -> AppResult<()> {
    let mut effects = Effects::new();
    let txn = matchpool_store::write_txn(&app.db).await?;
    set_status(&txn, subject, status, reason.clone()).await?;
    if status == VerificationStatus::Pending {
        txn.commit().await?;
        return Ok(());
    }
    matchpool_store::verifications::decide(&txn, subject.id(), status, reason.clone(), reviewer, Utc::now()).await?;
    let reason = reason.unwrap_or_default();
    let (people, name) = match subject {
        Subject::Person(id) => {
            let user = matchpool_store::users::find(&txn, id).await?;
            let name = user.as_ref().map(|u| u.first_name.clone()).unwrap_or_default();
            (user.into_iter().collect::<Vec<_>>(), name)
        }
        Subject::Organization(id) => {
            let org = matchpool_store::organizations::find(&txn, id).await?;
            let members = matchpool_store::members::notified(&txn, id).await?;
            (matchpool_store::users::find_many(&txn, members).await?, org.map(|o| o.name).unwrap_or_default())
        }
    };
    for person in &people {
        let notice = match status {
            VerificationStatus::Verified => Notice::Verified { name: &name },
            _ => Notice::Rejected { name: &name, reason: &reason },
        };
        effects.email(app, &person.email, person.language.code(), notice);
    }
    if matches!(subject, Subject::Person(_)) {
        effects.person_changed();
    }
    evaluate(app, &txn, &mut effects, subject).await?;
    txn.commit().await?;
    effects.run(app).await;
    Ok(())
}

/// The referral rewards a decision may complete.
async fn evaluate(app: &App, db: &impl ConnectionTrait, effects: &mut Effects, subject: Subject) -> AppResult<()> {
    match subject {
        Subject::Person(id) => referrals::evaluate_person(app, db, effects, id).await,
        Subject::Organization(id) => match matchpool_store::organizations::find(db, id).await? {
            Some(org) => {
                let voted = matchpool_store::votes::has_any(db, org.created_by).await?;
                referrals::evaluate_organization(app, db, effects, &org, voted).await
            }
            None => Ok(()),
        },
    }
}
