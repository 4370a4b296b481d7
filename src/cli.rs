//! The command line: small commands that check their arguments, call the
//! library and print one line.
use crate::config::Config;
use crate::startup::Application;
use clap::{Args, Parser, Subcommand};
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "roadside", version = crate::VERSION_LINE, about = "24/7 roadside assistance website and back office in one binary")]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the website and the API.
    Serve {
        #[command(flatten)]
        common: Common,
        /// Address to listen on, e.g. 0.0.0.0:8080.
        #[arg(long, value_name = "ADDR")]
        listen: Option<SocketAddr>,
    },
    /// Copy the database to a file, safely while the server runs, and check
    /// the copy (default: DATA_DIR/backups/roadside-YYYYMMDD-HHMMSS.db).
    /// With --verify FILE, only check an existing copy.
    Backup {
        #[arg(long, value_name = "FILE", conflicts_with = "verify")]
        output: Option<PathBuf>,
        /// Check a copy (integrity and lead counts) without writing anything.
        #[arg(long, value_name = "FILE")]
        verify: Option<PathBuf>,
        #[command(flatten)]
        common: Common,
    },
    /// Put a backup in place of the database. The server must be stopped;
    /// the replaced database is kept beside it as roadside.db.replaced-STAMP.
    Restore {
        /// The backup file (checked before anything is changed).
        #[arg(value_name = "FILE")]
        file: PathBuf,
        #[command(flatten)]
        common: Common,
    },
    /// Export data.
    Export {
        #[command(subcommand)]
        command: ExportCommand,
    },
    /// Print the OpenAPI document of the API (what GET /api/openapi.json
    /// serves), as one line of JSON.
    Openapi,
    /// Manage staff accounts.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
    /// Erase everything the site holds about one person: every lead (quotes,
    /// bookings, contact messages, analyzer requests), chat, job, live-feed
    /// event and staff alert with this phone number (however it was typed) or
    /// email (any case). Works while the site is serving. The audit trail
    /// records how many rows of each kind went, never whose.
    Erase {
        #[command(flatten)]
        whom: Whom,
        #[command(flatten)]
        common: Common,
    },
}

/// The person to erase: by one phone number or one email.
#[derive(Args)]
#[group(required = true, multiple = false)]
struct Whom {
    /// The phone number, e.g. "(386) 555-0123" or +13865550123.
    #[arg(long, value_name = "NUMBER")]
    phone: Option<String>,
    /// The email address.
    #[arg(long, value_name = "ADDRESS")]
    email: Option<String>,
}

#[derive(Subcommand)]
enum ExportCommand {
    /// Leads as CSV (to standard output, or --output FILE): every quote,
    /// booking, contact message and analyzer request, or those the filters
    /// pick (the same filters as the dashboard's Export CSV).
    Leads {
        #[arg(long, value_name = "FILE")]
        output: Option<PathBuf>,
        #[command(flatten)]
        filters: ExportFilters,
        #[command(flatten)]
        common: Common,
    },
}

#[derive(Subcommand)]
enum AdminCommand {
    /// Create a staff account. The password is asked for, or read from
    /// standard input with --password-stdin; never given on the command line.
    /// The first staff account is the owner's (the one that may erase a
    /// person's data); --owner makes another one an owner too. With
    /// --role technician it is a technician's account: it signs in at /admin
    /// like staff, lands on the technician's app at /tech and sees only the
    /// jobs assigned to it.
    Create {
        #[arg(long)]
        username: String,
        #[arg(long)]
        password_stdin: bool,
        #[arg(long)]
        owner: bool,
        /// owner (the back office, the default) or technician.
        #[arg(long, value_name = "ROLE", default_value = "owner", value_parser = ["owner", "technician"])]
        role: String,
        /// The person's name; the driver's tracking page shows its first word.
        #[arg(long, value_name = "NAME")]
        name: Option<String>,
        #[command(flatten)]
        common: Common,
    },
    /// Change a staff account's password (and sign it out everywhere).
    Passwd {
        #[arg(long)]
        username: String,
        #[arg(long)]
        password_stdin: bool,
        #[command(flatten)]
        common: Common,
    },
}

