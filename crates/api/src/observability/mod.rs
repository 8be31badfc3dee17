//! What operators need to see the platform working: a request id on every answer and log line,
//! and Prometheus metrics of requests, the database pool and the use cases.

pub mod metrics;
pub mod providers;
pub mod readiness;
pub mod request_id;

pub use request_id::{RequestId, current_request_id};
