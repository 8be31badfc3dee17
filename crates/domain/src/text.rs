//! Parse-don't-validate types for the text people type into forms.

use crate::fields::FieldError;
use crate::free_text::{Lines, Text};

/// A required one-line field (a name, a title, a reference) under the rules of [`Text`]:
/// trimmed, tags removed, no control characters, at most `max` characters.
pub fn required(raw: Option<&str>, max: usize) -> Result<String, FieldError> {
    Text::parse(raw, max, Lines::One).map(Text::into_inner)
}

/// An optional paragraph field (a description) under the rules of [`Text`]; absent or blank is
/// `None`.
pub fn optional(raw: Option<&str>, max: usize) -> Result<Option<String>, FieldError> {
    Ok(Text::optional(raw, max, Lines::Many)?.map(Text::into_inner))
}

/// Trims `raw` and checks it is present, at most `max` characters and free of control
/// characters, whitespace inside and angle brackets: the base of addresses and handles, which
/// are refused rather than cleaned.
fn token(raw: Option<&str>, max: usize, error: FieldError) -> Result<String, FieldError> {
    let value = raw.map(str::trim).unwrap_or_default();
    if value.is_empty() {
        return Err(FieldError::Required);
    }
    if value.chars().count() > max {
        return Err(FieldError::TooLong);
    }
    if value.chars().any(|c| c.is_control() || c.is_whitespace() || matches!(c, '<' | '>' | '"')) {
        return Err(error);
    }
    Ok(value.to_owned())
}

