//! Settings: built-in defaults, then an optional TOML file, then command-line flags.
use serde::Deserialize;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub listen: SocketAddr,
    pub base_url: String,
    pub data_dir: PathBuf,
    pub max_body_bytes: usize,
    /// Seconds a client has to send a whole request head before it is cut off
    /// (so slow or stalled connections cannot tie the server up).
    pub header_timeout_secs: u64,
    /// Seconds a client has to send a whole request body once its head is in;
    /// a slower one is answered 408 and its connection closed.
    pub body_timeout_secs: u64,
    /// Connections served at once; one more is closed at once, not queued,
    /// so a flood of idle connections cannot starve real visitors' memory.
    pub max_connections: usize,
    /// Behind a reverse proxy on this machine, take the visitor's address from
    /// the last X-Forwarded-For entry (rate limits are per visitor address).
    pub trust_proxy_headers: bool,
    /// Leads accepted per 10 minutes by the intake: from one address, one
    /// portal account, one calling or texting number (each its own count).
    pub leads_per_ten_minutes: usize,
    /// Sign-in attempts (staff and customers) accepted from one address per 5 minutes.
    pub sign_ins_per_five_minutes: usize,
    /// Customer registrations tried from one address per hour.
    pub registrations_per_hour: usize,
    /// Development only: put password-reset tokens in API responses. Start-up
    /// warns loudly when this is on.
    pub dev_expose_reset_tokens: bool,
    /// "text" (one line per event) or "json" (one JSON object per line).
    pub log_format: LogFormat,
    /// Log level or filter (e.g. "info", "warn,roadside=debug"); RUST_LOG wins over it.
    pub log_level: Option<String>,
    pub backup: BackupConfig,
    /// Days raw analytics events (page views, page events, call clicks) are
    /// kept; the daily rollups are kept for good.
    pub analytics_retention_days: u32,
    /// Tracker events accepted from one address per minute.
    pub analytics_events_per_minute: usize,
    /// Events waiting for the analytics writer at most; more are dropped.
    pub analytics_queue_capacity: usize,
    /// A MaxMind-format .mmdb file (GeoLite2 City or Country) for visitor
    /// locations; without one, the visitor's time zone is used.
    pub geoip_database: Option<PathBuf>,
    pub cookies: CookieConfig,
    pub mail: MailConfig,
    pub alerts: AlertConfig,
    pub retention: RetentionConfig,
    /// Text messages through Twilio (or a Twilio-compatible provider); none without it.
    pub sms: Option<SmsConfig>,
    /// Calls to the business number through Twilio Voice, on the `[sms]` account; none without it.
    pub voice: Option<VoiceConfig>,
    /// Where texts and calls may go, and how often to one number (the outbound gate).
    pub outbound: OutboundConfig,
    pub push: PushConfig,
    pub routing: RoutingConfig,
    /// Address search for a customer's position on the dispatch board.
    pub geocoder: GeocoderConfig,
    /// Limits on the tracking link's stream and the technician's positions.
    pub tracking: TrackingConfig,
    pub maps: MapsConfig,
    pub reviews: ReviewsConfig,
    pub invoices: InvoiceConfig,
    /// Card payments through Stripe Checkout; the invoice page offers none without it.
    pub payments: Option<PaymentsConfig>,
    /// Job photos from the technician's app (docs/product.md#proof).
    pub photos: PhotosConfig,
    /// Not in the file: the clock of the monthly statements' schedule, for
    /// tests (None: the server's own local date).
    #[serde(skip)]
    pub statements_clock: Option<fn() -> chrono::NaiveDate>,
}

/// Invoices (docs/product.md#invoices).
#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct InvoiceConfig {
    /// The sales tax rate on taxable lines, as a fraction (0.07 is 7%), to a
    /// hundredth of a percent (0.0725); 0 charges none.
    pub tax_rate: f64,
    /// Pay-by-card requests (each may make a Stripe Checkout session)
    /// accepted per minute for one invoice, and from one address.
    pub checkouts_per_minute_per_invoice: usize,
    pub checkouts_per_minute_per_address: usize,
    /// Back from Checkout, the page asks Stripe about an invoice at most once
    /// in this many seconds (the ten-minute sweep and the webhook still run).
    pub return_check_every_secs: u64,
}

