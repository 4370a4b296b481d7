// The customer's signature on the technician's phone (docs/product.md#proof):
// under the work, the amount (the invoice's total) and the business's terms,
// drawn with a finger on a canvas (pointer events, no library) and kept as
// strokes in a 1000 x 400 box, with the name typed under it; or, for someone
// who cannot draw (keyboard only, switch access, a screen reader, a shaking
// hand), signed by typing their full name (Draw or Type, a radio pair: one
// Tab and one arrow key away). It goes through the outbox like the app's other
// changes. A signature whose invoice total changed since is void: the app
// says so and asks again.
import { useEffect, useRef, useState, type FormEvent, type PointerEvent } from "react";
import { SIGN_HEIGHT, SIGN_WIDTH, SignatureDrawing } from "../../../../components/proof/SignatureDrawing";
import type { Invoice } from "../../../../lib/invoices/api";
import { formatCents } from "../../../../lib/money";
import type { Job, ProofView } from "../../api";
import type { Pending } from "../outbox";
import type { Fix } from "../position";
import type { Queue } from "../sync";
import { typedSignatureErrors, type Mark } from "./signature";

type Point = [number, number];
const MAX_STROKES = 200;
const MAX_POINTS = 5000;
const when = (iso: string) =>
  new Date(iso).toLocaleString([], { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

export function SignatureStep({
  job,
  view,
  invoice,
  waiting,
  queue,
  position,
  online,
}: {
  job: Job;
  view: ProofView;
  invoice?: Invoice;
  waiting: Pending[];
  queue: Queue;
  position: { current: Fix | null };
  online: boolean;
}) {
  const signature = view.signature;
  const queued = waiting.find((p): p is Pending & { kind: "signature" } => p.kind === "signature");
  const [again, setAgain] = useState(false);
  // Kept above the pad, so a customer asked again signs the same way.
  const [how, setHow] = useState<Mark["kind"]>("drawn");
  const amount = view.amountCents ?? 0;
  const asking = !queued && (!signature || !signature.valid || again);
  return (
    <section className="tech-sign" aria-labelledby="sign-title">
      <h2 id="sign-title" className="tech-h2">
        Customer's signature
      </h2>
      {queued ? (
        <p role="status">
          {queued.signature.name} signed{queued.signature.kind === "typed" ? " by typing" : ""} for{" "}
          {formatCents(queued.signature.amountCents)}: {online ? "sending…" : "waiting to send (no signal)."}
        </p>
      ) : signature && signature.valid && !again ? (
        <div className="tech-signed">
          {signature.kind === "typed" ? (
            <p className="signature-typed">{signature.typed}</p>
          ) : (
            <SignatureDrawing strokes={signature.strokes} label={`Signature of ${signature.signerName}`} />
          )}
          <p role="status">
            Signed by {signature.kind === "typed" && "typing: "}
            {signature.signerName} for {formatCents(signature.amountCents)} · {when(signature.signedAt)}
          </p>
        </div>
      ) : null}
      {signature && !signature.valid && !queued && (
        <p className="tech-error" role="alert">
          The signature of {signature.signerName} for {formatCents(signature.amountCents)} is void: the amount changed
          to {formatCents(amount)}. Ask the customer to sign again.
        </p>
      )}
      {asking && (
        <SignPad
          key={`${view.invoiceId}-${amount}`}
          job={job}
          view={view}
          invoice={invoice && invoice.id === view.invoiceId ? invoice : undefined}
          how={how}
          setHow={setHow}
          sign={(name, mark) => {
            setAgain(false);
            const fix = position.current;
            void queue(job.id, (clientRef) => ({
              kind: "signature",
              signature: {
                name,
                ...mark,
                amountCents: amount,
                signedAt: new Date().toISOString(),
                latitude: fix?.latitude ?? null,
                longitude: fix?.longitude ?? null,
                clientRef,
              },
            }));
          }}
        />
      )}
    </section>
  );
}

function SignPad({
  job,
  view,
  invoice,
  how,
  setHow,
  sign,
}: {
  job: Job;
  view: ProofView;
  invoice?: Invoice;
  how: Mark["kind"];
  setHow: (how: Mark["kind"]) => void;
  sign: (name: string, mark: Mark) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const drawing = useRef(false);
  const [count, setCount] = useState(0);
  const [name, setName] = useState(job.customer?.name ?? "");
  const [typed, setTyped] = useState("");
  const [errors, setErrors] = useState<{ strokes?: string; name?: string; typed?: string }>({});
  const id = `sign-${job.id}`;

  const paint = () => {
    const c = canvas.current;
    const ctx = c?.getContext("2d");
    if (!c || !ctx) return;
    ctx.clearRect(0, 0, SIGN_WIDTH, SIGN_HEIGHT);
    ctx.lineWidth = 6;
    ctx.lineCap = ctx.lineJoin = "round";
    ctx.strokeStyle = getComputedStyle(c).color || "#000";
    for (const s of strokes.current) {
      ctx.beginPath();
      ctx.moveTo(s[0][0], s[0][1]);
      for (const [x, y] of s.slice(1)) ctx.lineTo(x, y);
      if (s.length === 1) ctx.lineTo(s[0][0] + 0.1, s[0][1]);
      ctx.stroke();
    }
  };
  useEffect(paint, [how]);

  const point = (e: PointerEvent<HTMLCanvasElement>): Point => {
    const r = e.currentTarget.getBoundingClientRect();
    const x = Math.round(((e.clientX - r.left) / r.width) * SIGN_WIDTH);
    const y = Math.round(((e.clientY - r.top) / r.height) * SIGN_HEIGHT);
    return [Math.min(Math.max(x, 0), SIGN_WIDTH), Math.min(Math.max(y, 0), SIGN_HEIGHT)];
  };
  const points = () => strokes.current.reduce((n, s) => n + s.length, 0);
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    if (strokes.current.length >= MAX_STROKES || points() >= MAX_POINTS) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drawing.current = true;
    strokes.current.push([point(e)]);
    paint();
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || points() >= MAX_POINTS) return;
    const p = point(e);
    const s = strokes.current[strokes.current.length - 1];
    const last = s[s.length - 1];
    if (Math.abs(p[0] - last[0]) + Math.abs(p[1] - last[1]) < 3) return;
    s.push(p);
    paint();
  };
  const up = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setCount(strokes.current.length);
    setErrors((er) => ({ ...er, strokes: undefined }));
  };
  const clear = () => {
    strokes.current = [];
    setCount(0);
    paint();
    canvas.current?.focus();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (how === "typed") {
      const next: typeof errors = typedSignatureErrors({ name, typed });
      setErrors(next);
      if (next.typed) return document.getElementById(`${id}-typed`)?.focus();
      if (next.name) return document.getElementById(`${id}-name`)?.focus();
      return sign(name.trim(), { kind: "typed", typed: typed.trim() });
    }
    const next: typeof errors = {};
    if (points() < 5) next.strokes = "Ask the customer to sign their name in the box.";
    if (name.trim().length < 2) next.name = "Type the customer's name.";
    setErrors(next);
    if (next.strokes) return canvas.current?.focus();
    if (next.name) return document.getElementById(`${id}-name`)?.focus();
    sign(name.trim(), { kind: "drawn", strokes: strokes.current });
  };

  const lines = invoice?.lines ?? [];
  return (
    <form className="tech-form tech-sign-pad" onSubmit={submit} noValidate aria-label="The customer signs">
      <h3 className="tech-h3">The work</h3>
      {lines.length > 0 ? (
        <ul className="tech-sign-work">
          {lines.map((l, i) => (
            <li key={i}>
              <span>{l.description}</span> <span>{formatCents(l.amountCents)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="tech-sign-work">{job.customer?.service || `Job #${job.id}`}</p>
      )}
      <p className="tech-sign-amount">
        Amount: <strong>{formatCents(view.amountCents ?? 0)}</strong>
      </p>
      <p className="tech-sign-terms" id={`${id}-terms`}>
        {view.terms}
      </p>
      <fieldset className="tech-sign-how">
        <legend>How the customer signs</legend>
        {(
          [
            ["drawn", "Draw"],
            ["typed", "Type"],
          ] as const
        ).map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-how`}
              value={value}
              checked={how === value}
              onChange={() => {
                setHow(value);
                setErrors({});
              }}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
      {how === "drawn" ? (
        <>
          <canvas
            ref={canvas}
            id={`${id}-box`}
            className="tech-sign-box"
            width={SIGN_WIDTH}
            height={SIGN_HEIGHT}
            tabIndex={0}
            role="img"
            aria-label={`Signature box: the customer signs here with a finger. ${count ? `${count} stroke${count === 1 ? "" : "s"} drawn.` : "Empty."}`}
            aria-describedby={errors.strokes ? `${id}-box-error` : `${id}-terms`}
            aria-invalid={errors.strokes ? true : undefined}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
          />
          {errors.strokes && (
            <span className="tech-error" id={`${id}-box-error`}>
              {errors.strokes}
            </span>
          )}
          <div className="tech-actions">
            <button type="button" className="tech-btn quiet" onClick={clear} disabled={count === 0}>
              Clear the signature
            </button>
          </div>
        </>
      ) : (
        <>
          <label htmlFor={`${id}-typed`}>Type your full name to sign</label>
          <input
            id={`${id}-typed`}
            className="signature-typed tech-sign-typed"
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setErrors((er) => ({ ...er, typed: undefined }));
            }}
            aria-invalid={errors.typed ? true : undefined}
            aria-describedby={errors.typed ? `${id}-typed-error` : `${id}-typed-note ${id}-terms`}
          />
          {errors.typed ? (
            <span className="tech-error" id={`${id}-typed-error`}>
              {errors.typed}
            </span>
          ) : (
            <span className="tech-sign-note" id={`${id}-typed-note`}>
              Kept as a typed signature: the invoice says "Signed by typing".
            </span>
          )}
        </>
      )}
      <label htmlFor={`${id}-name`}>Customer's name</label>
      <input
        id={`${id}-name`}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={errors.name ? `${id}-name-error` : undefined}
      />
      {errors.name && (
        <span className="tech-error" id={`${id}-name-error`}>
          {errors.name}
        </span>
      )}
      <div className="tech-actions">
        <button type="submit" className="tech-btn primary">
          Sign for {formatCents(view.amountCents ?? 0)}
        </button>
      </div>
    </form>
  );
}
