import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { CallLink } from "../../components/CallLink";
import { phones } from "../../content/business";
import { apiRequest } from "../../lib/api";
import { zodResolver } from "../../lib/zodResolver";
import { Honeypot, SelectField, TextAreaField, TextField } from "../../components/FormFields";
import { OfflineNote } from "./OfflineNote";
import { bookingUrgencyOptions, preferredTimeOptions, serviceNeededOptions, vehicleTypeOptions } from "./options";
import { bookingSchema, type BookingInput } from "./schemas";
import { useLeadSubmit } from "./useLeadForm";

const empty: BookingInput = {
  name: "",
  phone: "",
  email: "",
  vehicleType: "",
  location: "",
  serviceNeeded: "",
  urgency: "",
  description: "",
  preferredDate: "",
  preferredTime: "",
};

/** The heavy-duty diesel booking form, open to everyone. */
export function BookingForm() {
  const [done, setDone] = useState(false);
  const form = useForm<BookingInput>({ defaultValues: empty, resolver: zodResolver(bookingSchema) });
  const { register, formState, setValue, getValues } = form;
  const { errors, isSubmitting } = formState;
  const { submit, queued } = useLeadSubmit(
    form,
    "/api/bookings",
    {
      success: { title: "Booking Request Submitted", description: "We'll call you shortly to confirm." },
      failure: { title: "Submission Failed", description: `Please try again or call us directly at ${phones.emergency.display}` },
    },
    () => setDone(true),
  );

  // A signed-in customer finds their name and email filled in.
  useEffect(() => {
    apiRequest<{ user: { username?: string; email?: string; isStaff?: boolean } | null }>("GET", "/api/session")
      .then(({ user: me }) => {
        if (!me || me.isStaff) return;
        if (me.username && !getValues("name")) setValue("name", me.username);
        if (me.email && !getValues("email")) setValue("email", me.email);
      })
      .catch(() => {});
  }, [getValues, setValue]);

  if (done) {
    return (
      <div className="card center" role="status">
        <h2>Booking Request Received!</h2>
        <p>Thank you. A diesel technician will call you shortly to confirm the details. For an emergency, call now:</p>
        <p className="actions">
          <CallLink phone={phones.emergency} className="btn btn-primary" />
          <Link to="/" className="btn btn-outline">
            Return to Home
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form className="card form" method="post" action="/api/bookings" noValidate onSubmit={submit} aria-label="Diesel service booking">
      <Honeypot />
      <div className="field-row">
        <TextField id="booking-name" label="Full Name *" autoComplete="name" registration={register("name")} error={errors.name} />
        <TextField id="booking-phone" label="Phone Number *" type="tel" autoComplete="tel" registration={register("phone")} error={errors.phone} />
      </div>
      <div className="field-row">
        <TextField id="booking-email" label="Email (optional)" type="email" autoComplete="email" registration={register("email")} error={errors.email} />
        <SelectField id="booking-vehicle" label="Vehicle Type *" options={vehicleTypeOptions} placeholder="Select vehicle type" registration={register("vehicleType")} error={errors.vehicleType} />
      </div>
      <TextField id="booking-location" label="Location *" placeholder="Address, highway and mile marker, or landmark" registration={register("location")} error={errors.location} />
      <div className="field-row">
        <SelectField id="booking-service" label="Service Needed *" options={serviceNeededOptions} placeholder="Select service needed" registration={register("serviceNeeded")} error={errors.serviceNeeded} />
        <SelectField id="booking-urgency" label="Urgency *" options={bookingUrgencyOptions} placeholder="Select urgency level" registration={register("urgency")} error={errors.urgency} />
      </div>
      <TextAreaField id="booking-description" label="Describe the Issue *" placeholder="Symptoms, fault codes, what happened" registration={register("description")} error={errors.description} />
      <div className="field-row">
        <TextField id="booking-date" label="Preferred Date (optional)" type="date" registration={register("preferredDate")} error={errors.preferredDate} />
        <SelectField id="booking-time" label="Preferred Time (optional)" options={preferredTimeOptions} placeholder="Any time" registration={register("preferredTime")} error={errors.preferredTime} />
      </div>
      {queued && <OfflineNote />}
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Submit Booking Request"}
      </button>
    </form>
  );
}
