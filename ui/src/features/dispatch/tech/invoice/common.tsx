// What the technician's invoice forms share: how a failure is told, and how
// an error message is tied to its field.
import { ApiError } from "../../../../lib/api";

export const OFFLINE = "You are offline: make the invoice when you have signal.";
/** How often an invoice still owed is looked at again, so a card payment from the link shows up. */
export const RECHECK_MS = 10_000;

export type Errors = Record<string, string>;

/** What went wrong, for the form: the server's field errors, or why nothing was sent. */
export function problem(e: unknown): { fields: Errors; message: string } {
  if (!(e instanceof ApiError)) return { fields: {}, message: OFFLINE };
  if (e.status === 401) return { fields: {}, message: "You are signed out: sign in again, then try once more." };
  if (e.status >= 500) return { fields: {}, message: "The server had a problem: try again in a moment." };
  return { fields: e.body?.fields ?? {}, message: e.serverMessage ?? "The server refused it." };
}

/** An error message under a field, and the attributes that tie the field to it. */
export function useField(errors: Errors) {
  return (key: string, id: string) => ({
    id,
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `${id}-error` : undefined,
  });
}

export function FieldError({ errors, name, id }: { errors: Errors; name: string; id: string }) {
  return errors[name] ? (
    <span id={`${id}-error`} className="tech-error">
      {errors[name]}
    </span>
  ) : null;
}
