// Proof of the work on the technician's phone (docs/product.md#proof): the
// job's checklist with each item's state, the camera (or the gallery) for
// each photo item and for other photos, the ticks, and the photos taken,
// sent or still waiting. A photo is made small on the phone (photo.ts), kept
// in the outbox with its item, time and position, and sent in turn, once.
import { useRef, useState, type ChangeEvent } from "react";
import { techPhotoUrl, type Job, type ProofView } from "../../api";
import { plural } from "../labels";
import type { Pending, QueuedPhoto } from "../outbox";
import type { Fix } from "../position";
import type { Queue } from "../sync";
import { shrink } from "./photo";
import { itemLabel, type ItemView } from "./useProof";

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

function stateText(i: ItemView): string {
  if (i.waived) return `Waived: ${i.waived}`;
  if (i.kind === "tick") {
    if (i.waitingTick !== undefined && i.waitingTick !== i.done)
      return i.waitingTick ? "Ticked, waiting to send" : "Taken back, waiting to send";
    return i.done ? "Ticked" : "Missing";
  }
  if (i.waitingPhotos) return `${plural(i.waitingPhotos, "photo")} waiting to send`;
  return i.done ? "Done" : "Missing";
}

const stateOf = (i: ItemView) =>
  i.waived
    ? "waived"
    : i.kind === "tick"
      ? (i.waitingTick ?? i.done)
        ? "done"
        : "missing"
      : i.done
        ? "done"
        : i.waitingPhotos
          ? "waiting"
          : "missing";

export function ProofSection({
  job,
  view,
  items,
  waiting,
  queue,
  position,
  editable,
}: {
  job: Job;
  view: ProofView | null;
  items: ItemView[];
  /** This job's proof changes still on the phone. */
  waiting: Pending[];
  queue: Queue;
  position: { current: Fix | null };
  /** Photos and ticks are taken while the job is open. */
  editable: boolean;
}) {
  const [busy, setBusy] = useState(0);
  // A tick shows at once, while it is being kept in the outbox.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const photos = waiting.filter((p): p is Pending & { kind: "photo"; photo: QueuedPhoto } => p.kind === "photo");
  const sentPhotos = view?.photos ?? [];
  const room = (view?.maxPhotos ?? 40) - sentPhotos.length - (view?.hiddenPhotos ?? 0) - photos.length;

  const take = async (item: string, e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // The same photo may be picked again later.
    e.target.value = "";
    if (!files.length) return;
    setError(null);
    const kept = files.slice(0, Math.max(0, room));
    let refused = files.length - kept.length;
    let why = refused ? `This job has room for ${plural(Math.max(0, room), "more photo")}.` : "";
    setBusy((n) => n + kept.length);
    for (const file of kept) {
      try {
        const small = await shrink(file);
        const fix = position.current;
        await queue(job.id, (clientRef) => ({
          kind: "photo",
          photo: {
            facts: {
              item,
              takenAt: new Date().toISOString(),
              latitude: fix?.latitude ?? null,
              longitude: fix?.longitude ?? null,
              clientRef,
            },
            bytes: small.bytes,
            preview: small.preview,
            width: small.width,
            height: small.height,
          },
        }));
      } catch (err) {
        refused++;
        why = err instanceof Error ? err.message : "The photo could not be kept.";
      } finally {
        setBusy((n) => n - 1);
      }
    }
    if (refused) {
      setError(`${plural(refused, "photo")} not kept. ${why}`);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  };
  const tick = (item: string, on: boolean) => {
    setTicked((t) => ({ ...t, [item]: on }));
    void queue(job.id, () => ({ kind: "tick", tick: { item, ticked: on } }));
  };

  const photoInput = (item: string, label: string, id: string) => (
    <div className="tech-photo-input">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={room <= 0}
        onChange={(e) => void take(item, e)}
      />
    </div>
  );

  const waitingText = photos.length
    ? `${plural(photos.length, "photo")} waiting to send`
    : sentPhotos.length
      ? `${plural(sentPhotos.length, "photo")} sent`
      : "No photos yet";
  return (
    <section className="tech-proof" aria-labelledby="proof-title">
      <h2 id="proof-title" className="tech-h2">
        Proof of the work
      </h2>
      <p className="tech-muted" role="status" aria-live="polite">
        {busy > 0 ? `Making ${plural(busy, "photo")} small… ` : ""}
        {waitingText}
        {view?.hiddenPhotos ? ` · ${plural(view.hiddenPhotos, "ID photo")} kept for the owner` : ""}
      </p>
      {error && (
        <p className="tech-error" role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul className="tech-checklist" aria-label="Checklist">
          {items.map((i) => {
            const id = `proof-${job.id}-${i.key}`;
            return (
              <li key={i.key} className="tech-proof-item" data-state={stateOf(i)}>
                {i.kind === "tick" ? (
                  <div className="tech-tick">
                    <input
                      id={id}
                      type="checkbox"
                      checked={ticked[i.key] ?? i.waitingTick ?? i.done}
                      disabled={!editable}
                      aria-describedby={`${id}-state`}
                      onChange={(e) => tick(i.key, e.target.checked)}
                    />
                    <label htmlFor={id}>{i.label}</label>
                  </div>
                ) : (
                  <span className="tech-proof-label">{i.label}</span>
                )}
                <span className="tech-proof-state" id={`${id}-state`}>
                  {stateText(i)}
                </span>
                {i.kind === "photo" && editable && photoInput(i.key, `${i.label}: take or pick photos`, id)}
              </li>
            );
          })}
        </ul>
      )}
      {editable && photoInput("other", "Other photo (the scene, damage, the work)", `proof-${job.id}-other`)}
      {(sentPhotos.length > 0 || photos.length > 0) && (
        <ul className="tech-photos" aria-label="Photos">
          {sentPhotos.map((p) => (
            <li key={`s${p.id}`}>
              <img
                src={techPhotoUrl(job.id, p.id)}
                alt={`${itemLabel(p.item, view?.items)}, taken ${time(p.takenAt)}`}
                width={p.width >= p.height ? 96 : 72}
                height={p.width >= p.height ? 72 : 96}
                loading="lazy"
              />
              <span>{itemLabel(p.item, view?.items)}</span>
              <span className="tech-muted">Sent</span>
            </li>
          ))}
          {photos.map((p) => (
            <li key={p.changeId} className="waiting">
              <img
                src={p.photo.preview}
                alt={`${itemLabel(p.photo.facts.item, view?.items)}, taken ${time(p.photo.facts.takenAt)}, waiting to send`}
                width={p.photo.width >= p.photo.height ? 96 : 72}
                height={p.photo.width >= p.photo.height ? 72 : 96}
              />
              <span>{itemLabel(p.photo.facts.item, view?.items)}</span>
              <span className="tech-muted">Waiting to send</span>
            </li>
          ))}
        </ul>
      )}
      {room <= 0 && <p className="tech-muted">This job has as many photos as one job may have.</p>}
    </section>
  );
}
