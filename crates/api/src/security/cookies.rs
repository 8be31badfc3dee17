//! The web app's session in cookies (spec §9): an HttpOnly access cookie for `/api`, an HttpOnly
//! refresh cookie for `/api/auth` (refresh and logout), and a readable marker that says a session
//! exists and holds no secret. All are `SameSite=Strict`, and `Secure` when the public address is
//! https. With "remember me" they last the configured token lifetimes; without, until the browser
//! closes. Bearer tokens stay for API clients; a cookie-carried write must come from our own
//! origin (`same_origin`).
//!
//! Written by hand rather than with the `cookie` crate: the values are our own tokens (base64url
//! and JWT characters, which need no encoding) and the attributes a fixed handful.

use axum::http::header::{self, HeaderMap, HeaderValue};

use crate::config::ApiConfig;
use crate::views::tokens::Tokens;

/// The access token (a JWT), sent with every API request.
pub const ACCESS: &str = "mp_access";
/// The refresh token, sent only to the routes under `/api/auth` (refresh, logout).
pub const REFRESH: &str = "mp_refresh";
/// Readable by the app: `remember` or `session`, the lifetime the person chose. No secret.
pub const MARKER: &str = "mp_session";

const ACCESS_PATH: &str = "/api";
const REFRESH_PATH: &str = "/api/auth";
const MARKER_PATH: &str = "/";

/// The marker's value when "remember me" was on.
const REMEMBERED: &str = "remember";
/// The marker's value for a browser-session sign-in.
const BROWSER_SESSION: &str = "session";

/// The value of cookie `name` in the request's `Cookie` headers, if present and not empty.
pub fn read<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value.trim().trim_matches('"'))
        .filter(|value| !value.is_empty())
}

/// Whether the request carries one of the session's secrets (the access or refresh cookie).
pub fn carries_session(headers: &HeaderMap) -> bool {
    read(headers, ACCESS).is_some() || read(headers, REFRESH).is_some()
}

/// Whether the request's marker says the person chose "remember me".
pub fn remembered(headers: &HeaderMap) -> bool {
    read(headers, MARKER) == Some(REMEMBERED)
}

fn cookie(
    config: &ApiConfig,
    name: &str,
    value: &str,
    path: &str,
    http_only: bool,
    max_age: Option<i64>,
) -> HeaderValue {
    let mut cookie = format!("{name}={value}; Path={path}; SameSite=Strict");
    if http_only {
        cookie.push_str("; HttpOnly");
    }
    if config.public_url.starts_with("https://") {
        cookie.push_str("; Secure");
    }
    if let Some(seconds) = max_age {
        cookie.push_str(&format!("; Max-Age={seconds}"));
    }
    HeaderValue::from_str(&cookie).expect("token characters and fixed attributes make a valid header")
}

/// Sets the three cookies of a sign-in on an answer. `remember`: they last the configured
/// lifetimes (the access token's for the access cookie, the sign-in's for the others);
/// otherwise they end with the browser session.
pub fn set(headers: &mut HeaderMap, config: &ApiConfig, tokens: &Tokens, remember: bool) {
    let (access_age, session_age) =
        if remember { (Some(tokens.expires_in), Some(config.refresh_ttl_days * 24 * 60 * 60)) } else { (None, None) };
    let marker = if remember { REMEMBERED } else { BROWSER_SESSION };
    for value in [
        cookie(config, ACCESS, &tokens.access_token, ACCESS_PATH, true, access_age),
        cookie(config, REFRESH, &tokens.refresh_token, REFRESH_PATH, true, session_age),
        cookie(config, MARKER, marker, MARKER_PATH, false, session_age),
    ] {
        headers.append(header::SET_COOKIE, value);
    }
}

/// Removes the three cookies (sign-out, or a sign-in that cannot be renewed).
pub fn clear(headers: &mut HeaderMap, config: &ApiConfig) {
    for (name, path, http_only) in
        [(ACCESS, ACCESS_PATH, true), (REFRESH, REFRESH_PATH, true), (MARKER, MARKER_PATH, false)]
    {
        headers.append(header::SET_COOKIE, cookie(config, name, "", path, http_only, Some(0)));
    }
}

/// For an answer that ends the caller's own sign-in (sign out everywhere, account deletion): the
/// headers clearing the cookies when the caller is the web app (a cookie session, no bearer
/// token), else none.
pub fn cleared_for_browser(request: &HeaderMap, config: &ApiConfig) -> HeaderMap {
    let mut headers = HeaderMap::new();
    if crate::extract::bearer(request).is_none() && (carries_session(request) || read(request, MARKER).is_some()) {
        clear(&mut headers, config);
    }
    headers
}

