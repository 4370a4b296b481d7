// Customer accounts: sign-in, registration, password reset, and who is
// signed in. (Staff sign in through adminAuth.ts; the dashboard checks and
// ends their session through staffSession.ts: each page loads only its own.)
import { apiRequest } from "../../lib/api";
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

export const login = (v: LoginBody) => apiRequest<LoggedIn>("POST", "/api/login", v);
// confirmPassword stays in the form.
export const register = ({ username, email, password }: RegisterInput) =>
  apiRequest<Registered>("POST", "/api/register", { username, email, password } satisfies RegisterBody);
export const logout = () => apiRequest<Message>("POST", "/api/logout", {});
export const forgotPassword = (v: ForgotBody) => apiRequest<ResetSent>("POST", "/api/forgot-password", v);
export const resetPassword = ({ token, password }: ResetInput) =>
  apiRequest<Message>("POST", "/api/reset-password", { token, password } satisfies ResetBody);
export const fetchMe = () => apiRequest<Me>("GET", "/api/me");
export type History = Schemas["History"];
export const fetchHistory = () => apiRequest<History>("GET", "/api/me/history");
export const sendVerificationLink = () => apiRequest<Message>("POST", "/api/me/verify-email", {});

/** An invite to a fleet's portal (docs/product.md#fleets): the fleet and the email it is for. */
export const readInvite = (token: string) =>
  apiRequest<Schemas["InviteView"]>("GET", `/api/fleet/join?token=${encodeURIComponent(token)}`);
/** Makes the manager's account from the invite and signs it in. */
export const joinFleet = (token: string, username: string, password: string) =>
  apiRequest<Schemas["Joined"]>("POST", "/api/fleet/join", { token, username, password } satisfies Schemas["JoinBody"]);
/** The fleet this account manages (a 403 when none), for the dashboard's link to the portal. */
export const fetchMyFleetName = () =>
  apiRequest<{ fleet: { name: string } }>("GET", "/api/fleet").then((p) => p.fleet.name);