#[derive(Args)]
struct ExportFilters {
    /// quote, booking, contact or analyzer.
    #[arg(long)]
    kind: Option<String>,
    /// pending or contacted.
    #[arg(long)]
    status: Option<String>,
    /// The exact urgency, e.g. "Emergency (ASAP)".
    #[arg(long)]
    urgency: Option<String>,
    /// Created on or after: YYYY-MM-DD (UTC) or an RFC 3339 time.
    #[arg(long, value_name = "DATE")]
    from: Option<String>,
    /// Created on or before: YYYY-MM-DD (UTC) or an RFC 3339 time.
    #[arg(long, value_name = "DATE")]
    to: Option<String>,
    /// Marketing source, e.g. google-ads.
    #[arg(long)]
    source: Option<String>,
    /// Text in the name, phone or location.
    #[arg(long, value_name = "TEXT")]
    search: Option<String>,
}

impl ExportFilters {
    fn parse(&self) -> Result<crate::leads::filter::LeadFilter, String> {
        let pairs = [
            ("kind", &self.kind),
            ("status", &self.status),
            ("urgency", &self.urgency),
            ("from", &self.from),
            ("to", &self.to),
            ("source", &self.source),
            ("q", &self.search),
        ];
        crate::leads::filter::LeadFilter::from_pairs(pairs.iter().filter_map(|(k, v)| v.as_deref().map(|v| (*k, v))))
            .map_err(|errors| {
                // The flag is --search where the query string says q.
                errors
                    .into_iter()
                    .map(|(k, v)| format!("--{}: {v}", if k == "q" { "search" } else { k.as_str() }))
                    .collect::<Vec<_>>()
                    .join("; ")
            })
    }
}

#[derive(Args)]
struct Common {
    /// Folder for the database (default ./data).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
    /// TOML config file (see config.example.toml).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
}

impl Common {
    fn load(&self) -> Result<Config, String> {
        let mut config = match &self.config {
            Some(path) => Config::from_file(path)?,
            None => Config::default(),
        };
        if let Some(dir) = &self.data_dir {
            config.data_dir = dir.clone();
        }
        Ok(config)
    }
}

pub fn run() -> std::process::ExitCode {
    let cli = Cli::parse();
    // The server logs each request (set up once its config is read); one-shot
    // commands print only their one line.
    if !matches!(cli.command, Command::Serve { .. }) {
        crate::telemetry::init("warn", crate::config::LogFormat::Text);
    }
    let result = match cli.command {
        Command::Serve { common, listen } => serve(common, listen),
        Command::Admin { command } => admin(command),
        Command::Export { command: ExportCommand::Leads { output, filters, common } } => {
            export_leads(output, filters, common)
        }
        Command::Backup { verify: Some(file), .. } => verify_backup(&file),
        Command::Backup { output, verify: None, common } => backup(output, common),
        Command::Restore { file, common } => restore(&file, common),
        Command::Openapi => openapi(),
        Command::Erase { whom, common } => erase(whom, common),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("roadside: {message}");
            std::process::ExitCode::FAILURE
        }
    }
}

fn serve(common: Common, listen: Option<SocketAddr>) -> Result<(), String> {
    let mut config = common.load()?;
    if let Some(addr) = listen {
        config.listen = addr;
    }
    crate::telemetry::init(config.log_level.as_deref().unwrap_or("info"), config.log_format);
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async move {
        let data = config.database_path();
        let base = config.base_url.clone();
        let app = Application::build(config).await.map_err(|e| format!("{e:#}"))?;
        tracing::info!(
            "serving {base} on http://{} (database {})",
            app.local_addr().map(|a| a.to_string()).unwrap_or_else(|e| e.to_string()),
            data.display()
        );
        app.run_until_stopped().await.map_err(|e| e.to_string())
    })
}

