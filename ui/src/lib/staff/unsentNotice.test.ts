import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leaveUnsentNotice, takeUnsentNotice } from "./unsentNotice";

// The tests run in Node: a Map stands in for the tab's sessionStorage.
beforeEach(() => {
  const items = new Map<string, string>();
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, String(v)),
      removeItem: (k: string) => void items.delete(k),
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, "sessionStorage");
});

describe("the unsent changes left for the sign-in page", () => {
  it("are read once", () => {
    leaveUnsentNotice([{ job: 12, change: "Arrived" }]);
    expect(takeUnsentNotice()).toEqual([{ job: 12, change: "Arrived" }]);
    expect(takeUnsentNotice()).toBeNull();
  });

  it("keep only well-formed entries from whatever is stored", () => {
    sessionStorage.setItem(
      "roadside-unsent-changes",
      JSON.stringify([{ job: 3, change: "On my way" }, { job: "x", change: "Arrived" }, null, { job: 4 }]),
    );
    expect(takeUnsentNotice()).toEqual([{ job: 3, change: "On my way" }]);
    sessionStorage.setItem("roadside-unsent-changes", "not json");
    expect(takeUnsentNotice()).toBeNull();
  });
});
