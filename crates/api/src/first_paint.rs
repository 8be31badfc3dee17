//! The first paint of `/home`: the current round's hero, drawn before any JavaScript downloads.
//!
//! The hero is the largest thing `/home` draws. Drawing it from the HTML and CSS alone lets a
//! phone paint it at once instead of waiting for React to download and start; the app then
//! replaces it with the identical hero. The web build writes what that takes to
//! `first-paint/home.json`: the hero's style sheets, a small script that draws it, and its texts in
//! each language. The server answers `/home` with those style sheets linked in `<head>` and, in
//! place of the `<!-- matchpool:first-paint -->` marker of `#root`, the data the script draws
//! from (the language, its texts, the current round exactly as `GET /api/rounds` gives it, and
//! the rounds open for voting, for the notice the app shows above the hero when another round's
//! vote is open) followed by the script, which the Content-Security-Policy allows by its hash
//! ([`FirstPaint::script_source`]). Without the file, or when it or the round cannot be read,
//! `/home` is served as before.

use std::collections::HashMap;
use std::sync::Arc;

use axum::http::{HeaderMap, header};
use html_escape::encode_double_quoted_attribute as attr;
use matchpool_domain::Language;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::state::AppState;
use crate::views::round::RoundView;

/// The build's description of the first paint of `/home`, relative to the web app.
pub const HOME: &str = "first-paint/home.json";
/// Where in `index.html` the first paint goes.
const MARKER: &str = "<!-- matchpool:first-paint -->";

/// What the build says the first paint of a page needs.
#[derive(Deserialize)]
pub struct FirstPaint {
    /// The style sheets of what it draws, each `/assets/…`.
    styles: Vec<String>,
    /// The script that draws it, inlined as is.
    script: String,
    /// Its texts by language code (`zh-CN`), in whatever shape the script reads.
    texts: HashMap<String, Value>,
    /// The tags of `index.html` that load the app (its entry script, its module preloads): moved
    /// into `<template id="mp-app">`, from which the script adds them once the drawn page is on
    /// screen, so on a slow line the first paint does not share the bandwidth with the app's code.
    #[serde(default)]
    deferred: Vec<String>,
}

/// What the script draws from, in the page's `#mp-first-paint` element.
#[derive(Serialize)]
struct Data<'a> {
    language: &'static str,
    texts: Option<&'a Value>,
    round: Option<&'a RoundView>,
    /// The rounds open for voting, from which the app's notice of another round's vote is drawn.
    voting: &'a [RoundView],
}

impl FirstPaint {
    /// The build's file (from `web_dir` when set, else the embedded build), read once when the
    /// server starts. The Content-Security-Policy allows this very copy's script
    /// ([`Self::script_source`]): the page never carries a script the policy blocks, which would
    /// leave the app's deferred tags unloaded.
    pub fn load(web_dir: Option<&std::path::Path>) -> Option<Arc<Self>> {
        crate::spa::built_file(web_dir, HOME).and_then(|file| Self::parse(&file)).map(Arc::new)
    }

    /// The build's file, or `None` (logged) when it does not parse or when its script or a
    /// deferred tag could end the element it is inlined in.
    pub fn parse(bytes: &[u8]) -> Option<Self> {
        let first_paint: Self = match serde_json::from_slice(bytes) {
            Ok(parsed) => parsed,
            Err(err) => {
                tracing::warn!(error = %err, file = HOME, "the first paint does not parse; /home is served without it");
                return None;
            }
        };
        let script = first_paint.script.to_ascii_lowercase();
        if script.contains("</script") || script.contains("<!--") {
            tracing::warn!(file = HOME, "the first paint's script could end its element; /home is served without it");
            return None;
        }
        if !first_paint.deferred.iter().all(|tag| is_app_tag(tag)) {
            tracing::warn!(
                file = HOME,
                "a deferred tag of the first paint is not the app's script or preload; /home is served without it"
            );
            return None;
        }
        Some(first_paint)
    }

    /// The `'sha256-…'` source by which the Content-Security-Policy allows the script.
    pub fn script_source(&self) -> String {
        crate::spa::script_hash(&self.script)
    }

