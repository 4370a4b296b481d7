// What the tracker sends, and what staff read of the visitors: the traffic
// summary and the call clicks.
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";

type Schemas = components["schemas"];

export type PageViewBody = Schemas["PageViewBody"];
export type PageEventBody = Schemas["PageEventBody"];
export type SessionBody = Schemas["SessionBody"];

export type Traffic = Schemas["Traffic"];
export type HourTraffic = Schemas["HourTraffic"];
export type CallClick = Schemas["CallClick"];

export const fetchTraffic = (period: string) => api("GET", "/api/admin/traffic", { query: { period } });
