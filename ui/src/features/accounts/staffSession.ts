// The staff session, for the dashboard: who is signed in, and signing out.
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";

type Schemas = components["schemas"];

export type StaffName = Schemas["StaffName"];
export type Message = Schemas["Message"];

export const adminLogout = () => api("POST", "/api/admin/logout");
export const fetchSession = () => api("GET", "/api/admin/session");
