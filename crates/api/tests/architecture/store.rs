//! The store's place: the use cases are its only writers (the `matchpool` command's bulk loaders
//! apart), its entity models stay inside it, and its functions take and return domain records.

use super::{sources, without_tests, workspace};

/// The store functions that write, by the verbs they are named with.
const WRITE_VERBS: [&str; 18] = [
    "insert",
    "update",
    "delete",
    "set_",
    "revoke",
    "record",
    "redeem",
    "authorize",
    "create",
    "upsert",
    "mark",
    "bind",
    "transition",
    "replace",
    "remove",
    "write_txn",
    "save",
    "make",
];

/// `matchpool_store::<module>::<function>` calls in `text` whose function writes.
fn store_writes(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("matchpool_store::") {
        let rest = &text[at + "matchpool_store::".len()..];
        let path: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':').collect();
        let function = path.rsplit("::").next().unwrap_or_default();
        if WRITE_VERBS.iter().any(|verb| function.starts_with(verb)) {
            found.push(path);
        }
    }
    found
}

#[test]
fn the_use_cases_are_the_only_writers() {
    let mut found = Vec::new();
    for (path, text) in sources("crates/api/src") {
        for write in store_writes(without_tests(&text)) {
            found.push(format!("{path}: {write}"));
        }
    }
    assert!(found.is_empty(), "handlers call a use case (matchpool_app) instead of writing:\n{}", found.join("\n"));
}

/// Files of the `matchpool` command that load data in bulk, writing rows through the store
/// directly (`matchpool_store::bulk`, not the use cases): the national-scale `seed` and the
/// `demo` data generator. They fill an empty database for load tests and demonstrations; no
/// person acts through them.
const BULK_LOADERS: [&str; 4] = [
    "crates/server/src/seed.rs",
    "crates/server/src/seed/",
    "crates/server/src/demo.rs",
    "crates/server/src/demo_projects.rs",
];

#[test]
fn the_command_writes_through_the_use_cases() {
    let mut found = Vec::new();
    let mut scanned = 0;
    for (path, text) in sources("crates/server/src") {
        if BULK_LOADERS.iter().any(|loader| path.starts_with(loader)) {
            continue;
        }
        scanned += 1;
        for write in store_writes(without_tests(&text)) {
            found.push(format!("{path}: {write}"));
        }
    }
    assert!(scanned > 5, "scanned only {scanned} files: is the scan still reading crates/server/src?");
    assert!(found.is_empty(), "the command calls a use case (matchpool_app) instead of writing:\n{}", found.join("\n"));
}

