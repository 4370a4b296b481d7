import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { business } from "../../content/business";
import { zodResolver } from "../../lib/zodResolver";
import { Honeypot, SelectField, TextAreaField, TextField } from "../../components/FormFields";
import { OfflineNote } from "./OfflineNote";
import { locations, quoteUrgencies, serviceTypes } from "./options";
import { quoteSchema, type QuoteInput } from "./schemas";
import { useLeadSubmit } from "./useLeadForm";

const empty: QuoteInput = { name: "", phone: "", email: "", location: "", serviceType: "", vehicleInfo: "", urgency: "", description: "" };

/** The /quote form (also for fleet and commercial work); success goes to /thank-you. */
export function QuoteForm() {
  const navigate = useNavigate();
  const form = useForm<QuoteInput>({ defaultValues: empty, resolver: zodResolver(quoteSchema) });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const { submit, queued } = useLeadSubmit(
    form,
    "/api/quotes",
    {
      success: { title: "Quote Request Submitted!", description: `We'll contact you within ${business.claims.callbackMinutes} minutes.` },
      failure: { title: "Error", description: "Failed to submit quote request. Please try again." },
    },
    () => navigate("/thank-you"),
  );

  return (
    <form className="card form" method="post" action="/api/quotes" noValidate onSubmit={submit} aria-label="Free quote request">
      <Honeypot />
      <div className="field-row">
        <TextField id="quote-name" label="Full Name *" autoComplete="name" registration={register("name")} error={errors.name} />
        <TextField id="quote-phone" label="Phone Number *" type="tel" autoComplete="tel" registration={register("phone")} error={errors.phone} />
      </div>
      <div className="field-row">
        <TextField id="quote-email" label="Email (optional)" type="email" autoComplete="email" registration={register("email")} error={errors.email} />
        <SelectField id="quote-location" label="Location *" options={locations} placeholder="Select your location" registration={register("location")} error={errors.location} />
      </div>
      <div className="field-row">
        <SelectField id="quote-service" label="Service Type *" options={serviceTypes} placeholder="Select a service" registration={register("serviceType")} error={errors.serviceType} />
        <SelectField id="quote-urgency" label="Urgency *" options={quoteUrgencies} placeholder="Select urgency level" registration={register("urgency")} error={errors.urgency} />
      </div>
      <TextField id="quote-vehicle" label="Vehicle (optional)" placeholder="Year, make, model" registration={register("vehicleInfo")} error={errors.vehicleInfo} />
      <TextAreaField
        id="quote-description"
        label="Describe What You Need *"
        placeholder="What happened, where the vehicle is, anything we should bring"
        registration={register("description")}
        error={errors.description}
      />
      <p className="form-note">{business.quotePaymentNote}</p>
      {queued && <OfflineNote />}
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Get My Free Quote"}
      </button>
    </form>
  );
}
