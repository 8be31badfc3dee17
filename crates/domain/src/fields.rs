//! Per-field validation errors, reported to clients as `{"fields": {"email": "invalid_email"}}`.

use std::collections::BTreeMap;

/// Why one field was refused. The string form is the stable code the web app translates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldError {
    Required,
    TooShort,
    TooLong,
    InvalidEmail,
    InvalidUsername,
    InvalidShortname,
    InvalidUrl,
    WeakPassword,
    InvalidLanguage,
    OutOfOrder,
    Negative,
    Invalid,
    Taken,
}

impl FieldError {
    /// The stable code sent on the wire.
    pub fn code(self) -> &'static str {
        match self {
            Self::Required => "required",
            Self::TooShort => "too_short",
            Self::TooLong => "too_long",
            Self::InvalidEmail => "invalid_email",
            Self::InvalidUsername => "invalid_username",
            Self::InvalidShortname => "invalid_shortname",
            Self::InvalidUrl => "invalid_url",
            Self::WeakPassword => "weak_password",
            Self::InvalidLanguage => "invalid_language",
            Self::OutOfOrder => "out_of_order",
            Self::Negative => "negative",
            Self::Invalid => "invalid",
            Self::Taken => "taken",
        }
    }
}

/// The errors of a whole form, by field name. Empty means the form is valid.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldErrors(BTreeMap<String, FieldError>);

impl FieldErrors {
    pub fn new() -> Self {
        Self::default()
    }

    /// Records an error for `field`, keeping the first one reported.
    pub fn add(&mut self, field: &str, error: FieldError) {
        self.0.entry(field.to_owned()).or_insert(error);
    }

    /// Runs a parser and records its error under `field`, returning the parsed value if any.
    pub fn check<T>(&mut self, field: &str, parsed: Result<T, FieldError>) -> Option<T> {
        match parsed {
            Ok(value) => Some(value),
            Err(error) => {
                self.add(field, error);
                None
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, FieldError)> {
        self.0.iter().map(|(k, v)| (k.as_str(), *v))
    }

    /// `Ok(())` when no field failed, otherwise the errors.
    pub fn into_result(self) -> Result<(), FieldErrors> {
        if self.0.is_empty() { Ok(()) } else { Err(self) }
    }
}
