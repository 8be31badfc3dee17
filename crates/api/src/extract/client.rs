use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use ipnet::IpNet;

use crate::error::ApiError;
use crate::state::AppState;

/// The caller's address, for rate limits. When the socket peer is a trusted proxy, the address
/// is the rightmost `X-Forwarded-For` hop that is not itself a trusted proxy: every hop to its
/// right was written by a proxy we run, every hop to its left by the client, who may write
/// anything there.
pub struct ClientIp(pub String);

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        // The extractor, not the extension: it also finds the address tests mock.
        let peer = ConnectInfo::<SocketAddr>::from_request_parts(parts, state).await.ok().map(|c| c.0.ip());
        let forwarded: Vec<&str> =
            parts.headers.get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()).collect();
        let proxies = Proxies { trusted: &state.config.trusted_proxies, peer_is_proxy: state.config.trust_proxy };
        Ok(ClientIp(proxies.client(peer, &forwarded)))
    }
}

/// The caller's `User-Agent`, if any (the sessions list names each sign-in's browser with it).
pub struct UserAgent(pub Option<String>);

impl<S: Send + Sync> FromRequestParts<S> for UserAgent {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let value = parts.headers.get(axum::http::header::USER_AGENT).and_then(|v| v.to_str().ok());
        Ok(UserAgent(value.map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned)))
    }
}

/// Which hops of a request's path are our own proxies.
struct Proxies<'a> {
    trusted: &'a [IpNet],
    /// `trust_proxy`: the socket peer is a proxy whatever its address (one proxy in front).
    peer_is_proxy: bool,
}

impl Proxies<'_> {
    fn is_trusted(&self, ip: IpAddr) -> bool {
        let ip = ip.to_canonical();
        self.trusted.iter().any(|net| net.contains(&ip))
    }

    /// The client's address given the socket peer and the `X-Forwarded-For` header values.
    fn client(&self, peer: Option<IpAddr>, forwarded: &[&str]) -> String {
        let Some(peer) = peer else {
            return "unknown".into();
        };
        if !self.peer_is_proxy && !self.is_trusted(peer) {
            return peer.to_canonical().to_string();
        }
        let hops: Vec<&str> =
            forwarded.iter().flat_map(|v| v.split(',')).map(str::trim).filter(|h| !h.is_empty()).collect();
        let mut client = peer.to_canonical().to_string();
        for hop in hops.iter().rev() {
            match hop.parse::<IpAddr>() {
                Ok(ip) if self.is_trusted(ip) => client = ip.to_canonical().to_string(),
                Ok(ip) => return ip.to_canonical().to_string(),
                // Not an address: our proxy did not write it, so the last trusted hop is the best we know.
                Err(_) => return client,
            }
        }
        client
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nets(list: &[&str]) -> Vec<IpNet> {
        list.iter().map(|n| n.parse().unwrap()).collect()
    }

    fn ip(s: &str) -> Option<IpAddr> {
        Some(s.parse().unwrap())
    }

    #[test]
    fn without_trusted_proxies_the_peer_is_the_client() {
        let proxies = Proxies { trusted: &[], peer_is_proxy: false };
        assert_eq!(proxies.client(ip("203.0.113.7"), &["1.2.3.4"]), "203.0.113.7");
        assert_eq!(proxies.client(None, &[]), "unknown");
    }

    #[test]
    fn the_rightmost_untrusted_hop_is_the_client() {
        let trusted = nets(&["10.0.0.0/8", "192.0.2.1/32"]);
        let proxies = Proxies { trusted: &trusted, peer_is_proxy: false };
        assert_eq!(proxies.client(ip("10.1.2.3"), &["6.6.6.6, 198.51.100.9, 192.0.2.1"]), "198.51.100.9");
        assert_eq!(proxies.client(ip("10.1.2.3"), &["7.7.7.7", "198.51.100.9"]), "198.51.100.9", "several headers");
        assert_eq!(proxies.client(ip("10.1.2.3"), &[]), "10.1.2.3");
        assert_eq!(proxies.client(ip("10.1.2.3"), &["10.9.9.9"]), "10.9.9.9", "all hops trusted: the leftmost");
        assert_eq!(proxies.client(ip("10.1.2.3"), &["garbage, 192.0.2.1"]), "192.0.2.1");
        assert_eq!(
            proxies.client(ip("198.51.100.9"), &["1.2.3.4"]),
            "198.51.100.9",
            "an untrusted peer's header is ignored"
        );
        assert_eq!(proxies.client(ip("::ffff:10.1.2.3"), &["198.51.100.9"]), "198.51.100.9", "IPv4-mapped peers");
    }

    #[test]
    fn trust_proxy_trusts_only_the_peer() {
        let proxies = Proxies { trusted: &[], peer_is_proxy: true };
        assert_eq!(proxies.client(ip("10.1.2.3"), &["6.6.6.6, 198.51.100.9"]), "198.51.100.9");
    }
}
