//! The use cases' one error type: a broken rule with a stable code the caller can show, invalid
//! fields, or an internal failure (a bug or an outage, logged where it is answered).

use matchpool_domain::FieldErrors;
use matchpool_store::StoreError;

/// What kind of refusal: the HTTP layer maps each to its status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// No valid sign-in (an ended session).
    Unauthorized,
    NotFound,
    Forbidden,
    Conflict,
    Unprocessable,
    /// A card declined.
    PaymentRequired,
    TooManyRequests,
    /// A provider (payments, chain, rates) did not answer.
    Upstream,
    /// Something the answer needs is missing (the receipts' fonts) or still being prepared (a
    /// round's estimator).
    Unavailable,
}

#[derive(Debug)]
pub enum AppError {
    Rule {
        kind: ErrorKind,
        code: &'static str,
        message: String,
    },
    /// A broken rule with what the caller needs to act on it (for `checkout.no_wallet`, the
    /// projects that cannot receive ADA), answered as the error body's `details`.
    Detailed {
        kind: ErrorKind,
        code: &'static str,
        message: String,
        details: serde_json::Value,
    },
    Fields(FieldErrors),
    /// One field's error with a message saying why (e.g. a project that is not in the round).
    Explained {
        fields: FieldErrors,
        message: String,
    },
    Internal(anyhow::Error),
}

impl AppError {
    pub fn rule(kind: ErrorKind, code: &'static str, message: impl Into<String>) -> Self {
        Self::Rule { kind, code, message: message.into() }
    }

    pub fn not_found(code: &'static str, message: impl Into<String>) -> Self {
        Self::rule(ErrorKind::NotFound, code, message)
    }

    pub fn forbidden(code: &'static str, message: impl Into<String>) -> Self {
        Self::rule(ErrorKind::Forbidden, code, message)
    }

    pub fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        Self::rule(ErrorKind::Conflict, code, message)
    }

    pub fn unprocessable(code: &'static str, message: impl Into<String>) -> Self {
        Self::rule(ErrorKind::Unprocessable, code, message)
    }

    /// One field's error, as a validation failure.
    pub fn field(name: &str, error: matchpool_domain::FieldError) -> Self {
        let mut errors = FieldErrors::new();
        errors.add(name, error);
        Self::Fields(errors)
    }

    /// One field's error, explained in a message.
    pub fn explained(name: &str, error: matchpool_domain::FieldError, message: impl Into<String>) -> Self {
        let mut fields = FieldErrors::new();
        fields.add(name, error);
        Self::Explained { fields, message: message.into() }
    }

    /// The code of a broken rule (tests and logs).
    pub fn code(&self) -> &str {
        match self {
            Self::Rule { code, .. } | Self::Detailed { code, .. } => code,
            Self::Fields(_) | Self::Explained { .. } => "validation",
            Self::Internal(_) => "internal",
        }
    }
}

impl From<StoreError> for AppError {
    fn from(err: StoreError) -> Self {
        Self::Internal(err.into())
    }
}

impl From<anyhow::Error> for AppError {
    fn from(err: anyhow::Error) -> Self {
        Self::Internal(err)
    }
}

impl From<FieldErrors> for AppError {
    fn from(errors: FieldErrors) -> Self {
        Self::Fields(errors)
    }
}

pub type AppResult<T> = Result<T, AppError>;
