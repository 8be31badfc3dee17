//! A small OpenID Connect issuer for the tests, on a loopback port: discovery document, JWKS,
//! authorization (simulated by `sign_in`, which plays the person at the provider's page) and a
//! token endpoint that checks the client, the redirect and the PKCE verifier and answers RS256 ID
//! tokens. The tests can make the next ID token bad: another key, another audience, expired, or
//! carrying another nonce.
//!
//! The keys under this folder are test keys made for these tests only; they protect nothing.
#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::extract::{Form, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

const KEY: &str = include_str!("oidc-test-key-good.pem");
const OTHER_KEY: &str = include_str!("oidc-test-key-other.pem");
/// The modulus of `KEY` (base64url), published in the JWKS; the exponent is 65537 (`AQAB`).
const KEY_N: &str = "uFNS_SC_vIHUmr4qyRR5JJ8-5wHTD9yLYN6Edi9oJYUQA04rev9xiEJ0qArqYe40vbY3r3DOz5UlIjt2W-oOkGDreMIL6Ln4ToNTWiPJKp0Tie3k-AMo841lELlAEFQ94A4RAztVqws6j1DqsOFrofe-tsUsQeW1ZLL007LwvnTLSxnIR6bW7C7ELGkhE8xeKg7OOBPvUCTFE4AjS9jCgmB1zag59CzIiaqi7eIH3Am5akY7HLNsIsewt2d8_tf-aZaBxDa4OpxMMPy2TsJYar2YsyCU6c4lz1VQSbk9YQRRx8fct_JzdLnCnLst2M4lECpbR6v4hw50zS_Ilvs0kQ";
const KID: &str = "test-key";

/// The person who signs in at the provider.
#[derive(Debug, Clone)]
pub struct Person {
    pub subject: String,
    pub email: Option<String>,
    pub email_verified: bool,
    pub given_name: String,
    pub family_name: String,
}

impl Person {
    pub fn new(subject: &str, email: &str) -> Self {
        Self {
            subject: subject.into(),
            email: Some(email.into()),
            email_verified: true,
            given_name: "Noor".into(),
            family_name: "Haddad".into(),
        }
    }

    pub fn unverified(mut self) -> Self {
        self.email_verified = false;
        self
    }
}

/// What is wrong with the next ID token.
#[derive(Debug, Clone, Default)]
pub enum Tamper {
    #[default]
    None,
    /// Signed with a key the issuer does not publish.
    BadSignature,
    /// Issued to another client.
    WrongAudience,
    /// Expired an hour ago.
    Expired,
    /// Carries this nonce instead of the attempt's.
    Nonce(String),
}

struct Grant {
    person: Person,
    client_id: String,
    redirect_uri: String,
    nonce: String,
    challenge: String,
}

#[derive(Default)]
struct Inner {
    grants: HashMap<String, Grant>,
    tamper: Tamper,
    clients: HashMap<String, String>,
}

#[derive(Clone)]
pub struct Issuer {
    pub url: String,
    inner: Arc<Mutex<Inner>>,
}

impl Issuer {
    /// Starts the issuer on a free loopback port; it knows `clients` (id, secret).
    pub async fn start(clients: &[(&str, &str)]) -> Self {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
        let url = format!("http://{}", listener.local_addr().unwrap());
        let inner = Inner {
            clients: clients.iter().map(|(id, secret)| ((*id).to_owned(), (*secret).to_owned())).collect(),
            ..Inner::default()
        };
        let issuer = Self { url, inner: Arc::new(Mutex::new(inner)) };
        let router = axum::Router::new()
            .route("/.well-known/openid-configuration", get(discovery))
            .route("/jwks", get(jwks))
            .route("/token", post(token))
            .with_state(issuer.clone());
        tokio::spawn(async move { axum::serve(listener, router).await.ok() });
        issuer
    }

    /// The next ID token is made wrong this way.
    pub fn tamper_next(&self, tamper: Tamper) {
        self.inner.lock().unwrap().tamper = tamper;
    }

    /// Plays the provider's sign-in page: checks the authorization request and returns the code
    /// and state the browser is sent back with.
    pub fn sign_in(&self, authorize_url: &str, person: &Person) -> (String, String) {
        let url = url::Url::parse(authorize_url).expect("an absolute authorization address");
        assert!(authorize_url.starts_with(&format!("{}/authorize?", self.url)), "{authorize_url}");
        let q: HashMap<String, String> = url.query_pairs().into_owned().collect();
        assert_eq!(q["response_type"], "code");
        assert_eq!(q["code_challenge_method"], "S256", "PKCE with S256");
        assert!(q["scope"].split(' ').any(|s| s == "openid"), "{}", q["scope"]);
        assert!(q["state"].len() >= 16 && q["nonce"].len() >= 16);
        let mut inner = self.inner.lock().unwrap();
        assert!(inner.clients.contains_key(&q["client_id"]), "a registered client");
        let code = format!("code-{}", uuid::Uuid::new_v4().simple());
        let grant = Grant {
            person: person.clone(),
            client_id: q["client_id"].clone(),
            redirect_uri: q["redirect_uri"].clone(),
            nonce: q["nonce"].clone(),
            challenge: q["code_challenge"].clone(),
        };
        inner.grants.insert(code.clone(), grant);
        (code, q["state"].clone())
    }

