// Jobs: the pipeline of jobs made from leads, with what each earned, and
// (composed in by the dashboard) the diesel bookings waiting to be scheduled.
import { useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { ApprovalPanel } from "../../components/fleet/ApprovalPanel";
import { History } from "../../components/staff/History";
import { ListFooter, Stat } from "../../components/staff/ui";
import { ApiError } from "../../lib/api";
import { fleetLine } from "../../lib/fleets/line";
import { useDashboard, useOverview, usePagedList } from "../../lib/staff/dashboard";
import { minutes, money, telHref, when } from "../../lib/staff/format";
import { toast } from "../../lib/toast";
import { JOB_STATUSES, updateJob, type Job, type JobStatus } from "./api";
import { JobProof } from "./JobProof";

/** What the dashboard shows of a job's estimates and invoice on its card (`reload` after a change). */
export type JobExtra = (job: Job, reload: () => void) => ReactNode;

/**
 * The pipeline; `bookings` is the list of diesel bookings shown under it,
 * `invoice` a card's estimates and invoice, `standing` what a card holds
 * for the job under its title (a card hold or a deposit).
 */
export function JobsTab({
  bookings,
  invoice,
  standing,
}: {
  bookings: ReactNode;
  invoice?: JobExtra;
  standing?: (job: Job) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const status = JOB_STATUSES.find((s) => s === params.get("status"));
  const o = useOverview("30d");
  const jobs = usePagedList("/api/job-tracking", { status });
  const pick = (s?: string) => {
    const next = new URLSearchParams({ tab: "jobs" });
    if (s) next.set("status", s);
    setParams(next, { replace: true });
  };
  return (
    <>
      <div className="stats">
        <Stat label="Jobs Done" value={o ? o.jobsDone : "–"} />
        <Stat
          label="Job values"
          value={o ? money(o.revenue) : "–"}
          note="What completed jobs were worth; money received is Revenue on the Overview"
        />
      </div>
      <section aria-labelledby="pipeline">
        <h2 id="pipeline">Job Pipeline</h2>
        <p className="muted small">Create a job with “Create Job” on any lead; move it along here.</p>
        <div className="chips" role="group" aria-label="Show jobs by status">
          <button
            type="button"
            className={!status ? "chip active" : "chip"}
            aria-pressed={!status}
            onClick={() => pick()}
          >
            All
          </button>
          {JOB_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              className={status === s ? "chip active" : "chip"}
              aria-pressed={status === s}
              onClick={() => pick(s)}
            >
              {s}
            </button>
          ))}
        </div>
        <ul className="leads">
          {jobs.items.map((j) => (
            <JobCard key={j.id} job={j} onSaved={jobs.replace} invoice={invoice} standing={standing} />
          ))}
        </ul>
        <ListFooter state={jobs} more={jobs.more} empty="No jobs here yet." />
      </section>
      <h2>Scheduled Bookings</h2>
      {bookings}
    </>
  );
}

/** The form's fields, as typed. */
type Fields = {
  status: JobStatus;
  jobValue: string;
  customerSatisfaction: string;
  notes: string;
  reviewRequest: boolean;
  poNumber: string;
};
const FIELD_NAMES: Record<keyof Fields, string> = {
  status: "status",
  jobValue: "job value",
  customerSatisfaction: "customer satisfaction",
  notes: "notes",
  reviewRequest: "review request",
  poNumber: "PO number",
};

function fieldsOf(job: Job): Fields {
  return {
    status: job.status as JobStatus,
    jobValue: job.jobValue == null ? "" : job.jobValue.toFixed(2),
    customerSatisfaction: job.customerSatisfaction == null ? "" : String(job.customerSatisfaction),
    notes: job.notes ?? "",
    reviewRequest: job.reviewRequest,
    poNumber: job.poNumber ?? "",
  };
}

const changedKeys = (a: Fields, b: Fields) => (Object.keys(a) as (keyof Fields)[]).filter((k) => a[k] !== b[k]);

