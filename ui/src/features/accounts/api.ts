// Customer accounts: sign-in, registration, password reset, and who is
// signed in. (Staff sign in through adminAuth.ts; the dashboard checks and
// ends their session through staffSession.ts: each page loads only its own.)
import { apiRequest } from "../../lib/api";
import type { ForgotInput, LoginInput, RegisterInput, ResetInput } from "./schemas";

export type Me = { id: number; username: string; email: string | null; createdAt: string };

export const login = (v: LoginInput) => apiRequest("POST", "/api/login", v);
export const register = ({ username, email, password }: RegisterInput) => apiRequest("POST", "/api/register", { username, email, password });
export const logout = () => apiRequest("POST", "/api/logout", {});
export const forgotPassword = (v: ForgotInput) => apiRequest("POST", "/api/forgot-password", v);
export const resetPassword = ({ token, password }: ResetInput) => apiRequest("POST", "/api/reset-password", { token, password });
export const fetchMe = () => apiRequest<Me>("GET", "/api/me");
