import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ADMIN_QUOTE_URGENCIES, SERVICE_TYPES } from "./options";
import { urgencyClass } from "./shared";

const file = JSON.parse(readFileSync(fileURLToPath(new URL("../leads/options.json", import.meta.url)), "utf8"));

describe("the quote editor offers what the server accepts", () => {
  it("uses the admin urgency list verbatim", () => expect(ADMIN_QUOTE_URGENCIES).toEqual(file.adminQuoteUrgencies));
  it("uses the forms' service types", () => expect(SERVICE_TYPES).toEqual(file.serviceTypes));
});

describe("urgency badges are coloured as SPEC §4 says", () => {
  it("emergency red, urgent orange, today yellow, else blue", () => {
    expect(urgencyClass("Emergency (ASAP)")).toContain("red");
    expect(urgencyClass("Urgent (Today)")).toContain("orange");
    expect(urgencyClass("Today")).toContain("yellow");
    expect(urgencyClass("This Week")).toContain("blue");
    expect(urgencyClass("Within 24 Hours")).toContain("blue");
  });
});
