//! The Stripe, Blockfrost and HTTP price-source implementations, and the S3 media store, against
//! local fake servers that check the requests they receive (no network beyond loopback).

mod blockfrost;
mod rates;
mod s3;
mod stripe;

use axum::Router;

/// Serves `router` on a free loopback port; returns its base URL.
async fn serve(router: Router) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{address}")
}
