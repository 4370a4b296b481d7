// The technician's app keeps its jobs and its unsent changes in IndexedDB,
// so the list and each job's details open without a signal.
import type { Job } from "../api";
import type { Pending, Store } from "./outbox";

const DB = "roadside-tech";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore("jobs", { keyPath: "id" });
      req.result.createObjectStore("outbox", { keyPath: "changeId" });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let db: Promise<IDBDatabase> | null = null;
const database = () => (db ??= open());

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
