import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { SignInForm } from "../../components/SignInForm";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { login, loginSchema, messageOf, type LoginInput } from "./schemas";

export default function LoginPage() {
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ defaultValues: { username: "", password: "" }, resolver: zodResolver(loginSchema) });
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
        <SignInForm idPrefix="login" form={form} onSubmit={submit} />
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
