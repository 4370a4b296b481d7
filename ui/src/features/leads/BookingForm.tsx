import { LazyForm, plainBind } from "../../components/LazyForm";
import { sendLeadForm } from "../../lib/leadQueue";
import { BookingFormView } from "./BookingFormView";

const loadLive = () => import("./BookingFormLive").then((m) => m.default);

/** The booking form, open to everyone; its code loads right after the page. */
export function BookingForm() {
  return (
    <LazyForm
      sendPlain={sendLeadForm}
      eager
      load={loadLive}
      plain={(onSubmit, queued) => <BookingFormView bind={plainBind} onSubmit={onSubmit} queued={queued} />}
    />
  );
}
