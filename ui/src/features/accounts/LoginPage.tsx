import { Link } from "react-router";
import { LazyForm, plainBind } from "../../components/LazyForm";
import { SignInFormView } from "../../components/SignInForm";

const loadLive = () => import("./LoginFormLive").then((m) => m.default);

export default function LoginPage() {
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>Sign In</h1>
        <LazyForm
          eager
          load={loadLive}
          plain={(onSubmit) => <SignInFormView form="login" action="/api/login" bind={plainBind} onSubmit={onSubmit} />}
        />
        <p className="auth-links">
          <Link to="/forgot-password">Forgot your password?</Link>
          <span>
            No account yet? <Link to="/register">Create one</Link>
          </span>
        </p>
      </div>
    </section>
  );
}