impl Default for InvoiceConfig {
    fn default() -> Self {
        InvoiceConfig {
            tax_rate: 0.0,
            checkouts_per_minute_per_invoice: 5,
            checkouts_per_minute_per_address: 10,
            return_check_every_secs: 30,
        }
    }
}

impl InvoiceConfig {
    /// The rate in basis points (hundredths of a percent): 0.0725 is 725.
    pub fn tax_basis_points(&self) -> i64 {
        (self.tax_rate * 10_000.0).round() as i64
    }
}

/// Stripe (docs/product.md#invoices): Checkout sessions for card payments,
/// recorded from its signed webhook.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PaymentsConfig {
    /// sk_live_... (or sk_test_...).
    pub stripe_secret_key: String,
    /// whsec_...: the signing secret of the webhook endpoint BASE_URL/api/payments/stripe.
    pub stripe_webhook_secret: String,
    /// Stripe's own by default; a test's stand-in otherwise.
    #[serde(default = "stripe_api_base")]
    pub api_base: String,
    /// What an estimate asks at approval unless the owner sets it on the
    /// estimate: "none", "hold" (the estimate's total held on the card) or
    /// "deposit" (`estimate_deposit_percent` of it charged at once).
    #[serde(default = "estimate_payment")]
    pub estimate_payment: String,
    #[serde(default = "estimate_deposit_percent")]
    pub estimate_deposit_percent: u8,
}

fn estimate_payment() -> String {
    "hold".into()
}

fn estimate_deposit_percent() -> u8 {
    25
}

fn stripe_api_base() -> String {
    "https://api.stripe.com".into()
}

/// Review requests after a completed job (docs/product.md#reviews).
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct ReviewsConfig {
    /// Minutes from a job's completion to its review request: long enough
    /// for the customer to be back on the road, short enough to remember.
    pub delay_minutes: u32,
}

/// The longest delay taken: a request a week late is no longer worth sending.
pub const MAX_REVIEW_DELAY_MINUTES: u32 = 7 * 24 * 60;

impl Default for ReviewsConfig {
    fn default() -> Self {
        ReviewsConfig { delay_minutes: 120 }
    }
}

/// How the driver's tracking page works out the ETA (docs/product.md#dispatch).
#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct RoutingConfig {
    /// The average driving speed of the straight-line estimate (its distance
    /// times 1.35, for the roads' detours), refined by the truck's own speed.
    pub average_mph: f64,
    /// An OSRM server (its route service, e.g. "http://127.0.0.1:5000"): the
    /// drive time comes from it instead; the estimate stands in when it fails.
    pub osrm_url: Option<String>,
}

impl Default for RoutingConfig {
    fn default() -> Self {
        RoutingConfig { average_mph: 45.0, osrm_url: None }
    }
}

/// The dispatch board's address search (docs/product.md#dispatch): a
/// Nominatim server's search API by default, or Photon's; none without a
/// URL (the position is then picked on the map, or comes from the chat's GPS).
#[derive(Debug, Clone, Deserialize, PartialEq, Eq, Default)]
#[serde(deny_unknown_fields, default)]
pub struct GeocoderConfig {
    /// The server's base URL, e.g. "https://nominatim.openstreetmap.org" (mind
    /// its usage policy: at most one search a second) or your own.
    pub url: Option<String>,
    pub api: GeocoderApi,
    /// Sent as User-Agent; Nominatim's policy asks for one that names the site.
    pub user_agent: Option<String>,
    /// ISO 3166-1 codes the search is limited to ("us"); empty: anywhere.
    pub country_codes: Option<String>,
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq, Default)]
#[serde(rename_all = "lowercase")]
pub enum GeocoderApi {
    /// GET {url}/search?format=jsonv2&q=…
    #[default]
    Nominatim,
    /// GET {url}/api?q=… (GeoJSON)
    Photon,
}

/// Limits on the public tracking link and the technician's positions
/// (docs/product.md#dispatch).
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct TrackingConfig {
    /// Tracking event streams open at once from one address (an IPv6 /64 as one).
    pub streams_per_address: usize,
    /// Tracking event streams open at once on one link.
    pub streams_per_link: usize,
    /// Connections the tracking streams can never take, so that pages and
    /// sign-in still answer when every stream is in use; by default a
    /// quarter of `max_connections`.
    pub reserved_connections: Option<usize>,
    /// Seconds between two positions accepted for one job; one sooner is 429.
    pub position_every_secs: u64,
    /// Seconds between two OSRM route requests for one job; the positions in
    /// between scale the last route's answer.
    pub route_every_secs: u64,
}

