import { describe, expect, it } from "vitest";
import { business } from "../content/business";
import { routeMeta } from "./routeMeta";
import { matchRoute, routes } from "./routes";

describe("the route table", () => {
  it("has every route of the spec exactly once", () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      "/",
      "/about",
      "/contact",
      "/quote",
      "/thank-you",
      "/bookings",
      "/admin",
      "/admin/dashboard",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password",
      "/dashboard",
      "/fleet",
      "/fleet/join",
    ]) {
      expect(paths).toContain(p);
    }
    for (const s of business.services) expect(paths).toContain(`/${s.slug}`);
    for (const c of business.cities) expect(paths).toContain(`/locations/${c.slug}`);
    expect(paths).toHaveLength(15 + 9 + 8);
  });

  it("gives every page a unique title and a description", () => {
    const titles = routes.map((r) => routeMeta[r.path].title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const r of routes) expect(routeMeta[r.path].description.length).toBeGreaterThan(20);
    expect(Object.keys(routeMeta).sort()).toEqual(routes.map((r) => r.path).sort());
  });

  it("keeps pages behind a session out of search engines", () => {
    const privatePaths = routes.filter((r) => !r.indexable).map((r) => r.path);
    expect(privatePaths.sort()).toEqual([
      "/admin",
      "/admin/dashboard",
      "/dashboard",
      "/fleet",
      "/fleet/join",
      "/forgot-password",
      "/login",
      "/register",
      "/reset-password",
    ]);
  });

  it("matches a path with a trailing slash and nothing unknown", () => {
    expect(matchRoute("/about/")?.path).toBe("/about");
    expect(matchRoute("/locations/miami")).toBeUndefined();
    expect(matchRoute("/")?.path).toBe("/");
  });
});
