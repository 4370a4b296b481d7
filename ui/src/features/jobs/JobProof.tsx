// Proof of the work on the owner's job card (docs/product.md#proof): the
// checklist and where each item stands, a strip of the photos (each with its
// item, the phone's time and position, and the hash of the bytes received;
// the full size in a dialog), the owner's waiver of a missing item (with a
// reason, kept in the audit trail), the choice of work photos for the
// customer's invoice page (never an ID photo), and the customer's signature
// with the amount it was given for, valid or void (a typed one as its text,
// said to be typed).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { SignatureDrawing } from "../../components/proof/SignatureDrawing";
import { ApiError } from "../../lib/api";
import { formatCents } from "../../lib/money";
import { useDashboard } from "../../lib/staff/dashboard";
import { when } from "../../lib/staff/format";
import { toast } from "../../lib/toast";
import { fetchJobProof, jobPhotoUrl, showOnInvoice, waiveItem, type Job, type ProofPhoto, type ProofView } from "./api";

const place = (p: { latitude?: number | null; longitude?: number | null }) =>
  p.latitude != null && p.longitude != null ? `${p.latitude.toFixed(5)}, ${p.longitude.toFixed(5)}` : null;

export function JobProof({ job }: { job: Job }) {
  const { fail, owner, reloadKey } = useDashboard();
  const [view, setView] = useState<ProofView | null>(null);
  const [open, setOpen] = useState<ProofPhoto | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const invoiceKey = `${job.invoice?.id ?? ""}:${job.invoice?.totalCents ?? ""}`;
  useEffect(() => {
    let live = true;
    fetchJobProof(job.id)
      .then((v) => live && setView(v))
      .catch((e) => live && fail(e, { title: "Error", description: "Could not load the job's photos." }));
    return () => {
      live = false;
    };
  }, [job.id, job.version, invoiceKey, reloadKey, fail]);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  if (!view || (!view.items.length && !view.photos.length && !view.hiddenPhotos && !view.signature)) return null;
  const label = (key: string) =>
    key === "other" ? "Other photo" : (view.items.find((i) => i.key === key)?.label ?? key);
  const id = `job-${job.id}-proof`;
  const close = () => {
    dialog.current?.close();
    setOpen(null);
    opener.current?.focus();
  };
  const s = view.signature;
  return (
    <section className="job-proof" aria-labelledby={id}>
      <h4 id={id}>Proof of the work</h4>
      {view.items.length > 0 && (
        <ul className="proof-checklist" aria-label="Checklist">
          {view.items.map((i) => (
            <ProofItem key={i.key} jobId={job.id} item={i} owner={owner} onWaived={setView} />
          ))}
        </ul>
      )}
      {view.photos.length > 0 && (
        <ul className="proof-strip" aria-label="Photos">
          {view.photos.map((p) => (
            <li key={p.id}>
              <figure>
                <button
                  type="button"
                  className="proof-thumb"
                  aria-label={`Open ${label(p.item)} photo taken ${when(p.takenAt)} at full size`}
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setOpen(p);
                  }}
                >
                  <img
                    src={jobPhotoUrl(job.id, p.id, "thumb")}
                    alt={`${label(p.item)}, taken ${when(p.takenAt)}`}
                    loading="lazy"
                    data-photo={p.id}
                  />
                </button>
                <figcaption>
                  <strong>{label(p.item)}</strong>
                  <span>{when(p.takenAt)}</span>
                  <span>{place(p) ?? "No position"}</span>
                  <span className="proof-hash" title={`SHA-256 of the bytes received: ${p.receivedSha256}`}>
                    {p.receivedSha256.slice(0, 12)}
                  </span>
                  {!p.sensitive && (
                    <InvoiceChoice
                      jobId={job.id}
                      photo={p}
                      name={`${label(p.item)}, ${when(p.takenAt)}`}
                      onChanged={setView}
                    />
                  )}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {view.hiddenPhotos > 0 && (
        <p className="muted small">
          {view.hiddenPhotos} ID photo{view.hiddenPhotos === 1 ? "" : "s"} kept for the owner's account only.
        </p>
      )}
      {!view.photos.length && !view.hiddenPhotos && <p className="muted small">No photos yet.</p>}
      {s && (
        <div className="proof-signature">
          {s.kind === "typed" ? (
            <p className="signature-typed">{s.typed}</p>
          ) : (
            <SignatureDrawing strokes={s.strokes} label={`Signature of ${s.signerName}`} />
          )}
          <p>
            {s.kind === "typed" ? "Signed by typing: " : "Signed by "}
            <strong>{s.signerName}</strong> for {formatCents(s.amountCents)} · {when(s.signedAt)}{" "}
            {s.valid ? (
              <span className="badge badge-done">Valid</span>
            ) : (
              <span className="badge badge-red">
                Void: the invoice is now {view.amountCents != null ? formatCents(view.amountCents) : "void"}
              </span>
            )}
          </p>
        </div>
      )}
      <dialog
        ref={dialog}
        className="confirm proof-dialog"
        aria-labelledby={`${id}-dialog`}
        onClose={() => {
          if (open) {
            setOpen(null);
            opener.current?.focus();
          }
        }}
      >
        {open && (
          <>
            <h2 id={`${id}-dialog`}>
              {label(open.item)} · {when(open.takenAt)}
            </h2>
            <img
              src={jobPhotoUrl(job.id, open.id, "full")}
              alt={`${label(open.item)}, taken ${when(open.takenAt)}, full size`}
              width={open.width}
              height={open.height}
            />
            <p className="muted small">
              {place(open) ?? "No position"} · received {when(open.receivedAt)}
              {open.technician ? ` from ${open.technician}` : ""} · SHA-256 {open.receivedSha256}
            </p>
            <div className="lead-actions">
              <button type="button" className="btn btn-outline" onClick={close}>
                Close
              </button>
            </div>
          </>
        )}
      </dialog>
    </section>
  );
}

/** "Show on invoice": the customer's invoice page shows the photo under the work. */
function InvoiceChoice({
  jobId,
  photo,
  name,
  onChanged,
}: {
  jobId: number;
  photo: ProofPhoto;
  name: string;
  onChanged: (v: ProofView) => void;
}) {
  const [saving, setSaving] = useState(false);
  const change = async (on: boolean) => {
    setSaving(true);
    try {
      onChanged(await showOnInvoice(jobId, photo.id, on));
      toast({ title: on ? "The photo is on the invoice" : "The photo is off the invoice" });
    } catch (err) {
      const refused = err instanceof ApiError ? err : null;
      toast({
        title: "Not changed",
        description: refused?.body?.fields?.onInvoice ?? refused?.serverMessage ?? "Try again.",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <label className="check proof-invoice">
      <input
        type="checkbox"
        checked={photo.onInvoice}
        disabled={saving}
        onChange={(e) => void change(e.target.checked)}
      />
      Show on invoice<span className="sr-only">: {name}</span>
    </label>
  );
}

function ProofItem({
  jobId,
  item,
  owner,
  onWaived,
}: {
  jobId: number;
  item: ProofView["items"][number];
  owner: boolean;
  onWaived: (v: ProofView) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const id = `job-${jobId}-waive-${item.key}`;
  const state = item.waiver ? "waived" : item.done ? "done" : "missing";
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setError("Say why it is waived");
      return field.current?.focus();
    }
    setSaving(true);
    try {
      onWaived(await waiveItem(jobId, item.key, reason.trim()));
      toast({ title: `${item.label}: waived` });
    } catch (err) {
      const refused = err instanceof ApiError ? err : null;
      setError(refused?.body?.fields?.reason ?? refused?.serverMessage ?? "Not waived: try again.");
      requestAnimationFrame(() => field.current?.focus());
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className={`proof-item proof-${state}`}>
      <span className="proof-item-label">{item.label}</span>{" "}
      <span className="proof-item-state">
        {item.waiver
          ? `Waived${item.waiver.by ? ` by ${item.waiver.by}` : ""}: ${item.waiver.reason ?? ""}`
          : item.done
            ? item.kind === "tick"
              ? "Ticked"
              : "Done"
            : "Missing"}
      </span>
      {owner && state === "missing" && !asking && (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-label={`Waive ${item.label}`}
          onClick={() => {
            setAsking(true);
            requestAnimationFrame(() => field.current?.focus());
          }}
        >
          Waive
        </button>
      )}
      {asking && state === "missing" && (
        <form className="proof-waive" onSubmit={submit} noValidate aria-label={`Waive ${item.label}`}>
          <label htmlFor={id}>Why is it not needed?</label>
          <input
            id={id}
            ref={field}
            value={reason}
            required
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <span className="field-error" id={`${id}-error`}>
              {error}
            </span>
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={saving}>
            Waive
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setAsking(false)}>
            Cancel
          </button>
        </form>
      )}
    </li>
  );
}
