import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { startValues, useTakeOver, type LiveProps } from "../../components/LazyForm";
import { toast } from "../../lib/toast";
import { zodResolver } from "../../lib/zodResolver";
import { RegisterFormView } from "./RegisterPage";
import { messageOf, register as registerAccount, registerSchema, type RegisterInput } from "./schemas";

const empty: RegisterInput = { username: "", email: "", password: "", confirmPassword: "" };

/** The registration form with validation; success goes on to sign-in. */
export default function RegisterFormLive(props: LiveProps) {
  const navigate = useNavigate();
  const form = useForm<RegisterInput>({ defaultValues: startValues(empty, props.initial), resolver: zodResolver(registerSchema) });
  const submit = form.handleSubmit(async (values) => {
    try {
      await registerAccount(values);
      toast({ title: "Registration Successful", description: "Your account is ready. Please sign in." });
      navigate("/login");
    } catch (e) {
      toast({ title: "Registration Failed", description: messageOf(e, "An error occurred during registration"), variant: "destructive" });
    }
  });
  useTakeOver(props, submit);
  const { errors, isSubmitting } = form.formState;
  return <RegisterFormView bind={form.register} errors={errors} onSubmit={submit} submitting={isSubmitting} />;
}
