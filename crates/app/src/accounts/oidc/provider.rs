//! One configured OpenID Connect provider: its discovery document (fetched when first needed and
//! kept an hour), the authorization address with PKCE, `state` and `nonce`, and the code exchange
//! whose ID token is checked (signature against the issuer's JWKS, issuer, audience, expiry,
//! nonce) by the `openidconnect` crate.

use std::time::{Duration, Instant};

use openidconnect::core::{CoreAuthenticationFlow, CoreClient, CoreProviderMetadata};
use openidconnect::{
    AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce, PkceCodeChallenge, PkceCodeVerifier,
    RedirectUrl, RequestTokenError, Scope, TokenResponse,
};
use tokio::sync::Mutex;

use crate::{AppError, AppResult, ErrorKind};

/// How long a discovery document (with its keys) is trusted before it is fetched again.
const DISCOVERY_TTL: Duration = Duration::from_secs(60 * 60);

/// A provider as configured (`[[oidc.providers]]`).
#[derive(Clone)]
pub struct ProviderConfig {
    /// Short stable name in addresses and the database (`google`).
    pub id: String,
    /// What the sign-in button says after "Continue with" (`Google`).
    pub label: String,
    /// A known icon name (`google`, `microsoft`, `apple`, `github`, `gitlab`, `facebook`,
    /// `linkedin`); anything else shows a generic key.
    pub icon: String,
    /// The issuer URL; its `/.well-known/openid-configuration` is read at the first sign-in.
    pub issuer: String,
    pub client_id: String,
    pub client_secret: String,
    /// Asked for besides `openid` (`email` and `profile` by default).
    pub scopes: Vec<String>,
}

impl std::fmt::Debug for ProviderConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProviderConfig")
            .field("id", &self.id)
            .field("label", &self.label)
            .field("icon", &self.icon)
            .field("issuer", &self.issuer)
            .field("client_id", &self.client_id)
            .field("client_secret", &"<redacted>")
            .field("scopes", &self.scopes)
            .finish()
    }
}

/// What the provider says about the person, from a checked ID token.
#[derive(Debug, Clone)]
pub struct Claims {
    pub subject: String,
    pub email: Option<String>,
    pub email_verified: bool,
    pub given_name: Option<String>,
    pub family_name: Option<String>,
    pub name: Option<String>,
}

/// Where a sign-in starts: the address to send the browser to and the secrets kept meanwhile.
pub struct Authorization {
    pub url: String,
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: String,
}

pub struct Provider {
    pub config: ProviderConfig,
    redirect_url: RedirectUrl,
    discovered: Mutex<Option<(Instant, CoreProviderMetadata)>>,
}

impl Provider {
    pub fn new(config: ProviderConfig, redirect_url: &str) -> anyhow::Result<Self> {
        let redirect_url = RedirectUrl::new(redirect_url.to_owned())?;
        IssuerUrl::new(config.issuer.clone())?;
        Ok(Self { config, redirect_url, discovered: Mutex::new(None) })
    }

    /// The discovery document, fetched when missing or older than an hour.
    async fn metadata(&self, http: &reqwest::Client) -> AppResult<CoreProviderMetadata> {
        let mut cached = self.discovered.lock().await;
        if let Some((at, metadata)) = cached.as_ref()
            && at.elapsed() < DISCOVERY_TTL
        {
            return Ok(metadata.clone());
        }
        let issuer = IssuerUrl::new(self.config.issuer.clone()).map_err(|e| anyhow::anyhow!(e))?;
        let metadata = CoreProviderMetadata::discover_async(issuer, http).await.map_err(|err| {
            tracing::warn!(provider = %self.config.id, error = %err, "OpenID Connect discovery failed");
            unavailable()
        })?;
        *cached = Some((Instant::now(), metadata.clone()));
        Ok(metadata)
    }

    /// The address of the provider's sign-in page for a new attempt.
    pub async fn authorize(&self, http: &reqwest::Client) -> AppResult<Authorization> {
        let metadata = self.metadata(http).await?;
        let client = CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(self.config.client_id.clone()),
            Some(ClientSecret::new(self.config.client_secret.clone())),
        )
        .set_redirect_uri(self.redirect_url.clone());
        let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
        let mut request =
            client.authorize_url(CoreAuthenticationFlow::AuthorizationCode, CsrfToken::new_random, Nonce::new_random);
        for scope in &self.config.scopes {
            request = request.add_scope(Scope::new(scope.clone()));
        }
        let (url, state, nonce) = request.set_pkce_challenge(challenge).url();
        Ok(Authorization {
            url: url.into(),
            state: state.secret().clone(),
            nonce: nonce.secret().clone(),
            pkce_verifier: verifier.secret().clone(),
        })
    }

    /// Exchanges the code for tokens and returns the checked ID token's claims.
    pub async fn exchange(
        &self,
        http: &reqwest::Client,
        code: &str,
        pkce_verifier: &str,
        nonce: &str,
    ) -> AppResult<Claims> {
        let metadata = self.metadata(http).await?;
        let client = CoreClient::from_provider_metadata(
            metadata,
            ClientId::new(self.config.client_id.clone()),
            Some(ClientSecret::new(self.config.client_secret.clone())),
        )
        .set_redirect_uri(self.redirect_url.clone());
        let request = client.exchange_code(AuthorizationCode::new(code.to_owned())).map_err(|err| {
            tracing::warn!(provider = %self.config.id, error = %err, "the provider names no token endpoint");
            unavailable()
        })?;
        let response = request
            .set_pkce_verifier(PkceCodeVerifier::new(pkce_verifier.to_owned()))
            .request_async(http)
            .await
            .map_err(|err| match err {
                RequestTokenError::ServerResponse(answer) => {
                    tracing::info!(provider = %self.config.id, error = ?answer.error(), "the provider refused the code");
                    AppError::unprocessable(
                        "oidc.exchange_failed",
                        "The provider did not accept this sign-in. Please try again.",
                    )
                }
                other => {
                    tracing::warn!(provider = %self.config.id, error = %other, "the token request failed");
                    unavailable()
                }
            })?;
        let id_token = response.id_token().ok_or_else(|| invalid_token("no ID token in the answer"))?;
        let claims = id_token
            .claims(&client.id_token_verifier(), &Nonce::new(nonce.to_owned()))
            .map_err(|err| invalid_token(&err.to_string()))?;
        Ok(Claims {
            subject: claims.subject().as_str().to_owned(),
            email: claims.email().map(|e| e.as_str().trim().to_lowercase()),
            email_verified: claims.email_verified().unwrap_or(false),
            given_name: claims.given_name().and_then(|c| c.get(None)).map(|v| v.as_str().to_owned()),
            family_name: claims.family_name().and_then(|c| c.get(None)).map(|v| v.as_str().to_owned()),
            name: claims.name().and_then(|c| c.get(None)).map(|v| v.as_str().to_owned()),
        })
    }
}

fn unavailable() -> AppError {
    AppError::rule(
        ErrorKind::Upstream,
        "oidc.provider_unavailable",
        "The sign-in provider cannot be reached right now. Please try again later.",
    )
}

fn invalid_token(reason: &str) -> AppError {
    tracing::warn!(reason, "an ID token was refused");
    AppError::unprocessable("oidc.invalid_token", "The provider's answer could not be trusted. Please try again.")
}
