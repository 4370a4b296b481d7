import { describe, expect, it } from "vitest";
import type { OnCall, OnCallPerson } from "./api";
import { checkOrder, e164, errorsByPerson, move, PHONE_ERROR, ringsNowText, rowOf, rowsOf, toBody } from "./order";

const person = (p: Partial<OnCallPerson> & { userId: number }): OnCallPerson => ({
  username: `user${p.userId}`,
  name: null,
  role: "technician",
  position: null,
  phone: null,
  mode: null,
  days: [],
  start: null,
  end: null,
  onCallNow: false,
  ...p,
});

const data: OnCall = {
  enabled: true,
  ringSeconds: 20,
  webhookUrl: "https://example.com/api/voice/inbound",
  ringsNow: [2, 1],
  people: [
    person({ userId: 2, name: "Sam Ortiz", position: 1, phone: "+13865550102", mode: "now", onCallNow: true }),
    person({
      userId: 1,
      username: "owner",
      role: "owner",
      position: 0,
      phone: "+13865550101",
      mode: "hours",
      days: ["sat", "mon"],
      start: "18:00",
      end: "06:00",
    }),
    person({ userId: 3, name: "Lee" }),
  ],
};

describe("the on-call order", () => {
  it("reads the order from the server's answer, first rung first, without those left out", () => {
    const rows = rowsOf(data);
    expect(rows.map((r) => r.userId)).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({ phone: "+13865550101", mode: "hours", days: ["mon", "sat"], start: "18:00" });
    // A person added from outside the order starts always on call, without a phone.
    expect(rowOf(data.people[2])).toMatchObject({
      phone: "",
      mode: "always",
      days: ["mon", "tue", "wed", "thu", "fri"],
    });
  });

  it("sends days and hours only for By hours, the phone trimmed", () => {
    const rows = rowsOf(data);
    rows[1] = { ...rows[1], phone: " (386) 555-0102 " };
    expect(toBody(rows)).toEqual([
      { userId: 1, phone: "+13865550101", mode: "hours", days: ["mon", "sat"], start: "18:00", end: "06:00" },
      { userId: 2, phone: "(386) 555-0102", mode: "now" },
    ]);
  });

  it("moves a row within the list only", () => {
    expect(move(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(move(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    const list = ["a", "b"];
    expect(move(list, 0, -1)).toBe(list);
    expect(move(list, 1, 1)).toBe(list);
  });

  it("says whom a call rings now, by name", () => {
    expect(ringsNowText(data.ringsNow, data.people)).toBe("Sam Ortiz, then owner");
    expect(ringsNowText([3], data.people)).toBe("Lee");
    expect(ringsNowText([], data.people)).toBe("nobody");
    expect(ringsNowText([9], data.people)).toBe("account #9");
  });

  it("reads phones as the server does", () => {
    expect(e164("(386) 555-0123")).toBe("+13865550123");
    expect(e164("+1 386 555 0123")).toBe("+13865550123");
    expect(e164("1-386-555-0123")).toBe("+13865550123");
    expect(e164("+44 20 7946 0958")).toBe("+442079460958");
    expect(e164("011 44 20 7946 0958")).toBe("+442079460958");
    expect(e164("")).toBeNull();
    expect(e164("555-0123")).toBeNull();
    expect(e164("(086) 555-0123")).toBeNull();
    expect(e164("386 555 0123 ext 4")).toBeNull();
    expect(e164("+1 386+555 0123")).toBeNull();
  });

  it("checks what the server would refuse, keyed as the server keys it", () => {
    const rows = rowsOf(data);
    expect(checkOrder(rows)).toEqual({});
    rows[0] = { ...rows[0], days: [], start: "8am", end: "18:00" };
    rows[1] = { ...rows[1], phone: "" };
    expect(checkOrder(rows)).toEqual({
      "people[0].days": "Choose at least one day",
      "people[0].start": "From must be a time such as 08:00",
      "people[1].phone": PHONE_ERROR,
    });
    rows[0] = { ...rows[0], days: ["sun"], start: "18:00", end: "18:00" };
    expect(checkOrder(rows)["people[0].end"]).toBe("To must differ from From");
    rows[0] = { ...rows[0], start: "00:00", end: "24:00" };
    expect(checkOrder(rows)["people[0].end"]).toBeUndefined();
  });

  it("ties the server's field errors to the person, as the order was sent", () => {
    expect(
      errorsByPerson(
        {
          "people[1].phone": "Enter a phone",
          "people[0].userId": "Not an account",
          "people[0]": "Each person must be an object",
          "people[7].phone": "Out of range",
          people: "At most 20 people can be on call",
        },
        [5, 9],
      ),
    ).toEqual({
      byPerson: { "9.phone": "Enter a phone", "5.userId": "Not an account", "5.row": "Each person must be an object" },
      general: ["Out of range", "At most 20 people can be on call"],
    });
  });
});
