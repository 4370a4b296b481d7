// The on-call order as the owner edits it: rows read from the server's
// answer, the body of the PUT, the server's rules checked before sending
// (the server checks them again), and its field errors (`people[N].phone`)
// tied to the person they are about, so they follow a row that moves.
import { DAYS, type Day, type Mode, type OnCall, type OnCallEntry, type OnCallPerson } from "./api";

/** One person of the order, as the form holds it. */
export type Row = {
  userId: number;
  username: string;
  name: string | null;
  role: OnCallPerson["role"];
  onCallNow: boolean;
  phone: string;
  mode: Mode;
  days: Day[];
  start: string;
  end: string;
};

/** What "By hours" starts from: weekdays, 08:00 to 18:00. */
export const DEFAULT_DAYS: Day[] = ["mon", "tue", "wed", "thu", "fri"];
export const DEFAULT_START = "08:00";
export const DEFAULT_END = "18:00";
/** The most people the server keeps in the order. */
export const MAX_PEOPLE = 20;

export const displayName = (p: { name?: string | null; username: string }) => p.name?.trim() || p.username;

export const roleLabel = (role: string) => (role === "owner" ? "Owner" : role === "technician" ? "Technician" : role);

/** A person as a row of the form: their saved rule, or a new row's (always on call, no phone yet). */
export function rowOf(p: OnCallPerson): Row {
  return {
    userId: p.userId,
    username: p.username,
    name: p.name ?? null,
    role: p.role,
    onCallNow: p.onCallNow,
    phone: p.phone ?? "",
    mode: p.mode ?? "always",
    days: p.days?.length ? sortDays(p.days) : p.mode === "hours" ? [] : DEFAULT_DAYS,
    start: p.start ?? DEFAULT_START,
    end: p.end ?? DEFAULT_END,
  };
}

/** The order as the server has it, first rung first. */
export function rowsOf(data: OnCall): Row[] {
  return data.people
    .filter((p) => p.position !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map(rowOf);
}

/** The days named, in the week's order (the server answers them as strings). */
export const sortDays = (days: readonly string[]): Day[] => DAYS.map((d) => d.id).filter((d) => days.includes(d));

/** The PUT's body: days, start and end only for "By hours". */
export function toBody(rows: Row[]): OnCallEntry[] {
  return rows.map((r) => {
    const entry: OnCallEntry = { userId: r.userId, phone: r.phone.trim(), mode: r.mode };
    if (r.mode === "hours") Object.assign(entry, { days: sortDays(r.days), start: r.start, end: r.end });
    return entry;
  });
}

/** `rows` with the one at `index` moved by `by` places (unchanged when that leaves the list). */
export function move<T>(rows: T[], index: number, by: number): T[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return rows;
  const out = rows.slice();
  const [row] = out.splice(index, 1);
  out.splice(to, 0, row);
  return out;
}

/** "Sam, then Dana, then Lee", from the ids a call would ring now. */
export function ringsNowText(ids: number[], people: OnCallPerson[]): string {
  if (!ids.length) return "nobody";
  return ids
    .map((id) => {
      const p = people.find((x) => x.userId === id);
      return p ? displayName(p) : `account #${id}`;
    })
    .join(", then ");
}

/** A phone that can take calls, in E.164 (the server's rule, src/phone.rs), or null. */
export function e164(text: string): string | null {
  const t = text.trim();
  if (!t || !/^[\d\s().+-]+$/.test(t) || t.slice(1).includes("+")) return null;
  const digits = t.replace(/\D/g, "");
  const northAmerican = (ten: string) => (/^[2-9]\d{2}[2-9]\d{6}$/.test(ten) ? `+1${ten}` : null);
  const international = t.startsWith("+") ? digits : digits.startsWith("011") ? digits.slice(3) : null;
  if (international !== null) {
    if (international.startsWith("1")) return northAmerican(international.slice(1));
    return international.length >= 8 && international.length <= 15 && !international.startsWith("0")
      ? `+${international}`
      : null;
  }
  if (digits.length === 10) return northAmerican(digits);
  if (digits.length === 11 && digits.startsWith("1")) return northAmerican(digits.slice(1));
  return null;
}

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export const PHONE_ERROR = "Enter a phone number that can take calls, such as (386) 555-0123 or +13865550123";

/** The server's rules for the order, keyed as its 400 keys them (`people[N].field`); {} when it can be sent. */
export function checkOrder(rows: Row[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (rows.length > MAX_PEOPLE) errors.people = `At most ${MAX_PEOPLE} people can be on call`;
  rows.forEach((r, n) => {
    const at = (field: string) => `people[${n}].${field}`;
    if (!e164(r.phone)) errors[at("phone")] = PHONE_ERROR;
    if (r.mode !== "hours") return;
    if (!r.days.length) errors[at("days")] = "Choose at least one day";
    if (!CLOCK.test(r.start)) errors[at("start")] = "From must be a time such as 08:00";
    if (!CLOCK.test(r.end) && r.end !== "24:00") errors[at("end")] = "To must be a time such as 18:00";
    else if (r.start === r.end) errors[at("end")] = "To must differ from From";
  });
  return errors;
}

/**
 * The server's (or checkOrder's) field errors, tied to the person each is
 * about (`12.phone`, from `people[N].phone` and the order as it was sent);
 * what names no one person is in `general`.
 */
export function errorsByPerson(
  fields: Record<string, string>,
  sent: number[],
): { byPerson: Record<string, string>; general: string[] } {
  const byPerson: Record<string, string> = {};
  const general: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    const m = /^people\[(\d+)\](?:\.(\w+))?$/.exec(key);
    const id = m ? sent[Number(m[1])] : undefined;
    if (m && id !== undefined) byPerson[`${id}.${m[2] ?? "row"}`] ??= message;
    else general.push(message);
  }
  return { byPerson, general };
}
