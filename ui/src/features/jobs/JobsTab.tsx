// Jobs: the pipeline of jobs made from leads, with what each earned, and
// (composed in by the dashboard) the diesel bookings waiting to be scheduled.
import { useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { History } from "../../components/staff/History";
import { ListFooter, Stat } from "../../components/staff/ui";
import { ApiError } from "../../lib/api";
import { useDashboard, useOverview, usePagedList } from "../../lib/staff/dashboard";
import { minutes, money, telHref, when } from "../../lib/staff/format";
import { toast } from "../../lib/toast";
import { JOB_STATUSES, updateJob, type Job, type JobStatus } from "./api";

/** What the dashboard shows of a job's invoice on its card (`reload` after a change). */
export type JobExtra = (job: Job, reload: () => void) => ReactNode;

/** The pipeline; `bookings` is the list of diesel bookings shown under it, `invoice` a card's invoice. */
export function JobsTab({ bookings, invoice }: { bookings: ReactNode; invoice?: JobExtra }) {
  const [params, setParams] = useSearchParams();
  const status = JOB_STATUSES.find((s) => s === params.get("status"));
  const o = useOverview("30d");
  const jobs = usePagedList<Job>("/api/job-tracking", { status });
  const pick = (s?: string) => {
    const next = new URLSearchParams({ tab: "jobs" });
    if (s) next.set("status", s);
    setParams(next, { replace: true });
  };
  return (
    <>
      <div className="stats">
        <Stat label="Jobs Done" value={o ? o.jobsDone : "–"} />
        <Stat label="Revenue" value={o ? money(o.revenue) : "–"} note="Completed jobs" />
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
            <JobCard key={j.id} job={j} onSaved={jobs.replace} invoice={invoice} />
          ))}
        </ul>
        <ListFooter state={jobs} more={jobs.more} empty="No jobs here yet." />
      </section>
      <h2>Scheduled Bookings</h2>
      {bookings}
    </>
  );
}

function JobCard({ job, onSaved, invoice }: { job: Job; onSaved: (id: number, row: Job) => void; invoice?: JobExtra }) {
  const { fail, reload } = useDashboard();
  const [status, setStatus] = useState<JobStatus>(job.status as JobStatus);
  const [value, setValue] = useState(job.jobValue == null ? "" : String(job.jobValue));
  const [satisfaction, setSatisfaction] = useState(
    job.customerSatisfaction == null ? "" : String(job.customerSatisfaction),
  );
  const [notes, setNotes] = useState(job.notes ?? "");
  const [askReview, setAskReview] = useState(job.reviewRequest);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const id = (f: string) => `job-${job.id}-${f}`;
  const c = job.customer;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const row = await updateJob(job.id, {
        status,
        jobValue: value,
        customerSatisfaction: satisfaction ? Number(satisfaction) : null,
        notes,
        reviewRequest: askReview,
      });
      toast({ title: "Job updated" });
      onSaved(job.id, row);
      reload();
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) setErrors(err.body.fields);
      fail(err, { title: "Error", description: "Failed to update the job." });
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
        <div className="field">
          <label htmlFor={id("status")}>Status</label>
          <select id={id("status")} value={status} onChange={(e) => setStatus(e.target.value as JobStatus)}>
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
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={errors.jobValue ? true : undefined}
            aria-describedby={errors.jobValue ? `${id("jobValue")}-error` : undefined}
          />
          {err("jobValue")}
        </div>
        <div className="field">
          <label htmlFor={id("satisfaction")}>Customer satisfaction</label>
          <select id={id("satisfaction")} value={satisfaction} onChange={(e) => setSatisfaction(e.target.value)}>
            <option value="">Not asked</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n} of 5
              </option>
            ))}
          </select>
          {err("customerSatisfaction")}
        </div>
        <div className="field wide">
          <label htmlFor={id("notes")}>Notes</label>
          <textarea id={id("notes")} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
          {err("notes")}
        </div>
        <label className="field-check wide">
          <input type="checkbox" checked={askReview} onChange={(e) => setAskReview(e.target.checked)} />
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
      {invoice?.(job, reload)}
      <History kind="job" id={job.id} version={job} />
    </li>
  );
}
