//! The one error type of the API and its JSON shape:
//! `{"error": msg, "code": "stable.code", "message": msg, "fields": {...}}` (api-contract §0).

use axum::extract::rejection::{JsonRejection, PathRejection, QueryRejection};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use matchpool_domain::FieldErrors;
use serde::Serialize;
use std::collections::BTreeMap;

/// A failed request. 4xx variants are the caller's mistake; `Internal` is a bug or an outage,
/// logged once here and never echoed.
#[derive(Debug)]
pub enum ApiError {
    Status {
        status: StatusCode,
        code: &'static str,
        message: String,
    },
    /// A refusal with what the caller needs to act on it, sent as `details`.
    Detailed {
        status: StatusCode,
        code: &'static str,
        message: String,
        details: serde_json::Value,
    },
    Validation(FieldErrors),
    /// A 422 whose message says more than "some fields are invalid" (for instance which key of
    /// a JSON object is wrong).
    Explained {
        fields: FieldErrors,
        message: String,
    },
    /// A 422 with a code of its own (`paging.invalid`, `query.invalid`) and the fields at fault.
    Invalid {
        code: &'static str,
        fields: FieldErrors,
        message: String,
    },
    /// A 429 with the seconds until the next attempt is allowed (sent as `Retry-After`).
    RateLimited {
        code: &'static str,
        message: String,
        retry_after_secs: u64,
    },
    Internal(anyhow::Error),
}

/// The JSON body of every error.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub error: String,
    pub code: String,
    pub message: String,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub fields: BTreeMap<String, String>,
    /// What the caller needs to act on the refusal, for the codes that say so: for
    /// `checkout.no_wallet`, `{"projects": [{"id", "title"}]}`, the projects that cannot receive ADA.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub details: Option<serde_json::Value>,
    /// The request's id (also its `X-Request-Id` header): support finds its log lines with it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub request_id: Option<String>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self::Status { status, code, message: message.into() }
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "bad_request", message)
    }

    pub fn not_found(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, code, message)
    }

    pub fn forbidden(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, code, message)
    }

    pub fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, code, message)
    }

    pub fn unauthorized(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, code, message)
    }

    /// A 422 for one field.
    pub fn field(field: &str, error: matchpool_domain::FieldError) -> Self {
        let mut errors = FieldErrors::new();
        errors.add(field, error);
        Self::Validation(errors)
    }

    /// A 422 for one field with an explanation.
    pub fn explained(field: &str, error: matchpool_domain::FieldError, message: impl Into<String>) -> Self {
        let mut fields = FieldErrors::new();
        fields.add(field, error);
        Self::Explained { fields, message: message.into() }
    }

    /// A 429: the caller may try again after `wait`.
    pub fn rate_limited(code: &'static str, message: impl Into<String>, wait: std::time::Duration) -> Self {
        let retry_after_secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        Self::RateLimited { code, message: message.into(), retry_after_secs: retry_after_secs.max(1) }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::Status { status, .. } | Self::Detailed { status, .. } => *status,
            Self::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Validation(_) | Self::Explained { .. } | Self::Invalid { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    pub fn code(&self) -> &str {
        match self {
            Self::Status { code, .. }
            | Self::Detailed { code, .. }
            | Self::RateLimited { code, .. }
            | Self::Invalid { code, .. } => code,
            Self::Validation(_) | Self::Explained { .. } => "validation",
            Self::Internal(_) => "internal",
        }
    }
}

impl From<FieldErrors> for ApiError {
    fn from(errors: FieldErrors) -> Self {
        Self::Validation(errors)
    }
}

impl From<anyhow::Error> for ApiError {
    fn from(err: anyhow::Error) -> Self {
        Self::Internal(err)
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        match rejection {
            JsonRejection::JsonDataError(e) => {
                Self::Status { status: StatusCode::UNPROCESSABLE_ENTITY, code: "validation", message: e.body_text() }
            }
            JsonRejection::MissingJsonContentType(_) => Self::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                "Expected a JSON body with Content-Type: application/json",
            ),
            other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => Self::too_large(),
            other => Self::bad_request(other.body_text()),
        }
    }
}

