use tracing_subscriber::EnvFilter;

/// Logs to stderr; RUST_LOG overrides the default level.
pub fn init(default_level: &str) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(default_level));
    let _ = tracing_subscriber::fmt().with_env_filter(filter).with_target(false).try_init();
}
