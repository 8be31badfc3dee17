//! Starting a sign-in at a provider, and finishing it when the browser comes back with a code.

use chrono::{Duration, Utc};
use matchpool_domain::{HostedSessionId, Language, UserId};
use matchpool_store::oidc::{NewAttempt, NewLink};
use matchpool_store::users::NewUser;
use matchpool_store::{StoreError, Unique};

use super::provider::Claims;
use super::{safe_return_path, unknown_provider, username_from_email};
use crate::accounts::{hash_token, new_token};
use crate::{App, AppError, AppResult};

/// How long the provider's sign-in page may take.
const ATTEMPT_TTL_MINUTES: i64 = 10;
/// How long a person has to prove an existing account is theirs.
const LINK_TTL_MINUTES: i64 = 30;

/// A sign-in to start.
pub struct Start<'a> {
    pub provider: &'a str,
    /// Our hosted sign-in session it completes (another app's code flow).
    pub auth_session: Option<HostedSessionId>,
    /// The page of ours to return to afterwards (kept only when it is a path of this site).
    pub return_to: Option<&'a str>,
    /// A signed-in person adding the provider to their account.
    pub link_user: Option<UserId>,
}

/// Keeps the attempt's secrets and returns the provider's address to send the browser to.
#[tracing::instrument(name = "oidc::start", skip_all, fields(provider = %start.provider))]
pub async fn start(app: &App, start: Start<'_>) -> AppResult<String> {
    let provider = app.oidc.get(start.provider).ok_or_else(unknown_provider)?.clone();
    let now = Utc::now();
    if let Some(id) = start.auth_session {
        let live = matchpool_store::tokens::find_session(&app.db, id).await?.is_some_and(|s| s.expires_at > now);
        if !live {
            return Err(AppError::not_found(
                "auth.session_not_found",
                "This sign-in request has expired. Please start again.",
            ));
        }
    }
    let authorization = provider.authorize(&app.oidc.http).await?;
    let new = NewAttempt {
        state_hash: hash_token(&authorization.state),
        provider: provider.config.id.clone(),
        nonce: authorization.nonce,
        pkce_verifier: authorization.pkce_verifier,
        auth_session_id: start.auth_session,
        return_to: safe_return_path(start.return_to),
        link_user_id: start.link_user,
        expires_at: now + Duration::minutes(ATTEMPT_TTL_MINUTES),
    };
    matchpool_store::oidc::insert_attempt(&app.db, new, now).await?;
    Ok(authorization.url)
}

/// How a finished sign-in ends.
#[derive(Debug)]
pub enum Outcome {
    /// The person is signed in (`created`: their account was made now).
    SignedIn { user: UserId, created: bool, auth_session: Option<HostedSessionId>, return_to: Option<String> },
    /// An account has the provider's confirmed address: its owner must prove it is theirs first.
    /// `token` (held by the browser) completes the link with the password or asks for an email.
    LinkRequired { token: String, email: String, provider: String },
    /// A signed-in person added the provider to their account.
    Linked { return_to: Option<String> },
}

fn invalid_state() -> AppError {
    AppError::unprocessable("oidc.invalid_state", "This sign-in attempt expired or was already used. Please try again.")
}

/// Finishes the attempt `state` with the provider's `code`: checks the ID token, then signs in
/// the linked person, creates one, or asks the owner of the same address for proof. New people
/// get `language`.
#[tracing::instrument(name = "oidc::finish", skip_all)]
pub async fn finish(app: &App, state: &str, code: &str, language: Language) -> AppResult<Outcome> {
    let now = Utc::now();
    let attempt =
        matchpool_store::oidc::take_attempt(&app.db, &hash_token(state), now).await?.ok_or_else(invalid_state)?;
    let provider = app.oidc.get(&attempt.provider).ok_or_else(unknown_provider)?.clone();
    let claims = provider.exchange(&app.oidc.http, code, &attempt.pkce_verifier, &attempt.nonce).await?;
    let id = &provider.config.id;
    let linked = matchpool_store::oidc::find_identity(&app.db, id, &claims.subject).await?;
    if let Some(person) = attempt.link_user_id {
        return add_to_account(app, id, &claims, person, linked.map(|l| l.user_id), attempt.return_to).await;
    }
    let signed_in = |user, created| Outcome::SignedIn {
        user,
        created,
        auth_session: attempt.auth_session_id,
        return_to: attempt.return_to.clone(),
    };
    if let Some(linked) = linked {
        tracing::info!(user = %linked.user_id, provider = %id, "signed in with a provider");
        return Ok(signed_in(linked.user_id, false));
    }
    let email = claims.email.clone().filter(|e| e.contains('@')).ok_or_else(|| {
        AppError::unprocessable(
            "oidc.email_missing",
            "The provider did not share your email address, which a Matchpool account needs.",
        )
    })?;
    if let Some(owner) = matchpool_store::users::find_by_email(&app.db, &email).await? {
        if !claims.email_verified {
            return Err(AppError::conflict(
                "oidc.email_unverified",
                "An account with this email exists, and the provider has not confirmed the address. Sign in with your password, then link the provider from your profile.",
            ));
        }
        let (token, hash) = new_token();
        let new = NewLink {
            token_hash: hash,
            provider: id.clone(),
            subject: claims.subject.clone(),
            email: email.clone(),
            user_id: owner.id,
            auth_session_id: attempt.auth_session_id,
            return_to: attempt.return_to.clone(),
            expires_at: now + Duration::minutes(LINK_TTL_MINUTES),
        };
        matchpool_store::oidc::insert_link(&app.db, new, now).await?;
        return Ok(Outcome::LinkRequired { token, email, provider: provider.config.label.clone() });
    }
    let user = create_person(app, id, &claims, &email, language).await?;
    Ok(signed_in(user, true))
}

