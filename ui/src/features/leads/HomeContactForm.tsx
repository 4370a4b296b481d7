import { useEffect, useRef, useState, type ComponentType, type FormEventHandler } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Honeypot, SelectField, TextAreaField, TextField } from "../../components/FormFields";
import { OfflineNote } from "./OfflineNote";
import { locations, quoteUrgencies } from "./options";

export type HomeField = "name" | "phone" | "email" | "location" | "urgency" | "description";

export type HomeFormViewProps = {
  bind: (field: HomeField) => UseFormRegisterReturn;
  errors?: Partial<Record<HomeField, FieldError>>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitting?: boolean;
  queued?: boolean;
};

/** The home page's quote form as markup; it posts as a plain form without JavaScript. */
export function HomeFormView({ bind, errors = {}, onSubmit, submitting = false, queued = false }: HomeFormViewProps) {
  return (
    <form className="card form" method="post" action="/api/quotes" noValidate onSubmit={onSubmit} aria-label="Free quote request">
      <input type="hidden" name="serviceType" value="General Automotive" />
      <Honeypot />
      <div className="field-row">
        <TextField id="home-name" label="Name *" autoComplete="name" registration={bind("name")} error={errors.name} />
        <TextField id="home-phone" label="Phone *" type="tel" autoComplete="tel" registration={bind("phone")} error={errors.phone} />
      </div>
      <div className="field-row">
        <TextField id="home-email" label="Email *" type="email" autoComplete="email" registration={bind("email")} error={errors.email} />
        <SelectField id="home-location" label="Location *" options={locations} placeholder="Select your location" registration={bind("location")} error={errors.location} />
      </div>
      <SelectField id="home-urgency" label="Urgency *" options={quoteUrgencies} placeholder="Select urgency level" registration={bind("urgency")} error={errors.urgency} />
      <TextAreaField
        id="home-message"
        label="Message *"
        placeholder="Tell us about your vehicle and what happened"
        registration={bind("description")}
        error={errors.description}
      />
      {queued && <OfflineNote />}
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting ? "Sending..." : "Get Free Quote"}
      </button>
    </form>
  );
}

const staticBind = (field: HomeField) => ({ name: field }) as UseFormRegisterReturn;

type LiveProps = { initial: Record<string, string>; focusId?: string; submitNow?: boolean };
const loadLive = () => import("./HomeContactFormLive").then((m) => m.default);

/**
 * The form sits far down the home page, so its validation code (react-hook-form
 * and zod) loads only as the visitor nears it or touches it, keeping the first
 * load small. Until then the same markup works as a plain form; the swap keeps
 * whatever was typed and the focused field.
 */
export function HomeContactForm() {
  const [Live, setLive] = useState<ComponentType<LiveProps> | null>(null);
  const [props, setProps] = useState<LiveProps>({ initial: {} });
  const box = useRef<HTMLDivElement>(null);
  const loading = useRef(false);
  const submitPending = useRef(false);

  const goLive = () => {
    if (loading.current) return;
    loading.current = true;
    loadLive().then((component) => {
      const form = box.current?.querySelector("form");
      const initial = form ? Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])) : {};
      const active = document.activeElement;
      setProps({ initial, focusId: active && box.current?.contains(active) ? active.id : undefined, submitNow: submitPending.current });
      setLive(() => component);
    });
  };

  // A visitor quick enough to press send before the code arrives is not sent
  // off to a plain post: the press is kept and the live form sends once loaded.
  const submitWhenLive: FormEventHandler<HTMLFormElement> = (event) => {
    event.preventDefault();
    submitPending.current = true;
    goLive();
  };

  useEffect(() => {
    const el = box.current;
    if (!el || !("IntersectionObserver" in window)) return goLive();
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && goLive(), { rootMargin: "800px 0px" });
    io.observe(el);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- goLive only touches refs and setters
  }, []);

  return (
    <div ref={box} onFocusCapture={goLive} onPointerDownCapture={goLive}>
      {Live ? <Live {...props} /> : <HomeFormView bind={staticBind} onSubmit={submitWhenLive} />}
    </div>
  );
}
