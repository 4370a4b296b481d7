//! The command line: small commands that check their arguments, call the
//! library and print one line.
use crate::config::Config;
use crate::startup::Application;
use clap::{Args, Parser, Subcommand};
use std::net::SocketAddr;
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "roadside", version, about = "24/7 roadside assistance website and back office in one binary")]
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
    crate::telemetry::init();
    let result = match cli.command {
        Command::Serve { common, listen } => serve(common, listen),
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
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async move {
        let data = config.database_path();
        let base = config.base_url.clone();
        let app = Application::build(config).await.map_err(|e| format!("{e:#}"))?;
        tracing::info!("serving {base} on http://{} (database {})", app.local_addr(), data.display());
        app.run_until_stopped().await.map_err(|e| e.to_string())
    })
}
