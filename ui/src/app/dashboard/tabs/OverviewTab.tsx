// Overview: how the business is doing, what is happening now, and the
// shortcuts to the lists.
import { Stat, UrgencyBadge } from "../../../components/staff/ui";
import { useTraffic } from "../../../features/analytics/useTraffic";
import { Undelivered } from "../../../features/outbox/Undelivered";
import { CallStats } from "../../../features/calls/CallStats";
import { ReviewStat } from "../../../features/reviews/ReviewStat";
import { EstimateStats } from "../../../features/estimates/EstimateStats";
import { figuresOf } from "../../../lib/estimates/api";
import type { LeadKind } from "../../../lib/staff/api";
import { useDashboard, useOverview } from "../../../lib/staff/dashboard";
import { minutes, money, telHref, when } from "../../../lib/staff/format";
import { leadHref } from "../../../lib/staff/leadHref";
import { kindTitle } from "../live";
import { Link } from "react-router";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export default function OverviewTab() {
  const { go } = useDashboard();
  const o = useOverview("30d");
  const traffic = useTraffic("today");
  const estimates = o && figuresOf(o);
  return (
    <>
      <h2>Business Performance</h2>
      {!o ? (
        <p role="status">Loading…</p>
      ) : (
        <div className="stats">
          <Stat label="Leads today" value={o.leads.today} />
          <Stat label="Leads, 7 days" value={o.leads.week} />
          <Stat label="Leads, 30 days" value={o.leads.month} />
          <Stat
            label="Response rate"
            value={`${o.responseRate}%`}
            note={`${o.contactedQuotes} of ${o.totalQuotes} quotes contacted`}
          />
          <Stat label="Median first response" value={minutes(o.medianResponseMinutes)} note="Last 30 days" />
          <Stat label="Pending leads" value={o.pendingLeads} />
          <Stat label="Jobs Done" value={o.jobsDone} />
          <Stat
            label="Revenue"
            value={money(o.payments.revenue30DaysCents / 100)}
            note={`Payments received, 30 days; tips ${money(o.payments.tips30DaysCents / 100)} apart`}
          />
          <Stat
            label="Unpaid invoices"
            value={o.payments.unpaidInvoices}
            note={`${money(o.payments.unpaidCents / 100)} owed`}
          />
          <Stat
            label="Not yet billed"
            value={o.payments.draftInvoices}
            note={`Draft invoices, ${money(o.payments.draftCents / 100)}`}
          />
          <ReviewStat figures={o.reviews} note="Last 30 days" />
          <CallStats figures={o.calls} note="Last 30 days" />
        </div>
      )}
      {estimates && (
        <section aria-labelledby="overview-estimates">
          <h2 id="overview-estimates">Estimates</h2>
          <EstimateStats figures={estimates} note="Last 30 days" />
        </section>
      )}
      <Undelivered />
      <h2>Live Activity</h2>
      <div className="two-col">
        <section className="card" aria-labelledby="newest-leads">
          <h3 id="newest-leads">Newest leads</h3>
          {o && o.recentLeads.length === 0 && <p className="muted">No leads yet.</p>}
          <ul className="plain-list recent">
            {o?.recentLeads.map((l) => (
              <li key={`${l.kind}-${l.id}`} className={l.contacted ? "" : "pending"}>
                <span>
                  <Link to={leadHref(l.kind, l.id)}>
                    <strong>{l.name || "No name"}</strong>
                  </Link>{" "}
                  · {kindTitle[l.kind as LeadKind]} · {l.service}
                  <br />
                  <span className="muted small">
                    {l.location} · {when(l.createdAt)}
                  </span>
                </span>
                <span className="recent-side">
                  <UrgencyBadge urgency={l.urgency} />
                  {l.phone && (
                    <a href={telHref(l.phone)} aria-label={`Call ${l.name ?? ""} at ${l.phone}`}>
                      Call
                    </a>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="visitors-now">
          <h3 id="visitors-now">Visitors</h3>
          <p className="stat-value">{traffic ? traffic.activeUsers : "–"}</p>
          <p className="muted">active on the site now</p>
          {traffic && (
            <p className="muted small">
              {plural(traffic.totalPageViews, "page view")} and {plural(traffic.uniqueVisitors, "visitor")} today
            </p>
          )}
        </section>
      </div>
      <h2>Quick Actions</h2>
      <div className="lead-actions">
        <button type="button" className="btn btn-primary" onClick={() => go("leads", "quotes")}>
          View Quote Requests
        </button>
        <button type="button" className="btn btn-outline" onClick={() => go("leads", "contacts")}>
          View Contact Forms
        </button>
        <button type="button" className="btn btn-outline" onClick={() => go("settings")}>
          Settings
        </button>
      </div>
    </>
  );
}
