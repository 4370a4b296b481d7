import { Link } from "react-router";
import { LazyForm, plainBind } from "../../components/LazyForm";
import { RegisterFormView } from "./RegisterFormView";

const loadLive = () => import("./RegisterFormLive").then((m) => m.default);

export default function RegisterPage() {
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>Create Your Account</h1>
        <LazyForm
          eager
          load={loadLive}
          plain={(onSubmit) => <RegisterFormView bind={plainBind} onSubmit={onSubmit} />}
        />
        <p className="auth-links">
          <span>
            Already have an account? <Link to="/login">Sign in</Link>
          </span>
        </p>
      </div>
    </section>
  );
}
