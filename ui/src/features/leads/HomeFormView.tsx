// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other. Its fields and button come from lib/forms/,
// the list the server's no-JavaScript page is made from too; its hidden
// `form` field is how the server knows a plain post came from this form and
// answers its mistakes with this form, not /quote's.
import { Honeypot, SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import { OfflineNote } from "./OfflineNote";
import { Field, byName } from "./Field";
import home from "../../lib/forms/home.json";

export type HomeField = "name" | "phone" | "email" | "location" | "urgency" | "description";

export type HomeFormViewProps = FormViewProps<HomeField>;

const fields = byName<HomeField | "serviceType" | "form">(home.fields);

/** The service type the home form sends: a general request, fixed in the list. */
export const homeServiceType = fields.serviceType.value ?? "";

/** The home page's quote form as markup; it posts as a plain form without JavaScript. */
export function HomeFormView({ bind, errors = {}, onSubmit, submitting = false, queued = false }: HomeFormViewProps) {
  return (
    <form
      className="card form"
      method="post"
      action="/api/quotes"
      noValidate
      onSubmit={onSubmit}
      aria-label="Free quote request"
    >
      <Field spec={fields.serviceType} />
      <Field spec={fields.form} />
      <Honeypot />
      <div className="field-row">
        <Field spec={fields.name} registration={bind("name")} error={errors.name} />
        <Field spec={fields.phone} registration={bind("phone")} error={errors.phone} />
      </div>
      <div className="field-row">
        <Field spec={fields.email} registration={bind("email")} error={errors.email} />
        <Field spec={fields.location} registration={bind("location")} error={errors.location} />
      </div>
      <Field spec={fields.urgency} registration={bind("urgency")} error={errors.urgency} />
      <Field spec={fields.description} registration={bind("description")} error={errors.description} />
      {queued && <OfflineNote />}
      <SubmitButton submitting={submitting} busy="Sending...">
        {home.submit}
      </SubmitButton>
    </form>
  );
}
