// The staff side's calls. A 401 anywhere means the session is over.
import * as z from "zod/mini";
import { apiRequest } from "../../lib/api";

// The server's sign-in rules (tests/cases/accounts.json, "adminLogin").
export const adminLoginSchema = z.object({
  username: z.string("Username must be text").check(z.minLength(1, "Username is required"), z.maxLength(50, "Username must be at most 50 characters")),
  password: z.string("Password must be text").check(z.minLength(1, "Password is required"), z.maxLength(256, "Password must be at most 256 characters")),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export type Lead = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  location: string;
  urgency: string;
  contacted?: boolean;
  createdAt: string;
  serviceType?: string;
  serviceNeeded?: string;
  vehicleType?: string;
  description?: string;
  message?: string;
};

export const adminLogin = (v: { username: string; password: string }) => apiRequest("POST", "/api/admin/login", v);
export const adminLogout = () => apiRequest("POST", "/api/admin/logout", {});
export const fetchSession = () => apiRequest<{ username: string }>("GET", "/api/admin/session");
/** One page of a staff list, newest first (every list answers this shape). */
export type Page<T> = { items: T[]; nextCursor: string | null };

export const fetchLeads = (path: "/api/quotes" | "/api/contacts" | "/api/bookings") => apiRequest<Page<Lead>>("GET", path).then((p) => p.items);
export const markContacted = (kind: "quotes" | "bookings", id: number) =>
  apiRequest("PATCH", `/api/${kind}/${id}/contacted`, kind === "bookings" ? { contacted: true } : undefined);
