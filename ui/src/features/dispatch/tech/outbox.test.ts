import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import type { Job, TechChangeBody } from "../api";
import { memoryStore, outbox } from "./outbox";

const job = (id: number, status: string) => ({ id, status }) as Job;

describe("the technician's outbox", () => {
  it("keeps a change made offline and sends it exactly once when the network returns", async () => {
    const store = memoryStore();
    let online = false;
    const sent: TechChangeBody[] = [];
    const box = outbox(
      store,
      async (id, body) => {
        if (!online) throw new TypeError("Failed to fetch");
        sent.push(body);
        return job(id, body.status);
      },
      { sent: () => {}, refused: () => {} },
    );
    await box.add(7, { status: "en route" });
    await box.flush();
    expect(sent).toHaveLength(0);
    expect(await box.count()).toBe(1);
    online = true;
    // Two triggers at once (the online event and the timer): still one sending.
    await Promise.all([box.flush(), box.flush()]);
    await box.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0].status).toBe("en route");
    expect(sent[0].changeId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(await box.count()).toBe(0);
  });

  it("sends in the order the changes were made, and drops one the server refuses", async () => {
    const store = memoryStore();
    const order: string[] = [];
    const refused: number[] = [];
    const box = outbox(
      store,
      async (id, body) => {
        if (id === 2) throw new ApiError(404, { message: "Not found" }, "Not found");
        order.push(body.status);
        return job(id, body.status);
      },
      { sent: () => {}, refused: (p) => refused.push(p.jobId) },
    );
    await store.put({ changeId: "bbbbbbbb", jobId: 1, body: { status: "on site", changeId: "bbbbbbbb" }, seq: 2 });
    await store.put({ changeId: "aaaaaaaa", jobId: 1, body: { status: "en route", changeId: "aaaaaaaa" }, seq: 1 });
    await store.put({ changeId: "cccccccc", jobId: 2, body: { status: "en route", changeId: "cccccccc" }, seq: 3 });
    await box.flush();
    expect(order).toEqual(["en route", "on site"]);
    expect(refused).toEqual([2]);
    expect(await box.count()).toBe(0);
  });

  it("keeps a change the server did not look at because the session is gone (401)", async () => {
    const store = memoryStore();
    const refused: number[] = [];
    const box = outbox(
      store,
      async () => {
        throw new ApiError(401, { message: "Sign in" }, "Sign in");
      },
      { sent: () => {}, refused: (p) => refused.push(p.jobId) },
    );
    await box.add(3, { status: "on site" });
    await box.flush();
    expect(refused).toEqual([]);
    expect(await box.count()).toBe(1);
  });
});
