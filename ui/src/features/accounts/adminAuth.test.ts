import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "../../lib/zodResolver";
import { adminLoginSchema } from "./adminAuth";

type Case = { schema: string; note: string; input: Record<string, unknown>; errors: Record<string, string> };
const cases: Case[] = JSON.parse(
  readFileSync(fileURLToPath(new URL("../../../../tests/cases/accounts.json", import.meta.url)), "utf8"),
);

describe("staff sign-in rules match the server's", () => {
  for (const c of cases.filter((c) => c.schema === "adminLogin")) {
    it(c.note, () => expect(fieldErrors(adminLoginSchema, c.input)).toEqual(c.errors));
  }
});
