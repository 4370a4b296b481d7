// What staff read of the visitors: the traffic summary and the call clicks.
import { apiRequest } from "../../lib/api";
import { query } from "../../lib/staff/api";

/** GET /api/admin/traffic (the team's contract 2); older servers send fewer fields. */
export type Traffic = {
  period?: string;
  activeUsers: number;
  totalPageViews: number;
  uniqueVisitors: number;
  avgSessionDuration: number;
  topPages: { page: string | null; views: number }[];
  hourlyData: { hour: string | number; visitors: number; pageViews: number }[];
  locationData: { country: string; visitors: number }[];
  sources?: { source: string; visitors: number; leads: number; calls: number }[];
  leads?: number;
  calls?: number;
  previous?: { totalPageViews: number; uniqueVisitors: number; avgSessionDuration: number; leads: number; calls: number };
};
export const fetchTraffic = (period: string) => apiRequest<Traffic>("GET", `/api/admin/traffic${query({ period })}`);

export type CallClick = { id: number; phone: string | null; source: string | null; page: string | null; createdAt: string };
