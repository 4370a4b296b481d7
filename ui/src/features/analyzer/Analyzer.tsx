import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useLazyChunk } from "../../lib/lazyChunk";
import { ANALYZE_MS, analyze, type Suggestion } from "./rules";

// The suggestions and the contact form are a chunk of their own, fetched as
// soon as the visitor starts typing, so it is there when the 1.5 s are up.
const loadDetails = () => import("./AnalyzerDetails").then((m) => m.default);

type Phase =
  { step: "idle" } | { step: "analyzing" } | { step: "results"; suggestions: Suggestion[]; description: string };

/** The home page's smart analyzer: a description in, suggested services out. */
export function Analyzer() {
  const [description, setDescription] = useState("");
  const [phase, setPhase] = useState<Phase>({ step: "idle" });
  const box = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A weak signal: the next touch or the retry button tries again.
  const { loaded: Details, failed: loadFailed, request: fetchDetails } = useLazyChunk(loadDetails);
  // What was typed before the page's code is what the analyzer works with
  // (hydration keeps the text in the box but not in this state).
  useLayoutEffect(() => {
    const typed = box.current?.value ?? "";
    if (typed) {
      setDescription(typed);
      fetchDetails();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydrating
  }, []);

  const blank = description.trim() === "";
  const analyzing = phase.step === "analyzing";

  const find = (e: FormEvent) => {
    e.preventDefault();
    if (blank || analyzing) return;
    const text = description.trim();
    fetchDetails();
    setPhase({ step: "analyzing" });
    timer.current = setTimeout(
      () => setPhase({ step: "results", suggestions: analyze(text), description: text }),
      ANALYZE_MS,
    );
  };

  const reset = () => {
    setDescription("");
    setPhase({ step: "idle" });
    box.current?.focus();
  };

  return (
    <div className="analyzer">
      {/* data-early: Find My Service pressed before the page's code is carried out once it has hydrated,
          and enabled by then as soon as something is typed (the inline tap keeper, inline/taps.ts). */}
      <form className="card form" onSubmit={find} aria-label="Smart service analyzer" data-early="">
        <div className="field">
          <label htmlFor="analyzer-description">What is happening with your vehicle?</label>
          <textarea
            id="analyzer-description"
            ref={box}
            rows={3}
            maxLength={2000}
            placeholder="For example: flat tire on I-95, the car won't start, keys locked inside"
            value={description}
            onChange={(e) => {
              setDescription(e.target.value);
              if (phase.step === "results") setPhase({ step: "idle" });
            }}
            onFocus={fetchDetails}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={blank || analyzing}>
          Find My Service
        </button>
        <p className="analyzer-status" role="status">
          {analyzing && (
            <>
              <span className="spinner" aria-hidden="true" /> Analyzing your description…
            </>
          )}
        </p>
      </form>
      {phase.step === "results" &&
        (Details ? (
          <Details suggestions={phase.suggestions} description={phase.description} onSent={reset} />
        ) : loadFailed ? (
          <p role="alert">
            The suggestions could not load on this connection.{" "}
            <button type="button" className="btn btn-outline btn-sm" onClick={fetchDetails}>
              Try again
            </button>
          </p>
        ) : (
          <p role="status">Loading suggestions…</p>
        ))}
    </div>
  );
}
