// Calls (Twilio Voice): the owner's on-call order, whom an inbound call
// rings, first to last, and when each person is on call. The types are
// written by hand until the OpenAPI document (ui/openapi.json) names them.
import { apiRequest } from "../../lib/api";

/** When a person in the order is on call: always, by weekday and hours, switched on now, or off. */
export type Mode = "always" | "hours" | "now" | "off";
export type Day = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

export const MODES: { id: Mode; label: string }[] = [
  { id: "always", label: "Always" },
  { id: "hours", label: "By hours" },
  { id: "now", label: "Now" },
  { id: "off", label: "Off" },
];

export const DAYS: { id: Day; label: string; name: string }[] = [
  { id: "mon", label: "Mon", name: "Monday" },
  { id: "tue", label: "Tue", name: "Tuesday" },
  { id: "wed", label: "Wed", name: "Wednesday" },
  { id: "thu", label: "Thu", name: "Thursday" },
  { id: "fri", label: "Fri", name: "Friday" },
  { id: "sat", label: "Sat", name: "Saturday" },
  { id: "sun", label: "Sun", name: "Sunday" },
];

/** One staff account, in the order or not (GET /api/voice/on-call). */
export type OnCallPerson = {
  userId: number;
  username: string;
  name: string | null;
  role: "owner" | "technician";
  /** Place in the order from 0; null: not in it. */
  position: number | null;
  /** E.164. */
  phone: string | null;
  mode: Mode | null;
  days: Day[];
  /** "HH:MM", local time (mode "hours" only). */
  start: string | null;
  end: string | null;
  onCallNow: boolean;
};

export type OnCall = {
  /** Calls are set up ([voice] in the configuration). */
  enabled: boolean;
  ringSeconds: number;
  /** The voice webhook to set on the Twilio number. */
  webhookUrl: string;
  /** Whom a call would ring now, in order (user ids). */
  ringsNow: number[];
  /** Those in the order first, in its order. */
  people: OnCallPerson[];
};

/** One person of PUT /api/voice/on-call; days, start and end for mode "hours" only (end before start: overnight). */
export type OnCallEntry = {
  userId: number;
  phone: string;
  mode: Mode;
  days?: Day[];
  start?: string;
  end?: string;
};

export const fetchOnCall = () => apiRequest<OnCall>("GET", "/api/voice/on-call");
/** The whole order, first rung first: whoever is left out is not on call. A 400 names `people[N].field`. */
export const saveOnCall = (people: OnCallEntry[]) => apiRequest<OnCall>("PUT", "/api/voice/on-call", { people });
