import { LazyForm, plainBind } from "../../components/LazyForm";
import { sendLeadForm } from "../../lib/leadQueue";
import { HomeFormView } from "./HomeFormView";

const loadLive = () => import("./HomeContactFormLive").then((m) => m.default);

/** The home page's form: far down the page, so its code loads as the visitor nears it. */
export function HomeContactForm() {
  return (
    <LazyForm
      sendPlain={sendLeadForm}
      load={loadLive}
      plain={(onSubmit, queued) => <HomeFormView bind={plainBind} onSubmit={onSubmit} queued={queued} />}
    />
  );
}
