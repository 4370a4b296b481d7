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
// This file composes the app; each concern has its own: route.ts (the
// address), sync.ts (the job list and the outbox), events.ts (the live
// feed), position.ts (sharing the position), session.ts (signing out),
// store.ts and idb.ts (what the phone keeps), and one file per view
// (CallsToggle.tsx: taking the business number's calls).
import { useCallback, useMemo, useRef, useState } from "react";
import { business } from "../../../content/business";
import { CallsToggle } from "./CallsToggle";
import { JobAlerts } from "./JobAlerts";
import { JobList } from "./JobList";
import { JobView } from "./JobView";
import { plural } from "./labels";
import { SignOutWarning } from "./SignOutWarning";
import { useJobEvents } from "./events";
import type { Outbox } from "./outbox";
import { useSharePosition } from "./position";
import { useTechRoute } from "./route";
import { useSession } from "./session";
import { useKeptInvoices } from "./store";
import { useJobSync } from "./sync";

export function TechApp() {
  const box = useRef<Outbox | null>(null);
  const { user, calls, leaving, stay, leave, signOut } = useSession(box);
  const { id, go } = useTechRoute();
  const { jobs, online, pending, waiting, notice, dismiss, refresh, change, queue, proofs, refused } = useJobSync(box);
  const photos = pending.filter((p) => p.kind === "photo").length;
  const others = waiting - photos;
  useJobEvents(refresh);
  const { invoices, keepInvoice } = useKeptInvoices();
  const [eta, setEta] = useState<Record<number, string>>({});
  const enRoute = useMemo(() => jobs.filter((j) => j.status === "en route"), [jobs]);
  const onEta = useCallback((id: number, text: string) => setEta((e) => ({ ...e, [id]: text })), []);
  useSharePosition(enRoute, onEta);

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
            ? `Sending ${[others ? plural(others, "change") : "", photos ? plural(photos, "photo") : ""].filter(Boolean).join(" and ")}…`
            : "Offline: changes are kept and sent when the signal returns."}
          {online
            ? ""
            : waiting
              ? ` (${waiting} waiting${photos ? `: ${plural(photos, "photo")} waiting to send` : ""})`
              : ""}
        </p>
      )}
      {notice && (
        <p className="tech-status tech-error" role="alert">
          {notice}{" "}
          <button type="button" className="tech-link" onClick={dismiss}>
            Dismiss
          </button>
        </p>
      )}
      {leaving && <SignOutWarning unsent={leaving} online={online} stay={stay} leave={leave} />}
      <main className="tech-main">
        {id == null && <CallsToggle user={user} online={online} />}
        {id == null && <JobAlerts />}
        {id == null ? (
          <JobList jobs={jobs} invoices={invoices} open={(j) => go(`/tech/jobs/${j.id}`)} />
        ) : job ? (
          <JobView
            job={job}
            eta={eta[job.id]}
            change={change}
            queue={queue}
            refresh={refresh}
            pending={pending}
            proofSent={proofs[job.id]}
            refused={refused[job.id]}
            online={online}
            invoice={invoices[job.id]}
            keepInvoice={keepInvoice}
            calls={calls}
          />
        ) : (
          <p className="tech-empty">This job is not in your list.</p>
        )}
      </main>
    </div>
  );
}
