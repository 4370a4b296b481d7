// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other.
import { business } from "../../content/business";
import { Honeypot, SelectField, TextAreaField, TextField, SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import { OfflineNote } from "./OfflineNote";
import { locations, quoteUrgencies, serviceTypes } from "./options";

export type QuoteField =
  "name" | "phone" | "email" | "location" | "serviceType" | "vehicleInfo" | "urgency" | "description";

export type QuoteFormViewProps = FormViewProps<QuoteField>;

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
        <TextField
          id="quote-name"
          label="Full Name *"
          autoComplete="name"
          registration={bind("name")}
          error={errors.name}
        />
        <TextField
          id="quote-phone"
          label="Phone Number *"
          type="tel"
          autoComplete="tel"
          registration={bind("phone")}
          error={errors.phone}
        />
      </div>
      <div className="field-row">
        <TextField
          id="quote-email"
          label="Email (optional)"
          type="email"
          autoComplete="email"
          registration={bind("email")}
          error={errors.email}
        />
        <SelectField
          id="quote-location"
          label="Location *"
          options={locations}
          placeholder="Select your location"
          registration={bind("location")}
          error={errors.location}
        />
      </div>
      <div className="field-row">
        <SelectField
          id="quote-service"
          label="Service Type *"
          options={serviceTypes}
          placeholder="Select a service"
          registration={bind("serviceType")}
          error={errors.serviceType}
        />
        <SelectField
          id="quote-urgency"
          label="Urgency *"
          options={quoteUrgencies}
          placeholder="Select urgency level"
          registration={bind("urgency")}
          error={errors.urgency}
        />
      </div>
      <TextField
        id="quote-vehicle"
        label="Vehicle (optional)"
        placeholder="Year, make, model"
        registration={bind("vehicleInfo")}
        error={errors.vehicleInfo}
      />
      <TextAreaField
        id="quote-description"
        label="Describe What You Need *"
        placeholder="What happened, where the vehicle is, anything we should bring"
        registration={bind("description")}
        error={errors.description}
      />
      <p className="form-note">{business.quotePaymentNote}</p>
      {queued && <OfflineNote />}
      <SubmitButton submitting={submitting} busy="Submitting...">
        Get My Free Quote
      </SubmitButton>
    </form>
  );
}
