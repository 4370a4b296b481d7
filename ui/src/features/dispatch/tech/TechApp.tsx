// The technician's app at /tech/ (docs/product.md#dispatch): their jobs, each
// with Call customer, Navigate and the status buttons, usable one-handed on
// a phone. Jobs are kept in IndexedDB (the list opens without a signal);
// status changes go through the outbox (sent once, when the network is
// back); while a job is en route the phone's position goes to the server at
// most every 10 s. New and changed jobs arrive over GET /api/tech/events.
// A completed job gets its invoice here (online only), kept on the phone by job.
// Signing out, or any 401, takes all of that off the phone: after naming the
// changes never sent (Sign out asks first; a 401 leaves the list for the
// sign-in page, lib/staff/unsentNotice.ts).
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { business } from "../../../content/business";
import { ApiError, onUnauthorized } from "../../../lib/api";
import { leaveUnsentNotice } from "../../../lib/staff/unsentNotice";
import {
  cancelSchema,
  completeSchema,
  enableJobAlerts,
  fetchStaffSession,
  fetchTechJobs,
  fieldErrors,
  forgetJobAlerts,
  navigateHref,
  paymentMethods,
  sendPosition,
  sendTechChange,
  staffLogout,
  type Job,
  type TechStatus,
} from "../api";
import { forgetAll, savedChanges, savedInvoices, savedJobs } from "./idb";
import { STATUS_LABELS, type Invoice } from "../../../lib/invoices/api";
import { InvoiceStep } from "./InvoiceStep";
import { outbox, type Outbox } from "./outbox";

const OPEN = ["pending", "scheduled", "en route", "on site"];
const label: Record<string, string> = {
  pending: "New",
  scheduled: "Scheduled",
  "en route": "On my way",
  "on site": "Arrived",
  completed: "Completed",
  cancelled: "Cancelled",
};

const tel = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

function jobIdFrom(path: string): number | null {
  const m = /^\/tech\/jobs\/(\d+)$/.exec(path);
  return m ? Number(m[1]) : null;
}

/** A change kept on the phone that the server does not have yet, with its job's customer. */
type Unsent = { jobId: number; name: string; change: string };

