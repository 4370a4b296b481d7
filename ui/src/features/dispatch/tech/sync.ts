// The job list and the changes made to it: loaded from the server (the copy
// kept on the phone while there is no signal), each change stored in the
// outbox and sent when the network allows, the app told when one is refused.
import { useCallback, useEffect, useState, type RefObject } from "react";
import { ApiError } from "../../../lib/api";
import { fetchTechJobs, sendTechChange, type Job, type TechStatus } from "../api";
import { savedChanges, savedJobs } from "./idb";
import { outbox, type Outbox } from "./outbox";

/** A status change made on the phone, with what the status asks for (the job value, the reason). */
export type Change = (job: Job, status: TechStatus, extra?: Record<string, string>) => Promise<void>;

export function useJobSync(box: RefObject<Outbox | null>) {
  const [jobs, setJobs] = useState<Job[]>([]);
  const [online, setOnline] = useState(navigator.onLine);
  const [waiting, setWaiting] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);

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
    void savedJobs
      .all()
      .then((saved) => saved.length && setJobs((j) => (j.length ? j : saved.sort((a, b) => b.id - a.id))))
      .catch(() => {});
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

  return { jobs, online, waiting, notice, dismiss: () => setNotice(null), refresh, change };
}