/// A signed-in person links the provider account to themselves (being signed in is the proof).
async fn add_to_account(
    app: &App,
    provider: &str,
    claims: &Claims,
    person: UserId,
    linked_to: Option<UserId>,
    return_to: Option<String>,
) -> AppResult<Outcome> {
    match linked_to {
        Some(owner) if owner == person => Ok(Outcome::Linked { return_to }),
        Some(_) => Err(already_linked()),
        None => {
            let txn = matchpool_store::write_txn(&app.db).await?;
            matchpool_store::oidc::link_identity(
                &txn,
                provider,
                &claims.subject,
                person,
                claims.email.clone(),
                Utc::now(),
            )
            .await
            .map_err(link_taken)?;
            txn.commit().await?;
            tracing::info!(user = %person, provider, "provider linked from the profile");
            Ok(Outcome::Linked { return_to })
        }
    }
}

pub(super) fn already_linked() -> AppError {
    AppError::conflict("oidc.already_linked", "This provider account is already linked to another Matchpool account.")
}

pub(super) fn link_taken(err: StoreError) -> AppError {
    match err {
        StoreError::Duplicate(_) => already_linked(),
        other => other.into(),
    }
}

/// Creates the person and links the provider account in one transaction. The address counts as
/// confirmed when the provider says it is; otherwise the usual confirmation email goes out.
async fn create_person(
    app: &App,
    provider: &str,
    claims: &Claims,
    email: &str,
    language: Language,
) -> AppResult<UserId> {
    let (first_name, last_name) = names(claims, email);
    let mut username = username_from_email(email, None);
    for _ in 0..5 {
        if matchpool_store::users::find_by_username(&app.db, &username).await?.is_none() {
            break;
        }
        username = username_from_email(email, Some(rand::random_range(1000..10000)));
    }
    let now = Utc::now();
    let new = NewUser {
        username,
        email: email.to_owned(),
        first_name,
        last_name,
        // No password: this person signs in through the provider (a reset link can add one).
        password_hash: String::new(),
        language,
        is_operator: false,
        referral_code: referral_code(),
        referred_by: None,
        email_verified: claims.email_verified,
    };
    let txn = matchpool_store::write_txn(&app.db).await?;
    let user = matchpool_store::users::insert(&txn, new, now).await.map_err(|err| match err {
        StoreError::Duplicate(Unique::Email) => {
            AppError::conflict("auth.email_taken", "An account with this email already exists.")
        }
        StoreError::Duplicate(_) => {
            AppError::conflict("oidc.retry", "Something changed while we created your account. Please try again.")
        }
        other => other.into(),
    })?;
    matchpool_store::oidc::link_identity(&txn, provider, &claims.subject, user.id, Some(email.to_owned()), now)
        .await
        .map_err(link_taken)?;
    txn.commit().await?;
    tracing::info!(user = %user.id, provider, "person registered through a provider");
    if !claims.email_verified
        && let Err(err) = crate::accounts::send_verification(app, user.id, None, None).await
    {
        tracing::warn!(user = %user.id, error = ?err, "queueing the confirmation email failed");
    }
    Ok(user.id)
}

/// First and last name from the claims, else the address's local part.
fn names(claims: &Claims, email: &str) -> (String, String) {
    let clip = |s: &str| s.trim().chars().take(100).collect::<String>();
    let given = claims.given_name.as_deref().map(clip).filter(|s| !s.is_empty());
    let family = claims.family_name.as_deref().map(clip).filter(|s| !s.is_empty());
    match (given, family) {
        (Some(first), Some(last)) => (first, last),
        (Some(first), None) => (first, String::new()),
        _ => {
            let full = claims.name.as_deref().map(clip).filter(|s| !s.is_empty());
            let full = full.unwrap_or_else(|| clip(email.split('@').next().unwrap_or_default()));
            match full.split_once(' ') {
                Some((first, last)) => (first.to_owned(), last.trim().to_owned()),
                None => (full, String::new()),
            }
        }
    }
}

/// A referral code like registration's: 10 characters without look-alikes.
fn referral_code() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    (0..10).map(|_| ALPHABET[rand::random_range(0..ALPHABET.len())] as char).collect()
}
