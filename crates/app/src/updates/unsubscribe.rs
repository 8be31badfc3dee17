//! Unsubscribe links: a token names the person and what they stop (one project's updates, or
//! all), signed with a key derived from the server secret, so anyone holding the email can use it
//! and nobody can make one for someone else. The links never expire: an old email still works.

use chrono::Utc;
use hmac::{Hmac, Mac};
use matchpool_domain::update::UpdateScope;
use matchpool_domain::{ProjectId, UserId};
use sha2::Sha256;

use crate::{App, AppError, AppResult};

/// The bytes of a signature kept in a token (128 bits).
const MAC_BYTES: usize = 16;

/// Signs and checks unsubscribe tokens.
pub struct LinkSigner {
    key: [u8; 32],
}

impl std::fmt::Debug for LinkSigner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LinkSigner(..)")
    }
}

impl LinkSigner {
    /// Derives the key from the server secret (every instance of a deployment shares it).
    pub fn new(server_secret: &str) -> Self {
        let mut mac = mac(server_secret.as_bytes());
        mac.update(b"matchpool unsubscribe links v1");
        Self { key: mac.finalize().into_bytes().into() }
    }

    fn signature(&self, payload: &str) -> Hmac<Sha256> {
        let mut mac = mac(&self.key);
        mac.update(payload.as_bytes());
        mac
    }

    /// `<person>.<scope>.<signature>`: URL-safe as it is.
    pub fn sign(&self, person: UserId, scope: UpdateScope) -> String {
        let payload = format!("{person}.{scope}");
        let signature = self.signature(&payload).finalize().into_bytes();
        format!("{payload}.{}", hex::encode(&signature[..MAC_BYTES]))
    }

    /// The person and scope of a token this server signed, or `None`.
    pub fn verify(&self, token: &str) -> Option<(UserId, UpdateScope)> {
        let (payload, signature) = token.trim().rsplit_once('.')?;
        let signature = hex::decode(signature).ok()?;
        if signature.len() != MAC_BYTES {
            return None;
        }
        self.signature(payload).verify_truncated_left(&signature).ok()?;
        let (person, scope) = payload.split_once('.')?;
        Some((person.parse().ok()?, UpdateScope::parse(scope)?))
    }
}

fn mac(key: &[u8]) -> Hmac<Sha256> {
    <Hmac<Sha256> as Mac>::new_from_slice(key).expect("HMAC accepts any key length")
}

/// What an unsubscribe stopped.
#[derive(Debug, Clone)]
pub struct Unsubscribed {
    pub scope: UpdateScope,
    /// The project's title, when the scope is one project that still exists.
    pub project_title: Option<String>,
}

/// Records the opt-out a token carries (or, with `all`, from every project's updates: the token
/// proves who the person is, and stopping more is always theirs to ask). Doing it twice is fine.
pub async fn unsubscribe(app: &App, token: &str, all: bool) -> AppResult<Unsubscribed> {
    let (person, scope) = app.link_signer.verify(token).ok_or_else(|| {
        AppError::unprocessable(
            "update.invalid_link",
            "This unsubscribe link is not valid. Please use the link from the email.",
        )
    })?;
    let scope = if all { UpdateScope::All } else { scope };
    if matchpool_store::users::find(&app.db, person).await?.is_some() {
        matchpool_store::updates::unsubscribe(&app.db, person, scope, Utc::now()).await?;
        tracing::info!(user = %person, scope = %scope, "unsubscribed from project updates");
    }
    let project_title = match scope {
        UpdateScope::Project(project) => title_of(app, project).await?,
        UpdateScope::All => None,
    };
    Ok(Unsubscribed { scope, project_title })
}

async fn title_of(app: &App, project: ProjectId) -> AppResult<Option<String>> {
    Ok(matchpool_store::projects::find(&app.db, project).await?.map(|p| p.title))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_names_its_person_and_scope_and_cannot_be_forged() {
        let signer = LinkSigner::new("secret-one");
        let person = UserId::generate();
        let scope = UpdateScope::Project(ProjectId::generate());
        let token = signer.sign(person, scope);
        assert_eq!(signer.verify(&token), Some((person, scope)));
        assert!(token.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.'), "{token}");
        assert_eq!(LinkSigner::new("secret-two").verify(&token), None, "another server's key");
        let other = UserId::generate();
        let forged = token.replacen(&person.to_string(), &other.to_string(), 1);
        assert_eq!(signer.verify(&forged), None, "someone else's link");
        let widened = token.replacen(&scope.to_string(), "all", 1);
        assert_eq!(signer.verify(&widened), None);
        assert_eq!(signer.verify("garbage"), None);
        assert_eq!(signer.verify(""), None);
        assert_eq!(signer.verify(&signer.sign(person, UpdateScope::All)), Some((person, UpdateScope::All)));
    }
}
