// Staff sign-in: kept apart from the dashboard's calls so the sign-in page
// loads only what it needs.
import * as z from "zod/mini";
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";

// The server's sign-in rules (tests/cases/accounts.json, "adminLogin").
export const adminLoginSchema = z.object({
  username: z
    .string("Username must be text")
    .check(z.minLength(1, "Username is required"), z.maxLength(50, "Username must be at most 50 characters")),
  password: z
    .string("Password must be text")
    .check(z.minLength(1, "Password is required"), z.maxLength(256, "Password must be at most 256 characters")),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export type LoginBody = components["schemas"]["LoginBody"];
export type LoggedIn = components["schemas"]["LoggedIn"];
export const adminLogin = (v: LoginBody) => api("POST", "/api/admin/login", { body: v });