fn openapi() -> Result<(), String> {
    let json = crate::api::document().to_json().map_err(|e| e.to_string())?;
    println!("{json}");
    Ok(())
}

fn admin(command: AdminCommand) -> Result<(), String> {
    let (username, password_stdin, common, create, owner, role, name) = match command {
        AdminCommand::Create { username, password_stdin, owner, role, name, common } => {
            (username, password_stdin, common, true, owner, role, name)
        }
        AdminCommand::Passwd { username, password_stdin, common } => {
            (username, password_stdin, common, false, false, String::new(), None)
        }
    };
    let username = username.trim().to_string();
    if username.chars().count() < 3 {
        return Err("the username needs at least 3 characters".into());
    }
    let config = common.load()?;
    let password = read_password(password_stdin)?;
    let conn = crate::db::open_connection(&config.database_path()).map_err(|e| format!("{e:#}"))?;
    if create {
        let role = crate::accounts::Role::parse(&role).unwrap_or(crate::accounts::Role::Owner);
        let name = name.as_deref().map(str::trim).filter(|n| !n.is_empty());
        let (_, owner) = crate::accounts::create_staff(&conn, &username, &password, owner, role, name)
            .map_err(|e| format!("{e:#}"))?;
        let kind = if role == crate::accounts::Role::Technician { "technician's account" } else { "staff account" };
        println!("created {kind} {username}{}", if owner { " (owner)" } else { "" });
    } else {
        crate::accounts::set_password(&conn, &username, &password).map_err(|e| format!("{e:#}"))?;
        println!("changed the password of {username}; its sessions are ended");
    }
    Ok(())
}

/// One line from standard input, or a prompt on the terminal.
fn read_password(from_stdin: bool) -> Result<String, String> {
    use std::io::{BufRead, IsTerminal, Write};
    let stdin = std::io::stdin();
    if !from_stdin {
        if !stdin.is_terminal() {
            return Err("no terminal to ask for the password: pipe it in with --password-stdin".into());
        }
        eprint!("Password: ");
        let _ = std::io::stderr().flush();
    }
    let mut line = String::new();
    let read = |line: &mut String| stdin.lock().read_line(line).map(drop).map_err(|e| e.to_string());
    if from_stdin {
        read(&mut line)?
    } else {
        without_echo(|| read(&mut line))?
    }
    let password = line.trim_end_matches(['\n', '\r']).to_string();
    if password.is_empty() {
        return Err("no password given".into());
    }
    Ok(password)
}

/// Runs `f` with the terminal not echoing what is typed (a password must
/// not stay on the screen, nor in a terminal's scrollback).
#[cfg(unix)]
fn without_echo<T>(f: impl FnOnce() -> T) -> T {
    use rustix::termios::{LocalModes, OptionalActions, tcgetattr, tcsetattr};
    let stdin = std::io::stdin();
    let Ok(saved) = tcgetattr(&stdin) else { return f() };
    let mut quiet = saved.clone();
    quiet.local_modes.remove(LocalModes::ECHO);
    let _ = tcsetattr(&stdin, OptionalActions::Now, &quiet);
    let out = f();
    let _ = tcsetattr(&stdin, OptionalActions::Now, &saved);
    // The Enter that ended the line was not echoed either.
    eprintln!();
    out
}

#[cfg(not(unix))]
fn without_echo<T>(f: impl FnOnce() -> T) -> T {
    f()
}

