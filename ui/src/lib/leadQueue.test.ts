import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("./attribution", () => ({
  LEAD_SENT_EVENT: "roadside:lead-sent",
  attribution: async () => ({ source: "direct", medium: null, campaign: null, sessionId: "s-1" }),
}));
vi.mock("./toast", () => ({ toast: vi.fn() }));

type Call = { path: string; body: Record<string, unknown>; keepalive: boolean };
let calls: Call[];
/** How the fake server answers the next posts: a status, or "offline". */
let answers: (number | "offline")[];
let store: Map<string, string>;
let leadsSent: number;

beforeEach(() => {
  vi.resetModules();
  calls = [];
  answers = [];
  leadsSent = 0;
  store = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal("navigator", { onLine: true });
  vi.stubGlobal("window", { dispatchEvent: () => leadsSent++, addEventListener() {}, removeEventListener() {} });
  vi.stubGlobal("document", { addEventListener() {}, visibilityState: "visible" });
  vi.stubGlobal("CustomEvent", class {});
  vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
    // Answered a moment later (the chat slower than the rest), so sends
    // could overlap and overtake each other as in a browser.
    await new Promise((r) => setTimeout(r, path === CHAT ? 20 : 5));
    const answer = answers.shift() ?? 201;
    calls.push({ path, body: JSON.parse(String(init.body)), keepalive: !!init.keepalive });
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return new Response(answer < 300 ? JSON.stringify({ id: calls.length }) : "nope", { status: answer });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const queue = () =>
  JSON.parse(store.get("pendingLeads") ?? "[]") as { endpoint: string; body: Record<string, unknown> }[];
const CHAT = "/api/chatbot-interactions";
const REQUEST = "/api/smart-analyzer";

describe("submitLead", () => {
  it("sends a form's lead with its attribution, a fresh key and keepalive, as before", async () => {
    const { submitLead } = await import("./leadQueue");
    expect(await submitLead("/api/quotes", { name: "Dana" })).toEqual({ status: "sent", id: 1 });
    expect(await submitLead("/api/quotes", { name: "Lee" })).toEqual({ status: "sent", id: 2 });
    expect(calls[0].body).toMatchObject({ name: "Dana", attribution: { source: "direct", sessionId: "s-1" } });
    expect(calls[0].body.clientRef).not.toBe(calls[1].body.clientRef);
    expect(calls.every((c) => c.keepalive)).toBe(true);
    expect(leadsSent).toBe(2);
  });

  it("raises a refusal to the form, and keeps nothing", async () => {
    const { submitLead } = await import("./leadQueue");
    answers = [400];
    await expect(submitLead("/api/quotes", { name: "" })).rejects.toThrow("400");
    expect(queue()).toEqual([]);
  });

  it("sends the posts of one conversation under its key, one at a time and in the order asked", async () => {
    const { submitLead } = await import("./leadQueue");
    const partial = submitLead(CHAT, { partial: true }, { clientRef: "c-1" });
    const partialRequest = submitLead(REQUEST, { email: null }, { clientRef: "c-1", after: CHAT });
    const final = submitLead(CHAT, { partial: false }, { clientRef: "c-1" });
    const finalRequest = submitLead(REQUEST, { email: "sam@example.com" }, { clientRef: "c-1", after: CHAT });
    await Promise.all([partial, partialRequest, final, finalRequest]);
    expect(calls.map((c) => [c.path, c.body.clientRef])).toEqual([
      [CHAT, "c-1"],
      [REQUEST, "c-1"],
      [CHAT, "c-1"],
      [REQUEST, "c-1"],
    ]);
    expect(calls.map((c) => c.body.partial ?? c.body.email)).toEqual([true, null, false, "sam@example.com"]);
    expect(leadsSent).toBe(1);
  });

  it("never sends the analyzer request of a chat the server refused", async () => {
    const { submitLead } = await import("./leadQueue");
    answers = [400];
    const chat = submitLead(CHAT, {}, { clientRef: "c-2" });
    const request = submitLead(REQUEST, {}, { clientRef: "c-2", after: CHAT });
    await expect(chat).rejects.toThrow("400");
    await expect(request).rejects.toThrow("refused");
    expect(calls.map((c) => c.path)).toEqual([CHAT]);
  });

  it(
    "keeps a chat and its request offline, a newer body replacing the older, and sends them once, chat " + "first",
    async () => {
      const { flushPendingLeads, submitLead } = await import("./leadQueue");
      answers = ["offline"];
      expect(await submitLead(CHAT, { partial: true }, { clientRef: "c-3", background: true })).toEqual({
        status: "queued",
      });
      // The chat is waiting in the queue, so its request waits behind it without being tried.
      expect(await submitLead(REQUEST, { email: null }, { clientRef: "c-3", after: CHAT, background: true })).toEqual({
        status: "queued",
      });
      answers = ["offline"];
      expect(await submitLead(CHAT, { partial: false }, { clientRef: "c-3", background: true })).toEqual({
        status: "queued",
      });
      expect(
        await submitLead(REQUEST, { email: "a@b.co" }, { clientRef: "c-3", after: CHAT, background: true }),
      ).toEqual({ status: "queued" });
      expect(calls).toHaveLength(2);
      expect(queue().map((p) => [p.endpoint, p.body.partial ?? p.body.email])).toEqual([
        [CHAT, false],
        [REQUEST, "a@b.co"],
      ]);

      calls = [];
      await flushPendingLeads();
      expect(calls.map((c) => [c.path, c.body.partial ?? c.body.email])).toEqual([
        [CHAT, false],
        [REQUEST, "a@b.co"],
      ]);
      expect(queue()).toEqual([]);
      await flushPendingLeads();
      expect(calls).toHaveLength(2);
    },
  );

  it("in the background, keeps a lead the server could not take (5xx, 429) for a retry", async () => {
    const { flushPendingLeads, submitLead } = await import("./leadQueue");
    answers = [503];
    expect(await submitLead(CHAT, {}, { clientRef: "c-4", background: true })).toEqual({ status: "queued" });
    answers = [429];
    await flushPendingLeads();
    expect(queue()).toHaveLength(1);
    await flushPendingLeads();
    expect(queue()).toEqual([]);
    expect(calls.map((c) => c.path)).toEqual([CHAT, CHAT, CHAT]);
  });

  it("drops a kept request whose chat the server refused when flushed", async () => {
    const { flushPendingLeads, submitLead } = await import("./leadQueue");
    answers = ["offline"];
    await submitLead(CHAT, {}, { clientRef: "c-5", background: true });
    await submitLead(REQUEST, {}, { clientRef: "c-5", after: CHAT, background: true });
    calls = [];
    answers = [400];
    await flushPendingLeads();
    expect(calls.map((c) => c.path)).toEqual([CHAT]);
    expect(queue()).toEqual([]);
  });

  it("a live send of a newer body retires the older one still kept", async () => {
    const { flushPendingLeads, submitLead } = await import("./leadQueue");
    answers = ["offline"];
    await submitLead(CHAT, { partial: true }, { clientRef: "c-6", background: true });
    expect(await submitLead(CHAT, { partial: false }, { clientRef: "c-6", background: true })).toMatchObject({
      status: "sent",
    });
    expect(queue()).toEqual([]);
    await flushPendingLeads();
    expect(calls.map((c) => c.body.partial)).toEqual([true, false]);
  });
});
