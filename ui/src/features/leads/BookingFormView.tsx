// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other.
import { Honeypot, SelectField, TextAreaField, TextField, SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import { OfflineNote } from "./OfflineNote";
import { bookingUrgencyOptions, preferredTimeOptions, serviceNeededOptions, vehicleTypeOptions } from "./options";

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
        <TextField
          id="booking-name"
          label="Full Name *"
          autoComplete="name"
          registration={bind("name")}
          error={errors.name}
        />
        <TextField
          id="booking-phone"
          label="Phone Number *"
          type="tel"
          autoComplete="tel"
          registration={bind("phone")}
          error={errors.phone}
        />
      </div>
      <div className="field-row">
        <TextField
          id="booking-email"
          label="Email (optional)"
          type="email"
          autoComplete="email"
          registration={bind("email")}
          error={errors.email}
        />
        <SelectField
          id="booking-vehicle"
          label="Vehicle Type *"
          options={vehicleTypeOptions}
          placeholder="Select vehicle type"
          registration={bind("vehicleType")}
          error={errors.vehicleType}
        />
      </div>
      <TextField
        id="booking-location"
        label="Location *"
        placeholder="Address, highway and mile marker, or landmark"
        registration={bind("location")}
        error={errors.location}
      />
      <div className="field-row">
        <SelectField
          id="booking-service"
          label="Service Needed *"
          options={serviceNeededOptions}
          placeholder="Select service needed"
          registration={bind("serviceNeeded")}
          error={errors.serviceNeeded}
        />
        <SelectField
          id="booking-urgency"
          label="Urgency *"
          options={bookingUrgencyOptions}
          placeholder="Select urgency level"
          registration={bind("urgency")}
          error={errors.urgency}
        />
      </div>
      <TextAreaField
        id="booking-description"
        label="Describe the Issue *"
        placeholder="Symptoms, fault codes, what happened"
        registration={bind("description")}
        error={errors.description}
      />
      <div className="field-row">
        <TextField
          id="booking-date"
          label="Preferred Date (optional)"
          type="date"
          registration={bind("preferredDate")}
          error={errors.preferredDate}
        />
        <SelectField
          id="booking-time"
          label="Preferred Time (optional)"
          options={preferredTimeOptions}
          placeholder="Any time"
          registration={bind("preferredTime")}
          error={errors.preferredTime}
        />
      </div>
      {queued && <OfflineNote />}
      <SubmitButton submitting={submitting} busy="Submitting...">
        Submit Booking Request
      </SubmitButton>
    </form>
  );
}
