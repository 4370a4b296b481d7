// The technician's estimates (docs/product.md#estimates): a job's list, a
// draft made for one of their own jobs, and its link sent to the driver.
// The body is the owner's (lib/estimates/draft.ts makes it) without the
// job, which is the path's. Only the lazy estimate chunks import this.
import { api } from "../../../../lib/api";
import type { NewEstimate } from "../../../../lib/estimates/api";

export const fetchOwnEstimates = (id: number) => api("GET", "/api/tech/jobs/{id}/estimates", { path: { id } });
export const createOwnEstimate = (id: number, { jobId: _job, ...body }: NewEstimate) =>
  api("POST", "/api/tech/jobs/{id}/estimates", { path: { id }, body });
export const sendOwnEstimate = (id: number) => api("POST", "/api/tech/estimates/{id}/send", { path: { id } });