    /// The nonce of an authorization address (to replay it later).
    pub fn nonce_of(authorize_url: &str) -> String {
        let url = url::Url::parse(authorize_url).unwrap();
        url.query_pairs().find(|(k, _)| k == "nonce").map(|(_, v)| v.into_owned()).unwrap()
    }
}

async fn discovery(State(issuer): State<Issuer>) -> axum::Json<Value> {
    let url = &issuer.url;
    axum::Json(json!({
        "issuer": url,
        "authorization_endpoint": format!("{url}/authorize"),
        "token_endpoint": format!("{url}/token"),
        "jwks_uri": format!("{url}/jwks"),
        "response_types_supported": ["code"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "scopes_supported": ["openid", "email", "profile"],
        "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
        "code_challenge_methods_supported": ["S256"],
    }))
}

async fn jwks() -> axum::Json<Value> {
    axum::Json(json!({ "keys": [{ "kty": "RSA", "use": "sig", "alg": "RS256", "kid": KID, "n": KEY_N, "e": "AQAB" }] }))
}

/// The DER bytes of a PKCS#1 PEM key.
fn der(pem: &str) -> Vec<u8> {
    let body: String = pem.lines().filter(|l| !l.starts_with("-----")).collect();
    STANDARD.decode(body).expect("a PEM key")
}

fn refuse(error: &str) -> Response {
    (StatusCode::BAD_REQUEST, axum::Json(json!({ "error": error }))).into_response()
}

/// The client's id and secret from HTTP Basic (form-urlencoded parts, RFC 6749 §2.3.1) or the form.
fn client(headers: &HeaderMap, form: &HashMap<String, String>) -> Option<(String, String)> {
    if let Some(basic) =
        headers.get("authorization").and_then(|v| v.to_str().ok()?.strip_prefix("Basic ").map(str::to_owned))
    {
        let decoded = String::from_utf8(STANDARD.decode(basic).ok()?).ok()?;
        let (id, secret) = decoded.split_once(':')?;
        let unescape =
            |s: &str| url::form_urlencoded::parse(format!("x={s}").as_bytes()).next().map(|(_, v)| v.into_owned());
        return Some((unescape(id)?, unescape(secret)?));
    }
    Some((form.get("client_id")?.clone(), form.get("client_secret")?.clone()))
}

async fn token(
    State(issuer): State<Issuer>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let Some((client_id, secret)) = client(&headers, &form) else { return refuse("invalid_client") };
    let mut inner = issuer.inner.lock().unwrap();
    if inner.clients.get(&client_id) != Some(&secret) {
        return refuse("invalid_client");
    }
    if form.get("grant_type").map(String::as_str) != Some("authorization_code") {
        return refuse("unsupported_grant_type");
    }
    let Some(grant) = form.get("code").and_then(|code| inner.grants.remove(code)) else {
        return refuse("invalid_grant");
    };
    let verifier = form.get("code_verifier").cloned().unwrap_or_default();
    let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
    if grant.client_id != client_id
        || form.get("redirect_uri") != Some(&grant.redirect_uri)
        || challenge != grant.challenge
    {
        return refuse("invalid_grant");
    }
    let tamper = std::mem::take(&mut inner.tamper);
    drop(inner);
    let now = chrono::Utc::now().timestamp();
    let mut claims = json!({
        "iss": issuer.url,
        "sub": grant.person.subject,
        "aud": client_id,
        "iat": now,
        "exp": now + 600,
        "nonce": grant.nonce,
        "email_verified": grant.person.email_verified,
        "given_name": grant.person.given_name,
        "family_name": grant.person.family_name,
    });
    if let Some(email) = &grant.person.email {
        claims["email"] = json!(email);
    }
    let mut key = KEY;
    match tamper {
        Tamper::None => {}
        Tamper::BadSignature => key = OTHER_KEY,
        Tamper::WrongAudience => claims["aud"] = json!("someone-else"),
        Tamper::Expired => {
            claims["iat"] = json!(now - 7200);
            claims["exp"] = json!(now - 3600);
        }
        Tamper::Nonce(nonce) => claims["nonce"] = json!(nonce),
    }
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some(KID.into());
    let id_token = jsonwebtoken::encode(&header, &claims, &EncodingKey::from_rsa_der(&der(key))).unwrap();
    axum::Json(json!({ "access_token": "at-test", "token_type": "Bearer", "expires_in": 600, "id_token": id_token }))
        .into_response()
}
