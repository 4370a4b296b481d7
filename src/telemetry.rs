use crate::config::LogFormat;
use tracing_subscriber::EnvFilter;

/// Logs to stderr, as text lines or JSON lines; RUST_LOG wins over `level`.
pub fn init(level: &str, format: LogFormat) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::try_new(level).unwrap_or_else(|_| EnvFilter::new("info")));
    let _ = match format {
        LogFormat::Text => {
            tracing_subscriber::fmt().with_writer(std::io::stderr).with_env_filter(filter).with_target(false).try_init()
        }
        // One flat object per line (timestamp, level, message, fields, and
        // the request's span with its id) for journald or a log shipper.
        LogFormat::Json => tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .with_env_filter(filter)
            .try_init(),
    };
}
