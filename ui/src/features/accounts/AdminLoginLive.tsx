import { useNavigate } from "react-router";
import type { LiveProps } from "../../components/LazyForm";
import { SignInFormView } from "../../components/SignInForm";
import { ApiError } from "../../lib/api";
import { useLiveForm } from "../../lib/liveForm";
import { toast } from "../../lib/toast";
import { adminLogin, adminLoginSchema } from "./adminAuth";
import { fetchSession } from "./staffSession";

/** The staff sign-in form with validation; success opens the admin dashboard. */
export default function AdminLoginLive(props: LiveProps) {
  const navigate = useNavigate();
  const { view } = useLiveForm(
    props,
    adminLoginSchema,
    { username: "", password: "" },
    async (values) => {
      await adminLogin(values);
      // A technician lands on their app (its own page, outside this one's router).
      const session = await fetchSession().catch(() => null);
      if (session?.role === "technician") return location.assign("/tech/");
      toast({ title: "Login Successful", description: "Welcome to the admin dashboard" });
      navigate("/admin/dashboard");
    },
    // Too many attempts says so (and for how long), rather than blaming the password.
    (e) => ({
      title: "Login Failed",
      description:
        e instanceof ApiError && e.status === 429 && e.serverMessage ? e.serverMessage : "Invalid username or password",
    }),
  );
  return <SignInFormView form="adminLogin" action="/api/admin/login" {...view} />;
}
