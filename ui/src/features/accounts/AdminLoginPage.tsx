import { LazyForm, plainBind } from "../../components/LazyForm";
import { SignInFormView } from "../../components/SignInForm";

const loadLive = () => import("./AdminLoginLive").then((m) => m.default);

export default function AdminLoginPage() {
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>Staff Sign In</h1>
        <LazyForm
          eager
          load={loadLive}
          plain={(onSubmit) => (
            <SignInFormView idPrefix="admin" action="/api/admin/login" bind={plainBind} onSubmit={onSubmit} />
          )}
        />
      </div>
    </section>
  );
}
