//! Issue 35: typed ids flow from the domain to the browser. An id is parsed once at the HTTP edge
//! (`Id<ProjectId>`, `FromStr`), passed as itself through the use cases to the store, and written
//! into the SQL by the store (typed ids are query values, `From<ProjectId> for sea_query::Value`;
//! the store converts to its entities' `Uuid` columns) and into JSON by the views (which serialize
//! typed ids, documented as `Uuid` with `#[schema(value_type = Uuid)]`). Unwrapping a typed id into
//! a plain `Uuid` anywhere else is what this counts; and no public function, field or enum of the
//! domain, the store or the use cases takes or holds a plain `Uuid` (the store's entities apart).

use super::{sources, without_tests, workspace};

/// The most `.uuid()` calls (or `SomeId::uuid` paths) the crates' sources may hold, tests apart.
/// Issue 35 asked for about 40 at most; none is left.
const MAX_UUID_CALLS: usize = 0;

/// Files outside the store that turn a typed id back into a plain `Uuid` (`Uuid::from(id)`), each
/// with why: the store does so for its columns, nobody else should need to.
const UNWRAPPED_OUTSIDE_THE_STORE: [(&str, &str); 1] = [(
    "crates/api/src/routes/projects/estimate.rs",
    "the estimator names projects by their id's text, encoded into a stack buffer on every request",
)];

/// The code lines of `text` (comments left out), numbered from 1.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().map(|(n, line)| (n + 1, line)).filter(|(_, line)| !line.trim_start().starts_with("//"))
}