async function unsentChanges(): Promise<Unsent[]> {
  const [pending, saved] = await Promise.all([savedChanges.all(), savedJobs.all().catch((): Job[] => [])]);
  return pending
    .sort((a, b) => a.seq - b.seq)
    .map((p) => ({
      jobId: p.jobId,
      name: saved.find((j) => j.id === p.jobId)?.customer?.name || `Job #${p.jobId}`,
      change: label[p.body.status] ?? p.body.status,
    }));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function TechApp() {
  const [path, setPath] = useState(location.pathname);
  const [jobs, setJobs] = useState<Job[]>([]);
  const [online, setOnline] = useState(navigator.onLine);
  const [waiting, setWaiting] = useState(0);
  const [user, setUser] = useState<string>("");
  const [notice, setNotice] = useState<string | null>(null);
  const [eta, setEta] = useState<Record<number, string>>({});
  const [invoices, setInvoices] = useState<Record<number, Invoice>>({});
  const box = useRef<Outbox | null>(null);
  const [leaving, setLeaving] = useState<Unsent[] | null>(null);
  // Set once the app is on its way out: later 401s (the outbox, the push unsubscription) change nothing.
  const ending = useRef(false);

  // The server no longer knows this session (signed out elsewhere, expired, the account disabled):
  // the phone forgets everything, and the sign-in page names the changes lost with it.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (ending.current) return;
        ending.current = true;
        void (async () => {
          const unsent = await unsentChanges().catch((): Unsent[] => []);
          if (unsent.length) leaveUnsentNotice(unsent.map((u) => ({ job: u.jobId, change: u.change })));
          await forgetJobAlerts().catch(() => {});
          await forgetAll();
          location.assign("/admin");
        })();
      }),
    [],
  );

  const leave = useCallback(async () => {
    ending.current = true;
    setLeaving(null);
    // While the session lasts: the server drops this phone's push subscription.
    await forgetJobAlerts().catch(() => {});
    await staffLogout().catch(() => {});
    await forgetAll();
    location.assign("/admin");
  }, []);

  const signOut = useCallback(async () => {
    // What can still go out goes first; what cannot is named before it is deleted.
    // A server that does not answer holds Sign out up for 5 s at most.
    if (navigator.onLine && box.current)
      await Promise.race([box.current.flush(), new Promise((r) => setTimeout(r, 5_000))]);
    const unsent = await unsentChanges().catch((): Unsent[] => []);
    if (ending.current) return;
    if (unsent.length) setLeaving(unsent);
    else await leave();
  }, [leave]);

  const go = useCallback((to: string) => {
    history.pushState(null, "", to);
    setPath(to);
    window.scrollTo(0, 0);
  }, []);
  useEffect(() => {
    const back = () => setPath(location.pathname);
    window.addEventListener("popstate", back);
    return () => window.removeEventListener("popstate", back);
  }, []);

  const upsert = useCallback((job: Job) => {
    setJobs((list) => {
      const rest = list.filter((j) => j.id !== job.id);
      return [job, ...rest].sort((a, b) => b.id - a.id);
    });
    void savedJobs.put(job).catch(() => {});
  }, []);

  // The invoice made for a job: GET /api/tech/jobs does not carry it, so the phone keeps it.
  const keepInvoice = useCallback((jobId: number, invoice: Invoice) => {
    setInvoices((m) => ({ ...m, [jobId]: invoice }));
    void savedInvoices.put({ jobId, invoice }).catch(() => {});
  }, []);

  const refresh = useCallback(async () => {
    try {
      const list = await fetchTechJobs();
      // A change still waiting to be sent wins over the server's older view.
      const pending = await savedChanges.all().catch(() => []);
      const merged = list.map((j) => {
        const p = pending.filter((c) => c.jobId === j.id).sort((a, b) => b.seq - a.seq)[0];
        return p ? { ...j, status: p.body.status } : j;
      });
      setJobs(merged);
      await savedJobs.replace(merged).catch(() => {});
    } catch (e) {
      // Signed out: the 401 listener above has it.
      if (e instanceof ApiError && e.status === 401) return;
      if (e instanceof ApiError && e.status === 403) return location.assign("/admin/dashboard");
      const saved = await savedJobs.all().catch(() => []);
      if (saved.length) setJobs(saved.sort((a, b) => b.id - a.id));
    }
  }, []);

  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    void savedInvoices
      .all()
      .then((saved) => setInvoices((m) => ({ ...Object.fromEntries(saved.map((s) => [s.jobId, s.invoice])), ...m })))
      .catch(() => {});
    void savedJobs
      .all()
      .then((saved) => saved.length && setJobs((j) => (j.length ? j : saved.sort((a, b) => b.id - a.id))))
      .catch(() => {});
    fetchStaffSession()
      .then((s) => {
        if (s.role !== "technician") location.assign("/admin/dashboard");
        setUser(s.username);
      })
      .catch(() => {
        // Offline: the kept list stands; a 401 is the listener's.
      });
    void refresh();
    box.current = outbox(savedChanges, sendTechChange, {
      sent: (job) => {
        upsert(job);
        void box.current?.count().then(setWaiting);
      },
      refused: (_, e) => {
        setNotice(e instanceof ApiError && e.serverMessage ? e.serverMessage : "A change was refused.");
        void refresh();
      },
    });
    void box.current.count().then(setWaiting);
    void box.current.flush().then(() => box.current?.count().then(setWaiting));
    const up = () => {
      setOnline(true);
      void box.current?.flush().then(() => box.current?.count().then(setWaiting));
      void refresh();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    const timer = setInterval(
      () => void box.current?.flush().then(() => box.current?.count().then(setWaiting)),
      20_000,
    );
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
      clearInterval(timer);
    };
  }, [refresh, upsert]);

  // The live feed: a job assigned, unassigned or changed reloads the list.
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const es = new EventSource("/api/tech/events", { withCredentials: true });
    es.addEventListener("jobs", () => void refresh());
    es.addEventListener("ready", () => void refresh());
    return () => es.close();
  }, [refresh]);

  const change = useCallback(
    async (job: Job, status: TechStatus, extra: Record<string, string> = {}) => {
      const b = box.current;
      if (!b) return;
      upsert({ ...job, status });
      await b.add(job.id, { status, ...extra });
      setWaiting(await b.count());
    },
    [upsert],
  );

  const enRoute = useMemo(() => jobs.filter((j) => j.status === "en route"), [jobs]);
  const onEta = useCallback((id: number, text: string) => setEta((e) => ({ ...e, [id]: text })), []);
  useSharePosition(enRoute, onEta);

  const id = jobIdFrom(path);
  const job = id == null ? null : jobs.find((j) => j.id === id);
  return (
    <div className="tech">
      <header className="tech-bar">
        {id != null ? (
          <button type="button" className="tech-back" onClick={() => go("/tech/")}>
            ‹ Jobs
          </button>
        ) : (
          <span className="tech-title">{business.name}</span>
        )}
        <span className="tech-user">{user}</span>
        <button type="button" className="tech-link" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      {(!online || waiting > 0) && (
        <p className="tech-status" role="status">
          {online
            ? `Sending ${waiting} change${waiting === 1 ? "" : "s"}…`
            : "Offline: changes are kept and sent when the signal returns."}
          {online ? "" : waiting ? ` (${waiting} waiting)` : ""}
        </p>
      )}
      {notice && (
        <p className="tech-status tech-error" role="alert">
          {notice}{" "}
          <button type="button" className="tech-link" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </p>
      )}
      {leaving && <SignOutWarning unsent={leaving} online={online} stay={() => setLeaving(null)} leave={leave} />}
      <main className="tech-main">
        {id == null && <JobAlerts />}
        {id == null ? (
          <JobList jobs={jobs} invoices={invoices} open={(j) => go(`/tech/jobs/${j.id}`)} />
        ) : job ? (
          <JobView
            job={job}
            eta={eta[job.id]}
            change={change}
            online={online}
            invoice={invoices[job.id]}
            keepInvoice={keepInvoice}
          />
        ) : (
          <p className="tech-empty">This job is not in your list.</p>
        )}
      </main>
    </div>
  );
}

