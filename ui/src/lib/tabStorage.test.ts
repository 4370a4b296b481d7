import { afterEach, describe, expect, it, vi } from "vitest";
import { randomId } from "./tabStorage";

describe("randomId (a lead's idempotency key)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is 128 random bits from getRandomValues where randomUUID is missing (plain http)", () => {
    const real = globalThis.crypto;
    const getRandomValues = vi.fn(<T extends ArrayBufferView>(a: T) => real.getRandomValues(a as never) as T);
    vi.stubGlobal("crypto", { getRandomValues });
    const ids = new Set(Array.from({ length: 1000 }, () => randomId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getRandomValues).toHaveBeenCalled();
  });

  it("is a UUID where the browser has randomUUID", () => {
    expect(randomId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
