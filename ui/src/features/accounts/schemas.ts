// Account form rules, message for message the same as the server's
// (src/accounts/validate.rs); tests/cases/accounts.json is run against both.
// confirmPassword is checked here only: it is never sent.
import * as z from "zod/mini";
import { ApiError } from "../../lib/api";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function field(label: string, max: number, rule: (v: string) => string | null) {
  return z.string(`${label} must be text`).check(
    z.check<string>((ctx) => {
      const v = ctx.value;
      const message = [...v].length > max ? `${label} must be at most ${max} characters` : rule(v);
      // continue: the passwords-match check still runs when a field fails.
      if (message) ctx.issues.push({ code: "custom", message, input: v, continue: true });
    }),
  );
}

const atLeast = (n: number, message: string) => (v: string) => ([...v].length < n ? message : null);
const email = field("Email", 254, (v) => (EMAIL.test(v) ? null : "Please enter a valid email"));
// A customer's new password: at least 8 characters (src/accounts/policy.rs). The server also
// refuses the most common passwords; that list stays there, and its field error shows on the form.
const MIN_PASSWORD = 8;
const newPassword = field(
  "Password",
  256,
  atLeast(MIN_PASSWORD, `Password must be at least ${MIN_PASSWORD} characters`),
);
const confirm = field("Confirm password", 256, atLeast(MIN_PASSWORD, "Please confirm your password"));

const matching = z.check<{ password: string; confirmPassword: string }>((ctx) => {
  if (ctx.value.password !== ctx.value.confirmPassword) {
    ctx.issues.push({ code: "custom", message: "Passwords don't match", input: ctx.value, path: ["confirmPassword"] });
  }
});

export const loginSchema = z.object({
  username: field("Username", 50, atLeast(1, "Username is required")),
  password: field("Password", 256, atLeast(1, "Password is required")),
});

export const registerSchema = z
  .object({
    username: field("Username", 50, atLeast(3, "Username must be at least 3 characters")),
    email,
    password: newPassword,
    confirmPassword: confirm,
  })
  .check(matching);

export const forgotSchema = z.object({ email });

export const resetSchema = z
  .object({
    token: field("Reset token", 200, atLeast(1, "Invalid reset token")),
    password: newPassword,
    confirmPassword: confirm,
  })
  .check(matching);

/** An invite to a fleet's portal: a username and a new password (the email is the invite's). */
export const joinSchema = z
  .object({
    username: field("Username", 50, atLeast(3, "Username must be at least 3 characters")),
    password: newPassword,
    confirmPassword: confirm,
  })
  .check(matching);

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ForgotInput = z.infer<typeof forgotSchema>;
export type ResetInput = z.infer<typeof resetSchema>;

/** The server's own words when it gave some, else the spec's fallback. */
export const messageOf = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.serverMessage ? e.serverMessage : fallback;
