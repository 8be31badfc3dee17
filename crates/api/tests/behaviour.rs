//! The API's behaviour tests, one test binary: each module is one area (accounts, donations,
//! rounds...), written once as `async fn name(app: TestApp)` and run on SQLite and PostgreSQL with
//! `both!` (see `common`). One binary instead of one per file: the harness is compiled once and
//! the test program linked once, which keeps `make test` on a cold clone well inside CI's limit.
//! Run one area with `cargo nextest run --workspace -E 'binary(behaviour) & test(/^accounts::/)'`.

#[macro_use]
mod common;

mod accounts;
mod ada;
mod auth;
mod cart;
mod cart_ada;
mod community;
mod confirmations;
mod cookie_session;
mod donation_notices;
mod donations;
mod drafts;
mod estimates_across_instances;
mod hardening;
mod http_cache;
mod identities;
mod journey;
mod leaving;
mod ledger_agreement;
mod live_round;
mod media_variants;
mod oidc;
mod operations;
mod operators;
mod org_closing;
mod org_profile;
mod original_client;
mod previews;
mod projects;
mod rates;
mod receipts;
mod review;
mod rounds;
mod shared_limits;
mod system;
mod teams;
mod test_wallet;
mod totals;
mod trust;
mod updates;
mod votes;