fn export_leads(output: Option<PathBuf>, filters: ExportFilters, common: Common) -> Result<(), String> {
    let filter = filters.parse()?;
    let config = common.load()?;
    let conn = crate::db::open_connection(&config.database_path()).map_err(|e| format!("{e:#}"))?;
    match output {
        Some(path) => {
            let file = crate::private::replace_file(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut out = std::io::BufWriter::new(file);
            let n = crate::leads::export::write_csv(&conn, &filter, &mut out).map_err(|e| format!("{e:#}"))?;
            std::io::Write::flush(&mut out).map_err(|e| format!("{}: {e}", path.display()))?;
            println!("exported {n} leads to {}", path.display());
        }
        None => {
            crate::leads::export::write_csv(&conn, &filter, &mut std::io::stdout().lock())
                .map_err(|e| format!("{e:#}"))?;
        }
    }
    Ok(())
}

fn backup(output: Option<PathBuf>, common: Common) -> Result<(), String> {
    let config = common.load()?;
    let target = output.unwrap_or_else(|| {
        crate::ops::backup::default_target(&crate::ops::schedule::backup_dir(&config.backup, &config.data_dir))
    });
    let conn = crate::db::open_connection(&config.database_path()).map_err(|e| format!("{e:#}"))?;
    let verified = crate::ops::backup::write(&conn, &target).map_err(|e| format!("{e:#}"))?;
    println!("backed up {} to {}: {}", config.database_path().display(), target.display(), verified.summary());
    Ok(())
}

/// Opens the database as `roadside backup` does (beside a running server:
/// WAL lets both in, the busy timeout waits out the server's writes).
fn erase(whom: Whom, common: Common) -> Result<(), String> {
    use crate::leads::validate::{Email, Phone};
    use crate::privacy::Person;
    let person = match (whom.phone, whom.email) {
        (Some(phone), _) => Person::Phone(Phone::parse(&phone).map_err(|e| format!("--phone: {e}"))?),
        (None, Some(email)) => Person::Email(
            Email::parse(&email).ok_or("--email: an email address looks like name@example.com, without spaces")?,
        ),
        (None, None) => return Err("say whom to erase: --phone NUMBER or --email ADDRESS".into()),
    };
    let config = common.load()?;
    let mut conn = crate::db::open_connection(&config.database_path()).map_err(|e| format!("{e:#}"))?;
    let erased = crate::privacy::workflow::erase_person(&mut conn, crate::audit::Actor::Cli, &person)
        .map_err(|e| format!("{e:#}"))?;
    println!("erased {} (audit record {})", erased.counts.summary(), erased.audit_id);
    // The erased photos' files; one written in the last hour may be a running
    // server's upload on its way to its row: the server's own sweep takes it.
    let named: std::collections::HashSet<String> =
        crate::proof::store::files(&conn).map_err(|e| format!("{e:#}"))?.into_iter().collect();
    let dir = crate::proof::files::dir_of(&config.data_dir);
    crate::proof::files::remove_unnamed(&dir, &named, std::time::Duration::from_secs(3600))
        .map_err(|e| format!("removing the erased photos' files from {}: {e}", dir.display()))?;
    Ok(())
}

fn verify_backup(file: &std::path::Path) -> Result<(), String> {
    let verified = crate::ops::backup::verify(file).map_err(|e| format!("{e:#}"))?;
    println!("verified {}: {}", file.display(), verified.summary());
    Ok(())
}

fn restore(file: &std::path::Path, common: Common) -> Result<(), String> {
    let config = common.load()?;
    // Held until the restored database has been opened and migrated, so a
    // server cannot start halfway through.
    let _lock =
        crate::ops::lock::DataDirLock::acquire(&config.data_dir).map_err(|e| format!("cannot restore: {e:#}"))?;
    let db = config.database_path();
    let (verified, kept) = crate::ops::backup::restore(file, &db).map_err(|e| format!("{e:#}"))?;
    drop(crate::db::open_connection(&db).map_err(|e| format!("restored, but the database does not open: {e:#}"))?);
    let kept = kept.map(|k| format!("; the replaced database is kept as {}", k.display())).unwrap_or_default();
    println!("restored {} from {}: {}{kept}", db.display(), file.display(), verified.summary());
    Ok(())
}