impl Default for TrackingConfig {
    fn default() -> Self {
        TrackingConfig {
            streams_per_address: 4,
            streams_per_link: 8,
            reserved_connections: None,
            position_every_secs: 5,
            route_every_secs: 30,
        }
    }
}

impl TrackingConfig {
    /// Tracking streams open at once at most, out of `max_connections`.
    pub fn total_streams(&self, max_connections: usize) -> usize {
        let reserved = self.reserved_connections.unwrap_or(max_connections / 4);
        max_connections.saturating_sub(reserved)
    }
}

/// The map of the tracking page and the dispatch board.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct MapsConfig {
    /// The tile server's URL template ({z}/{x}/{y}, optionally {s}); the
    /// Content-Security-Policy of the map pages allows exactly its origin.
    pub tile_url: String,
    /// The credit the tile server's policy asks for (HTML: a link allowed).
    pub attribution: String,
}

impl Default for MapsConfig {
    fn default() -> Self {
        MapsConfig {
            tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png".into(),
            attribution: "&copy; <a href=\"https://www.openstreetmap.org/copyright\">OpenStreetMap</a> contributors"
                .into(),
        }
    }
}

impl MapsConfig {
    /// The scheme, host and port of `tile_url` (what the CSP names), or None
    /// when it is not an http(s) URL.
    pub fn tile_origin(&self) -> Option<String> {
        let url = reqwest::Url::parse(&self.tile_url.replace(['{', '}'], "")).ok()?;
        if !matches!(url.scheme(), "http" | "https") {
            return None;
        }
        let host = url.host_str()?;
        Some(match url.port() {
            Some(port) => format!("{}://{host}:{port}", url.scheme()),
            None => format!("{}://{host}", url.scheme()),
        })
    }
}

/// Twilio's Messages API (docs/product.md#messages).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmsConfig {
    pub provider: SmsProvider,
    pub account_sid: String,
    pub auth_token: String,
    /// The number texts come from, E.164 (+13865550100).
    pub from: String,
    /// Twilio's own by default; a Twilio-compatible provider (SignalWire) or a test's stand-in otherwise.
    #[serde(default = "twilio_api_base")]
    pub api_base: String,
}

fn twilio_api_base() -> String {
    "https://api.twilio.com".into()
}

#[derive(Debug, Clone, Copy, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum SmsProvider {
    Twilio,
}

/// Calls through the business number (docs/product.md#calls): Twilio Voice on
/// the `[sms]` account, whose number's voice webhook is BASE_URL/api/voice/inbound.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct VoiceConfig {
    /// How long each person on call is rung, in seconds (5 to 60).
    pub ring_seconds: u32,
    /// Said to a caller nobody answered, before the call ends and the
    /// missed-call text goes out (with voicemail off).
    pub greeting: String,
    /// After the last ring, the caller may leave a message (played to staff from the lead).
    pub voicemail: bool,
    /// Said before the voicemail's beep.
    pub voicemail_greeting: String,
    /// The longest voicemail, in seconds (10 to 600).
    pub voicemail_max_seconds: u32,
    /// Record answered calls. Florida requires every party's consent (F.S.
    /// 934.03): with this on, every caller first hears `recording_notice`.
    pub record_calls: bool,
    pub recording_notice: String,
}

impl Default for VoiceConfig {
    fn default() -> Self {
        VoiceConfig {
            ring_seconds: 20,
            greeting: "Sorry we missed your call. We are texting you a link right now: tap it to tell us where you are, and we will call you right back.".into(),
            voicemail: true,
            voicemail_greeting: "Sorry we missed your call. We are texting you a link to tell us where you are. Or leave a message after the tone, and we will call you right back.".into(),
            voicemail_max_seconds: 120,
            record_calls: false,
            recording_notice: "This call is recorded for quality and training. If you do not agree, please hang up and text us instead.".into(),
        }
    }
}