/// How often a line unwraps a typed id with `.uuid()` or names `SomeId::uuid` (as in
/// `.map(DonationId::uuid)`).
fn uuid_calls(line: &str) -> usize {
    let paths = line
        .match_indices("Id::uuid")
        .filter(|(at, _)| !line[at + "Id::uuid".len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_'))
        .count();
    line.matches(".uuid()").count() + paths
}

/// How often a line turns a typed id back into a plain `Uuid` with `Uuid::from(...)`.
fn uuid_from_calls(line: &str) -> usize {
    line.matches("Uuid::from(").count()
}

/// Every crate's sources (`crates/<name>/src`), sorted.
fn crate_sources() -> Vec<String> {
    let mut dirs: Vec<String> = std::fs::read_dir(workspace().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .map(|name| format!("crates/{name}/src"))
        .filter(|dir| workspace().join(dir).is_dir())
        .collect();
    dirs.sort();
    dirs
}

#[test]
#[allow(clippy::absurd_extreme_comparisons, reason = "the ceiling is what issue 35 reached: none; it only goes down")]
fn typed_ids_are_not_unwrapped_with_uuid() {
    let mut found = Vec::new();
    let mut scanned = 0;
    for dir in crate_sources() {
        for (path, text) in sources(&dir) {
            scanned += 1;
            for (n, line) in code_lines(without_tests(&text)) {
                for _ in 0..uuid_calls(line) {
                    found.push(format!("{path}:{n}: {}", line.trim()));
                }
            }
        }
    }
    assert!(scanned > 300, "scanned only {scanned} files: is the scan still reading crates/*/src?");
    assert!(
        found.len() <= MAX_UUID_CALLS,
        "{} `.uuid()` calls, at most {MAX_UUID_CALLS} allowed. Pass the typed id itself: parse it once at the \
         HTTP edge (`Id<ProjectId>`, `str::parse`), hand it to use cases and store functions as it is, let the \
         store write it into the SQL (typed ids are query values; entity columns convert inside the store), and \
         serialize it in views (`#[schema(value_type = Uuid)]`):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn only_the_store_turns_typed_ids_back_into_plain_uuids() {
    let mut found = Vec::new();
    for dir in crate_sources().into_iter().filter(|dir| dir != "crates/store/src") {
        for (path, text) in sources(&dir) {
            if UNWRAPPED_OUTSIDE_THE_STORE.iter().any(|(allowed, _)| *allowed == path) {
                continue;
            }
            for (n, line) in code_lines(without_tests(&text)) {
                if uuid_from_calls(line) > 0 {
                    found.push(format!("{path}:{n}: {}", line.trim()));
                }
            }
        }
    }
    for (allowed, _) in UNWRAPPED_OUTSIDE_THE_STORE {
        let text = std::fs::read_to_string(workspace().join(allowed)).unwrap();
        let uses = code_lines(without_tests(&text)).map(|(_, line)| uuid_from_calls(line)).sum::<usize>();
        assert!(uses > 0, "{allowed} no longer unwraps a typed id: cross it off UNWRAPPED_OUTSIDE_THE_STORE");
    }
    assert!(
        found.is_empty(),
        "typed ids turned back into plain `Uuid`s outside the store (pass the typed id; the store converts for \
         its columns):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_id_scan_counts_unwrapped_ids() {
    let text = "let a = find(db, project.id.uuid()).await;\n\
        // a comment about .uuid() is no call\n\
        ids.iter().map(|d| d.uuid()).chain(x.map(DonationId::uuid));\n\
        let b = ProjectId::uuid_like(x);\n\
        let c = Uuid::from(project) == Uuid::from_u128(1);";
    let counted: Vec<(usize, usize, usize)> =
        code_lines(text).map(|(n, line)| (n, uuid_calls(line), uuid_from_calls(line))).collect();
    assert_eq!(counted, vec![(1, 1, 0), (3, 2, 0), (4, 0, 0), (5, 0, 1)]);
}

/// Where the public signatures and records are: the domain's records and rules, the store's
/// functions and records, the use cases.
const TYPED_DIRS: [&str; 3] = ["crates/domain/src", "crates/store/src", "crates/app/src"];

/// The SQL edge, where ids are plain `Uuid` columns: the store's entities, not scanned.
const SQL_EDGE: &str = "crates/store/src/entities/";

/// Files whose public items may take or hold a plain `Uuid`, each with why. Keep it tiny.
const PLAIN_UUIDS_ALLOWED: [(&str, &str); 1] = [(
    "crates/domain/src/ids.rs",
    "the typed ids themselves: each is made from a `Uuid` and turned back into one (`from_uuid`, `uuid`)",
)];

/// Whether `text` names the type `Uuid` (as a word: `Uuid`, `Option<Uuid>`, `uuid::Uuid`, not
/// `HostedSessionId` nor `Uuids`).
fn names_uuid(text: &str) -> bool {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    text.match_indices("Uuid")
        .any(|(at, _)| !word(text[..at].chars().next_back()) && !word(text[at + "Uuid".len()..].chars().next()))
}

/// The field a line declares (`pub name: Type`), as its name and type.
fn pub_field(line: &str) -> Option<(&str, &str)> {
    let rest = line.trim().strip_prefix("pub ").or_else(|| line.trim().strip_prefix("pub(crate) "))?;
    let (name, ty) = rest.split_once(':')?;
    let name = name.trim();
    (!name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')).then_some((name, ty))
}

/// Whether a line starts a public function (`pub fn`, `pub async fn`, `pub const fn`).
fn starts_pub_fn(line: &str) -> bool {
    let Some(rest) = line.trim().strip_prefix("pub ") else { return false };
    let rest = rest.trim_start_matches("const ").trim_start_matches("async ").trim_start_matches("unsafe ");
    rest.starts_with("fn ")
}

/// The public items of `code` that take or hold a plain `Uuid`, by the line each starts on: a
/// `pub fn`'s signature (its parameters, result and bounds, up to the body), a `pub` field (of a
/// struct, named or a tuple's), and a `pub enum`'s variants.
fn plain_uuids(code: &[(usize, &str)]) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (i, &(n, line)) in code.iter().enumerate() {
        let trimmed = line.trim();
        let holds = if starts_pub_fn(line) {
            let mut signature = String::new();
            for (_, next) in &code[i..] {
                let end = next.find(['{', ';']);
                signature.push_str(&next[..end.unwrap_or(next.len())]);
                if end.is_some() {
                    break;
                }
            }
            names_uuid(&signature)
        } else if trimmed.starts_with("pub enum ") {
            let mut depth = 0i32;
            let mut body = String::new();
            for (_, next) in &code[i..] {
                body.push_str(next);
                depth += next.matches('{').count() as i32 - next.matches('}').count() as i32;
                if depth <= 0 && body.contains('{') {
                    break;
                }
            }
            names_uuid(&body)
        } else if trimmed.starts_with("pub struct ") {
            trimmed.split_once('(').is_some_and(|(_, fields)| fields.contains("pub ") && names_uuid(fields))
        } else {
            pub_field(line).is_some_and(|(_, ty)| names_uuid(ty))
        };
        if holds {
            found.push((n, trimmed.to_owned()));
        }
    }
    found
}

#[test]
fn the_signature_scan_finds_plain_uuids() {
    let text = "pub async fn find(db: &Db, id: Uuid) -> Option<Row> {\n\
        pub fn revoke(\n    db: &Db,\n    // a Uuid in a comment is none\n    id: Option<uuid::Uuid>,\n) -> bool {\n\
        pub fn ok(id: HostedSessionId) -> Uuids {\n    let x: Uuid = id.into();\n}\n\
        pub struct Row {\n    pub id: Uuid,\n    pub round_id: RoundId,\n    id_text: Uuid,\n}\n\
        pub enum Outcome {\n    SignedIn { session: Option<Uuid> },\n    Refused,\n}\n\
        pub enum Fine {\n    A(SessionId),\n}\n\
        pub struct Wrapped(pub Uuid);\npub struct Sealed(Uuid);";
    let code: Vec<(usize, &str)> = code_lines(text).collect();
    let lines: Vec<usize> = plain_uuids(&code).into_iter().map(|(n, _)| n).collect();
    assert_eq!(lines, vec![1, 2, 11, 15, 22]);
    assert!(names_uuid("Vec<(Uuid, i64)>") && !names_uuid("HostedSessionId") && !names_uuid("uuid::fmt::Simple"));
}

#[test]
fn records_store_and_use_cases_take_typed_ids() {
    let mut found = Vec::new();
    let mut scanned = 0;
    for dir in TYPED_DIRS {
        for (path, text) in sources(dir) {
            if path.starts_with(SQL_EDGE) || PLAIN_UUIDS_ALLOWED.iter().any(|(allowed, _)| *allowed == path) {
                continue;
            }
            scanned += 1;
            let code: Vec<(usize, &str)> = code_lines(without_tests(&text)).collect();
            for (n, item) in plain_uuids(&code) {
                found.push(format!("{path}:{n}: {item}"));
            }
        }
    }
    assert!(scanned > 120, "scanned only {scanned} files: are the domain, store and use cases still where they were?");
    for (allowed, _) in PLAIN_UUIDS_ALLOWED {
        let text = std::fs::read_to_string(workspace().join(allowed)).unwrap();
        let code: Vec<(usize, &str)> = code_lines(without_tests(&text)).collect();
        assert!(
            !plain_uuids(&code).is_empty(),
            "{allowed} no longer takes a plain `Uuid`: cross it off PLAIN_UUIDS_ALLOWED"
        );
    }
    assert!(
        found.is_empty(),
        "public functions and records that take or hold a plain `Uuid` (give them the typed id of what the \
         column holds, adding one to `domain/src/ids.rs` if none fits; only the store's entities hold `Uuid`s):\n{}",
        found.join("\n")
    );
}
