//! Access tokens (short-lived JWTs) and refresh tokens (random, stored only as hashes).
//!
//! A refresh token's successor is derived from it with an HMAC keyed by the server secret, so a
//! client that refreshes twice in parallel with the same token gets the same successor back
//! (the 30-second grace of api-contract D3) without the server storing any plaintext token.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use matchpool_domain::SessionId;
use matchpool_domain::UserId;
use rand::RngCore;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::config::Secret;

/// Claims of an access token.
#[derive(Debug, Serialize, Deserialize)]
pub struct Claims {
    /// The person.
    pub sub: UserId,
    /// The refresh-token family (sign-in) this token belongs to; logging out revokes it.
    pub sid: SessionId,
    pub iat: i64,
    pub exp: i64,
}

/// Signs and checks tokens with the server secret.
#[derive(Clone)]
pub struct TokenKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    secret: Secret,
}

impl TokenKeys {
    pub fn new(secret: &Secret) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret.expose().as_bytes()),
            decoding: DecodingKey::from_secret(secret.expose().as_bytes()),
            secret: secret.clone(),
        }
    }

    pub fn access_token(
        &self,
        user: UserId,
        family: SessionId,
        now: DateTime<Utc>,
        ttl_secs: i64,
    ) -> anyhow::Result<String> {
        let claims = Claims { sub: user, sid: family, iat: now.timestamp(), exp: now.timestamp() + ttl_secs };
        Ok(jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)?)
    }

    /// The claims of a valid, unexpired token, or `None`.
    pub fn verify_access(&self, token: &str) -> Option<Claims> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.leeway = 0;
        validation.set_required_spec_claims(&["exp", "sub"]);
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation).ok().map(|d| d.claims)
    }

    /// The successor of a refresh token: deterministic for the server, unguessable without it.
    pub fn successor(&self, refresh_token: &str) -> String {
        let mut mac =
            Hmac::<Sha256>::new_from_slice(self.secret.expose().as_bytes()).expect("HMAC accepts any key length");
        mac.update(b"matchpool/refresh-successor/");
        mac.update(refresh_token.as_bytes());
        URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes())
    }
}

/// A new random token (refresh tokens, sign-in codes): 256 bits, URL-safe.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

/// The stored form of a token: hex SHA-256.
pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// A short code people can share (referral codes): 10 characters without look-alikes.
pub fn short_code() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut rng = rand::rng();
    (0..10).map(|_| ALPHABET[(rng.next_u32() as usize) % ALPHABET.len()] as char).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn access_tokens_verify_until_they_expire() {
        let keys = TokenKeys::new(&Secret::new("s3cret-s3cret-s3cret-s3cret"));
        let (user, family) = (UserId::generate(), SessionId::generate());
        let token = keys.access_token(user, family, Utc::now(), 900).unwrap();
        assert_eq!(keys.verify_access(&token).map(|c| c.sub), Some(user));
        let expired = keys.access_token(user, family, Utc::now() - chrono::Duration::hours(1), 900).unwrap();
        assert!(keys.verify_access(&expired).is_none());
        let other = TokenKeys::new(&Secret::new("another-secret-another-secret"));
        assert!(other.verify_access(&token).is_none());
    }

    #[test]
    fn successors_are_deterministic_and_keyed() {
        let keys = TokenKeys::new(&Secret::new("s3cret-s3cret-s3cret-s3cret"));
        let token = random_token();
        assert_eq!(keys.successor(&token), keys.successor(&token));
        assert_ne!(keys.successor(&token), token);
        let other = TokenKeys::new(&Secret::new("another-secret-another-secret"));
        assert_ne!(other.successor(&token), keys.successor(&token));
    }
}