    /// `html` with the style sheets linked in its `<head>`, the deferred tags taken out of it, and
    /// the data, those tags (in their template) and the script in place of the marker; `None`
    /// when `html` lacks the marker or one of the tags (a web build other than the one read at
    /// start): the page is then served as it is, its app loading as usual.
    fn render(
        &self,
        html: &str,
        language: Language,
        round: Option<&RoundView>,
        voting: &[RoundView],
    ) -> Option<String> {
        if !html.contains(MARKER) || !self.deferred.iter().all(|tag| html.contains(tag.as_str())) {
            return None;
        }
        let data = Data { language: language.code(), texts: self.texts.get(language.code()), round, voting };
        let data = match serde_json::to_string(&data) {
            Ok(json) => script_safe(&json),
            Err(err) => {
                tracing::warn!(error = %err, "writing the first paint's data failed; /home is served without it");
                return None;
            }
        };
        let links: Vec<String> = self
            .styles
            .iter()
            .filter(|href| is_asset(href))
            .map(|href| format!(r#"<link rel="stylesheet" crossorigin href="{}">"#, attr(href)))
            .collect();
        let head =
            if links.is_empty() { "</head>".to_owned() } else { format!("  {}\n  </head>", links.join("\n    ")) };
        let body = format!(
            r#"<script type="application/json" id="mp-first-paint">{data}</script><template id="mp-app">{}</template><script>{}</script>"#,
            self.deferred.concat(),
            self.script
        );
        let html = self.deferred.iter().fold(html.to_owned(), |html, tag| html.replacen(tag.as_str(), "", 1));
        Some(html.replacen("</head>", &head, 1).replacen(MARKER, &body, 1))
    }
}

/// `html`, the `/home` page, with its first paint when the build made one; as it is otherwise.
pub async fn home(state: &AppState, html: String, lng: Option<&str>, headers: &HeaderMap) -> String {
    let Some(first_paint) = state.first_paint.as_deref() else { return html };
    let (round, voting) = match crate::routes::rounds::current_and_voting_views(state).await {
        Ok(rounds) => rounds,
        Err(err) => {
            tracing::warn!(error = ?err, "reading the rounds failed; /home is served without its first paint");
            return html;
        }
    };
    first_paint.render(&html, language(lng, headers), round.as_ref(), &voting).unwrap_or(html)
}

/// The language of the first paint: `?lng=`, else the `lang` cookie, else the browser's first
/// supported language, else English.
fn language(lng: Option<&str>, headers: &HeaderMap) -> Language {
    lng.and_then(Language::parse)
        .or_else(|| cookie(headers, "lang").and_then(Language::parse))
        .or_else(|| accepted_language(headers))
        .unwrap_or_default()
}

fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(';'))
        .find_map(|pair| pair.trim().split_once('=').filter(|(key, _)| *key == name).map(|(_, value)| value))
}

/// The first `Accept-Language` entry we speak, by its full tag or its base (`fr-CA`: `fr`); the
/// browser lists its languages best first, so only a refused one (`q=0`) is skipped.
fn accepted_language(headers: &HeaderMap) -> Option<Language> {
    crate::spa::accepted(headers, header::ACCEPT_LANGUAGE)
        .filter(|(tag, quality)| *tag != "*" && *quality > 0.0)
        .find_map(|(tag, _)| Language::parse(tag).or_else(|| tag.split(['-', '_']).next().and_then(Language::parse)))
}