/** Sign out with changes the server does not have: they are named, and signing out is a second, explicit tap. */
function SignOutWarning({
  unsent,
  online,
  stay,
  leave,
}: {
  unsent: Unsent[];
  online: boolean;
  stay: () => void;
  leave: () => Promise<void>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const jobs = new Set(unsent.map((u) => u.jobId)).size;
  const one = unsent.length === 1;
  return (
    <dialog
      ref={ref}
      className="tech-dialog"
      aria-labelledby="unsent-title"
      aria-describedby="unsent-text"
      onCancel={(e) => {
        e.preventDefault();
        stay();
      }}
    >
      <h2 id="unsent-title" className="tech-h2">
        {plural(unsent.length, "change")} never sent
      </h2>
      <p id="unsent-text">
        {one
          ? "The office never got this change. Signing out deletes it from this phone:"
          : `The office never got these changes (to ${plural(jobs, "job")}). Signing out deletes them from this phone:`}
      </p>
      <ul className="tech-unsent">
        {unsent.map((u, i) => (
          <li key={i}>
            <strong>{u.name}</strong> (job #{u.jobId}): {u.change}
          </li>
        ))}
      </ul>
      <p className="tech-muted">
        {online
          ? `Stay signed in and the app keeps trying to send ${one ? "it" : "them"}.`
          : `You are offline: stay signed in and ${one ? "it is" : "they are"} sent when the signal returns.`}
      </p>
      <div className="tech-actions">
        <button type="button" className="tech-btn primary" onClick={stay} autoFocus>
          Stay signed in
        </button>
        <button type="button" className="tech-btn danger" onClick={() => void leave()}>
          Sign out anyway
        </button>
      </div>
    </dialog>
  );
}

function JobList({ jobs, invoices, open }: { jobs: Job[]; invoices: Record<number, Invoice>; open: (j: Job) => void }) {
  const active = jobs.filter((j) => OPEN.includes(j.status));
  const done = jobs.filter((j) => !OPEN.includes(j.status));
  if (!jobs.length)
    return <p className="tech-empty">No jobs assigned to you right now. New ones appear here by themselves.</p>;
  const card = (j: Job) => (
    <li key={j.id}>
      <button type="button" className={`tech-job status-${j.status.replace(" ", "-")}`} onClick={() => open(j)}>
        <span className="tech-job-head">
          <strong>{j.customer?.name || `Job #${j.id}`}</strong>
          <span className="tech-badge">{label[j.status] ?? j.status}</span>
        </span>
        <span>{j.customer?.service}</span>
        <span className="tech-muted">{j.customer?.location}</span>
        {invoices[j.id] && (
          <span className="tech-muted">
            {invoices[j.id].number} · {STATUS_LABELS[invoices[j.id].status] ?? invoices[j.id].status}
          </span>
        )}
      </button>
    </li>
  );
  return (
    <>
      <h1 className="tech-h1">Your jobs</h1>
      <ul className="tech-list">{active.map(card)}</ul>
      {done.length > 0 && (
        <>
          <h2 className="tech-h2">Done today</h2>
          <ul className="tech-list">{done.map(card)}</ul>
        </>
      )}
    </>
  );
}

/** "Turn on job alerts": a push for each job assigned, while the app is closed. */
function JobAlerts() {
  const supported = typeof window !== "undefined" && "PushManager" in window && "Notification" in window;
  const [state, setState] = useState(supported ? Notification.permission : "denied");
  if (!supported || state !== "default") return null;
  const turnOn = async () => {
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("denied");
      await enableJobAlerts();
      setState("granted");
    } catch {
      setState("denied");
    }
  };
  return (
    <button type="button" className="tech-btn quiet tech-alerts" onClick={() => void turnOn()}>
      Turn on job alerts
    </button>
  );
}

type Change = (job: Job, status: TechStatus, extra?: Record<string, string>) => Promise<void>;

function JobView({
  job,
  eta,
  change,
  online,
  invoice,
  keepInvoice,
}: {
  job: Job;
  eta?: string;
  change: Change;
  online: boolean;
  invoice?: Invoice;
  keepInvoice: (jobId: number, invoice: Invoice) => void;
}) {
  const [form, setForm] = useState<"complete" | "cancel" | null>(null);
  const c = job.customer;
  const nav = navigateHref(job);
  const open = OPEN.includes(job.status);
  return (
    <article className="tech-detail" aria-labelledby="job-title">
      <h1 id="job-title" className="tech-h1">
        {c?.name || `Job #${job.id}`}
      </h1>
      <p className="tech-badge big">{label[job.status] ?? job.status}</p>
      <dl className="tech-facts">
        {c?.service && (
          <>
            <dt>Service</dt>
            <dd>{c.service}</dd>
          </>
        )}
        {c?.location && (
          <>
            <dt>Location</dt>
            <dd>{c.location}</dd>
          </>
        )}
        {job.latitude != null && job.longitude != null && (
          <>
            <dt>GPS</dt>
            <dd>
              {job.latitude.toFixed(5)}, {job.longitude.toFixed(5)}
            </dd>
          </>
        )}
        {c?.phone && (
          <>
            <dt>Phone</dt>
            <dd>{c.phone}</dd>
          </>
        )}
        {job.notes && (
          <>
            <dt>Notes</dt>
            <dd>{job.notes}</dd>
          </>
        )}
      </dl>
      {job.status === "en route" && (
        <p className="tech-sharing" role="status">
          Sharing your position with the customer{eta ? ` · ${eta}` : ""}. Keep this app open while you drive: phones
          stop sharing positions in the background.
        </p>
      )}
      <div className="tech-actions">
        {c?.phone && (
          <a className="tech-btn call" href={tel(c.phone)}>
            Call customer
          </a>
        )}
        {nav && (
          <a className="tech-btn" href={nav} target="_blank" rel="noopener noreferrer">
            Navigate
          </a>
        )}
      </div>
      {open && form === null && (
        <div className="tech-actions">
          {(job.status === "pending" || job.status === "scheduled") && (
            <button type="button" className="tech-btn primary" onClick={() => void change(job, "en route")}>
              On my way
            </button>
          )}
          {job.status === "en route" && (
            <button type="button" className="tech-btn primary" onClick={() => void change(job, "on site")}>
              Arrived
            </button>
          )}
          {job.status === "on site" && (
            <button type="button" className="tech-btn primary" onClick={() => setForm("complete")}>
              Completed
            </button>
          )}
          <button type="button" className="tech-btn quiet" onClick={() => setForm("cancel")}>
            Cancel job
          </button>
        </div>
      )}
      {form === "complete" && <CompleteForm job={job} change={change} close={() => setForm(null)} />}
      {form === "cancel" && <CancelForm job={job} change={change} close={() => setForm(null)} />}
      {(job.status === "completed" || invoice) && (
        <InvoiceStep key={job.id} job={job} online={online} invoice={invoice} keep={(i) => keepInvoice(job.id, i)} />
      )}
    </article>
  );
}

function CompleteForm({ job, change, close }: { job: Job; change: Change; close: () => void }) {
  const [values, setValues] = useState({ jobValue: "", paymentMethod: "", notes: job.notes ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = completeSchema.safeParse(values);
    if (!r.success) return setErrors(fieldErrors(r));
    void change(job, "completed", r.data);
    close();
  };
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));
  return (
    <form className="tech-form" onSubmit={submit} noValidate aria-label="Complete the job">
      <label htmlFor="job-value">Job value ($)</label>
      <input
        id="job-value"
        inputMode="decimal"
        value={values.jobValue}
        onChange={set("jobValue")}
        aria-invalid={!!errors.jobValue}
        aria-describedby={errors.jobValue ? "job-value-error" : undefined}
      />
      {errors.jobValue && (
        <span id="job-value-error" className="tech-error">
          {errors.jobValue}
        </span>
      )}
      <label htmlFor="job-payment">Payment method</label>
      <select
        id="job-payment"
        value={values.paymentMethod}
        onChange={set("paymentMethod")}
        aria-invalid={!!errors.paymentMethod}
        aria-describedby={errors.paymentMethod ? "job-payment-error" : undefined}
      >
        <option value="">Choose…</option>
        {paymentMethods.map((m) => (
          <option key={m}>{m}</option>
        ))}
      </select>
      {errors.paymentMethod && (
        <span id="job-payment-error" className="tech-error">
          {errors.paymentMethod}
        </span>
      )}
      <label htmlFor="job-notes">Notes</label>
      <textarea id="job-notes" rows={3} value={values.notes} onChange={set("notes")} />
      {errors.notes && <span className="tech-error">{errors.notes}</span>}
      <div className="tech-actions">
        <button type="submit" className="tech-btn primary">
          Save as completed
        </button>
        <button type="button" className="tech-btn quiet" onClick={close}>
          Back
        </button>
      </div>
    </form>
  );
}

