// A job's proof as the technician's app knows it (docs/product.md#proof):
// the server's view (read when there is a signal, kept on the phone for when
// there is none: sync.ts reads it for every open job) with what still waits
// in the outbox laid over it, so a photo taken offline already counts for its
// checklist item. Completed asks for what is still missing, here and again on
// the server (409). The checklist's words come from the server's view, not
// the content file: importing its `proof` here would put it in the shared
// chunk every public page loads first.
import { useEffect, useMemo, useState } from "react";
import { ApiError } from "../../../../lib/api";
import { fetchTechProof, type Job, type ProofView } from "../../api";
import { savedProofs } from "../idb";
import { isStatus, type Pending } from "../outbox";

/** A checklist item, its state as the app shows it. */
export type ItemView = {
  key: string;
  label: string;
  kind: "photo" | "tick";
  sensitive: boolean;
  /** On the server: a photo filed under it, or the tick. */
  done: boolean;
  /** Photos taken for it still on the phone; a tick (or its taking back) not sent yet. */
  waitingPhotos: number;
  waitingTick?: boolean;
  /** The owner's waiver, with the reason. */
  waived?: string;
};

/** The checklist item's words (the server's view), or "Other photo". */
export const itemLabel = (key: string, items: ProofView["items"] = []) =>
  key === "other" ? "Other photo" : (items.find((i) => i.key === key)?.label ?? key.replace(/-/g, " "));

/** The checklist with what waits on the phone laid over the server's view. */
export function itemStates(items: ProofView["items"], pending: Pending[]): ItemView[] {
  return items.map((i) => {
    const photos = pending.filter((p) => p.kind === "photo" && p.photo.facts.item === i.key).length;
    const ticks = pending.filter((p) => p.kind === "tick" && p.tick.item === i.key);
    const tick = ticks.length ? (ticks[ticks.length - 1] as Pending & { kind: "tick" }).tick.ticked : undefined;
    return {
      key: i.key,
      label: i.label,
      kind: i.kind,
      sensitive: !!i.sensitive,
      done: i.done,
      waitingPhotos: photos,
      waitingTick: tick,
      waived: i.waiver ? i.waiver.reason || "waived" : undefined,
    };
  });
}

/** Whether an item is (or will be, once the phone's changes are sent) done or waived. */
export const covered = (i: ItemView) =>
  !!i.waived || (i.kind === "photo" ? i.done || i.waitingPhotos > 0 : (i.waitingTick ?? i.done));

/** How often the open job's proof is read again (the owner may change the invoice, waive an item). */
const EVERY_MS = 10_000;

export function useProof(
  job: Job,
  online: boolean,
  pending: Pending[],
  sent?: { view?: ProofView; sent: number },
  /** The invoice made on this phone ("id:total"): the customer signs for its total. */
  made?: string,
) {
  const [view, setView] = useState<ProofView | null>(null);
  const [failed, setFailed] = useState(false);
  // The kept copy first, so the checklist shows without a signal.
  useEffect(() => {
    let live = true;
    void savedProofs
      .get(job.id)
      .then((v) => live && v && setView((now) => now ?? v))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [job.id]);
  // What a sent tick or signature answered is the newest view.
  useEffect(() => {
    if (sent?.view) {
      setView(sent.view);
      void savedProofs.put(sent.view).catch(() => {});
    }
  }, [sent?.view]);
  const invoiceKey = `${job.invoice?.id ?? ""}:${job.invoice?.totalCents ?? ""}:${made ?? ""}`;
  useEffect(() => {
    if (!online) return;
    let live = true;
    const read = () =>
      fetchTechProof(job.id)
        .then((v) => {
          if (!live) return;
          setView(v);
          setFailed(false);
          void savedProofs.put(v).catch(() => {});
        })
        .catch((e) => {
          if (!live || (e instanceof ApiError && e.status === 401)) return;
          setFailed(true);
        });
    void read();
    const timer = setInterval(() => void read(), EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [job.id, job.status, job.version, invoiceKey, online, sent?.sent]);

  const mine = useMemo(() => pending.filter((p) => p.jobId === job.id && !isStatus(p)), [pending, job.id]);
  const items = useMemo(() => itemStates(view?.items ?? [], mine), [view, mine]);
  const missing = items.filter((i) => !covered(i));
  return { view, failed, items, missing, waiting: mine };
}
