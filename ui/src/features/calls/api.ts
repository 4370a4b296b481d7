// Calls (Twilio Voice): the owner's on-call order, whom an inbound call
// rings, first to last, and when each person is on call. The types are the
// OpenAPI document's (ui/openapi.json).
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";

type Schemas = components["schemas"];

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
export type OnCallPerson = Schemas["OnCallPerson"];
/** The order (GET /api/voice/on-call): whether calls are set up, whom a call rings now, everyone in the order first. */
export type OnCall = Schemas["OnCall"];

/** One person of PUT /api/voice/on-call; days, start and end for mode "hours" only (end before start: overnight). */
export type OnCallEntry = {
  userId: number;
  phone: string;
  mode: Mode;
  days?: Day[];
  start?: string;
  end?: string;
};

export const fetchOnCall = () => api("GET", "/api/voice/on-call");
/** The whole order, first rung first: whoever is left out is not on call. A 400 names `people[N].field`. */
export const saveOnCall = (people: OnCallEntry[]) => api("PUT", "/api/voice/on-call", { body: { people } });
