// The link of an invite to a fleet's portal (docs/product.md#fleets): the
// manager chooses a username and a password by the accounts' rules, and is
// signed in to the portal. The email is the invite's (the link proves it).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { focusFirstError, TextInput } from "../../components/fleet/fields";
import { ApiError } from "../../lib/api";
import { toast } from "../../lib/toast";
import { useFieldErrors } from "../../lib/zodResolver";
import { joinFleet, readInvite } from "./api";
import { joinSchema, messageOf } from "./schemas";

type Invite = { fleetName: string; email: string };
const blank = { username: "", password: "", confirmPassword: "" };

export default function FleetJoinPage() {
  const navigate = useNavigate();
  // The token is read after hydration: the prerendered page has no query string.
  const [token, setToken] = useState<string | null>(null);
  const [invite, setInvite] = useState<Invite | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [v, setV] = useState(blank);
  const [sending, setSending] = useState(false);
  const { errors, setErrors, check } = useFieldErrors(joinSchema, v);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const t = new URLSearchParams(location.search).get("token") ?? "";
    setToken(t);
    if (!t) return setProblem("This link is missing its invite. Ask the owner for a new one.");
    readInvite(t)
      .then(setInvite)
      .catch((e) =>
        setProblem(
          e instanceof ApiError && e.body?.fields?.token
            ? e.body.fields.token
            : messageOf(e, "The invite could not be read. Please refresh the page."),
        ),
      );
  }, []);

  const field = (f: keyof typeof blank) => ({
    id: `join-${f}`,
    value: v[f],
    error: errors[f],
    onChange: (e: { target: { value: string } }) => setV((old) => ({ ...old, [f]: e.target.value })),
  });

  const join = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    if (!check() || !token) return focusFirstError(form);
    setSending(true);
    try {
      const joined = await joinFleet(token, v.username.trim(), v.password);
      toast({ title: "Welcome", description: joined.message });
      navigate("/fleet");
    } catch (err) {
      const fields = err instanceof ApiError ? err.body?.fields : undefined;
      if (fields?.token) setProblem(fields.token);
      else if (fields) {
        setErrors(fields);
        focusFirstError(form);
      }
      toast({ title: "Not joined", description: messageOf(err, "Please try again."), variant: "destructive" });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page container narrow">
      <div className="card auth-card">
        <h1>{invite ? `Join ${invite.fleetName}'s Portal` : "Join Your Fleet's Portal"}</h1>
        {problem ? (
          <>
            <p role="alert">{problem}</p>
            <p>
              Already joined? <Link to="/login">Sign in</Link>
            </p>
          </>
        ) : !invite ? (
          <p role="status">Checking your invite…</p>
        ) : (
          <>
            <p>
              Your units and their service history, invoices, statements and approvals, in one place. Your sign-in email
              is <strong>{invite.email}</strong>.
            </p>
            <form className="form" onSubmit={join} noValidate aria-label="Choose your sign-in">
              <TextInput label="Username" autoComplete="username" ref={first} {...field("username")} />
              <TextInput label="Password" type="password" autoComplete="new-password" {...field("password")} />
              <TextInput
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
                {...field("confirmPassword")}
              />
              <button type="submit" className="btn btn-primary btn-block" disabled={sending}>
                {sending ? "Joining…" : "Join and Sign In"}
              </button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