function CancelForm({ job, change, close }: { job: Job; change: Change; close: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = cancelSchema.safeParse({ cancelReason: reason });
    if (!r.success) return setError(fieldErrors(r).cancelReason ?? "Say why");
    void change(job, "cancelled", { cancelReason: r.data.cancelReason.trim() });
    close();
  };
  return (
    <form className="tech-form" onSubmit={submit} noValidate aria-label="Cancel the job">
      <label htmlFor="cancel-reason">Why is the job cancelled?</label>
      <textarea
        id="cancel-reason"
        rows={3}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={error ? "cancel-reason-error" : undefined}
      />
      {error && (
        <span id="cancel-reason-error" className="tech-error">
          {error}
        </span>
      )}
      <div className="tech-actions">
        <button type="submit" className="tech-btn danger">
          Cancel the job
        </button>
        <button type="button" className="tech-btn quiet" onClick={close}>
          Back
        </button>
      </div>
    </form>
  );
}

/** At most one position every 10 s while a job is en route; the latest fix wins. */
const EVERY_MS = 10_000;

function useSharePosition(enRoute: Job[], onEta: (jobId: number, text: string) => void) {
  const ids = enRoute.map((j) => j.id).join(",");
  useEffect(() => {
    if (!ids || !("geolocation" in navigator)) return;
    const jobIds = ids.split(",").map(Number);
    let last = 0;
    let latest: GeolocationPosition | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      timer = undefined;
      const p = latest;
      if (!p) return;
      latest = null;
      last = Date.now();
      const fix = { latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy: p.coords.accuracy };
      for (const id of jobIds)
        sendPosition(id, fix)
          .then((r) => r.etaMinutes != null && onEta(id, `about ${r.etaMinutes} min away`))
          .catch((e) => {
            // Too soon after the last one the server took (429): it has a fix from moments ago, so
            // this one is dropped rather than sent again.
            if (e instanceof ApiError && e.status === 429) return;
            // Offline, or On my way itself still on its way to the server: this fix goes again
            // in 10 s, unless a newer one has come (only the latest one matters).
            latest ??= p;
            timer ??= setTimeout(send, EVERY_MS);
          });
    };
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        latest = p;
        const wait = last + EVERY_MS - Date.now();
        if (wait <= 0) send();
        else timer ??= setTimeout(send, wait);
      },
      () => {},
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearTimeout(timer);
    };
  }, [ids, onEta]);
}
