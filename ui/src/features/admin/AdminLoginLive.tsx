import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { startValues, useTakeOver, type LiveProps } from "../../components/LazyForm";
import { SignInFormView } from "../../components/SignInForm";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { adminLogin, adminLoginSchema as schema, type AdminLoginInput as Values } from "./auth";

/** The staff sign-in form with validation; success opens the admin dashboard. */
export default function AdminLoginLive(props: LiveProps) {
  const navigate = useNavigate();
  const form = useForm<Values>({ defaultValues: startValues({ username: "", password: "" }, props.initial), resolver: zodResolver(schema) });
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
  useTakeOver(props, submit);
  const { errors, isSubmitting } = form.formState;
  return <SignInFormView idPrefix="admin" action="/api/admin/login" bind={form.register} errors={errors} onSubmit={submit} submitting={isSubmitting} />;
}