impl ApiError {
    /// A body over the size limit.
    pub fn too_large() -> Self {
        Self::new(StatusCode::PAYLOAD_TOO_LARGE, "request.too_large", "The request is too large.")
    }
}

impl From<PathRejection> for ApiError {
    fn from(_: PathRejection) -> Self {
        Self::not_found("not_found", "Not found")
    }
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> Self {
        Self::bad_request(rejection.body_text())
    }
}

const VALIDATION_MESSAGE: &str = "Some fields are missing or invalid.";

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status();
        let retry_after = match &self {
            Self::RateLimited { retry_after_secs, .. } => Some(*retry_after_secs),
            _ => None,
        };
        let mut details = None;
        let (code, message, fields) = match self {
            Self::Status { code, message, .. } | Self::RateLimited { code, message, .. } => {
                (code.to_owned(), message, BTreeMap::new())
            }
            Self::Detailed { code, message, details: more, .. } => {
                details = Some(more);
                (code.to_owned(), message, BTreeMap::new())
            }
            Self::Validation(errors) => ("validation".to_owned(), VALIDATION_MESSAGE.to_owned(), codes(&errors)),
            Self::Explained { fields, message } => ("validation".to_owned(), message, codes(&fields)),
            Self::Invalid { code, fields, message } => (code.to_owned(), message, codes(&fields)),
            Self::Internal(err) => {
                tracing::error!(error = ?err, "request failed");
                ("internal".to_owned(), "Internal Server Error".to_owned(), BTreeMap::new())
            }
        };
        let request_id = crate::observability::current_request_id();
        let body = ErrorBody { error: message.clone(), code, message, fields, details, request_id };
        let mut response = (status, axum::Json(body)).into_response();
        if let Some(secs) = retry_after {
            response.headers_mut().insert(axum::http::header::RETRY_AFTER, secs.into());
        }
        response
    }
}

/// The answer to a request whose handler panicked: the error envelope with 500, so the client
/// gets an answer instead of a dropped connection. The panic itself is logged by the panic hook
/// (with its location), so it is not logged again here.
pub fn panic_response(_panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    ApiError::Status {
        status: StatusCode::INTERNAL_SERVER_ERROR,
        code: "internal",
        message: "Internal Server Error".to_owned(),
    }
    .into_response()
}

fn codes(errors: &FieldErrors) -> BTreeMap<String, String> {
    errors.iter().map(|(k, v)| (k.to_owned(), v.code().to_owned())).collect()
}

/// The result type of handlers.
pub type ApiResult<T> = Result<T, ApiError>;

impl From<matchpool_app::AppError> for ApiError {
    fn from(err: matchpool_app::AppError) -> Self {
        use matchpool_app::AppError;
        match err {
            AppError::Rule { kind, code, message } => Self::Status { status: status_of(kind), code, message },
            AppError::Detailed { kind, code, message, details } => {
                Self::Detailed { status: status_of(kind), code, message, details }
            }
            AppError::Fields(fields) => Self::Validation(fields),
            AppError::Explained { fields, message } => Self::Explained { fields, message },
            AppError::Internal(err) => Self::Internal(err),
        }
    }
}

fn status_of(kind: matchpool_app::ErrorKind) -> StatusCode {
    use matchpool_app::ErrorKind;
    match kind {
        ErrorKind::Unauthorized => StatusCode::UNAUTHORIZED,
        ErrorKind::NotFound => StatusCode::NOT_FOUND,
        ErrorKind::Forbidden => StatusCode::FORBIDDEN,
        ErrorKind::Conflict => StatusCode::CONFLICT,
        ErrorKind::Unprocessable => StatusCode::UNPROCESSABLE_ENTITY,
        ErrorKind::PaymentRequired => StatusCode::PAYMENT_REQUIRED,
        ErrorKind::TooManyRequests => StatusCode::TOO_MANY_REQUESTS,
        ErrorKind::Upstream => StatusCode::BAD_GATEWAY,
        ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
    }
}

impl From<matchpool_store::StoreError> for ApiError {
    fn from(err: matchpool_store::StoreError) -> Self {
        Self::Internal(err.into())
    }
}
