// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other. Its fields and button come from lib/forms/,
// the list the server's no-JavaScript page is made from too.
import { Honeypot, SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import { OfflineNote } from "./OfflineNote";
import { Field, byName } from "./Field";
import booking from "../../lib/forms/booking.json";

export type BookingField =
  | "name"
  | "phone"
  | "email"
  | "vehicleType"
  | "location"
  | "serviceNeeded"
  | "urgency"
  | "description"
  | "preferredDate"
  | "preferredTime";

export type BookingFormViewProps = FormViewProps<BookingField>;

const fields = byName<BookingField>(booking.fields);

/** The heavy-duty diesel booking form as markup; it posts as a plain form without JavaScript. */
export function BookingFormView({
  bind,
  errors = {},
  onSubmit,
  submitting = false,
  queued = false,
}: BookingFormViewProps) {
  return (
    <form
      className="card form"
      method="post"
      action="/api/bookings"
      noValidate
      onSubmit={onSubmit}
      aria-label="Diesel service booking"
    >
      <Honeypot />
      <div className="field-row">
        <Field spec={fields.name} registration={bind("name")} error={errors.name} />
        <Field spec={fields.phone} registration={bind("phone")} error={errors.phone} />
      </div>
      <div className="field-row">
        <Field spec={fields.email} registration={bind("email")} error={errors.email} />
        <Field spec={fields.vehicleType} registration={bind("vehicleType")} error={errors.vehicleType} />
      </div>
      <Field spec={fields.location} registration={bind("location")} error={errors.location} />
      <div className="field-row">
        <Field spec={fields.serviceNeeded} registration={bind("serviceNeeded")} error={errors.serviceNeeded} />
        <Field spec={fields.urgency} registration={bind("urgency")} error={errors.urgency} />
      </div>
      <Field spec={fields.description} registration={bind("description")} error={errors.description} />
      <div className="field-row">
        <Field spec={fields.preferredDate} registration={bind("preferredDate")} error={errors.preferredDate} />
        <Field spec={fields.preferredTime} registration={bind("preferredTime")} error={errors.preferredTime} />
      </div>
      {queued && <OfflineNote />}
      <SubmitButton submitting={submitting} busy="Submitting...">
        {booking.submit}
      </SubmitButton>
    </form>
  );
}
