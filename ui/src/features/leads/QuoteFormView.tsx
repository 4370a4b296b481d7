// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other. Its fields and button come from lib/forms/,
// the list the server's no-JavaScript page is made from too.
import { business } from "../../content/business";
import { Honeypot, SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import { OfflineNote } from "./OfflineNote";
import { Field, byName } from "./Field";
import quote from "../../lib/forms/quote.json";

export type QuoteField =
  "name" | "phone" | "email" | "location" | "serviceType" | "vehicleInfo" | "urgency" | "description";

export type QuoteFormViewProps = FormViewProps<QuoteField>;

const fields = byName<QuoteField>(quote.fields);

/** The /quote form as markup; it posts as a plain form without JavaScript. */
export function QuoteFormView({ bind, errors = {}, onSubmit, submitting = false, queued = false }: QuoteFormViewProps) {
  return (
    <form
      className="card form"
      method="post"
      action="/api/quotes"
      noValidate
      onSubmit={onSubmit}
      aria-label="Free quote request"
    >
      <Honeypot />
      <div className="field-row">
        <Field spec={fields.name} registration={bind("name")} error={errors.name} />
        <Field spec={fields.phone} registration={bind("phone")} error={errors.phone} />
      </div>
      <div className="field-row">
        <Field spec={fields.email} registration={bind("email")} error={errors.email} />
        <Field spec={fields.location} registration={bind("location")} error={errors.location} />
      </div>
      <div className="field-row">
        <Field spec={fields.serviceType} registration={bind("serviceType")} error={errors.serviceType} />
        <Field spec={fields.urgency} registration={bind("urgency")} error={errors.urgency} />
      </div>
      <Field spec={fields.vehicleInfo} registration={bind("vehicleInfo")} error={errors.vehicleInfo} />
      <Field spec={fields.description} registration={bind("description")} error={errors.description} />
      <p className="form-note">{business.quotePaymentNote}</p>
      {queued && <OfflineNote />}
      <SubmitButton submitting={submitting} busy="Submitting...">
        {quote.submit}
      </SubmitButton>
    </form>
  );
}
