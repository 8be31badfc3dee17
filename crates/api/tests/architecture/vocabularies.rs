//! Issue 35: types flow from the domain to the browser. A kind, a state, a role, a status, a
//! reaction, an algorithm, a social cause, a category (track) or a language is a domain type (an
//! enum, or a parsed name) in the domain's records and in the API's views, never a bare `String`:
//! the store converts stored names at its edge and the OpenAPI document names the values.

use super::sources;

/// The field names that hold a vocabulary.
const VOCABULARY_FIELDS: [&str; 9] =
    ["state", "kind", "role", "status", "reaction", "algorithm", "social_cause", "category", "language"];

/// The types a vocabulary must not be held as.
const STRING_TYPES: [&str; 3] = ["String", "Option<String>", "Vec<String>"];

/// Where the records and the views are.
const DIRS: [&str; 2] = ["crates/domain/src", "crates/api/src/views"];

/// The field a line declares as `pub name: Type`, if it is a vocabulary field typed as text.
fn stringly_field(line: &str) -> Option<&str> {
    let line = line.trim();
    let rest = line.strip_prefix("pub ").or_else(|| line.strip_prefix("pub(crate) "))?;
    let (name, ty) = rest.split_once(':')?;
    let ty: String = ty.trim().trim_end_matches(',').split_whitespace().collect();
    let ty = ty.replace("std::string::", "");
    (VOCABULARY_FIELDS.contains(&name.trim()) && STRING_TYPES.contains(&ty.as_str())).then(|| name.trim())
}

#[test]
fn the_detector_finds_vocabularies_held_as_text() {
    assert_eq!(stringly_field("    pub status: String,"), Some("status"));
    assert_eq!(stringly_field("    pub language: Option<String>,"), Some("language"));
    assert_eq!(stringly_field("    pub category: Option< std::string::String >,"), Some("category"));
    assert_eq!(stringly_field("    pub role: Vec<String>,"), Some("role"));
    assert_eq!(stringly_field("    pub status: ProjectStatus,"), None);
    assert_eq!(stringly_field("    pub social_cause: Option<SocialCause>,"), None);
    assert_eq!(stringly_field("    pub title: String,"), None);
    assert_eq!(stringly_field("    let status: String = x;"), None);
}

#[test]
fn records_and_views_hold_vocabularies_as_domain_types() {
    let mut found = Vec::new();
    let mut scanned = 0;
    for dir in DIRS {
        for (path, text) in sources(dir) {
            scanned += 1;
            for (n, line) in text.lines().enumerate() {
                if let Some(field) = stringly_field(line) {
                    found.push(format!("{path}:{}: `{field}`", n + 1));
                }
            }
        }
    }
    assert!(scanned > 20, "the domain and the views were read ({scanned} files)");
    assert!(
        found.is_empty(),
        "these fields hold a vocabulary as text; give them the domain's enum (the store converts \
         stored names, the views serialize the enum):\n{}",
        found.join("\n")
    );
}
