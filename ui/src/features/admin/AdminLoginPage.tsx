import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { SignInForm } from "../../components/SignInForm";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { adminLogin, adminLoginSchema as schema, type AdminLoginInput as Values } from "./auth";

export default function AdminLoginPage() {
  const navigate = useNavigate();
  const form = useForm<Values>({ defaultValues: { username: "", password: "" }, resolver: zodResolver(schema) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await adminLogin(values);
      toast({ title: "Login Successful", description: "Welcome to the admin dashboard" });
      navigate("/admin/dashboard");
    } catch (e) {
      // Too many attempts says so (and for how long), rather than blaming the password.
      const description = e instanceof ApiError && e.status === 429 && e.serverMessage ? e.serverMessage : "Invalid username or password";
      toast({ title: "Login Failed", description, variant: "destructive" });
    }
  });
  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>Staff Sign In</h1>
        <SignInForm idPrefix="admin" form={form} onSubmit={submit} />
      </div>
    </section>
  );
}
