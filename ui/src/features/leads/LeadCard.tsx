// One lead as a card: call and Mark as Contacted within thumb reach, the
// quote editor, delete after a confirmation, a job from the lead, copyable
// replies, the lead's audit history, and for the owner, erasing the person
// behind it after a confirmation.
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { History } from "../../components/staff/History";
import { CopyButton, UrgencyBadge } from "../../components/staff/ui";
import { ApiError } from "../../lib/api";
import type { LeadKind } from "../../lib/staff/api";
import { useDashboard } from "../../lib/staff/dashboard";
import { mailto, minutes, telHref, when } from "../../lib/staff/format";
import { toast } from "../../lib/toast";
import {
  deleteQuote,
  erasedSummary,
  erasePerson,
  markContacted,
  updateQuote,
  type Lead,
  type QuoteEdit,
  type Row,
} from "./api";
import { adminQuoteUrgencies, serviceTypes } from "./options";
import { leadService, quickResponses } from "./quickResponses";

const contactedToast: Record<LeadKind, [string, string]> = {
  quote: ["Quote marked as contacted", "Failed to update quote."],
  booking: ["Booking marked as contacted", "Failed to update booking."],
  contact: ["Contact form marked as contacted", "Failed to update contact form."],
  analyzer: ["Request marked as contacted", "Failed to update request."],
};

/** Confidence is stored as text ("95", "0.9" or "High"): numbers show as a percent. */
export function confidencePercent(c: string | undefined): string {
  if (!c) return "–";
  const n = Number(c.replace("%", ""));
  if (Number.isNaN(n)) return c;
  return `${Math.round(n <= 1 ? n * 100 : n)}%`;
}

/** A lead made by a call nobody answered (its service says so; the caller has not shared a place yet). */
export const MISSED_CALL = "Missed call";
export const isMissedCall = (kind: LeadKind, l: Pick<Lead, "serviceType">) =>
  kind === "quote" && l.serviceType === MISSED_CALL;

export const fromChat = (l: Lead) => Boolean(l.chatbotInteractionId || l.problemDescription === "Chatbot interaction");

/** More buttons for a lead card, from outside leads (the dashboard adds Create Job). */
export type LeadActions = (kind: LeadKind, lead: Lead) => ReactNode;

