// "Request service": a lead like any other (staff are alerted at once),
// filed as fleet service and linked to the fleet and the unit chosen. The
// unit's last known location fills an empty Location box. The rules are the
// quote's (passed in by the page, from the leads feature), re-checked by the
// server, whose field errors show under the same fields.
import { useRef, useState, type FormEvent } from "react";
import { focusFirstError, Select, TextArea, TextInput } from "../../components/fleet/fields";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { normalize, useFieldErrors } from "../../lib/zodResolver";
import { fetchUnit, requestService, type ServiceBody, type Unit } from "./api";
import { unitName } from "./Units";

export type ServiceSchema = Parameters<typeof useFieldErrors>[0];

const blank = { unitId: "", name: "", phone: "", email: "", location: "", urgency: "", description: "" };
type Values = typeof blank;

const newRef = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

export function ServiceRequest({
  units,
  schema,
  urgencies,
  onSent,
}: {
  units: Unit[];
  schema: ServiceSchema;
  urgencies: readonly string[];
  onSent: () => void;
}) {
  const [v, setV] = useState<Values>(blank);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const clientRef = useRef(newRef());
  const { errors, setErrors, check } = useFieldErrors(schema, v);
  const field = (f: keyof Values) => ({
    id: `service-${f}`,
    value: v[f],
    error: errors[f],
    onChange: (e: { target: { value: string } }) => setV((old) => ({ ...old, [f]: e.target.value })),
  });
  const chooseUnit = async (unitId: string) => {
    setV((old) => ({ ...old, unitId }));
    if (!unitId) return;
    try {
      const where = (await fetchUnit(Number(unitId))).visits.find((visit) => visit.location)?.location;
      if (where) setV((old) => (old.unitId === unitId && !old.location ? { ...old, location: where } : old));
    } catch {
      // The history is a convenience here: the box stays for the manager to fill.
    }
  };
  const send = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setSent(null);
    if (!check()) return focusFirstError(form);
    setSending(true);
    try {
      const body = {
        ...normalize(schema, v),
        unitId: Number(v.unitId),
        clientRef: clientRef.current,
      } as ServiceBody & {
        clientRef: string;
      };
      await requestService(body);
      const unit = units.find((u) => String(u.id) === v.unitId);
      const done = `Request sent for ${unit ? unitName(unit) : "your unit"}: we will call ${v.name} at ${v.phone} shortly.`;
      toast({ title: "Request sent", description: done });
      setSent(done);
      clientRef.current = newRef();
      setV(blank);
      onSent();
    } catch (err) {
      if (err instanceof ApiError && err.body?.fields) {
        setErrors(err.body.fields);
        focusFirstError(form);
      }
      toast({
        title: "Not sent",
        description:
          err instanceof ApiError && err.serverMessage
            ? err.serverMessage
            : "The request could not be sent. Please try again, or call us.",
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  };
  const unitOptions = [
    { value: "", label: "Choose the unit" },
    ...units.map((u) => ({ value: String(u.id), label: unitName(u) })),
  ];
  const urgencyOptions = [
    { value: "", label: "Select urgency level" },
    ...urgencies.map((u) => ({ value: u, label: u })),
  ];
  return (
    <section className="card" aria-labelledby="portal-service">
      <h2 id="portal-service">Request Service</h2>
      {sent && (
        <p className="portal-sent" role="status">
          {sent}
        </p>
      )}
      <form className="form fleet-grid" onSubmit={send} noValidate aria-label="Request service">
        <Select
          label="Unit"
          options={unitOptions}
          {...field("unitId")}
          onChange={(e) => void chooseUnit(e.target.value)}
        />
        <Select label="Urgency" options={urgencyOptions} {...field("urgency")} />
        <TextInput label="Driver's or your name" autoComplete="name" {...field("name")} />
        <TextInput label="Phone to call" type="tel" autoComplete="tel" {...field("phone")} />
        <TextInput label="Email (optional)" type="email" autoComplete="email" {...field("email")} />
        <TextInput label="Location" hint="Highway and mile marker, exit, or address" {...field("location")} />
        <TextArea label="What's wrong" rows={4} className="wide" {...field("description")} />
        <div className="wide">
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? "Sending…" : "Request Service"}
          </button>
        </div>
      </form>
    </section>
  );
}
