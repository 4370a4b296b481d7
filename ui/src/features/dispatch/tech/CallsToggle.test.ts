import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { switchError } from "./CallsToggle";

describe("Take calls", () => {
  it("says why a switch did not go through", () => {
    const notInOrder = "You are not in the on-call order yet: ask the owner to add your phone in Settings.";
    expect(switchError(new ApiError(409, { message: notInOrder, fields: { onCall: notInOrder } }, "{}"))).toBe(
      notInOrder,
    );
    expect(switchError(new ApiError(409, null, "Conflict"))).toBe(notInOrder);
    expect(switchError(new ApiError(401, null, "Unauthorized"))).toBeNull();
    expect(switchError(new ApiError(500, { message: "Something broke" }, "{}"))).toBe("Something broke");
    expect(switchError(new TypeError("Failed to fetch"))).toMatch(/needs a connection/);
  });
});