/// A tag of `index.html` that loads the app, as Vite writes it: its entry module or a module
/// preload of `/assets/`, nothing that could end the template it is moved into.
fn is_app_tag(tag: &str) -> bool {
    let url = tag
        .strip_prefix(r#"<script type="module" crossorigin src=""#)
        .and_then(|rest| rest.strip_suffix(r#""></script>"#))
        .or_else(|| tag.strip_prefix(r#"<link rel="modulepreload" crossorigin href=""#)?.strip_suffix(r#"">"#));
    url.is_some_and(is_asset)
}

/// A style sheet the build made: under `/assets/`, and nothing that could leave the attribute.
fn is_asset(href: &str) -> bool {
    href.starts_with("/assets/") && !href.contains(|c: char| matches!(c, '"' | '<' | '>') || c.is_whitespace())
}

/// JSON that cannot end the `<script>` element it sits in nor open a comment there, and that
/// JavaScript reads back unchanged: `<`, `>`, `&` and the line separators U+2028 and U+2029 (only
/// ever inside strings) are written as `\u` escapes.
fn script_safe(json: &str) -> String {
    let mut safe = String::with_capacity(json.len());
    for c in json.chars() {
        match c {
            '<' => safe.push_str(r"\u003c"),
            '>' => safe.push_str(r"\u003e"),
            '&' => safe.push_str(r"\u0026"),
            '\u{2028}' => safe.push_str(r"\u2028"),
            '\u{2029}' => safe.push_str(r"\u2029"),
            c => safe.push(c),
        }
    }
    safe
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(header::HeaderName, &'static str)]) -> HeaderMap {
        pairs.iter().map(|(name, value)| (name.clone(), HeaderValue::from_static(value))).collect()
    }

    #[test]
    fn the_language_is_the_query_then_the_cookie_then_the_browsers_then_english() {
        let cookie = (header::COOKIE, "theme=dark; lang=fr");
        let browser = (header::ACCEPT_LANGUAGE, "de-DE, ja;q=0.9, en;q=0.8");
        assert_eq!(language(Some("ar"), &headers(&[cookie.clone(), browser.clone()])), Language::Ar);
        assert_eq!(language(Some("xx"), &headers(&[cookie.clone(), browser.clone()])), Language::Fr);
        assert_eq!(language(None, &headers(&[browser])), Language::Ja);
        assert_eq!(language(None, &headers(&[])), Language::En);
    }

    #[test]
    fn the_browsers_language_is_matched_by_its_base_and_refused_ones_are_skipped() {
        let first = |value: &'static str| accepted_language(&headers(&[(header::ACCEPT_LANGUAGE, value)]));
        assert_eq!(first("zh-TW,en;q=0.5"), Some(Language::ZhCn));
        assert_eq!(first("zh-cn"), Some(Language::ZhCn));
        assert_eq!(first("fr_CA"), Some(Language::Fr));
        assert_eq!(first("*, ko;q=0, es;q=0.1"), Some(Language::Es));
        assert_eq!(first("de, *"), None);
    }

    #[test]
    fn the_data_cannot_end_its_element_and_parses_back_the_same() {
        let name = "</script><script>alert(1)</script> & <!-- \u{2028}\u{2029}";
        let safe = script_safe(&serde_json::to_string(&serde_json::json!({ "name": name })).unwrap());
        assert_eq!(
            safe,
            r#"{"name":"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e \u0026 \u003c!-- \u2028\u2029"}"#
        );
        let back: Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(back["name"], name);
    }

    #[test]
    fn only_asset_style_sheets_are_linked_and_a_script_that_could_end_its_element_is_refused() {
        let file = |script: &str| {
            serde_json::to_vec(&serde_json::json!({
                "styles": ["/assets/a.css", "https://evil.example/b.css", "/assets/c.css\"><script>", "/assets/d e.css"],
                "script": script,
                "texts": { "en": { "hello": "Hello" } },
            }))
            .unwrap()
        };
        assert!(FirstPaint::parse(&file("draw()</SCRIPT>")).is_none());
        assert!(FirstPaint::parse(&file("draw()<!--")).is_none());
        assert!(FirstPaint::parse(b"not json").is_none());
        let first_paint = FirstPaint::parse(&file("draw()")).unwrap();
        let index = format!(r#"<head></head><div id="root">{MARKER}</div>"#);
        let html = first_paint.render(&index, Language::Ko, None, &[]).unwrap();
        assert_eq!(
            html,
            r#"<head>  <link rel="stylesheet" crossorigin href="/assets/a.css">
  </head><div id="root"><script type="application/json" id="mp-first-paint">{"language":"ko","texts":null,"round":null,"voting":[]}</script><template id="mp-app"></template><script>draw()</script></div>"#
        );
    }
}