/** "status is now completed, job value 208.40". */
function describe(keys: (keyof Fields)[], now: Fields): string {
  return keys
    .map((k) => `${FIELD_NAMES[k]} ${k === "reviewRequest" ? (now[k] ? "on" : "off") : `is now ${now[k] || "empty"}`}`)
    .join(", ");
}

/**
 * A job's form follows the job: while untouched it shows each newer version
 * as it arrives (live feed, Refresh); once touched it says what changed
 * elsewhere instead of overwriting the typing. A save sends only the fields
 * changed here, with the version they were based on; the server refuses it
 * (409) if the job moved on, and the form then takes what changed elsewhere
 * and keeps the other edits, to be checked and saved again.
 */
function JobCard({
  job,
  onSaved,
  invoice,
  standing,
}: {
  job: Job;
  onSaved: (id: number, row: Job) => void;
  invoice?: JobExtra;
  standing?: (job: Job) => ReactNode;
}) {
  const { fail, reload } = useDashboard();
  const [base, setBase] = useState(job);
  const [fields, setFields] = useState(() => fieldsOf(job));
  const [elsewhere, setElsewhere] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const id = (f: string) => `job-${job.id}-${f}`;
  const c = job.customer;
  const touched = changedKeys(fieldsOf(base), fields);
  const set = <K extends keyof Fields>(k: K, v: Fields[K]) => setFields((f) => ({ ...f, [k]: v }));

  // Take the newer job: fields changed elsewhere follow it, the others keep what was typed here.
  const follow = (latest: Job) => {
    const was = fieldsOf(base);
    const now = fieldsOf(latest);
    const moved = changedKeys(was, now);
    setFields((mine) => {
      const next = { ...mine };
      for (const k of moved) (next as Record<string, unknown>)[k] = now[k];
      return next;
    });
    setBase(latest);
    return moved;
  };
  if (job.version > base.version) {
    if (!touched.length) {
      setBase(job);
      setFields(fieldsOf(job));
    } else if (refused) {
      const moved = follow(job);
      setRefused(false);
      setElsewhere(
        `Not saved: this job was changed elsewhere${moved.length ? ` (${describe(moved, fieldsOf(job))})` : ""}. ` +
          "The form shows that now, with your other edits kept: check them and save again.",
      );
    } else {
      const moved = changedKeys(fieldsOf(base), fieldsOf(job));
      const note = `This job was just changed elsewhere${moved.length ? `: ${describe(moved, fieldsOf(job))}` : ""}.`;
      if (note !== elsewhere) setElsewhere(note);
    }
  }
  const takeLatest = () => {
    follow(job);
    setElsewhere(null);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    const changes: Parameters<typeof updateJob>[1] = {};
    for (const k of touched) {
      if (k === "customerSatisfaction")
        changes.customerSatisfaction = fields.customerSatisfaction ? Number(fields.customerSatisfaction) : null;
      else (changes as Record<string, unknown>)[k] = fields[k];
    }
    try {
      const row = await updateJob(base, changes);
      toast({ title: "Job updated" });
      setBase(row);
      setFields(fieldsOf(row));
      setElsewhere(null);
      onSaved(job.id, row);
      reload();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setRefused(true);
        setElsewhere("Not saved: this job was changed elsewhere. Loading the latest…");
        reload();
      } else {
        if (err instanceof ApiError && err.body?.fields) setErrors(err.body.fields);
        fail(err, { title: "Error", description: "Failed to update the job." });
      }
    } finally {
      setSaving(false);
    }
  };
  const err = (f: string) =>
    errors[f] && (
      <span className="field-error" id={`${id(f)}-error`}>
        {errors[f]}
      </span>
    );
  return (
    <li
      className={job.status === "completed" || job.status === "cancelled" ? "card lead-card" : "card lead-card pending"}
      aria-labelledby={id("title")}
    >
      <div className="lead-head">
        <h3 id={id("title")}>
          Job #{job.id}: {c?.name || "Lead deleted"}
        </h3>
        <span className={`badge job-${job.status.replace(" ", "-")}`}>{job.status}</span>
      </div>
      {standing?.(job)}
      <dl className="lead-facts">
        <dt>Lead</dt>
        <dd>
          {job.submissionType} #{job.submissionId}
          {c?.service ? ` · ${c.service}` : ""}
        </dd>
        {c?.phone && (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(c.phone)}>{c.phone}</a>
            </dd>
          </>
        )}
        {c?.location && (
          <>
            <dt>Location</dt>
            <dd>{c.location}</dd>
          </>
        )}
        {job.fleet && (
          <>
            <dt>Fleet</dt>
            <dd>
              {fleetLine(job.fleet).replace(/^Fleet: /, "")}
              {job.fleet.unit ? ` · Unit ${job.fleet.unit}` : ""}
            </dd>
          </>
        )}
        <dt>Created</dt>
        <dd>{when(job.createdAt)}</dd>
        <dt>Response time</dt>
        <dd>{minutes(job.responseTime)}</dd>
        {job.completedAt && (
          <>
            <dt>Completed</dt>
            <dd>{when(job.completedAt)}</dd>
          </>
        )}
      </dl>
      <form className="form job-form" onSubmit={save} noValidate aria-label={`Update job ${job.id}`}>
        {elsewhere && (
          <p className="form-note wide" role="alert">
            {elsewhere}{" "}
            {!refused && touched.length > 0 && job.version > base.version && (
              <button type="button" className="btn btn-outline btn-sm" onClick={takeLatest}>
                Show the latest
              </button>
            )}
          </p>
        )}
        <div className="field">
          <label htmlFor={id("status")}>Status</label>
          <select id={id("status")} value={fields.status} onChange={(e) => set("status", e.target.value as JobStatus)}>
            {JOB_STATUSES.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
          {err("status")}
        </div>
        <div className="field">
          <label htmlFor={id("value")}>Job value ($)</label>
          <input
            id={id("value")}
            inputMode="decimal"
            value={fields.jobValue}
            onChange={(e) => set("jobValue", e.target.value)}
            aria-invalid={errors.jobValue ? true : undefined}
            aria-describedby={errors.jobValue ? `${id("jobValue")}-error` : undefined}
          />
          {err("jobValue")}
        </div>
        <div className="field">
          <label htmlFor={id("satisfaction")}>Customer satisfaction</label>
          <select
            id={id("satisfaction")}
            value={fields.customerSatisfaction}
            onChange={(e) => set("customerSatisfaction", e.target.value)}
          >
            <option value="">Not asked</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} of 5
              </option>
            ))}
          </select>
          {err("customerSatisfaction")}
        </div>
        {job.fleet && (
          <div className="field">
            <label htmlFor={id("poNumber")}>PO number</label>
            <input
              id={id("poNumber")}
              value={fields.poNumber}
              onChange={(e) => set("poNumber", e.target.value)}
              aria-invalid={errors.poNumber ? true : undefined}
              aria-describedby={errors.poNumber ? `${id("poNumber")}-error` : undefined}
            />
            {err("poNumber")}
          </div>
        )}
        <div className="field wide">
          <label htmlFor={id("notes")}>Notes</label>
          <textarea id={id("notes")} rows={2} value={fields.notes} onChange={(e) => set("notes", e.target.value)} />
          {err("notes")}
        </div>
        <label className="field-check wide">
          <input
            type="checkbox"
            checked={fields.reviewRequest}
            onChange={(e) => set("reviewRequest", e.target.checked)}
          />
          Ask for a review when completed
        </label>
        <div className="lead-actions wide">
          {c?.phone && (
            <a className="btn btn-call btn-sm" href={telHref(c.phone)}>
              Call
            </a>
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
            {saving ? "Saving..." : "Save Job"}
          </button>
        </div>
      </form>
      {job.fleet && (
        <ApprovalPanel
          jobId={job.id}
          fleet={job.fleet.name}
          limitCents={job.fleet.approvalLimitCents}
          approval={job.approval}
          onSent={() => {
            toast({ title: `Estimate sent to ${job.fleet?.name} for approval` });
            reload();
          }}
        />
      )}
      <JobProof job={job} />
      {invoice?.(job, reload)}
      <History kind="job" id={job.id} version={job} />
    </li>
  );
}
