import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import type { Job, TechChangeBody } from "../api";
import { isStatus, memoryStore, outbox, type Pending } from "./outbox";

const job = (id: number, status: string) => ({ id, status }) as Job;

describe("the technician's outbox", () => {
  it("keeps a change made offline and sends it exactly once when the network returns", async () => {
    const store = memoryStore();
    let online = false;
    const sent: TechChangeBody[] = [];
    const box = outbox(
      store,
      async (p) => {
        if (!online) throw new TypeError("Failed to fetch");
        if (!isStatus(p)) throw new Error("a status change only");
        sent.push(p.body);
        return job(p.jobId, p.body.status);
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
      async (p) => {
        if (p.jobId === 2) throw new ApiError(404, { message: "Not found" }, "Not found");
        if (isStatus(p)) order.push(p.body.status);
        return job(p.jobId, "");
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

  it("sends the photos and the tick taken before Completed first, each once, whatever the network did", async () => {
    const store = memoryStore();
    let online = false;
    const arrived: string[] = [];
    const refs = new Set<string>();
    const box = outbox(
      store,
      async (p: Pending) => {
        if (!online) throw new TypeError("Failed to fetch");
        if (p.kind === "photo") {
          // The server keeps a photo once per clientRef: the second sending would answer 200.
          if (refs.has(p.photo.facts.clientRef)) return "again";
          refs.add(p.photo.facts.clientRef);
          arrived.push(`photo ${p.photo.facts.item}`);
          // The answer is lost on the way back: the phone must send it again.
          if (arrived.length === 1) throw new TypeError("Failed to fetch");
        } else if (p.kind === "tick") arrived.push(`tick ${p.tick.item}`);
        else if (isStatus(p)) arrived.push(p.body.status);
        return "kept";
      },
      { sent: () => {}, refused: () => {} },
    );
    const photo = (item: string) => (clientRef: string) => ({
      kind: "photo" as const,
      photo: {
        facts: { item, takenAt: "2026-11-27T14:05:00Z", clientRef },
        bytes: new ArrayBuffer(8),
        preview: "",
        width: 1,
        height: 1,
      },
    });
    await box.queue(5, photo("photo-id"));
    await box.queue(5, photo("registration"));
    await box.queue(5, () => ({ kind: "tick", tick: { item: "names-match", ticked: true } }));
    await box.add(5, { status: "completed" });
    expect(await box.count()).toBe(4);
    online = true;
    // The lost answer stops a flush; the next one (the timer, the online event) sends the rest.
    for (let i = 0; i < 5 && (await box.count()) > 0; i++) await box.flush();
    expect(arrived).toEqual(["photo photo-id", "photo registration", "tick names-match", "completed"]);
    expect(await box.count()).toBe(0);
  });
});
