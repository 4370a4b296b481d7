// The staff session, for the dashboard: who is signed in, and signing out.
import { apiRequest } from "../../lib/api";

export const adminLogout = () => apiRequest("POST", "/api/admin/logout", {});
export const fetchSession = () => apiRequest<{ username: string }>("GET", "/api/admin/session");
