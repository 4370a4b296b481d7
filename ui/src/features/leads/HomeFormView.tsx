// The form's markup on its own: the page shows it before the code loads and
// the lazily loaded live form drives it after, so both import this file
// rather than each other.
import { Honeypot, SelectField, TextAreaField, TextField, SubmitButton } from "../../components/FormFields";
import type { FormViewProps } from "../../components/LazyForm";
import { OfflineNote } from "./OfflineNote";
import { locations, quoteUrgencies } from "./options";

export type HomeField = "name" | "phone" | "email" | "location" | "urgency" | "description";

export type HomeFormViewProps = FormViewProps<HomeField>;

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
      <input type="hidden" name="serviceType" value="General Automotive" />
      <Honeypot />
      <div className="field-row">
        <TextField id="home-name" label="Name *" autoComplete="name" registration={bind("name")} error={errors.name} />
        <TextField
          id="home-phone"
          label="Phone *"
          type="tel"
          autoComplete="tel"
          registration={bind("phone")}
          error={errors.phone}
        />
      </div>
      <div className="field-row">
        <TextField
          id="home-email"
          label="Email *"
          type="email"
          autoComplete="email"
          registration={bind("email")}
          error={errors.email}
        />
        <SelectField
          id="home-location"
          label="Location *"
          options={locations}
          placeholder="Select your location"
          registration={bind("location")}
          error={errors.location}
        />
      </div>
      <SelectField
        id="home-urgency"
        label="Urgency *"
        options={quoteUrgencies}
        placeholder="Select urgency level"
        registration={bind("urgency")}
        error={errors.urgency}
      />
      <TextAreaField
        id="home-message"
        label="Message *"
        placeholder="Tell us about your vehicle and what happened"
        registration={bind("description")}
        error={errors.description}
      />
      {queued && <OfflineNote />}
      <SubmitButton submitting={submitting} busy="Sending...">
        Get Free Quote
      </SubmitButton>
    </form>
  );
}
