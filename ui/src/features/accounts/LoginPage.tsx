import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { TextField } from "../../components/FormFields";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { login, loginSchema, messageOf, type LoginInput } from "./schemas";

export default function LoginPage() {
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ defaultValues: { username: "", password: "" }, resolver: zodResolver(loginSchema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await login(values);
      navigate("/dashboard");
    } catch (e) {
      toast({ title: "Login Failed", description: messageOf(e, "Invalid username or password"), variant: "destructive" });
    }
  });
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>Sign In</h1>
        <form className="form" noValidate onSubmit={submit}>
          <TextField id="login-username" label="Username" autoComplete="username" registration={form.register("username")} error={errors.username} />
          <TextField
            id="login-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            registration={form.register("password")}
            error={errors.password}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
            {isSubmitting ? "Signing In..." : "Sign In"}
          </button>
        </form>
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
