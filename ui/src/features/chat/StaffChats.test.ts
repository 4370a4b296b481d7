import { describe, expect, it } from "vitest";
import { conversationText, preview } from "./StaffChats";

describe("chat transcripts for staff", () => {
  it("cuts chat previews at 500 characters with an ellipsis", () => {
    expect(preview("a".repeat(501))).toBe(`${"a".repeat(500)}...`);
    expect(preview("a".repeat(500))).toBe("a".repeat(500));
    expect(
      conversationText(
        JSON.stringify([
          { text: "Hi", sender: "bot" },
          { text: "Flat tire", sender: "user" },
        ]),
      ),
    ).toBe("Assistant: Hi\nCustomer: Flat tire");
  });
});