/// The one policy every text and every number dialled through the business
/// line passes (`crate::messages::gate`). Texts and calls cost money and can
/// be pumped: a form that texts whatever number it is given, or a staff
/// account made to dial premium or far-away numbers, is how SMS pumping and
/// toll fraud are done. So by default only US and Canadian numbers are
/// texted or called, and each number at most so many times an hour.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct OutboundConfig {
    /// Destinations beyond US and Canadian numbers, as E.164 prefixes: a
    /// country code ("+44"), a country's mobiles ("+447") or one of the
    /// North American plan's other area codes ("+1876" Jamaica).
    pub allowed_destinations: Vec<String>,
    /// Texts to one number in any hour, counted from what was queued for it.
    pub texts_per_number_per_hour: u32,
    /// Calls through the business line to one number in any hour.
    pub calls_per_number_per_hour: u32,
}

impl Default for OutboundConfig {
    fn default() -> Self {
        OutboundConfig {
            allowed_destinations: Vec::new(),
            texts_per_number_per_hour: 20,
            calls_per_number_per_hour: 10,
        }
    }
}

/// Web Push to staff devices. The VAPID key pair is made on first start and kept in the database.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct PushConfig {
    /// The contact push services see ("mailto:owner@example.com"); by
    /// default the first alert email, else the base URL.
    pub subject: Option<String>,
    /// Development and tests only: take push endpoints on loopback or
    /// private addresses, and http. Off, an endpoint must be https to a
    /// public address, checked when subscribing and again when connecting.
    pub dev_allow_private_endpoints: bool,
}

/// How long personal data is kept (docs/product.md#privacy), in days; 0
/// keeps that data for good. Applied hourly by the server; expired sessions
/// always go at once.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct RetentionConfig {
    /// Leads of every kind (quotes, bookings, contact messages, analyzer
    /// requests) and chats, with their jobs.
    pub lead_days: u32,
    /// A chat's GPS coordinates; then they are removed and the chat is kept.
    pub chat_gps_days: u32,
    /// Staff alerts once delivered (one waiting is kept until it is, or until `lead_days`).
    pub delivered_alert_days: u32,
    /// Entries of the dashboards' live lead feed.
    pub lead_event_days: u32,
    /// Photos of a driver's ID and registration (a lockout's proof): the
    /// most sensitive data kept; the job's other photos stay with the job.
    pub id_photo_days: u32,
}

impl Default for RetentionConfig {
    fn default() -> Self {
        RetentionConfig {
            lead_days: 3 * 365,
            chat_gps_days: 90,
            delivered_alert_days: 30,
            lead_event_days: 30,
            id_photo_days: 30,
        }
    }
}

/// Job photos: what one may weigh as sent, how many a job may have, and
/// whether every job needs its four corners.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields, default)]
pub struct PhotosConfig {
    /// Bytes of one photo as the phone sends it (the app makes each about
    /// 300-600 KB; a camera's original may be 3-8 MB).
    pub max_bytes: usize,
    /// Photos of one job at most.
    pub max_per_job: u32,
    /// Ask for the vehicle's four corners on every job, besides its
    /// service's checklist (content file, `proof`).
    pub four_corners: bool,
}

impl Default for PhotosConfig {
    fn default() -> Self {
        PhotosConfig { max_bytes: 12 * 1024 * 1024, max_per_job: 40, four_corners: false }
    }
}

#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

/// Automatic backups while `roadside serve` runs.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct BackupConfig {
    /// Hours between copies; 0 turns them off.
    pub every_hours: u64,
    /// Automatic copies kept; older ones are deleted.
    pub keep: usize,
    /// Folder of the copies (default DATA_DIR/backups).
    pub dir: Option<PathBuf>,
}

