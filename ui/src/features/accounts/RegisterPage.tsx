import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { TextField } from "../../components/FormFields";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { messageOf, register as registerAccount, registerSchema, type RegisterInput } from "./schemas";

export default function RegisterPage() {
  const navigate = useNavigate();
  const form = useForm<RegisterInput>({ defaultValues: { username: "", email: "", password: "", confirmPassword: "" }, resolver: zodResolver(registerSchema) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await registerAccount(values);
      toast({ title: "Registration Successful", description: "Your account is ready. Please sign in." });
      navigate("/login");
    } catch (e) {
      toast({ title: "Registration Failed", description: messageOf(e, "An error occurred during registration"), variant: "destructive" });
    }
  });
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>Create Your Account</h1>
        <form className="form" noValidate onSubmit={submit}>
          <TextField id="register-username" label="Username" autoComplete="username" registration={form.register("username")} error={errors.username} />
          <TextField id="register-email" label="Email" type="email" autoComplete="email" registration={form.register("email")} error={errors.email} />
          <TextField
            id="register-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            registration={form.register("password")}
            error={errors.password}
          />
          <TextField
            id="register-confirm"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            registration={form.register("confirmPassword")}
            error={errors.confirmPassword}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
            {isSubmitting ? "Creating Account..." : "Create Account"}
          </button>
        </form>
        <p className="auth-links">
          <span>
            Already have an account? <Link to="/login">Sign in</Link>
          </span>
        </p>
      </div>
    </section>
  );
}
