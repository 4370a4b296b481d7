//! The statements mailed on the 1st: checked every hour by the server's own
//! schedule; on the 1st of a month (the server's local day, or the tests'
//! clock, `Config::statements_clock`) each fleet with anything owed or any
//! activity in the month before gets its statement's link by mail to its
//! billing email, through the outbox. At most one a fleet and month, across
//! restarts: the month's statement row is made in the mail's transaction
//! and there is one per fleet and month.
use super::{math, store};
use crate::config::Config;
use crate::db::Db;
use crate::outbox::Outbox;
use chrono::{Datelike, NaiveDate};
use std::sync::Arc;
use std::time::Duration;

/// Makes and mails the month's statements when `today` is the 1st.
/// Answers how many were queued.
pub fn run(c: &mut rusqlite::Connection, config: &Config, today: NaiveDate) -> rusqlite::Result<usize> {
    if today.day() != 1 {
        return Ok(0);
    }
    let (start, end) = math::default_period(today);
    let month = start.format("%Y-%m").to_string();
    let mail_on = config.mail.host.as_deref().is_some_and(|h| !h.is_empty());
    let mut queued = 0;
    for fleet in store::fleets(c)? {
        if !crate::validation::looks_like_email(&fleet.billing_email) {
            continue;
        }
        let tx = c.transaction()?;
        let invoices = store::invoices(&tx, fleet.id)?;
        let payments = store::payments(&tx, fleet.id)?;
        let sums = math::sums(&super::billed(&invoices, &payments), start, end, today);
        let any = sums.owed_cents > 0 || sums.closing_cents > 0 || sums.invoiced_cents > 0 || sums.received_cents > 0;
        if !any || !mail_on {
            continue;
        }
        let days = (start.to_string(), end.to_string(), today.to_string());
        let Some(row) = store::make_monthly(
            &tx,
            fleet.id,
            &month,
            (&days.0, &days.1, &days.2),
            &fleet.billing_email,
            &crate::accounts::random_url_token(),
        )?
        else {
            continue;
        };
        let b = &crate::content::BUSINESS;
        let url = super::page_url(config, &row.token);
        let greeting = if fleet.billing_contact.trim().is_empty() {
            "Hello,".to_string()
        } else {
            format!("Hello {},", fleet.billing_contact.trim())
        };
        let body = format!(
            "{greeting}\n\nYour statement from {business} for {period} is ready.\n\n\
             Opening balance: {opening}\nInvoiced: {invoiced}\nReceived: {received}\nClosing balance: {closing}\n\
             Owed as of {today}: {owed}\n\nSee it, print it and pay it here:\n{url}\n\nQuestions? Call {phone}.\n",
            business = b.name,
            period = start.format("%B %Y"),
            opening = crate::refs::dollars(sums.opening_cents),
            invoiced = crate::refs::dollars(sums.invoiced_cents),
            received = crate::refs::dollars(sums.received_cents),
            closing = crate::refs::dollars(sums.closing_cents),
            owed = crate::refs::dollars(sums.owed_cents),
            phone = b.phones.emergency.display,
        );
        crate::alerts::enqueue_mail(
            &tx,
            &crate::alerts::Mail {
                to: fleet.billing_email.clone(),
                subject: format!("{}: {} statement for {}", b.name, start.format("%B %Y"), fleet.name),
                body,
                expires_at: crate::time::format(chrono::Utc::now() + chrono::Duration::days(14)),
            },
            None,
        )?;
        tx.commit()?;
        queued += 1;
    }
    Ok(queued)
}

/// The first check before the server answers (a start on the 1st has the
/// month's statements queued, or finds them queued, before its first
/// request; a test awaits it instead of guessing a time), then hourly (a
/// statement's card payments are the one checkout's, swept with every other
/// payable's).
pub async fn start(db: Db, config: Arc<Config>, alerts: Outbox) {
    check(&db, &config, &alerts).await;
    tokio::spawn(async move {
        let hour = Duration::from_secs(3600);
        let mut every = tokio::time::interval_at(tokio::time::Instant::now() + hour, hour);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            check(&db, &config, &alerts).await;
        }
    });
}

async fn check(db: &Db, config: &Arc<Config>, alerts: &Outbox) {
    let today = super::today(config);
    let settings = config.clone();
    match db.write(move |c| run(c, &settings, today)).await {
        Ok(0) => {}
        Ok(n) => {
            tracing::info!("{n} fleet statement(s) queued for {today}");
            alerts.wake();
        }
        Err(e) => tracing::warn!("the monthly statements failed: {e:#}"),
    }
}
