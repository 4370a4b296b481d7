import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { startValues, useTakeOver, type LiveProps } from "../../components/LazyForm";
import { SignInFormView } from "../../components/SignInForm";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { login, loginSchema, messageOf, type LoginInput } from "./schemas";

/** The customer sign-in form with validation; success opens the customer dashboard. */
export default function LoginFormLive(props: LiveProps) {
  const navigate = useNavigate();
  const form = useForm<LoginInput>({ defaultValues: startValues({ username: "", password: "" }, props.initial), resolver: zodResolver(loginSchema) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await login(values);
      navigate("/dashboard");
    } catch (e) {
      toast({ title: "Login Failed", description: messageOf(e, "Invalid username or password"), variant: "destructive" });
    }
  });
  useTakeOver(props, submit);
  const { errors, isSubmitting } = form.formState;
  return <SignInFormView idPrefix="login" action="/api/login" bind={form.register} errors={errors} onSubmit={submit} submitting={isSubmitting} />;
}
