import { describe, expect, it } from "vitest";
import { polylines } from "./SignatureDrawing";

describe("a signature's drawing", () => {
  it("is made of numbers within the box only", () => {
    expect(
      polylines([
        [
          [10, 20],
          [30.4, 40.6],
          [2000, -5],
        ],
        [
          ["<script>", 1],
          [5, '"/><a href="x'],
        ],
        "not a stroke",
      ]),
    ).toEqual(["10,20 30,41 1000,0"]);
    expect(polylines(null)).toEqual([]);
  });
});
