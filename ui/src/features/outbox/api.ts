// What never went out (GET /api/admin/undelivered): texts, mail, pushes and
// staff alerts the server gave up on, with the reason.
import { apiRequest } from "../../lib/api";
import type { components } from "../../lib/api-schema";

export type GivenUp = components["schemas"]["GivenUp"];

export const fetchUndelivered = () => apiRequest<GivenUp[]>("GET", "/api/admin/undelivered");