/// Whether `text[at..]` starts a path segment: `entities::` in `matchpool_store::entities::` but
/// not in `identities::`.
fn starts_segment(text: &str, at: usize) -> bool {
    !text[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_')
}

/// The entity modules `text` names through `entities::` (`entities::project::Model`, or a group
/// such as `entities::{comment, vote}`), and `entity::` paths.
fn entities_named(text: &str) -> Vec<String> {
    let ident = |s: &str| -> String { s.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect() };
    let mut named = Vec::new();
    for needle in ["entities::", "entity::"] {
        for (at, _) in text.match_indices(needle).filter(|(at, _)| starts_segment(text, *at)) {
            let rest = &text[at + needle.len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let group = &group[..group.find('}').unwrap_or(group.len())];
                named.extend(group.split(',').map(ident).filter(|m| !m.is_empty()));
            } else {
                named.push(ident(rest));
            }
        }
    }
    named
}

/// Every crate but the store: its sources (not its integration tests, which may set up and read
/// rows directly).
fn callers_of_the_store() -> Vec<String> {
    let mut dirs: Vec<String> = std::fs::read_dir(workspace().join("crates"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != "store")
        .map(|name| format!("crates/{name}/src"))
        .collect();
    dirs.sort();
    dirs
}

#[test]
fn entity_models_stay_in_the_store() {
    let mut found = Vec::new();
    let mut scanned = 0;
    for dir in callers_of_the_store() {
        for (path, text) in sources(&dir) {
            scanned += 1;
            for entity in entities_named(without_tests(&text)) {
                found.push(format!("{path}: entities::{entity}"));
            }
        }
    }
    assert!(scanned > 100, "scanned only {scanned} files: is the scan still reading the crates?");
    assert!(found.is_empty(), "use the store's domain records, not its entities:\n{}", found.join("\n"));
}

#[test]
fn the_entity_scan_sees_an_entity() {
    let text = "use matchpool_store::entities::project::Model;\nuse matchpool_store::entities::{comment_reaction, media::Model};";
    assert_eq!(entities_named(text), vec!["project".to_owned(), "comment_reaction".to_owned(), "media".to_owned()]);
    assert_eq!(entities_named("use crate::entity::vote;"), vec!["vote".to_owned()]);
    assert!(entities_named("routes::identities::router(); matchpool_domain::identity::User").is_empty());
}

/// The names a store module gives entity models: `Model`, `ActiveModel`, and each `Model as X`
/// of its `use crate::entities::...` lines.
fn entity_model_names(text: &str) -> Vec<String> {
    let mut names = vec!["Model".to_owned(), "ActiveModel".to_owned()];
    for (at, _) in text.match_indices("use crate::entities::") {
        let statement = &text[at..at + text[at..].find(';').unwrap_or(text.len() - at)];
        for (alias, _) in statement.match_indices("Model as ") {
            let rest = &statement[alias + "Model as ".len()..];
            names.push(rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect());
        }
    }
    names
}

/// The public signatures (`pub fn`, `pub async fn`, up to the body) and public struct fields of
/// `text` that name an entity model: by one of `names`, or through `entities::`.
fn entity_models_exposed(text: &str, names: &[String]) -> Vec<String> {
    let names_model = |s: &str| {
        s.contains("entities::")
            || s.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|word| names.iter().any(|n| n == word))
    };
    let mut found = Vec::new();
    for start in ["pub fn ", "pub async fn "] {
        for (at, _) in text.match_indices(start).filter(|(at, _)| starts_segment(text, *at)) {
            let end = text[at..].find(['{', ';']).map_or(text.len(), |e| at + e);
            let signature = text[at..end].split_whitespace().collect::<Vec<_>>().join(" ");
            if names_model(&signature) {
                found.push(signature);
            }
        }
    }
    for (at, _) in text.match_indices("pub struct ").filter(|(at, _)| starts_segment(text, *at)) {
        let end = text[at..].find('}').map_or(text.len(), |e| at + e);
        for field in text[at..end].lines().filter(|l| l.trim_start().starts_with("pub ")) {
            if names_model(field) {
                found.push(field.trim().to_owned());
            }
        }
    }
    found
}

#[test]
fn store_functions_take_and_return_domain_records() {
    let mut found = Vec::new();
    let mut scanned = 0;
    for (path, text) in sources("crates/store/src") {
        if path.starts_with("crates/store/src/entities/") || path.starts_with("crates/store/src/migration/") {
            continue;
        }
        scanned += 1;
        let text = without_tests(&text);
        for exposed in entity_models_exposed(text, &entity_model_names(text)) {
            found.push(format!("{path}: {exposed}"));
        }
    }
    assert!(scanned > 20, "scanned only {scanned} files: is the scan still reading crates/store/src?");
    assert!(found.is_empty(), "take and return domain records (crates/domain):\n{}", found.join("\n"));
}

#[test]
fn the_model_scan_sees_a_model() {
    let text = "use crate::entities::payout::{self, Entity as Payouts, Model as Payout};\n\
        pub async fn find(db: &Db, id: Uuid) -> Result<Option<Payout>, DbErr> {}\n\
        pub(crate) fn record(m: Model) -> Payout {}\n\
        pub fn lines(round: Uuid) -> Vec<project_result::Model> {}\n\
        pub struct Export {\n    pub rows: Vec<entities::vote::Model>,\n    pub kept: Vec<Vote>,\n}\n\
        pub fn fine(p: &Project) -> ModelName {}";
    let names = entity_model_names(text);
    assert_eq!(
        entity_models_exposed(text, &names),
        vec![
            "pub fn lines(round: Uuid) -> Vec<project_result::Model>".to_owned(),
            "pub async fn find(db: &Db, id: Uuid) -> Result<Option<Payout>, DbErr>".to_owned(),
            "pub rows: Vec<entities::vote::Model>,".to_owned(),
        ]
    );
}

/// The public signatures (`pub fn`, `pub async fn`, up to the body) and public re-exports of
/// `text` that name SeaORM's error, `DbErr`.
fn database_errors_exposed(text: &str) -> Vec<String> {
    let names_db_err = |s: &str| s.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|word| word == "DbErr");
    let mut found = Vec::new();
    for start in ["pub fn ", "pub async fn ", "pub use "] {
        for (at, _) in text.match_indices(start).filter(|(at, _)| starts_segment(text, *at)) {
            let stop: &[char] = if start == "pub use " { &[';'] } else { &['{', ';'] };
            let end = text[at..].find(stop).map_or(text.len(), |e| at + e);
            let signature = text[at..end].split_whitespace().collect::<Vec<_>>().join(" ");
            if names_db_err(&signature) {
                found.push(signature);
            }
        }
    }
    found
}

