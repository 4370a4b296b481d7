import { LazyForm, plainBind } from "../../components/LazyForm";
import { ForgotFormView } from "./ForgotFormView";

const loadLive = () => import("./ForgotFormLive").then((m) => m.default);

export default function ForgotPasswordPage() {
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <LazyForm eager load={loadLive} plain={(onSubmit) => <ForgotFormView bind={plainBind} onSubmit={onSubmit} />} />
      </div>
    </section>
  );
}