export function LeadCard({
  kind,
  lead,
  onChange,
  actions,
  thread,
  fleet,
}: {
  kind: LeadKind;
  lead: Lead;
  onChange: (id: number, row: Row | null) => void;
  actions?: LeadActions;
  /** The lead's text messages (from the messages feature, through the dashboard). */
  thread?: LeadActions;
  /** The lead's fleet and the control that links it to one (from the fleets feature, through the dashboard). */
  fleet?: LeadActions;
}) {
  const { fail, owner, reload } = useDashboard();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useRef<HTMLDialogElement>(null);
  const confirmErase = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = lead.name || "No name given";
  // A destructive dialog opens on Cancel (showModal would focus its first
  // button, the destructive one, so Enter twice would delete).
  const ask = (dialog: HTMLDialogElement | null) => {
    dialog?.showModal();
    dialog?.querySelector<HTMLButtonElement>("button[data-cancel]")?.focus();
  };

  const contacted = async () => {
    setBusy(true);
    try {
      onChange(lead.id, await markContacted(kind, lead.id));
      toast({ title: contactedToast[kind][0] });
      // The button is gone with the change: the card's heading takes the focus, not the page.
      requestAnimationFrame(() => heading.current?.focus());
    } catch (e) {
      fail(e, { title: "Error", description: contactedToast[kind][1] });
    } finally {
      setBusy(false);
    }
  };
  // The card goes with the lead: the next card's heading (or the one before,
  // or the list's own) takes the focus, so the keyboard is not sent back to the top.
  const focusNeighbour = () => {
    const me = heading.current?.closest("li");
    const next = me?.nextElementSibling ?? me?.previousElementSibling;
    const target =
      next?.querySelector<HTMLElement>("h3[tabindex]") ?? me?.closest("section")?.querySelector<HTMLElement>("h2");
    requestAnimationFrame(() => {
      if (target && !target.hasAttribute("tabindex")) target.tabIndex = -1;
      target?.focus();
    });
  };
  const remove = async () => {
    confirm.current?.close();
    try {
      await deleteQuote(lead.id);
      toast({ title: "Quote deleted successfully" });
      focusNeighbour();
      onChange(lead.id, null);
    } catch (e) {
      fail(e, { title: "Error", description: "Failed to delete quote." });
    }
  };
  const erase = async () => {
    confirmErase.current?.close();
    setBusy(true);
    try {
      const erased = await erasePerson(kind, lead.id);
      toast({ title: "Person erased", description: `Removed ${erasedSummary(erased)}.` });
      focusNeighbour();
      onChange(lead.id, null);
      // The person's other leads go from every list too.
      reload();
    } catch (e) {
      fail(e, { title: "Error", description: "Failed to erase the person's data." });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      id={`lead-${kind}-${lead.id}`}
      className={lead.contacted ? "card lead-card" : "card lead-card pending"}
      aria-labelledby={`${kind}-${lead.id}-name`}
    >
      <div className="lead-head">
        <h3 id={`${kind}-${lead.id}-name`} ref={heading} tabIndex={-1}>
          {title}
        </h3>
        <span className="badges-row">
          <UrgencyBadge urgency={lead.urgency} />
          {lead.contacted ? (
            <span className="badge badge-done">Contacted</span>
          ) : (
            <span className="badge badge-pending">Pending</span>
          )}
          {kind === "analyzer" && fromChat(lead) && <span className="badge badge-chat">From the chat</span>}
          {isMissedCall(kind, lead) && <span className="badge badge-call">{MISSED_CALL}</span>}
        </span>
      </div>
      {editing && kind === "quote" ? (
        <QuoteEditor
          lead={lead}
          onDone={(row) => {
            setEditing(false);
            if (row) onChange(lead.id, row);
          }}
        />
      ) : (
        <>
          <p className="lead-service">
            {leadService(lead)}
            {lead.vehicleType ? ` · ${lead.vehicleType}` : ""}
            {lead.vehicleInfo ? ` · ${lead.vehicleInfo}` : ""}
          </p>
          {fleet?.(kind, lead)}
          <dl className="lead-facts">
            <dt>Phone</dt>
            <dd>{lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : "–"}</dd>
            {lead.email && (
              <>
                <dt>Email</dt>
                <dd>
                  <a href={mailto(lead.email)}>{lead.email}</a>
                </dd>
              </>
            )}
            <dt>Location</dt>
            <dd>{lead.location || "–"}</dd>
            <dt>Received</dt>
            <dd>{when(lead.createdAt)}</dd>
            {(lead.preferredDate || lead.preferredTime) && (
              <>
                <dt>Preferred</dt>
                <dd>{[lead.preferredDate, lead.preferredTime].filter(Boolean).join(", ")}</dd>
              </>
            )}
            {kind === "analyzer" && (
              <>
                <dt>Estimate</dt>
                <dd>{lead.estimatedPrice}</dd>
                <dt>Confidence</dt>
                <dd>{confidencePercent(lead.confidence)}</dd>
              </>
            )}
            {lead.source && (
              <>
                <dt>Source</dt>
                <dd>{lead.source}</dd>
              </>
            )}
            {lead.contacted && (
              <>
                <dt>First response</dt>
                <dd>{lead.responseMinutes == null ? "–" : `${minutes(lead.responseMinutes)} after it came in`}</dd>
              </>
            )}
          </dl>
          <p className="lead-text">{lead.description ?? lead.message ?? lead.problemDescription}</p>
        </>
      )}
      {!editing && (
        <div className="lead-actions">
          {lead.phone && (
            <a className="btn btn-call btn-sm" href={telHref(lead.phone)}>
              Call {lead.phone}
            </a>
          )}
          {!lead.contacted && (
            <button type="button" className="btn btn-primary btn-sm" onClick={contacted} disabled={busy}>
              Mark as Contacted
            </button>
          )}
          {actions?.(kind, lead)}
          {kind === "quote" && (
            <>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
                Edit
              </button>
              <button type="button" className="btn btn-outline btn-sm btn-danger" onClick={() => ask(confirm.current)}>
                Delete
              </button>
            </>
          )}
          {owner && (
            <button
              type="button"
              className="btn btn-outline btn-sm btn-danger"
              onClick={() => ask(confirmErase.current)}
              disabled={busy}
            >
              Erase Person
            </button>
          )}
        </div>
      )}
      <details className="lead-more">
        <summary>Quick responses</summary>
        <ul className="plain-list">
          {quickResponses(lead).map((r) => (
            <li key={r.title} className="quick-response">
              <p>
                <strong>{r.title}:</strong> {r.text}
              </p>
              <CopyButton text={r.text} label={`Copy “${r.title}”`} />
            </li>
          ))}
        </ul>
      </details>
      {thread?.(kind, lead)}
      <History kind={kind} id={lead.id} version={lead} />
      {kind === "quote" && (
        <dialog ref={confirm} className="confirm" aria-labelledby={`confirm-${lead.id}`}>
          <h2 id={`confirm-${lead.id}`}>Delete this quote?</h2>
          <p>The quote from {title} will be removed. Its history stays in the audit trail.</p>
          <div className="lead-actions">
            <button type="button" className="btn btn-primary btn-danger" onClick={remove}>
              Delete Quote
            </button>
            <button type="button" className="btn btn-outline" onClick={() => confirm.current?.close()} data-cancel>
              Cancel
            </button>
          </div>
        </dialog>
      )}
      {owner && (
        <dialog ref={confirmErase} className="confirm" aria-labelledby={`erase-${kind}-${lead.id}`}>
          <h2 id={`erase-${kind}-${lead.id}`}>Erase everything about this person?</h2>
          <p>{eraseWarning(title, lead)}</p>
          <div className="lead-actions">
            <button type="button" className="btn btn-primary btn-danger" onClick={erase}>
              Erase for Good
            </button>
            <button type="button" className="btn btn-outline" onClick={() => confirmErase.current?.close()} data-cancel>
              Cancel
            </button>
          </div>
        </dialog>
      )}
    </li>
  );
}

/** What the Erase confirmation says will go: whose, found by what, and that it is for good. */
export function eraseWarning(title: string, lead: Pick<Lead, "phone" | "email">): string {
  const by = [lead.phone, lead.email].filter(Boolean).join(" or ");
  const what = by ? `This lead and every other lead, chat, job and staff alert with ${by}` : "This lead";
  return (
    `${what} will be deleted for good (${title}). This cannot be undone. ` +
    "The audit trail keeps only how many of each were erased."
  );
}

function QuoteEditor({ lead, onDone }: { lead: Lead; onDone: (row: Row | null) => void }) {
  const { fail } = useDashboard();
  const [v, setV] = useState<QuoteEdit>({
    name: lead.name ?? "",
    phone: lead.phone ?? "",
    email: lead.email ?? "",
    location: lead.location ?? "",
    serviceType: lead.serviceType ?? "",
    vehicleInfo: lead.vehicleInfo ?? "",
    description: lead.description ?? "",
    urgency: lead.urgency,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const urgencies = adminQuoteUrgencies.includes(lead.urgency)
    ? adminQuoteUrgencies
    : [lead.urgency, ...adminQuoteUrgencies];
  const services = serviceTypes.includes(v.serviceType) ? serviceTypes : [v.serviceType, ...serviceTypes];
  const id = (f: string) => `edit-${lead.id}-${f}`;
  const set = (f: keyof QuoteEdit) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [f]: e.target.value }));
  const field = (f: keyof QuoteEdit, label: string, type = "text") => (
    <div className="field">
      <label htmlFor={id(f)}>{label}</label>
      <input
        id={id(f)}
        type={type}
        value={v[f]}
        onChange={set(f)}
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={errors[f] ? `${id(f)}-error` : undefined}
      />
      {errors[f] && (
        <span className="field-error" id={`${id(f)}-error`}>
          {errors[f]}
        </span>
      )}
    </div>
  );
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const row = await updateQuote(lead.id, v);
      toast({ title: "Quote updated successfully" });
      onDone(row);
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) setErrors(err.body.fields);
      fail(err, { title: "Error", description: "Failed to update quote." });
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="form quote-edit" onSubmit={save} noValidate aria-label={`Edit the quote from ${lead.name}`}>
      {field("name", "Name")}
      {field("phone", "Phone", "tel")}
      {field("email", "Email", "email")}
      {field("location", "Location")}
      <div className="field">
        <label htmlFor={id("serviceType")}>Service Type</label>
        <select id={id("serviceType")} value={v.serviceType} onChange={set("serviceType")}>
          {services.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      {field("vehicleInfo", "Vehicle")}
      <div className="field">
        <label htmlFor={id("urgency")}>Urgency</label>
        <select id={id("urgency")} value={v.urgency} onChange={set("urgency")}>
          {urgencies.map((u) => (
            <option key={u}>{u}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id("description")}>Description</label>
        <textarea
          id={id("description")}
          rows={3}
          value={v.description}
          onChange={set("description")}
          aria-invalid={errors.description ? true : undefined}
        />
        {errors.description && <span className="field-error">{errors.description}</span>}
      </div>
      <div className="lead-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
          {saving ? "Saving..." : "Save"}
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
