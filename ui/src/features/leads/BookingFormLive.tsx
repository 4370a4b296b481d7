import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { CallOrGoHome } from "../../components/CallLink";
import { phones } from "../../content/business";
import { api } from "../../lib/api";
import { zodResolver } from "../../lib/zodResolver";
import { BookingFormView } from "./BookingFormView";
import { startValues, useTakeOver, type LiveProps } from "../../components/LazyForm";
import { bookingSchema, type BookingInput } from "./schemas";
import { useLeadSubmit } from "../../lib/leadSubmit";

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

/** The booking form with validation and submission; success shows the received view. */
export default function BookingFormLive(props: LiveProps) {
  const [done, setDone] = useState(false);
  const form = useForm<BookingInput>({
    defaultValues: startValues(empty, props.initial),
    resolver: zodResolver(bookingSchema),
  });
  const { register, formState, setValue, getValues } = form;
  const { errors, isSubmitting } = formState;
  const { submit, queued } = useLeadSubmit(
    form,
    "/api/bookings",
    {
      success: { title: "Booking Request Submitted", description: "We'll call you shortly to confirm." },
      failure: {
        title: "Submission Failed",
        description: `Please try again or call us directly at ${phones.emergency.display}`,
      },
    },
    () => setDone(true),
  );
  useTakeOver(props, submit);

  // A signed-in customer finds their name and email filled in.
  useEffect(() => {
    api("GET", "/api/session")
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
        <CallOrGoHome />
      </div>
    );
  }

  return (
    <BookingFormView bind={register} errors={errors} onSubmit={submit} submitting={isSubmitting} queued={queued} />
  );
}
