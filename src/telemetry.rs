use crate::config::LogFormat;
use tracing_subscriber::EnvFilter;
use tracing_subscriber::filter::LevelFilter;
use tracing_subscriber::fmt::format::FmtSpan;

/// Logs to stderr, as text lines or JSON lines; RUST_LOG wins over `level`.
/// At debug (`log_level = "roadside=debug"`), each closing span is logged
/// with its time busy and idle: the workflows' and stores' spans (a lead's
/// intake, a checkout, a send through the gate, a job's change) tell where
/// a slow request spent its time.
pub fn init(level: &str, format: LogFormat) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::try_new(level).unwrap_or_else(|_| EnvFilter::new("info")));
    let spans =
        if filter.max_level_hint().is_some_and(|l| l >= LevelFilter::DEBUG) { FmtSpan::CLOSE } else { FmtSpan::NONE };
    let _ = match format {
        LogFormat::Text => tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .with_env_filter(filter)
            .with_target(false)
            .with_span_events(spans)
            .try_init(),
        // One flat object per line (timestamp, level, message, fields, and
        // the request's span with its id) for journald or a log shipper.
        LogFormat::Json => tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .with_span_events(spans)
            .with_env_filter(filter)
            .try_init(),
    };
}
