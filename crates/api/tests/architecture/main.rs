//! Issue 10's "Done when", checked on the source: thin handlers, route modules that do not import
//! each other, state names spelled only in the domain and the store's entities, and the crate
//! arrows of docs/ARCHITECTURE.md equal to the crates' dependencies; the store's rules in `store`,
//! and issue 35's typed ids (no `.uuid()` left) in `ids` and its typed vocabularies (no kind,
//! state or language held as a `String` in the domain's records or the API's views) in
//! `vocabularies`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use matchpool_domain::identity::SubjectKind;
use matchpool_domain::policy::{Referee, RewardSide};
use matchpool_domain::{DonationState, KybStatus, ProjectStatus, ReviewAction, RewardStatus};

mod ids;
mod knots;
mod store;
mod vocabularies;

/// A handler may be "about 40 lines": its signature, parsing, one use case and the encoding.
const MAX_HANDLER_LINES: usize = 40;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every `.rs` file under `dir`, sorted, as (path relative to the workspace, text).
fn sources(dir: &str) -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let root = workspace();
    let mut files = Vec::new();
    walk(&root.join(dir), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| (p.strip_prefix(&root).unwrap().display().to_string(), std::fs::read_to_string(&p).unwrap()))
        .collect()
}

/// The text before the file's unit tests.
fn without_tests(text: &str) -> &str {
    text.find("#[cfg(test)]").map_or(text, |i| &text[..i])
}

/// Each handler (a function under a `#[utoipa::path]`) with its length in lines, from `fn` to its
/// closing brace.
fn handlers(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if lines[i].trim_start().starts_with("#[utoipa::path") {
            let start = (i..lines.len()).find(|&j| lines[j].trim_start().starts_with("pub async fn ")).unwrap();
            let indent = lines[start].len() - lines[start].trim_start().len();
            let close = format!("{}}}", " ".repeat(indent));
            let end = (start..lines.len()).find(|&j| lines[j].trim_end() == close).unwrap();
            let name = lines[start].trim_start()["pub async fn ".len()..].split('(').next().unwrap().to_owned();
            found.push((name, end - start + 1));
            i = end;
        }
        i += 1;
    }
    found
}

#[test]
fn handlers_stay_thin() {
    let mut counted = 0;
    let mut long = Vec::new();
    for (path, text) in sources("crates/api/src/routes") {
        for (name, lines) in handlers(&text) {
            counted += 1;
            if lines > MAX_HANDLER_LINES {
                long.push(format!("{path}: {name} has {lines} lines"));
            }
        }
    }
    assert!(counted > 100, "found only {counted} handlers: is the scan still reading the routes?");
    assert!(
        long.is_empty(),
        "handlers longer than {MAX_HANDLER_LINES} lines (move the work into app or views):\n{}",
        long.join("\n")
    );
}

#[test]
fn the_handler_scan_measures_a_handler() {
    let text = "#[utoipa::path(get, path = \"/x\")]\npub async fn x() -> u8 {\n    let a = 1;\n    a\n}\n";
    assert_eq!(handlers(text), vec![("x".to_owned(), 4)]);
}

