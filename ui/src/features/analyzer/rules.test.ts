import { describe, expect, it } from "vitest";
import { analyze } from "./rules";

const only = (text: string) => {
  const all = analyze(text);
  expect(all).toHaveLength(1);
  return all[0];
};

describe("the analyzer's keyword table", () => {
  it.each(["tire", "flat", "puncture"])("'%s' suggests Emergency Tire Replacement at 95%, $120-180", (word) => {
    expect(only(`I have a ${word} problem`)).toEqual({
      service: "Emergency Tire Replacement",
      confidence: 95,
      price: "$120-180",
      urgency: "urgent",
    });
  });
  it.each(["highway", "stuck"])("a tire problem that mentions '%s' is an emergency", (word) => {
    expect(only(`flat on the ${word}`).urgency).toBe("emergency");
  });
  it.each(["battery", "dead", "jump"])(
    "'%s' suggests Jump Start / Battery Replacement at 90%, $80-250, urgent",
    (word) => {
      expect(only(`need a ${word} please`)).toEqual({
        service: "Jump Start / Battery Replacement",
        confidence: 90,
        price: "$80-250",
        urgency: "urgent",
      });
    },
  );
  it("'engine' suggests Mobile Engine Diagnostics at 85%, $150-300, for today", () => {
    expect(only("check engine light is on")).toEqual({
      service: "Mobile Engine Diagnostics",
      confidence: 85,
      price: "$150-300",
      urgency: "today",
    });
  });
  it.each(["overheating", "smoke"])("'%s' makes an engine problem an emergency", (word) => {
    expect(only(`there is ${word}`)).toEqual({
      service: "Mobile Engine Diagnostics",
      confidence: 85,
      price: "$150-300",
      urgency: "emergency",
    });
  });
  it.each(["locked", "keys", "unlock"])("'%s' suggests Vehicle Lockout Service at 98%, $75-120, urgent", (word) => {
    expect(only(`${word} in the car`)).toEqual({
      service: "Vehicle Lockout Service",
      confidence: 98,
      price: "$75-120",
      urgency: "urgent",
    });
  });
  it.each(["tow", "breakdown", "wont start", "won't start", "Won’t Start"])(
    "'%s' suggests Emergency Towing at 80%, $100-200, urgent",
    (words) => {
      expect(only(`my truck ${words}`)).toEqual({
        service: "Emergency Towing",
        confidence: 80,
        price: "$100-200",
        urgency: "urgent",
      });
    },
  );
  it("matches whatever the case", () => {
    expect(only("FLAT TIRE").service).toBe("Emergency Tire Replacement");
  });
  it("gives several suggestions, highest confidence first", () => {
    expect(analyze("locked out and the battery is dead, tire flat too").map((s) => s.confidence)).toEqual([98, 95, 90]);
  });
  it("gives one general suggestion when nothing matches, never an empty list", () => {
    expect(analyze("strange noise from the back")).toEqual([
      { service: "General Roadside Assistance", confidence: 60, price: "$50-150", urgency: "today" },
    ]);
  });
});
