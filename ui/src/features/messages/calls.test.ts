import { describe, expect, it } from "vitest";
import type { Call, TextMessage } from "./api";
import { callDirection, callLine, spoken, timeline } from "./calls";

const call = (c: Partial<Call>): Call => ({
  id: 1,
  direction: "in",
  status: "missed",
  staffName: null,
  startedAt: "2026-11-25T13:00:00Z",
  answeredAt: null,
  rangSeconds: null,
  durationSeconds: null,
  error: null,
  ...c,
});

const text = (id: number, createdAt: string): TextMessage => ({
  id,
  body: `text ${id}`,
  createdAt,
  direction: "out",
  status: "sent",
});

describe("calls in a lead's thread", () => {
  it("says durations the short way", () => {
    expect(spoken(0)).toBe("0 s");
    expect(spoken(40)).toBe("40 s");
    expect(spoken(192)).toBe("3 min 12 s");
    expect(spoken(180)).toBe("3 min");
    expect(spoken(3720)).toBe("1 h 2 min");
    expect(spoken(7200)).toBe("2 h");
  });

  it("says what became of each call", () => {
    expect(callLine(call({ rangSeconds: 40 }))).toBe("Missed call · rang 40 s");
    expect(callLine(call({}))).toBe("Missed call");
    expect(callLine(call({ status: "answered", staffName: "Sam", durationSeconds: 192 }))).toBe(
      "Answered by Sam · 3 min 12 s",
    );
    expect(callLine(call({ status: "answered" }))).toBe("Answered");
    expect(callLine(call({ status: "failed", error: "Twilio said 13224" }))).toBe("Call failed: Twilio said 13224");
    expect(callLine(call({ status: "failed" }))).toBe("Call failed");
    expect(callLine(call({ status: "ringing" }))).toBe("Ringing…");
    expect(callLine(call({ direction: "out", status: "answered", staffName: "Sam", durationSeconds: 61 }))).toBe(
      "Called by Sam · 1 min 1 s",
    );
    expect(callLine(call({ direction: "out", status: "missed", rangSeconds: 25 }))).toBe("No answer · rang 25 s");
    expect(callLine(call({ status: "voicemail" as Call["status"] }))).toBe("Call: voicemail");
    expect(callDirection(call({}))).toBe("Incoming call");
    expect(callDirection(call({ direction: "out" }))).toBe("Outgoing call");
  });

  it("puts texts and calls in one list by time, a missing calls list counting as none", () => {
    const texts = [text(1, "2026-11-25T12:59:00Z"), text(2, "2026-11-25T13:00:00Z"), text(3, "2026-11-25T13:05:00Z")];
    const calls = [
      call({ id: 7, startedAt: "2026-11-25T13:00:00Z" }),
      call({ id: 8, startedAt: "2026-11-25T12:00:00Z" }),
    ];
    const ids = timeline(texts, calls).map((e) => (e.kind === "text" ? `t${e.text.id}` : `c${e.call.id}`));
    expect(ids).toEqual(["c8", "t1", "t2", "c7", "t3"]);
    expect(timeline(texts).map((e) => e.kind)).toEqual(["text", "text", "text"]);
  });
});
