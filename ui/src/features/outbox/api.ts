// What never went out (GET /api/admin/undelivered): texts, mail, pushes and
// staff alerts the server gave up on, with the reason.
import { api } from "../../lib/api";
import type { components } from "../../lib/api-schema";

export type GivenUp = components["schemas"]["GivenUp"];

export const fetchUndelivered = () => api("GET", "/api/admin/undelivered");