/// Issue 35: callers see the store's errors (`StoreResult`, or an error type of the store's own
/// such as `PayoutError`), never SeaORM's. The migrations keep `DbErr`: SeaORM's `MigrationTrait`
/// names it.
#[test]
fn store_functions_return_store_errors() {
    let mut found = Vec::new();
    let mut scanned = 0;
    for (path, text) in sources("crates/store/src") {
        if path.starts_with("crates/store/src/migration/") {
            continue;
        }
        scanned += 1;
        for exposed in database_errors_exposed(without_tests(&text)) {
            found.push(format!("{path}: {exposed}"));
        }
    }
    assert!(scanned > 20, "scanned only {scanned} files: is the scan still reading crates/store/src?");
    assert!(found.is_empty(), "return `StoreResult` (crates/store/src/error.rs), not `DbErr`:\n{}", found.join("\n"));
}

#[test]
fn the_error_scan_sees_a_database_error() {
    let text = "pub async fn find(db: &Db, id: Uuid) -> Result<Option<Payout>, DbErr> {}\n\
        pub async fn list<C>(\n    db: &C,\n) -> Result<Vec<Payout>, sea_orm::DbErr>\nwhere\n    C: ConnectionTrait,\n{}\n\
        pub fn is_unique(err: &DbErr) -> bool {}\n\
        pub use sea_orm::{DatabaseConnection as Db, DbErr as Error};\n\
        pub(crate) fn corrupt(table: &str) -> DbErr {}\n\
        pub async fn fine(db: &Db) -> StoreResult<Vec<DbErrand>> {}";
    assert_eq!(
        database_errors_exposed(text),
        vec![
            "pub fn is_unique(err: &DbErr) -> bool".to_owned(),
            "pub async fn find(db: &Db, id: Uuid) -> Result<Option<Payout>, DbErr>".to_owned(),
            "pub async fn list<C>( db: &C, ) -> Result<Vec<Payout>, sea_orm::DbErr> where C: ConnectionTrait,"
                .to_owned(),
            "pub use sea_orm::{DatabaseConnection as Db, DbErr as Error}".to_owned(),
        ]
    );
}

#[test]
fn the_writer_scan_sees_a_write() {
    let text = "let a = matchpool_store::users::find(db).await; matchpool_store::tokens::revoke_family(db, f);";
    assert_eq!(store_writes(text), vec!["tokens::revoke_family".to_owned()]);
    assert!(store_writes("matchpool_store::results::summary(db)").is_empty());
    assert_eq!(store_writes("matchpool_store::users::make_operator(db, u)"), vec!["users::make_operator".to_owned()]);
}
