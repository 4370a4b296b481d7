//! The visitor's address, for rate limits and call tracking.
use crate::state::AppState;
use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::request::Parts;
use std::convert::Infallible;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};

pub struct ClientIp(pub IpAddr);

impl ClientIp {
    /// The key rate limits count this visitor under (an IPv6 /64 as one).
    pub fn limit_key(&self) -> String {
        crate::ratelimit::address_key(self.0)
    }
}

impl FromRequestParts<AppState> for ClientIp {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if state.config.trust_proxy_headers {
            // The proxy appends the address it saw; earlier entries are the client's word.
            let forwarded = parts
                .headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .filter_map(|s| s.trim().parse::<IpAddr>().ok())
                .next_back();
            if let Some(ip) = forwarded {
                return Ok(ClientIp(ip));
            }
        }
        let ip = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|c| c.0.ip())
            .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        Ok(ClientIp(ip))
    }
}
