import { LazyForm, plainBind } from "../../components/LazyForm";
import { sendLeadForm } from "../../lib/leadQueue";
import { QuoteFormView } from "./QuoteFormView";

const loadLive = () => import("./QuoteFormLive").then((m) => m.default);

/** The /quote form (also for fleet and commercial work); its code loads right after the page. */
export function QuoteForm() {
  return (
    <LazyForm
      sendPlain={sendLeadForm}
      eager
      load={loadLive}
      plain={(onSubmit, queued) => <QuoteFormView bind={plainBind} onSubmit={onSubmit} queued={queued} />}
    />
  );
}
