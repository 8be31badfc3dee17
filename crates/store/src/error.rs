//! The store's errors: a unique constraint the caller can act on, named, or a database failure.
//! Callers never look at database messages; the store reads them once, here.

use sea_orm::{DbErr, SqlErr};

/// Which uniqueness rule a write ran into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unique {
    /// This transaction id already backs a donation (or an intent).
    Txid,
    /// The donor already used this idempotency key.
    IdempotencyKey,
    /// The same request within the de-duplication window.
    Dedup,
    /// An account already has this email address.
    Email,
    /// An account already has this username.
    Username,
    /// Another round already has this number.
    RoundNumber,
    /// Another unique rule.
    Other,
}

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("duplicate: {0:?}")]
    Duplicate(Unique),
    #[error(transparent)]
    Db(#[from] DbErr),
}

impl StoreError {
    /// Turns a unique violation into `Duplicate`, naming the rule from the columns the database
    /// reports; other errors pass through.
    pub(crate) fn classify(err: DbErr, rules: &[(&str, Unique)]) -> Self {
        match err.sql_err() {
            Some(SqlErr::UniqueConstraintViolation(detail)) => {
                let rule = rules.iter().find(|(needle, _)| detail.contains(needle)).map_or(Unique::Other, |(_, u)| *u);
                Self::Duplicate(rule)
            }
            _ => Self::Db(err),
        }
    }

    /// The error as SeaORM's, for a migration that runs a store function (a migration's steps
    /// return `DbErr`).
    pub(crate) fn into_db(self) -> DbErr {
        match self {
            Self::Db(err) => err,
            duplicate @ Self::Duplicate(_) => DbErr::Custom(duplicate.to_string()),
        }
    }
}

pub type StoreResult<T> = Result<T, StoreError>;

/// A stored value the domain does not know. Rows are only ever written from domain values, so
/// this is a corrupt database: reported as an error, never a panic.
pub(crate) fn corrupt(table: &str, id: impl std::fmt::Display, what: &str) -> DbErr {
    DbErr::Custom(format!("{table} {id}: unknown {what}"))
}
