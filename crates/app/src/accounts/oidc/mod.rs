//! Sign-in with OpenID Connect providers configured by issuer (issue 13). A first sign-in creates
//! a person; a provider account whose confirmed address is an existing person's is linked only
//! once that person proves the account is theirs (their password, or an emailed link); people see
//! their linked providers and unlink one while another way to sign in remains.

mod identities;
mod link;
mod provider;
mod sign_in;

pub use identities::{Linked, linked, unlink};
pub use link::{complete_link, pending_link, send_link_email};
pub use provider::{Claims, ProviderConfig};
pub use sign_in::{Outcome, Start, finish, start};

use std::sync::Arc;
use std::time::Duration;

use provider::Provider;

/// The configured providers, in the order configured. Cheap to share.
pub struct Providers {
    list: Vec<Arc<Provider>>,
    http: reqwest::Client,
}

impl Providers {
    /// Providers whose sign-ins return to `public_url`'s `/oidc/callback` page.
    pub fn new(configs: Vec<ProviderConfig>, public_url: &str) -> anyhow::Result<Self> {
        let redirect = format!("{}/oidc/callback", public_url.trim_end_matches('/'));
        let list = configs
            .into_iter()
            .map(|config| Provider::new(config, &redirect).map(Arc::new))
            .collect::<anyhow::Result<Vec<_>>>()?;
        // No redirects: an issuer's endpoints answer directly (and a redirect elsewhere is refused).
        let http = reqwest::Client::builder()
            .redirect(reqwest::redirect::Policy::none())
            .timeout(Duration::from_secs(10))
            .build()?;
        Ok(Self { list, http })
    }

    pub fn none() -> Self {
        Self::new(Vec::new(), "http://localhost").expect("no providers always builds")
    }

    /// Each provider's configuration, for the sign-in buttons.
    pub fn configs(&self) -> impl Iterator<Item = &ProviderConfig> {
        self.list.iter().map(|p| &p.config)
    }

    fn get(&self, id: &str) -> Option<&Arc<Provider>> {
        self.list.iter().find(|p| p.config.id == id)
    }

    fn label(&self, id: &str) -> String {
        self.get(id).map_or_else(|| id.to_owned(), |p| p.config.label.clone())
    }
}

fn unknown_provider() -> crate::AppError {
    crate::AppError::not_found("oidc.unknown_provider", "This sign-in provider is not available.")
}

/// A username for a new person from their address: its local part, cleaned to the username rules
/// (3–30 of letters, digits, `.`, `_`, `-`), with `suffix` added when one is given.
pub fn username_from_email(email: &str, suffix: Option<u32>) -> String {
    let local = email.split('@').next().unwrap_or_default();
    let mut name: String = local
        .chars()
        .map(|c| c.to_ascii_lowercase())
        .filter(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '.' | '_' | '-'))
        .take(20)
        .collect();
    if name.len() < 3 {
        name = format!("person{name}");
    }
    match suffix {
        Some(n) => format!("{name}-{n}"),
        None => name,
    }
}

/// A page of ours to return to: a path on this site, never another address.
pub fn safe_return_path(candidate: Option<&str>) -> Option<String> {
    let path = candidate?.trim();
    let plain = path.starts_with('/')
        && !path.starts_with("//")
        && !path.contains('\\')
        && path.len() <= 2048
        && !path.chars().any(|c| c.is_control() || c.is_whitespace());
    plain.then(|| path.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_come_from_the_address_under_the_username_rules() {
        assert_eq!(username_from_email("Ana.Lopez+fund@example.org", None), "ana.lopezfund");
        assert_eq!(username_from_email("jo@example.org", None), "personjo");
        assert_eq!(username_from_email("ünï@example.org", Some(42)), "personn-42");
        assert_eq!(username_from_email(&format!("{}@x.org", "a".repeat(40)), Some(1234)).len(), 25);
        for made in ["Ana.Lopez@x.org", "jo@x.org", "@x.org"] {
            let name = username_from_email(made, Some(9999));
            assert!(matchpool_domain::text::Username::parse(Some(&name)).is_ok(), "{name}");
        }
    }

    #[test]
    fn only_paths_of_this_site_are_returned_to() {
        assert_eq!(safe_return_path(Some("/projects/1?x=2")).as_deref(), Some("/projects/1?x=2"));
        assert_eq!(safe_return_path(Some("//evil.example.org")), None);
        assert_eq!(safe_return_path(Some("https://evil.example.org")), None);
        assert_eq!(safe_return_path(Some("/\\evil")), None);
        assert_eq!(safe_return_path(Some("/a b")), None);
        assert_eq!(safe_return_path(None), None);
    }
}
