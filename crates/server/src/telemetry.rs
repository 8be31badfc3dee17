//! Logging with `tracing`: human-readable by default, JSON lines for log collectors.

use tracing_subscriber::EnvFilter;

pub fn init(format: &str) {
    let filter = EnvFilter::try_from_env("MATCHPOOL_LOG")
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sea_orm=warn,tower_http=info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    if format == "json" {
        builder.json().init();
    } else {
        builder.init();
    }
}
