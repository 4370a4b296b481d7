// The job list and the changes made to it: loaded from the server (the copy
// kept on the phone while there is no signal), each change (a status, a
// photo, a tick, a signature) stored in the outbox and sent when the network
// allows, the app told when one is refused.
import { useCallback, useEffect, useState, type RefObject } from "react";
import { ApiError } from "../../../lib/api";
import {
  fetchTechJobs,
  fetchTechProof,
  sendPhoto,
  sendSignature,
  sendTechChange,
  sendTick,
  type Job,
  type ProofView,
  type TechStatus,
} from "../api";
import { savedChanges, savedJobs, savedProofs } from "./idb";
import { OPEN } from "./labels";
import { isStatus, outbox, type Change as Queued, type Outbox, type Pending } from "./outbox";

/** A status change made on the phone, with what the status asks for (the job value, the reason). */
export type Change = (job: Job, status: TechStatus, extra?: Record<string, string>) => Promise<void>;
/** Any other change of a job (proof): kept, then sent in turn. */
export type Queue = (jobId: number, make: (changeId: string) => Queued) => Promise<void>;

/** What the server answered a sent change: the job (a status) or the job's proof as it is now. */
type Answer = { job: Job } | { proof: ProofView } | { photo: true };

function send(p: Pending): Promise<Answer> {
  if (isStatus(p)) return sendTechChange(p.jobId, p.body).then((job) => ({ job }));
  if (p.kind === "photo") return sendPhoto(p.jobId, p.photo.facts, p.photo.bytes).then(() => ({ photo: true }));
  if (p.kind === "tick") return sendTick(p.jobId, p.tick.item, p.tick.ticked).then((proof) => ({ proof }));
  return sendSignature(p.jobId, p.signature).then((proof) => ({ proof }));
}

/** What a refusal says, for the technician. */
function refusal(p: Pending, e: unknown): string {
  const why = e instanceof ApiError && e.serverMessage ? e.serverMessage : "";
  if (p.kind === "photo") return `A photo was refused${why ? `: ${why}` : "."}`;
  if (p.kind === "signature") return `The signature was refused${why ? `: ${why}` : "."}`;
  return why || "A change was refused.";
}

export function useJobSync(box: RefObject<Outbox | null>) {
  const [jobs, setJobs] = useState<Job[]>([]);
  const [online, setOnline] = useState(navigator.onLine);
  // What the outbox holds, in order (its photos' bytes too): the app shows what waits.
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // Per job: the proof as a sent change answered it, and a count bumped at each change sent (to read it again).
  const [proofs, setProofs] = useState<Record<number, { view?: ProofView; sent: number }>>({});
  // Per job: the server's refusal of Completed (409: the checklist), shown by the Completed button.
  const [refused, setRefused] = useState<Record<number, string>>({});

  const upsert = useCallback((job: Job) => {
    setJobs((list) => {
      const rest = list.filter((j) => j.id !== job.id);
      return [job, ...rest].sort((a, b) => b.id - a.id);
    });
    void savedJobs.put(job).catch(() => {});
  }, []);

  const refresh = useCallback(async () => {
    try {
      const list = await fetchTechJobs();
      // A change still waiting to be sent wins over the server's older view.
      const pending = await savedChanges.all().catch(() => []);
      const merged = list.map((j) => {
        const p = pending.filter((c) => c.jobId === j.id && isStatus(c)).sort((a, b) => b.seq - a.seq)[0];
        return p && isStatus(p) ? { ...j, status: p.body.status } : j;
      });
      setJobs(merged);
      await savedJobs.replace(merged).catch(() => {});
      // Each open job's checklist is kept on the phone, so it shows when the signal goes before the job is opened.
      for (const j of merged)
        if (OPEN.includes(j.status))
          void fetchTechProof(j.id)
            .then((v) => savedProofs.put(v))
            .catch(() => {});
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
    void savedJobs
      .all()
      .then((saved) => saved.length && setJobs((j) => (j.length ? j : saved.sort((a, b) => b.id - a.id))))
      .catch(() => {});
    void refresh();
    const recount = () =>
      void savedChanges.all().then(
        (all) => setPending(all.sort((a, b) => a.seq - b.seq)),
        () => {},
      );
    const proofSent = (jobId: number, view?: ProofView) =>
      setProofs((m) => ({ ...m, [jobId]: { view: view ?? m[jobId]?.view, sent: (m[jobId]?.sent ?? 0) + 1 } }));
    box.current = outbox(savedChanges, send, {
      sent: (p, answer) => {
        if ("job" in answer) upsert(answer.job);
        else proofSent(p.jobId, "proof" in answer ? answer.proof : undefined);
        if (isStatus(p) && p.body.status === "completed")
          setRefused((m) => {
            const { [p.jobId]: _, ...rest } = m;
            return rest;
          });
        recount();
      },
      refused: (p, e) => {
        const text = refusal(p, e);
        setNotice(text);
        if (isStatus(p) && p.body.status === "completed") setRefused((m) => ({ ...m, [p.jobId]: text }));
        if (!isStatus(p)) proofSent(p.jobId);
        recount();
        void refresh();
      },
    });
    recount();
    void box.current.flush().then(recount);
    const up = () => {
      setOnline(true);
      void box.current?.flush().then(recount);
      void refresh();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    const timer = setInterval(() => void box.current?.flush().then(recount), 20_000);
    return () => {
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
      clearInterval(timer);
    };
  }, [refresh, upsert]);

  const change = useCallback(
    async (job: Job, status: TechStatus, extra: Record<string, string> = {}) => {
      const b = box.current;
      if (!b) return;
      upsert({ ...job, status });
      await b.add(job.id, { status, ...extra });
      setPending((await savedChanges.all()).sort((a, b) => a.seq - b.seq));
    },
    [upsert],
  );

  const queue = useCallback<Queue>(async (jobId, make) => {
    const b = box.current;
    if (!b) return;
    await b.queue(jobId, make);
    setPending((await savedChanges.all()).sort((a, b) => a.seq - b.seq));
  }, []);

  return {
    jobs,
    online,
    pending,
    waiting: pending.length,
    notice,
    dismiss: () => setNotice(null),
    refresh,
    change,
    queue,
    proofs,
    refused,
  };
}
