import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { TextField } from "../../components/FormFields";
import { useLeadSubmit } from "../../lib/leadSubmit";
import { zodResolver } from "../../lib/zodResolver";
import type { Suggestion, Urgency } from "./rules";
import { analyzerSchema, type AnalyzerContact } from "./schema";

const shape = analyzerSchema.def.shape;
const contactSchema = z.object({ name: shape.name, phone: shape.phone, email: shape.email, location: shape.location });
const empty: AnalyzerContact = { name: "", phone: "", email: "", location: "" };

const urgencyLabel: Record<Urgency, string> = { emergency: "Emergency", urgent: "Urgent", today: "Today" };
const urgencyBadge: Record<Urgency, string> = {
  emergency: "badge badge-red",
  urgent: "badge badge-orange",
  today: "badge badge-blue",
};

/** The suggestions, highest confidence first, and the request form for the one chosen. */
export type DetailsProps = { suggestions: Suggestion[]; description: string; onSent: () => void };

export default function AnalyzerDetails({ suggestions, description, onSent }: DetailsProps) {
  const [chosen, setChosen] = useState<Suggestion | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="analyzer-results">
      <h3 ref={heading} tabIndex={-1}>
        {suggestions.length === 1 ? "Suggested service" : `${suggestions.length} suggested services`}
      </h3>
      <ul className="analyzer-list">
        {suggestions.map((s) => (
          <li key={s.service} className="card analyzer-card">
            <div className="analyzer-card-head">
              <h4>{s.service}</h4>
              <span className={urgencyBadge[s.urgency]}>{urgencyLabel[s.urgency]}</span>
            </div>
            <dl className="analyzer-facts">
              <div>
                <dt>Confidence</dt>
                <dd>{s.confidence}%</dd>
              </div>
              <div>
                <dt>Estimated price</dt>
                <dd>{s.price}</dd>
              </div>
            </dl>
            <div className="analyzer-meter" aria-hidden="true">
              <span style={{ width: `${s.confidence}%` }} />
            </div>
            {chosen?.service === s.service ? (
              <RequestForm suggestion={s} description={description} onCancel={() => setChosen(null)} onSent={onSent} />
            ) : (
              <button type="button" className="btn btn-outline" onClick={() => setChosen(s)}>
                Request This Service
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function RequestForm({
  suggestion,
  description,
  onCancel,
  onSent,
}: {
  suggestion: Suggestion;
  description: string;
  onCancel: () => void;
  onSent: () => void;
}) {
  const form = useForm<AnalyzerContact>({ defaultValues: empty, resolver: zodResolver(contactSchema) });
  const { errors, isSubmitting } = form.formState;
  const [name, phone] = form.watch(["name", "phone"]);
  const { submit, queued } = useLeadSubmit(
    form,
    "/api/smart-analyzer",
    {
      success: {
        title: "Success!",
        description: "Your service request has been sent. We will contact you within 15 minutes.",
      },
      failure: {
        title: "Error",
        description: "Error submitting request. Please try calling us directly at the phone number.",
      },
    },
    onSent,
    {
      problemDescription: description,
      suggestedService: suggestion.service,
      estimatedPrice: suggestion.price,
      urgency: suggestion.urgency,
      confidence: String(suggestion.confidence),
    },
  );
  useEffect(() => form.setFocus("name"), [form]);
  const ready = name.trim() !== "" && phone.trim() !== "";

  return (
    <form className="form analyzer-form" noValidate onSubmit={submit} aria-label={`Request ${suggestion.service}`}>
      <div className="field-row">
        <TextField
          id="analyzer-name"
          label="Name *"
          autoComplete="name"
          registration={form.register("name")}
          error={errors.name}
        />
        <TextField
          id="analyzer-phone"
          label="Phone *"
          type="tel"
          autoComplete="tel"
          registration={form.register("phone")}
          error={errors.phone}
        />
      </div>
      <div className="field-row">
        <TextField
          id="analyzer-email"
          label="Email"
          type="email"
          autoComplete="email"
          registration={form.register("email")}
          error={errors.email}
        />
        <TextField
          id="analyzer-location"
          label="Location"
          placeholder="Street, exit or landmark"
          registration={form.register("location")}
          error={errors.location}
        />
      </div>
      {queued && (
        <p className="form-note" role="status">
          Saved on this phone: it will be sent as soon as there is a signal.
        </p>
      )}
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={!ready || isSubmitting}>
          {isSubmitting ? "Submitting..." : "Submit Request"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
