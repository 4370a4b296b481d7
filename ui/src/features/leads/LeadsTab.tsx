// Leads: quote requests, contact forms and analyzer (and chat) requests,
// filtered from the URL, pending ones highlighted, exportable as CSV.
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ListFooter, Tabs } from "../../components/staff/ui";
import { query, type LeadKind } from "../../lib/staff/api";
import { usePagedList } from "../../lib/staff/dashboard";
import { filterParams, listPath, type Filters } from "./api";
import { LeadCard, type LeadActions } from "./LeadCard";

/** Urgencies a filter can pick, per kind of lead (the forms' own lists). */
const FILTER_URGENCIES: Record<LeadKind, string[]> = {
  quote: [
    "Emergency (ASAP)",
    "Urgent (Same Day)",
    "Urgent (Today)",
    "Today",
    "Within 24 Hours",
    "This Week",
    "Flexible",
  ],
  contact: ["Emergency (ASAP)", "Urgent (Same Day)", "Today", "This Week", "Flexible"],
  analyzer: ["emergency", "urgent", "today", "Medium"],
  booking: ["emergency", "urgent", "same-day", "next-day", "flexible"],
};
const LEAD_SOURCES = ["google-organic", "google-ads", "google-business-profile", "facebook", "referral", "direct"];

const VIEWS: { id: string; title: string; kind: LeadKind }[] = [
  { id: "quotes", title: "Quote Requests", kind: "quote" },
  { id: "contacts", title: "Contact Forms", kind: "contact" },
  { id: "analyzer", title: "Smart Analyzer", kind: "analyzer" },
];

const FILTER_KEYS = ["status", "urgency", "from", "to", "q", "source"] as const;

/** The staff lists of quote requests, contact forms and analyzer requests. */
/** `thread`: what each card shows of the lead's messages (the dashboard gives it). */
/** `fleet`: what each card shows of the lead's fleet. */
export function LeadsTab({
  actions,
  thread,
  fleet,
}: {
  actions?: LeadActions;
  thread?: LeadActions;
  fleet?: LeadActions;
}) {
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v.id === params.get("view")) ?? VIEWS[0];
  const filters: Filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const setFilter = (changes: Filters) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const selectView = (id: string) => setParams(new URLSearchParams({ tab: "leads", view: id }));
  return (
    <>
      <Tabs label="Kinds of lead" idPrefix="leads" tabs={VIEWS} current={view.id} onSelect={selectView} />
      <div role="tabpanel" id="leads-panel" aria-labelledby={`leads-tab-${view.id}`}>
        <LeadList
          key={view.kind}
          kind={view.kind}
          title={view.title}
          filters={filters}
          setFilter={setFilter}
          actions={actions}
          thread={thread}
          fleet={fleet}
        />
      </div>
    </>
  );
}

export function LeadList({
  kind,
  title,
  filters,
  setFilter,
  actions,
  thread,
  fleet,
}: {
  kind: LeadKind;
  title: string;
  filters: Filters;
  setFilter?: (f: Filters) => void;
  actions?: LeadActions;
  thread?: LeadActions;
  fleet?: LeadActions;
}) {
  const list = usePagedList(listPath[kind], filterParams(filters));
  const hasSource = list.items.some((l) => "source" in l);
  return (
    <section aria-label={title}>
      {setFilter && (
        <FilterBar
          kind={kind}
          filters={filters}
          setFilter={setFilter}
          showSource={hasSource || Boolean(filters.source)}
        />
      )}
      <ul className="leads">
        {list.items.map((l) => (
          <LeadCard
            key={l.id}
            kind={kind}
            lead={l}
            onChange={list.replace}
            actions={actions}
            thread={thread}
            fleet={fleet}
          />
        ))}
      </ul>
      <ListFooter
        state={list}
        more={list.more}
        empty={Object.values(filters).some(Boolean) ? "Nothing matches these filters." : "None yet."}
      />
    </section>
  );
}

function FilterBar({
  kind,
  filters,
  setFilter,
  showSource,
}: {
  kind: LeadKind;
  filters: Filters;
  setFilter: (f: Filters) => void;
  showSource: boolean;
}) {
  const [q, setQ] = useState(filters.q ?? "");
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ q: q.trim() || undefined });
  };
  const id = (f: string) => `filter-${kind}-${f}`;
  const csv = `/api/leads/export.csv${query({ kind, ...filterParams(filters) })}`;
  return (
    <form className="filters" onSubmit={search} role="search" aria-label="Filter leads">
      <div className="field grow">
        <label htmlFor={id("q")}>Search name, phone or location</label>
        <span className="search-row">
          <input id={id("q")} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
          <button type="submit" className="btn btn-outline btn-sm">
            Search
          </button>
        </span>
      </div>
      <div className="field">
        <label htmlFor={id("status")}>Status</label>
        <select
          id={id("status")}
          value={filters.status ?? ""}
          onChange={(e) => setFilter({ status: e.target.value || undefined })}
        >
          <option value="">All</option>
          <option value="pending">Pending</option>
          <option value="contacted">Contacted</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={id("urgency")}>Urgency</label>
        <select
          id={id("urgency")}
          value={filters.urgency ?? ""}
          onChange={(e) => setFilter({ urgency: e.target.value || undefined })}
        >
          <option value="">All</option>
          {FILTER_URGENCIES[kind].map((u) => (
            <option key={u}>{u}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id("from")}>From</label>
        <input
          id={id("from")}
          type="date"
          value={filters.from ?? ""}
          onChange={(e) => setFilter({ from: e.target.value || undefined })}
        />
      </div>
      <div className="field">
        <label htmlFor={id("to")}>To</label>
        <input
          id={id("to")}
          type="date"
          value={filters.to ?? ""}
          onChange={(e) => setFilter({ to: e.target.value || undefined })}
        />
      </div>
      {showSource && (
        <div className="field">
          <label htmlFor={id("source")}>Source</label>
          <select
            id={id("source")}
            value={filters.source ?? ""}
            onChange={(e) => setFilter({ source: e.target.value || undefined })}
          >
            <option value="">All</option>
            {LEAD_SOURCES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      )}
      <a className="btn btn-outline btn-sm export" href={csv} download>
        Export CSV
      </a>
    </form>
  );
}
