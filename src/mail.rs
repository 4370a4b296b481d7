//! Outgoing mail over SMTP (staff alerts, password-reset links).
use crate::config::{MailConfig, MailSecurity};
use lettre::message::Mailbox;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

#[derive(Clone)]
pub struct Mailer {
    transport: Option<(AsyncSmtpTransport<Tokio1Executor>, Mailbox)>,
}

impl Mailer {
    /// A mailer from the config; without a host it sends nothing and says so.
    pub fn from_config(cfg: &MailConfig) -> anyhow::Result<Mailer> {
        let Some(host) = cfg.host.as_deref().filter(|h| !h.is_empty()) else {
            return Ok(Mailer { transport: None });
        };
        let mut builder = match cfg.security {
            MailSecurity::Starttls => AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(host)?,
            MailSecurity::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(host)?,
            MailSecurity::None => AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(host),
        };
        if let Some(port) = cfg.port {
            builder = builder.port(port);
        }
        if let (Some(user), Some(pass)) = (&cfg.username, &cfg.password) {
            builder = builder.credentials(Credentials::new(user.clone(), pass.clone()));
        }
        let from_text = cfg.from.clone().unwrap_or_else(|| format!("roadside <roadside@{host}>"));
        let from: Mailbox =
            from_text.parse().map_err(|e| anyhow::anyhow!("mail.from {from_text:?} is not an address: {e}"))?;
        Ok(Mailer { transport: Some((builder.timeout(Some(std::time::Duration::from_secs(20))).build(), from)) })
    }

    pub fn is_configured(&self) -> bool {
        self.transport.is_some()
    }

    /// Sends a plain-text message to each address.
    pub async fn send(&self, to: &[String], subject: &str, body: &str) -> anyhow::Result<()> {
        let Some((transport, from)) = &self.transport else {
            anyhow::bail!("no mail server is configured ([mail] host)");
        };
        let mut builder = Message::builder().from(from.clone()).subject(subject);
        for addr in to {
            builder = builder.to(addr.parse().map_err(|e| anyhow::anyhow!("{addr:?} is not an address: {e}"))?);
        }
        let message = builder.body(body.to_string())?;
        transport.send(message).await?;
        Ok(())
    }
}
