// Customer accounts: sign-in, registration, password reset, and who is
// signed in. (Staff sign in through adminAuth.ts; the dashboard checks and
// ends their session through staffSession.ts: each page loads only its own.)
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";
import type { RegisterInput, ResetInput } from "./schemas";

type Schemas = components["schemas"];

export type Me = Schemas["User"];
export type LoginBody = Schemas["LoginBody"];
export type LoggedIn = Schemas["LoggedIn"];
export type RegisterBody = Schemas["RegisterBody"];
export type Registered = Schemas["Registered"];
export type ForgotBody = Schemas["ForgotBody"];
export type ResetSent = Schemas["ResetSent"];
export type ResetBody = Schemas["ResetBody"];
export type Message = Schemas["Message"];

export const login = (v: LoginBody) => api("POST", "/api/login", { body: v });
// confirmPassword stays in the form.
export const register = ({ username, email, password }: RegisterInput) =>
  api("POST", "/api/register", { body: { username, email, password } });
export const logout = () => api("POST", "/api/logout");
export const forgotPassword = (v: ForgotBody) => api("POST", "/api/forgot-password", { body: v });
export const resetPassword = ({ token, password }: ResetInput) =>
  api("POST", "/api/reset-password", { body: { token, password } });
export const fetchMe = () => api("GET", "/api/me");
export type History = Schemas["History"];
export const fetchHistory = () => api("GET", "/api/me/history");
export const sendVerificationLink = () => api("POST", "/api/me/verify-email");

/** An invite to a fleet's portal (docs/product.md#fleets): the fleet and the email it is for. */
export const readInvite = (token: string) => api("GET", "/api/fleet/join", { query: { token } });
/** Makes the manager's account from the invite and signs it in. */
export const joinFleet = (token: string, username: string, password: string) =>
  api("POST", "/api/fleet/join", { body: { token, username, password } });
/** The fleet this account manages (a 403 when none), for the dashboard's link to the portal. */
export const fetchMyFleetName = () => api("GET", "/api/fleet").then((p) => p.fleet.name);
