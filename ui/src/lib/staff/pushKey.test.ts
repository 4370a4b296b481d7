import { describe, expect, it } from "vitest";
import { pushKeyBytes } from "./pushKey";

describe("pushKeyBytes", () => {
  it("reads base64url without padding, as the server writes the key", () => {
    // 0xfb 0xff 0xbf is "-_-_" in base64url ("+/+/" in base64).
    expect([...pushKeyBytes("-_-_")]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...pushKeyBytes("BAE")]).toEqual([4, 1]);
  });
});