impl Default for BackupConfig {
    fn default() -> Self {
        BackupConfig { every_hours: 24, keep: 14, dir: None }
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct CookieConfig {
    pub secure: Option<bool>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MailConfig {
    pub host: Option<String>,
    pub port: Option<u16>,
    pub username: Option<String>,
    pub password: Option<String>,
    pub from: Option<String>,
    pub security: MailSecurity,
}

/// How the SMTP connection is protected.
#[derive(Debug, Clone, Copy, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum MailSecurity {
    /// Plain connection upgraded with STARTTLS (usually port 587).
    #[default]
    Starttls,
    /// TLS from the first byte (usually port 465).
    Tls,
    /// No encryption: only for a relay on this machine.
    None,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct AlertConfig {
    pub email_to: Vec<String>,
    /// Staff numbers that get a short text for each new lead (needs [sms]).
    pub sms_to: Vec<String>,
    pub webhook_url: Option<String>,
    /// First retry delay; each further failure doubles it, up to 15 minutes.
    pub retry_base_ms: u64,
    /// Every message of the outbox (alerts, mail, texts, pushes) is given up
    /// after this many tries, or this many hours after it was queued: what
    /// never went out is then listed on the dashboard and counted by /healthz.
    pub give_up_after_attempts: u32,
    pub give_up_after_hours: u32,
}

impl Default for AlertConfig {
    fn default() -> Self {
        AlertConfig {
            email_to: Vec::new(),
            sms_to: Vec::new(),
            webhook_url: None,
            retry_base_ms: 5000,
            give_up_after_attempts: 20,
            give_up_after_hours: 24,
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            listen: SocketAddr::from(([127, 0, 0, 1], 8080)),
            base_url: "http://localhost:8080".into(),
            data_dir: PathBuf::from("./data"),
            max_body_bytes: 64 * 1024,
            header_timeout_secs: 10,
            body_timeout_secs: 10,
            max_connections: 1024,
            trust_proxy_headers: false,
            leads_per_ten_minutes: 10,
            sign_ins_per_five_minutes: 10,
            registrations_per_hour: 5,
            dev_expose_reset_tokens: false,
            log_format: LogFormat::Text,
            log_level: None,
            backup: BackupConfig::default(),
            analytics_retention_days: 400,
            analytics_events_per_minute: 240,
            analytics_queue_capacity: 20_000,
            geoip_database: None,
            cookies: CookieConfig::default(),
            mail: MailConfig::default(),
            alerts: AlertConfig::default(),
            retention: RetentionConfig::default(),
            routing: RoutingConfig::default(),
            geocoder: GeocoderConfig::default(),
            tracking: TrackingConfig::default(),
            maps: MapsConfig::default(),
            sms: None,
            voice: None,
            outbound: OutboundConfig::default(),
            push: PushConfig::default(),
            invoices: InvoiceConfig::default(),
            payments: None,
            photos: PhotosConfig::default(),
            statements_clock: None,
            reviews: ReviewsConfig::default(),
        }
    }
}

impl Config {
    /// Reads a config file. The error names the file, the line and the reason,
    /// because it is shown to the owner as the one line start-up prints.
    pub fn from_file(path: &Path) -> Result<Config, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Config::from_toml(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn from_toml(text: &str) -> Result<Config, String> {
        let mut config: Config = toml::from_str(text).map_err(|e| {
            let line =
                e.span().map(|s| text[..s.start].lines().count().max(1) + usize::from(text[..s.start].ends_with('\n')));
            let reason = e.message().trim().to_string();
            match line {
                Some(line) => format!("line {line}: {reason}"),
                None => reason,
            }
        })?;
        config.base_url = config.base_url.trim_end_matches('/').to_string();
        if !(config.base_url.starts_with("http://") || config.base_url.starts_with("https://")) {
            return Err(format!("base_url must start with http:// or https://, not {:?}", config.base_url));
        }
        if !(config.routing.average_mph.is_finite() && (5.0..=100.0).contains(&config.routing.average_mph)) {
            return Err(format!("[routing] average_mph must be from 5 to 100, not {}", config.routing.average_mph));
        }
        if let Some(url) = &config.routing.osrm_url {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(format!("[routing] osrm_url must start with http:// or https://, not {url:?}"));
            }
            config.routing.osrm_url = Some(url.trim_end_matches('/').to_string());
        }
        if let Some(url) = &config.geocoder.url {
            if !(url.starts_with("http://") || url.starts_with("https://")) {
                return Err(format!("[geocoder] url must start with http:// or https://, not {url:?}"));
            }
            config.geocoder.url = Some(url.trim_end_matches('/').to_string());
        }
        if config.maps.tile_origin().is_none() || !config.maps.tile_url.contains("{z}") {
            return Err(format!(
                "[maps] tile_url must be an http(s) URL with {{z}}, {{x}} and {{y}}, not {:?}",
                config.maps.tile_url
            ));
        }
        if let Some(sms) = &mut config.sms {
            sms.api_base = sms.api_base.trim_end_matches('/').to_string();
            if crate::phone::Phone::textable(&sms.from).is_none() {
                return Err(format!(
                    "sms.from must be a phone number in E.164 form (+13865550100), not {:?}",
                    sms.from
                ));
            }
            if sms.account_sid.trim().is_empty() || sms.auth_token.trim().is_empty() {
                return Err("sms.account_sid and sms.auth_token must be set".into());
            }
        }
        if let Some(payments) = &config.payments {
            if !matches!(payments.estimate_payment.as_str(), "none" | "hold" | "deposit") {
                return Err(format!(
                    "[payments] estimate_payment must be \"none\", \"hold\" or \"deposit\", not {:?}",
                    payments.estimate_payment
                ));
            }
            if !(1..=100).contains(&payments.estimate_deposit_percent) {
                return Err(format!(
                    "[payments] estimate_deposit_percent must be from 1 to 100, not {}",
                    payments.estimate_deposit_percent
                ));
            }
        }
        if let Some(voice) = &config.voice {
            if config.sms.is_none() {
                return Err("[voice] needs an [sms] section: calls use its Twilio account and number".into());
            }
            if !(5..=60).contains(&voice.ring_seconds) {
                return Err(format!("[voice] ring_seconds must be from 5 to 60, not {}", voice.ring_seconds));
            }
            for (name, text) in [
                ("greeting", &voice.greeting),
                ("voicemail_greeting", &voice.voicemail_greeting),
                ("recording_notice", &voice.recording_notice),
            ] {
                if text.trim().is_empty() || text.len() > 500 {
                    return Err(format!("[voice] {name} must be 1 to 500 characters"));
                }
            }
            if !(10..=600).contains(&voice.voicemail_max_seconds) {
                return Err(format!(
                    "[voice] voicemail_max_seconds must be from 10 to 600, not {}",
                    voice.voicemail_max_seconds
                ));
            }
        }
        let rate = config.invoices.tax_rate;
        if !(rate.is_finite() && (0.0..=0.25).contains(&rate))
            || (rate * 10_000.0 - (rate * 10_000.0).round()).abs() > 1e-6
        {
            return Err(format!(
                "[invoices] tax_rate must be a fraction from 0 to 0.25 in hundredths of a percent (0.07, 0.0725), not {rate}"
            ));
        }
        // 0 would refuse every card payment: surely a slip, not a wish.
        if config.invoices.checkouts_per_minute_per_invoice == 0
            || config.invoices.checkouts_per_minute_per_address == 0
        {
            return Err(
                "[invoices] checkouts_per_minute_per_invoice and checkouts_per_minute_per_address must be at least 1"
                    .into(),
            );
        }
        if let Some(payments) = &mut config.payments {
            payments.api_base = payments.api_base.trim_end_matches('/').to_string();
            if payments.stripe_secret_key.trim().is_empty() || payments.stripe_webhook_secret.trim().is_empty() {
                return Err("[payments] stripe_secret_key and stripe_webhook_secret must be set".into());
            }
            if !(payments.api_base.starts_with("http://") || payments.api_base.starts_with("https://")) {
                return Err(format!(
                    "[payments] api_base must start with http:// or https://, not {:?}",
                    payments.api_base
                ));
            }
        }
        for prefix in &config.outbound.allowed_destinations {
            let digits = prefix.strip_prefix('+').unwrap_or("");
            if !(1..=15).contains(&digits.len())
                || !digits.bytes().all(|b| b.is_ascii_digit())
                || digits.starts_with('0')
            {
                return Err(format!(
                    "[outbound] allowed_destinations: {prefix:?} is not the start of an E.164 number (+ and its first digits: \"+44\", \"+1876\")"
                ));
            }
        }
        if config.outbound.texts_per_number_per_hour == 0 || config.outbound.calls_per_number_per_hour == 0 {
            return Err(
                "[outbound] texts_per_number_per_hour and calls_per_number_per_hour must be at least 1 (remove [sms] or [voice] to send none)"
                    .into(),
            );
        }
        if !config.alerts.sms_to.is_empty() && config.sms.is_none() {
            return Err("alerts.sms_to needs an [sms] section to send through".into());
        }
        for number in &config.alerts.sms_to {
            let Some(phone) = crate::phone::Phone::textable(number) else {
                return Err(format!("alerts.sms_to: {number:?} is not a phone number"));
            };
            // Staff texts pass the outbound gate like every text: a number it
            // would refuse would silently get no alert.
            if !crate::phone::is_allowed_destination(
                phone.e164().unwrap_or_default(),
                &config.outbound.allowed_destinations,
            ) {
                return Err(format!(
                    "alerts.sms_to: {number:?} is outside the US and Canada: list it in [outbound] allowed_destinations"
                ));
            }
        }
        if config.reviews.delay_minutes > MAX_REVIEW_DELAY_MINUTES {
            return Err(format!(
                "[reviews] delay_minutes must be from 0 to {MAX_REVIEW_DELAY_MINUTES} (a week), not {}",
                config.reviews.delay_minutes
            ));
        }
        if let Some(level) = &config.log_level {
            tracing_subscriber::EnvFilter::try_new(level).map_err(|e| format!("log_level {level:?}: {e}"))?;
        }
        Ok(config)
    }

    /// Cookies are Secure when asked, or by default when the site is served over https.
    pub fn secure_cookies(&self) -> bool {
        self.cookies.secure.unwrap_or_else(|| self.base_url.starts_with("https://"))
    }

    pub fn database_path(&self) -> PathBuf {
        self.data_dir.join("roadside.db")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_file_gives_the_defaults() {
        let c = Config::from_toml("").unwrap();
        assert_eq!(c.listen.to_string(), "127.0.0.1:8080");
        assert_eq!(c.database_path(), PathBuf::from("./data/roadside.db"));
        assert!(!c.secure_cookies());
        assert_eq!((c.backup.every_hours, c.backup.keep), (24, 14), "daily backups, the last 14 kept");
        assert_eq!(c.log_format, LogFormat::Text);
        let r = c.retention;
        assert_eq!(
            (r.lead_days, r.chat_gps_days, r.delivered_alert_days, r.lead_event_days),
            (1095, 90, 30, 30),
            "leads and chats three years, GPS 90 days, delivered alerts and live-feed entries 30 days"
        );
    }

    #[test]
    fn routing_and_maps_default_to_45_mph_and_openstreetmap_tiles() {
        let c = Config::from_toml("").unwrap();
        assert_eq!(c.routing.average_mph, 45.0);
        assert_eq!(c.routing.osrm_url, None);
        assert_eq!(c.maps.tile_origin().as_deref(), Some("https://tile.openstreetmap.org"));
        let own = Config::from_toml("[maps]\ntile_url = \"http://tiles.local:8081/{z}/{x}/{y}.png\"\n").unwrap();
        assert_eq!(own.maps.tile_origin().as_deref(), Some("http://tiles.local:8081"));
        assert!(Config::from_toml("[maps]\ntile_url = \"javascript:alert(1)\"\n").is_err());
        assert!(Config::from_toml("[routing]\naverage_mph = 0\n").is_err());
    }

    #[test]
    fn a_broken_file_names_the_line_and_the_reason() {
        let err = Config::from_toml("listen = \"127.0.0.1:9000\"\n\nbase_url = 12\n").unwrap_err();
        assert!(err.starts_with("line 3:"), "{err}");
        assert!(err.contains("string"), "{err}");
    }

    #[test]
    fn an_unknown_setting_is_refused() {
        let err = Config::from_toml("lisen = \"x\"\n").unwrap_err();
        assert!(err.contains("line 1") && err.contains("lisen"), "{err}");
    }

    #[test]
    fn https_base_url_makes_cookies_secure_and_loses_its_trailing_slash() {
        let c = Config::from_toml("base_url = \"https://example.com/\"").unwrap();
        assert_eq!(c.base_url, "https://example.com");
        assert!(c.secure_cookies());
    }

    #[test]
    fn invoice_and_payment_settings_are_checked_at_start_up() {
        assert_eq!(Config::from_toml("[invoices]\ntax_rate = 0.0725").unwrap().invoices.tax_basis_points(), 725);
        assert_eq!(Config::default().invoices.tax_basis_points(), 0);
        assert!(Config::from_toml("[invoices]\ntax_rate = 0.07255").unwrap_err().contains("tax_rate"));
        assert!(Config::from_toml("[invoices]\ntax_rate = 7").unwrap_err().contains("tax_rate"));
        let err = Config::from_toml("[invoices]\ncheckouts_per_minute_per_invoice = 0").unwrap_err();
        assert!(err.contains("checkouts_per_minute_per_invoice"), "{err}");
        let p = Config::from_toml("[payments]\nstripe_secret_key = \"sk_test_1\"\nstripe_webhook_secret = \"whsec_1\"")
            .unwrap()
            .payments
            .unwrap();
        assert_eq!(p.api_base, "https://api.stripe.com", "Stripe's own by default");
        assert!(
            Config::from_toml("[payments]\nstripe_secret_key = \"\"\nstripe_webhook_secret = \"w\"")
                .unwrap_err()
                .contains("stripe_secret_key")
        );
    }

    #[test]
    fn sms_settings_are_checked_at_start_up() {
        let base = "[sms]\nprovider = \"twilio\"\naccount_sid = \"AC1\"\nauth_token = \"t\"\n";
        let c =
            Config::from_toml(&format!("{base}from = \"+13865550100\"\napi_base = \"http://127.0.0.1:9/\"")).unwrap();
        assert_eq!(c.sms.unwrap().api_base, "http://127.0.0.1:9");
        let c = Config::from_toml(&format!("{base}from = \"+13865550100\"")).unwrap();
        assert_eq!(c.sms.unwrap().api_base, "https://api.twilio.com", "Twilio's own by default");
        assert!(Config::from_toml(&format!("{base}from = \"hello\"")).unwrap_err().contains("sms.from"));
        let err = Config::from_toml("[alerts]\nsms_to = [\"+13865550100\"]").unwrap_err();
        assert!(err.contains("[sms]"), "{err}");
    }

    #[test]
    fn the_example_file_parses_and_says_the_defaults() {
        let example = Config::from_toml(include_str!("../config.example.toml")).unwrap();
        assert_eq!(example.retention, RetentionConfig::default());
        assert_eq!(example.routing, RoutingConfig::default());
        assert_eq!(example.maps, MapsConfig::default());
        assert_eq!(example.reviews, ReviewsConfig::default());
        assert_eq!(example.tracking, TrackingConfig::default());
        assert_eq!(example.invoices, InvoiceConfig::default());
        assert_eq!(example.outbound, OutboundConfig::default());
    }

    #[test]
    fn tracking_streams_leave_a_quarter_of_the_connections_by_default() {
        let t = TrackingConfig::default();
        assert_eq!(t.total_streams(1024), 768);
        assert_eq!(t.total_streams(16), 12);
        let fixed = TrackingConfig { reserved_connections: Some(64), ..t };
        assert_eq!(fixed.total_streams(1024), 960);
        assert_eq!(fixed.total_streams(10), 0, "never more than the connections");
    }

    #[test]
    fn review_requests_wait_two_hours_by_default_and_at_most_a_week() {
        assert_eq!(Config::from_toml("").unwrap().reviews.delay_minutes, 120);
        assert_eq!(Config::from_toml("[reviews]\ndelay_minutes = 0\n").unwrap().reviews.delay_minutes, 0);
        let err = Config::from_toml("[reviews]\ndelay_minutes = 10081\n").unwrap_err();
        assert!(err.contains("[reviews] delay_minutes"), "{err}");
        assert!(Config::from_toml("[reviews]\ndelay_minutes = -1\n").is_err());
    }

    #[test]
    fn outbound_destinations_are_e164_prefixes_and_the_rates_at_least_one() {
        let c = Config::from_toml("[outbound]\nallowed_destinations = [\"+1876\", \"+44\"]\n").unwrap();
        assert_eq!(c.outbound.allowed_destinations, ["+1876", "+44"]);
        assert_eq!((c.outbound.texts_per_number_per_hour, c.outbound.calls_per_number_per_hour), (20, 10));
        for bad in ["\"1876\"", "\"+\"", "\"+0\"", "\"+44 20\"", "\"+1234567890123456\""] {
            let err = Config::from_toml(&format!("[outbound]\nallowed_destinations = [{bad}]\n")).unwrap_err();
            assert!(err.contains("[outbound] allowed_destinations"), "{bad}: {err}");
        }
        let err = Config::from_toml("[outbound]\ntexts_per_number_per_hour = 0\n").unwrap_err();
        assert!(err.contains("texts_per_number_per_hour"), "{err}");
        let sms = "[sms]\nprovider = \"twilio\"\naccount_sid = \"AC1\"\nauth_token = \"t\"\nfrom = \"+13865550100\"\n";
        let err = Config::from_toml(&format!("[alerts]\nsms_to = [\"+18765550100\"]\n{sms}")).unwrap_err();
        assert!(err.contains("allowed_destinations"), "{err}");
        let listed =
            format!("[alerts]\nsms_to = [\"+18765550100\"]\n[outbound]\nallowed_destinations = [\"+1876\"]\n{sms}");
        assert!(Config::from_toml(&listed).is_ok());
    }
}