/// The module path of a file under `crates/api/src/routes` (`auth/oidc/start.rs` is
/// `[auth, oidc, start]`, a `mod.rs` names its folder).
fn module_path(path: &str) -> Vec<String> {
    let rel = path.trim_start_matches("crates/api/src/routes/").trim_end_matches(".rs");
    let mut parts: Vec<String> = rel.split('/').map(str::to_owned).collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The route modules another route module names (through `crate::routes::` or enough `super::`).
fn other_routes_named(path: &str, text: &str, modules: &[String]) -> Vec<String> {
    let own = module_path(path);
    let mut named = Vec::new();
    for line in without_tests(text).lines().filter(|l| !l.trim_start().starts_with("//")) {
        for (i, _) in line.match_indices("crate::routes::") {
            named.push(
                line[i + "crate::routes::".len()..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect(),
            );
        }
        let mut from = 0;
        while let Some(i) = line[from..].find("super::") {
            let (mut end, mut supers) = (from + i, 0);
            while line[end..].starts_with("super::") {
                supers += 1;
                end += "super::".len();
            }
            let target: String = line[end..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if supers >= own.len() {
                named.push(target);
            }
            from = end;
        }
    }
    named.retain(|m| modules.contains(m) && Some(m) != own.first());
    named
}

#[test]
fn route_modules_do_not_import_each_other() {
    let files = sources("crates/api/src/routes");
    let modules: Vec<String> =
        files.iter().filter(|(p, _)| !p.ends_with("routes/mod.rs")).map(|(p, _)| module_path(p)[0].clone()).collect();
    let mut crossing = Vec::new();
    for (path, text) in files.iter().filter(|(p, _)| !p.ends_with("routes/mod.rs")) {
        for other in other_routes_named(path, text, &modules) {
            crossing.push(format!("{path} uses routes::{other}"));
        }
    }
    assert!(crossing.is_empty(), "route modules importing other route modules:\n{}", crossing.join("\n"));
    let modules = vec!["auth".to_owned(), "me".to_owned()];
    let sample = "use super::super::super::me::view;\nuse super::issue_tokens;\nlet x = crate::routes::auth::y;";
    assert_eq!(other_routes_named("crates/api/src/routes/auth/oidc/start.rs", sample, &modules), vec!["me".to_owned()]);
    assert_eq!(other_routes_named("crates/api/src/routes/me.rs", sample, &modules), vec!["auth".to_owned()]);
}

/// Every state's stored and wire name, from the domain itself.
fn state_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> =
        DonationState::ALL.iter().flat_map(|s| [s.as_str(), s.contract_status().as_str()]).collect();
    names.extend(ProjectStatus::ALL.map(ProjectStatus::as_str));
    names.extend(
        [KybStatus::NotVerified, KybStatus::Pending, KybStatus::Verified, KybStatus::Rejected].map(KybStatus::as_str),
    );
    names.extend([KybStatus::NotVerified, KybStatus::Pending, KybStatus::Verified].map(|k| k.org_status().as_str()));
    names.extend([RewardStatus::Earned, RewardStatus::Paid].map(RewardStatus::as_str));
    names.extend(
        [ReviewAction::Approve, ReviewAction::RequestChanges, ReviewAction::Reject, ReviewAction::Resubmit]
            .map(ReviewAction::as_str),
    );
    names.extend([Referee::Person.as_str(), Referee::Organization.as_str()]);
    names.extend([RewardSide::Referrer.as_str(), RewardSide::Referee.as_str()]);
    names.extend([SubjectKind::User.as_str(), SubjectKind::Organization.as_str()]);
    names.sort();
    names.dedup();
    names
}

/// Places a state's name may appear as a string that is not one of our states, with the reason.
const NOT_OUR_STATES: [(&str, &str); 1] = [("crates/server/src/jobs.rs", "failed")]; // a job run's metric outcome

#[test]
fn state_names_are_spelled_only_in_the_domain_and_the_store_entities() {
    let names = state_names();
    assert!(names.contains(&"settled") && names.contains(&"CHANGES_REQUESTED"), "{names:?}");
    let mut found = Vec::new();
    for dir in [
        "crates/app/src",
        "crates/store/src",
        "crates/api/src/routes",
        "crates/api/src/views",
        "crates/api/src/extract",
        "crates/server/src",
    ] {
        for (path, text) in sources(dir) {
            if path.contains("/entities/") || path.contains("/migration/") {
                continue;
            }
            for (n, line) in without_tests(&text).lines().enumerate() {
                let code = line.trim_start();
                if code.starts_with("//") || code.contains("description = ") {
                    continue;
                }
                for name in &names {
                    if line.contains(&format!("\"{name}\"")) && !NOT_OUR_STATES.contains(&(path.as_str(), name)) {
                        found.push(format!("{path}:{}: \"{name}\"", n + 1));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "state names outside the domain and the store's entities:\n{}", found.join("\n"));
}

/// The workspace crates each crate under `crates/` depends on (normal dependencies, as `cargo tree
/// -e normal --depth 1` shows them), from the Cargo manifests.
fn crate_dependencies() -> BTreeMap<String, Vec<String>> {
    let mut deps = BTreeMap::new();
    let crates = std::fs::read_dir(workspace().join("crates")).unwrap();
    let mut names: Vec<String> =
        crates.map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    for name in names {
        let manifest = std::fs::read_to_string(workspace().join(format!("crates/{name}/Cargo.toml"))).unwrap();
        let mut section = "";
        let mut ours: Vec<String> = Vec::new();
        for line in manifest.lines() {
            if line.starts_with('[') {
                section = line.trim();
            } else if section == "[dependencies]" && line.starts_with("matchpool-") {
                ours.push(line["matchpool-".len()..].split(['.', ' ', '=']).next().unwrap().to_owned());
            }
        }
        ours.sort();
        deps.insert(name.to_owned(), ours);
    }
    deps
}

/// The table of docs/ARCHITECTURE.md under "Dependencies point one way": each row's crate, and the
/// crates named in backquotes in its second cell.
fn documented_dependencies() -> BTreeMap<String, Vec<String>> {
    let doc = std::fs::read_to_string(workspace().join("docs/ARCHITECTURE.md")).unwrap();
    let start = doc.find("| Crate | Depends on").expect("docs/ARCHITECTURE.md has the dependency table");
    doc[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|row| {
            let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
            let mut deps: Vec<String> = cells[1].split('`').skip(1).step_by(2).map(str::to_owned).collect();
            deps.sort();
            (cells[0].trim_matches('`').to_owned(), deps)
        })
        .collect()
}

#[test]
fn the_documented_crate_arrows_are_the_real_ones() {
    assert_eq!(documented_dependencies(), crate_dependencies());
    let deps = crate_dependencies();
    let layer = |name: &str| {
        ["domain", "matching", "providers", "receipts", "store", "app", "api", "server"].iter().position(|c| *c == name)
    };
    for (name, ours) in &deps {
        assert!(layer(name).is_some(), "{name} has no place in the layers: add it to the list above");
        for dep in ours {
            assert!(layer(dep) < layer(name), "{name} depends on {dep}, a layer above it");
        }
    }
}

#[test]
fn no_caller_reads_database_error_messages() {
    let mut found = Vec::new();
    for dir in ["crates/app/src", "crates/api/src", "crates/server/src"] {
        for (path, text) in sources(dir) {
            for (n, line) in without_tests(&text).lines().enumerate() {
                let lower = line.to_lowercase();
                let reads_text = lower.contains(".contains(") || lower.contains("starts_with(");
                if reads_text && ["unique", "duplicate", "constraint", "violat"].iter().any(|w| lower.contains(w)) {
                    found.push(format!("{path}:{}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "match `StoreError::Duplicate(..)` instead:\n{}", found.join("\n"));
}
