import { describe, expect, it } from "vitest";
import { answerTime } from "./CallStats";

describe("the Overview's call figures", () => {
  it("says how long a call took to answer in seconds, then minutes and seconds", () => {
    expect(answerTime(null)).toBe("–");
    expect(answerTime(45)).toBe("45 s");
    expect(answerTime(60)).toBe("1 min");
    expect(answerTime(125)).toBe("2 min 5 s");
  });
});
