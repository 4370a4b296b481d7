import { describe, expect, it } from "vitest";
import { changes } from "./History";

describe("the audit history", () => {
  it("names a changed field about the person and shows the old and new values of the others", () => {
    expect(
      changes({
        changed: ["description", "name", "updatedAt", "urgency"],
        before: { urgency: "Today" },
        after: { urgency: "Within 24 Hours" },
      }),
    ).toBe("description changed; name changed; urgency: Today → Within 24 Hours");
  });

  it("says nothing for a creation or a deletion", () => {
    expect(changes({ changed: ["id", "status"], before: null, after: { id: 1, status: "pending" } })).toBe("");
  });
});
