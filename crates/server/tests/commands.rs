//! The `matchpool` command run as a process (serve, backup and restore, seed, qf, the deploy
//! files...), one test binary: each module is one area. One binary instead of one per file keeps
//! the link steps of a cold `make test` few. Run one area with
//! `cargo nextest run --workspace -E 'binary(commands) & test(/^qf_cli::/)'`.

mod support;

mod backup_restore;
mod bind_error;
mod deploy_files;
mod dev_providers;
mod durability;
mod media_addresses;
mod metrics_bind;
mod openapi_snapshot;
mod qf_cli;
mod scale_out;
mod seed_cli;
