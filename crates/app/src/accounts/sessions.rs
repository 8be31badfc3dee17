//! Sign-ins: a sign-in is a family of refresh tokens (only their hashes are stored); it ends when
//! the person signs out, ends it from their sessions list, or signs out everywhere. A hosted
//! sign-in (the original client's flow) is a short-lived session that a signed-in person
//! authorizes with a one-time code, redeemed once for tokens.

use chrono::{Duration, Utc};
use matchpool_domain::{HostedSessionId, IdentityId, SessionId, UserId};
use matchpool_store::tokens::AuthSession as HostedSession;

use crate::{App, AppError, AppResult};

/// Starts a sign-in for `person` from the browser `user_agent`: a new family whose first refresh
/// token hashes to `refresh_hash`, valid for `ttl`. Returns the family.
pub async fn start(
    app: &App,
    person: UserId,
    refresh_hash: String,
    user_agent: Option<String>,
    ttl: Duration,
) -> AppResult<SessionId> {
    let now = Utc::now();
    let family = SessionId::generate();
    matchpool_store::tokens::insert_refresh(&app.db, person, family, refresh_hash, user_agent, now + ttl, now).await?;
    crate::changes::nothing_public();
    Ok(family)
}

/// Ends one sign-in (the one a token belongs to): its refresh tokens are revoked, and its access
/// tokens stop working.
pub async fn sign_out(app: &App, family: SessionId) -> AppResult<()> {
    matchpool_store::tokens::revoke_family(&app.db, family, Utc::now()).await?;
    crate::changes::nothing_public();
    Ok(())
}

/// Ends the sign-in a refresh token (`presented`, as the browser holds it) belongs to, whether or
/// not that token was rotated since; an unknown token ends nothing.
pub async fn sign_out_by_refresh(app: &App, presented: &str) -> AppResult<()> {
    if let Some(token) = matchpool_store::tokens::find_refresh(&app.db, &super::hash_token(presented)).await? {
        sign_out(app, token.family_id).await?;
    }
    Ok(())
}

/// Ends one of `person`'s own sign-ins; another's, or one already ended, is "not found".
pub async fn end(app: &App, person: UserId, family: SessionId) -> AppResult<()> {
    if !matchpool_store::tokens::revoke_own_family(&app.db, person, family, Utc::now()).await? {
        return Err(AppError::not_found("account.session_not_found", "This sign-in has already ended."));
    }
    crate::changes::nothing_public();
    Ok(())
}

/// Ends every sign-in of `person`, the current one included.
pub async fn end_all(app: &App, person: UserId) -> AppResult<()> {
    matchpool_store::tokens::revoke_all(&app.db, person, None, Utc::now()).await?;
    crate::changes::nothing_public();
    Ok(())
}

/// Opens a hosted sign-in that returns to `redirect_url` (already checked against the allow
/// list), valid for 30 minutes.
pub async fn open_hosted(app: &App, redirect_url: String) -> AppResult<HostedSession> {
    let now = Utc::now();
    Ok(matchpool_store::tokens::insert_session(&app.db, redirect_url, now + Duration::minutes(30), now).await?)
}

/// The app an open hosted sign-in returns to: its return address's origin (`https://host[:port]`),
/// which the allow list admitted when the sign-in opened. `None` once expired or unknown, and for
/// a sign-in returning to this site.
pub async fn hosted_app(app: &App, session: HostedSessionId) -> AppResult<Option<String>> {
    let Some(found) = matchpool_store::tokens::find_session(&app.db, session).await? else { return Ok(None) };
    if found.expires_at <= Utc::now() {
        return Ok(None);
    }
    let origin = |address: &str| url::Url::parse(address).ok().map(|url| url.origin().ascii_serialization());
    // A hosted sign-in of this site itself needs no way back.
    Ok(origin(&found.redirect_url).filter(|app_origin| Some(app_origin) != origin(&app.settings.public_url).as_ref()))
}

fn hosted_not_found() -> AppError {
    AppError::not_found("auth.session_not_found", "This sign-in request has expired. Please start again.")
}

/// A signed-in person (acting as `identity` when it is an organization) authorizes a hosted
/// sign-in with a code hashing to `code_hash`, valid for five minutes; once only. Returns the
/// address to return to.
pub async fn authorize_hosted(
    app: &App,
    session: HostedSessionId,
    person: UserId,
    identity: Option<IdentityId>,
    code_hash: String,
) -> AppResult<String> {
    let found = matchpool_store::tokens::find_session(&app.db, session).await?.ok_or_else(hosted_not_found)?;
    let now = Utc::now();
    if found.expires_at <= now {
        return Err(hosted_not_found());
    }
    let won = matchpool_store::tokens::authorize_session(
        &app.db,
        session,
        person,
        identity,
        code_hash,
        now + Duration::minutes(5),
    )
    .await?;
    if !won {
        return Err(AppError::conflict("auth.session_used", "This sign-in request was already completed."));
    }
    Ok(found.redirect_url)
}

/// Redeems a hosted sign-in's code (once, before it expires): the person it signs in.
pub async fn redeem_code(app: &App, code_hash: &str) -> AppResult<UserId> {
    let invalid = || {
        AppError::rule(
            crate::ErrorKind::Unauthorized,
            "auth.invalid_code",
            "This sign-in link has expired or was already used. Please sign in again.",
        )
    };
    let session = matchpool_store::tokens::redeem_code(&app.db, code_hash, Utc::now()).await?.ok_or_else(invalid)?;
    session.user_id.ok_or_else(invalid)
}
