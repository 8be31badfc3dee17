use std::net::SocketAddr;

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;

use crate::error::ApiError;
use crate::state::AppState;

/// The caller's address, for rate limits: the first `X-Forwarded-For` hop when the deployment
/// says it runs behind its own proxy, otherwise the socket peer.
pub struct ClientIp(pub String);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if state.config.trust_proxy
            && let Some(forwarded) = parts.headers.get("x-forwarded-for").and_then(|v| v.to_str().ok())
            && let Some(first) = forwarded.split(',').next()
        {
            return Ok(ClientIp(first.trim().to_owned()));
        }
        let peer = parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip().to_string());
        Ok(ClientIp(peer.unwrap_or_else(|| "unknown".into())))
    }
}
