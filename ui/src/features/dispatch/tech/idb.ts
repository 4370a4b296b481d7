// The technician's app keeps its jobs, its unsent changes (photos among
// them, until sent), the invoices it made (by job: GET /api/tech/jobs does
// not carry them) and each job's proof as last read in IndexedDB, so the
// list and each job's details open without a signal.
import type { Job, ProofView } from "../api";
import type { Invoice } from "../../../lib/invoices/api";
import type { Pending, Store } from "./outbox";

const DB = "roadside-tech";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    // Version 2 added the invoices, 3 the proofs; an upgrade keeps what was there.
    const req = indexedDB.open(DB, 3);
    req.onupgradeneeded = () => {
      const d = req.result;
      if (!d.objectStoreNames.contains("jobs")) d.createObjectStore("jobs", { keyPath: "id" });
      if (!d.objectStoreNames.contains("outbox")) d.createObjectStore("outbox", { keyPath: "changeId" });
      if (!d.objectStoreNames.contains("invoices")) d.createObjectStore("invoices", { keyPath: "jobId" });
      if (!d.objectStoreNames.contains("proofs")) d.createObjectStore("proofs", { keyPath: "jobId" });
    };
    req.onsuccess = () => {
      // Another tab upgrading the database: let it.
      req.result.onversionchange = () => req.result.close();
      resolve(req.result);
    };
    req.onerror = () => reject(req.error);
  });
}

let db: Promise<IDBDatabase> | null = null;
// Once forgotten, nothing this page still has running (a refresh, the outbox's timer) may bring it back.
let forgotten = false;
const database = () => (forgotten ? Promise.reject(new Error("signed out")) : (db ??= open()));

function run<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T> | void): Promise<T> {
  return database().then(
    (d) =>
      new Promise<T>((resolve, reject) => {
        const tx = d.transaction(store, mode);
        const req = act(tx.objectStore(store));
        tx.oncomplete = () => resolve(req ? req.result : (undefined as T));
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

export const savedJobs = {
  all: () => run<Job[]>("jobs", "readonly", (s) => s.getAll() as IDBRequest<Job[]>),
  /** Replaces the saved list with the server's. */
  replace: (jobs: Job[]) =>
    run<void>("jobs", "readwrite", (s) => {
      s.clear();
      for (const j of jobs) s.put(j);
    }),
  put: (job: Job) => run<void>("jobs", "readwrite", (s) => void s.put(job)),
};

export const savedChanges: Store = {
  all: () => run<Pending[]>("outbox", "readonly", (s) => s.getAll() as IDBRequest<Pending[]>),
  put: (p) => run<void>("outbox", "readwrite", (s) => void s.put(p)),
  remove: (id) => run<void>("outbox", "readwrite", (s) => void s.delete(id)),
};

/** The invoice made in the app for each job, as the server last answered it. */
export type SavedInvoice = { jobId: number; invoice: Invoice };

export const savedInvoices = {
  all: () => run<SavedInvoice[]>("invoices", "readonly", (s) => s.getAll() as IDBRequest<SavedInvoice[]>),
  put: (saved: SavedInvoice) => run<void>("invoices", "readwrite", (s) => void s.put(saved)),
};

/** Each job's checklist, photos and signature as the server last answered them. */
export const savedProofs = {
  get: (jobId: number) =>
    run<ProofView | undefined>("proofs", "readonly", (s) => s.get(jobId) as IDBRequest<ProofView | undefined>),
  put: (proof: ProofView) => run<void>("proofs", "readwrite", (s) => void s.put(proof)),
};

/**
 * Signing out (or signed out by the server): jobs, customers' details, unsent
 * changes (photos too), invoices and proofs leave the phone. The stores are emptied first, so they
 * are gone even while another tab still holds the database open and its
 * deletion waits for that tab (which closes it on the version change).
 */
export async function forgetAll(): Promise<void> {
  const d = await database().catch(() => null);
  forgotten = true;
  if (d) {
    await new Promise<void>((resolve) => {
      const stores = ["jobs", "outbox", "invoices", "proofs"];
      const tx = d.transaction(stores, "readwrite");
      for (const name of stores) tx.objectStore(name).clear();
      tx.oncomplete = tx.onerror = tx.onabort = () => resolve();
    });
    d.close();
  }
  db = null;
  await new Promise<void>((resolve) => {
    const req = indexedDB.deleteDatabase(DB);
    req.onsuccess = req.onerror = () => resolve();
    // Another tab has it open: the stores are already empty; the deletion finishes when that tab lets go.
    req.onblocked = () => resolve();
  });
}