/// Whether a request comes from the app's own origin: its `Origin` (or, without one, its
/// `Referer`) is `public_url`'s origin or names the host the request was sent to. A page of
/// another site cannot make a browser send our host with its own origin; without both headers
/// the request is not known to be ours.
pub fn same_origin(headers: &HeaderMap, config: &ApiConfig) -> bool {
    let claimed = match headers.get(header::ORIGIN) {
        Some(origin) => origin.to_str().ok().map(str::to_owned),
        None => headers
            .get(header::REFERER)
            .and_then(|referer| referer.to_str().ok())
            .and_then(|referer| url::Url::parse(referer).ok())
            .map(|url| url.origin().ascii_serialization()),
    };
    let Some(claimed) = claimed.filter(|origin| origin != "null") else {
        return false;
    };
    let ours = url::Url::parse(&config.public_url).ok().map(|url| url.origin().ascii_serialization());
    if ours.is_some_and(|ours| ours.eq_ignore_ascii_case(&claimed)) {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|host| host.to_str().ok());
    let authority = claimed.split_once("://").map(|(_, authority)| authority);
    matches!((host, authority), (Some(host), Some(authority)) if host.eq_ignore_ascii_case(authority))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(
                axum::http::HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        map
    }

    #[test]
    fn cookies_are_read_by_exact_name_from_every_cookie_header() {
        let map =
            headers(&[("cookie", "lang=ar; mp_access_x=no"), ("cookie", "mp_access=abc.def; mp_session=remember")]);
        assert_eq!(read(&map, ACCESS), Some("abc.def"));
        assert!(remembered(&map));
        assert_eq!(read(&map, REFRESH), None);
        assert!(carries_session(&map));
        assert!(!carries_session(&headers(&[("cookie", "mp_session=session; mp_access=")])));
    }

    #[test]
    fn secure_only_on_https_and_lifetimes_only_when_remembered() {
        let tokens =
            Tokens { access_token: "a".into(), refresh_token: "r".into(), token_type: "Bearer", expires_in: 900 };
        let mut config = ApiConfig::for_development("http://localhost:8080");
        let mut map = HeaderMap::new();
        set(&mut map, &config, &tokens, false);
        let set_cookies: Vec<_> = map.get_all(header::SET_COOKIE).iter().map(|v| v.to_str().unwrap()).collect();
        assert_eq!(
            set_cookies,
            [
                "mp_access=a; Path=/api; SameSite=Strict; HttpOnly",
                "mp_refresh=r; Path=/api/auth; SameSite=Strict; HttpOnly",
                "mp_session=session; Path=/; SameSite=Strict"
            ]
        );
        config.public_url = "https://fund.example.org".into();
        let mut map = HeaderMap::new();
        set(&mut map, &config, &tokens, true);
        let set_cookies: Vec<_> = map.get_all(header::SET_COOKIE).iter().map(|v| v.to_str().unwrap()).collect();
        assert_eq!(set_cookies[0], "mp_access=a; Path=/api; SameSite=Strict; HttpOnly; Secure; Max-Age=900");
        assert_eq!(set_cookies[2], "mp_session=remember; Path=/; SameSite=Strict; Secure; Max-Age=2592000");
    }

    #[test]
    fn only_our_origin_or_the_requested_host_counts_as_same_origin() {
        let config = ApiConfig::for_development("https://fund.example.org");
        assert!(same_origin(&headers(&[("origin", "https://fund.example.org")]), &config));
        assert!(same_origin(&headers(&[("origin", "http://127.0.0.1:9000"), ("host", "127.0.0.1:9000")]), &config));
        assert!(same_origin(&headers(&[("referer", "https://fund.example.org/projects/1")]), &config));
        assert!(!same_origin(
            &headers(&[("origin", "https://evil.example.org"), ("host", "fund.example.org")]),
            &config
        ));
        assert!(!same_origin(&headers(&[("origin", "null"), ("referer", "https://fund.example.org/")]), &config));
        assert!(!same_origin(&headers(&[("referer", "https://fund.example.org.evil.io/")]), &config));
        assert!(
            !same_origin(&headers(&[("host", "fund.example.org")]), &config),
            "neither header: not known to be ours"
        );
    }
}
