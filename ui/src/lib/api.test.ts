// The typed client: its run-time part (the path filled in, the query string,
// the body as JSON) and, checked by tsc, its types (a path, parameter or body
// the OpenAPI document does not have is an error).
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, ApiError, query, type ApiAnswer } from "./api";
import type { components } from "./api-schema";

type Schemas = components["schemas"];
const calls: { url: string; init: RequestInit }[] = [];

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
}

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe("api", () => {
  it("fills in the path and the query, sends the body as JSON", async () => {
    answer(200, { id: 3 });
    await api("PATCH", "/api/fleets/{id}/units/{unitId}", {
      path: { id: 7, unitId: 9 },
      body: { unitNumber: "T 1", unitType: "van" },
    });
    expect(calls[0].url).toBe("/api/fleets/7/units/9");
    expect(calls[0].init.method).toBe("PATCH");
    expect(calls[0].init.body).toBe(JSON.stringify({ unitNumber: "T 1", unitType: "van" }));
    await api("GET", "/api/geocode", { query: { q: "1 Main St & 2nd" } });
    expect(calls[1].url).toBe("/api/geocode?q=1+Main+St+%26+2nd");
    expect(calls[1].init.body).toBeUndefined();
  });

  it("encodes path parameters", async () => {
    answer(200, {});
    await api("GET", "/api/leads/{kind}/{id}/messages", { path: { kind: "a/b" as "quote", id: 1 } });
    expect(calls[0].url).toBe("/api/leads/a%2Fb/1/messages");
  });

  it("answers null for an empty body and raises ApiError with the error body", async () => {
    answer(204, undefined);
    expect(await api("DELETE", "/api/price-book/{id}", { path: { id: 1 } })).toBeNull();
    answer(400, { message: "Invalid", fields: { name: "Required" } });
    const e = await api("POST", "/api/fleets", { body: { name: "" } as Schemas["FleetBody"] }).catch((x) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(400);
    expect(e.body.fields.name).toBe("Required");
  });

  it("leaves empty values out of the query", () => {
    expect(query({ a: "1", b: "", c: undefined, d: 0 })).toBe("?a=1&d=0");
    expect(query({})).toBe("");
  });
});

// Type-level checks: tsc (npx tsc --noEmit) fails if any of these stops holding.
// Never called: only their types matter.
export function typeChecks() {
  // The answer is the document's.
  const fleets: Promise<Schemas["Fleet"][]> = api("GET", "/api/fleets");
  const removed: Promise<null> = api("DELETE", "/api/price-book/{id}", { path: { id: 1 } });
  const job: ApiAnswer<"PATCH", "/api/job-tracking/{id}"> = {} as Schemas["Job"];
  // @ts-expect-error: a path the document does not have
  void api("GET", "/api/no-such-thing");
  // @ts-expect-error: a method the path does not take
  void api("DELETE", "/api/fleets");
  // @ts-expect-error: the path parameter is required
  void api("GET", "/api/fleets/{id}");
  // @ts-expect-error: a path parameter of the wrong type
  void api("GET", "/api/fleets/{id}", { path: { id: "7" } });
  // @ts-expect-error: the body is required
  void api("POST", "/api/fleets");
  // @ts-expect-error: a body of the wrong shape
  void api("POST", "/api/fleets", { body: { nom: "x" } });
  // @ts-expect-error: no body for an operation that takes none
  void api("POST", "/api/logout", { body: {} });
  // @ts-expect-error: the answer is not what the caller would like it to be
  const wrong: Promise<string> = api("GET", "/api/fleets");
  return [fleets, removed, job, wrong];
}