/// An email address, lower-cased. Deliberately permissive: one `@`, a dot in the domain, no spaces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(raw: Option<&str>) -> Result<Self, FieldError> {
        let value = token(raw, 254, FieldError::InvalidEmail)?.to_lowercase();
        let (local, domain) = value.split_once('@').ok_or(FieldError::InvalidEmail)?;
        let valid = !local.is_empty()
            && !domain.contains('@')
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.');
        if valid { Ok(Self(value)) } else { Err(FieldError::InvalidEmail) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

fn handle(raw: Option<&str>, allow_upper: bool, error: FieldError) -> Result<String, FieldError> {
    let value = token(raw, 30, error)?;
    if value.chars().count() < 3 {
        return Err(FieldError::TooShort);
    }
    let ok = value.chars().all(|c| {
        c.is_ascii_lowercase()
            || c.is_ascii_digit()
            || c == '_'
            || c == '-'
            || c == '.'
            || (allow_upper && c.is_ascii_uppercase())
    });
    if ok { Ok(value) } else { Err(error) }
}

/// A person's username: 3–30 of letters, digits, `.`, `_`, `-`. Compared case-insensitively.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub fn parse(raw: Option<&str>) -> Result<Self, FieldError> {
        handle(raw, true, FieldError::InvalidUsername).map(Self)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// An organization's shortname: 3–30 of lower-case letters, digits, `.`, `_`, `-`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shortname(String);

impl Shortname {
    pub fn parse(raw: Option<&str>) -> Result<Self, FieldError> {
        handle(raw, false, FieldError::InvalidShortname).map(Self)
    }

    pub fn into_inner(self) -> String {
        self.0
    }
}

/// A password as typed: at least 8 characters, at most 128, not only spaces. Never logged.
pub struct Password(String);

impl Password {
    pub fn parse(raw: Option<&str>) -> Result<Self, FieldError> {
        let value = raw.unwrap_or_default();
        if value.is_empty() {
            return Err(FieldError::Required);
        }
        if value.chars().count() > 128 {
            return Err(FieldError::TooLong);
        }
        if value.chars().count() < 8 || value.trim().is_empty() {
            return Err(FieldError::WeakPassword);
        }
        Ok(Self(value.to_owned()))
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Password {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Password(<redacted>)")
    }
}

/// An absolute http(s) link, as given.
pub fn web_url(raw: Option<&str>) -> Result<Option<String>, FieldError> {
    if raw.is_none_or(|raw| raw.trim().is_empty()) {
        return Ok(None);
    }
    let value = token(raw, 2048, FieldError::InvalidUrl)?;
    let rest =
        value.strip_prefix("https://").or_else(|| value.strip_prefix("http://")).ok_or(FieldError::InvalidUrl)?;
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if host.is_empty() || !host.contains('.') {
        return Err(FieldError::InvalidUrl);
    }
    Ok(Some(value))
}

/// The most social links an organization's profile shows.
pub const MAX_SOCIAL_LINKS: usize = 8;

/// An organization's social links: each a web address as [`web_url`] reads it, blanks dropped,
/// a repeated address kept once, at most [`MAX_SOCIAL_LINKS`].
pub fn social_links(raw: &[String]) -> Result<Vec<String>, FieldError> {
    let mut links: Vec<String> = Vec::new();
    for item in raw {
        if let Some(url) = web_url(Some(item))?.filter(|url| !links.contains(url)) {
            links.push(url);
        }
    }
    if links.len() > MAX_SOCIAL_LINKS {
        return Err(FieldError::TooLong);
    }
    Ok(links)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn social_links_are_web_addresses_kept_once_and_few() {
        let given = |items: &[&str]| items.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            social_links(&given(&[" https://x.com/green ", "", "https://x.com/green", "http://instagram.com/g"])),
            Ok(given(&["https://x.com/green", "http://instagram.com/g"]))
        );
        assert_eq!(social_links(&given(&["x.com/green"])), Err(FieldError::InvalidUrl));
        assert_eq!(social_links(&given(&["javascript:alert(1)"])), Err(FieldError::InvalidUrl));
        let many: Vec<String> = (0..=MAX_SOCIAL_LINKS).map(|n| format!("https://site{n}.example.org")).collect();
        assert_eq!(social_links(&many), Err(FieldError::TooLong));
        assert_eq!(social_links(&many[..MAX_SOCIAL_LINKS]).map(|links| links.len()), Ok(MAX_SOCIAL_LINKS));
    }

    #[test]
    fn emails_are_lowercased_and_checked() {
        assert_eq!(Email::parse(Some(" Ana@Example.ORG ")).unwrap().as_str(), "ana@example.org");
        assert_eq!(Email::parse(Some("ana@example")), Err(FieldError::InvalidEmail));
        assert_eq!(Email::parse(Some("ana example@x.org")), Err(FieldError::InvalidEmail));
        assert_eq!(Email::parse(Some("  ")), Err(FieldError::Required));
        assert_eq!(Email::parse(None), Err(FieldError::Required));
        assert_eq!(Email::parse(Some("ana\0@example.org")), Err(FieldError::InvalidEmail));
        assert_eq!(Email::parse(Some("<b>ana@example.org</b>")), Err(FieldError::InvalidEmail));
    }

    #[test]
    fn one_line_and_paragraph_fields_follow_the_text_rules() {
        assert_eq!(required(Some(" <i>Green</i> Earth "), 200).as_deref(), Ok("Green Earth"));
        assert_eq!(required(Some("Green\0"), 200), Err(FieldError::Invalid));
        assert_eq!(optional(Some("One.\n\nTwo <script>x()</script>"), 200).unwrap().as_deref(), Some("One.\n\nTwo"));
        assert_eq!(optional(Some(" "), 200), Ok(None));
    }

    #[test]
    fn usernames_and_shortnames_have_their_own_alphabets() {
        assert!(Username::parse(Some("Ana_Lopez-1")).is_ok());
        assert_eq!(Username::parse(Some("an")), Err(FieldError::TooShort));
        assert_eq!(Username::parse(Some("ana lopez")), Err(FieldError::InvalidUsername));
        assert_eq!(Shortname::parse(Some("Green")), Err(FieldError::InvalidShortname));
        assert!(Shortname::parse(Some("green-earth")).is_ok());
    }

    #[test]
    fn passwords_need_eight_characters_and_never_print() {
        assert_eq!(Password::parse(Some("short")).err(), Some(FieldError::WeakPassword));
        let password = Password::parse(Some("correct horse")).unwrap();
        assert_eq!(format!("{password:?}"), "Password(<redacted>)");
    }

    #[test]
    fn web_urls_must_be_absolute_http() {
        assert_eq!(web_url(Some("https://example.org/a")).unwrap().as_deref(), Some("https://example.org/a"));
        assert_eq!(web_url(Some("")).unwrap(), None);
        assert_eq!(web_url(Some("example.org")), Err(FieldError::InvalidUrl));
        assert_eq!(web_url(Some("javascript:alert(1)")), Err(FieldError::InvalidUrl));
        assert_eq!(web_url(Some("https://example.org/\0")), Err(FieldError::InvalidUrl));
        assert_eq!(web_url(Some("https://example.org/\"><script>")), Err(FieldError::InvalidUrl));
    }
}
