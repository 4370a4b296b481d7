import { describe, expect, it } from "vitest";
import { classify } from "./classify";

const site = (query: string) => new URL(`https://roadside.example/quote${query}`);

describe("classify", () => {
  it("sorts UTM-tagged visits into the six sources", () => {
    expect(classify(site("?utm_source=google&utm_medium=cpc&utm_campaign=tires"), "")).toEqual({
      source: "google-ads",
      medium: "cpc",
      campaign: "tires",
    });
    expect(classify(site("?utm_source=google&utm_medium=organic&utm_campaign=gbp"), "")).toMatchObject({
      source: "google-business-profile",
    });
    expect(classify(site("?utm_source=gmb"), "")).toMatchObject({ source: "google-business-profile" });
    expect(classify(site("?utm_source=google&utm_medium=email"), "")).toMatchObject({
      source: "google-organic",
      medium: "email",
    });
    expect(classify(site("?utm_source=facebook&utm_medium=social"), "")).toMatchObject({ source: "facebook" });
    expect(classify(site("?utm_source=newsletter"), "")).toEqual({
      source: "referral",
      medium: "referral",
      campaign: null,
    });
  });

  it("reads click ids when there are no tags", () => {
    expect(classify(site("?gclid=abc123"), "https://www.google.com/")).toEqual({
      source: "google-ads",
      medium: "cpc",
      campaign: null,
    });
    expect(classify(site("?fbclid=xyz"), "")).toMatchObject({ source: "facebook" });
  });

  it("falls back to the referrer, and to direct without one", () => {
    expect(classify(site(""), "https://www.google.com/")).toMatchObject({
      source: "google-organic",
      medium: "organic",
    });
    expect(classify(site(""), "https://m.facebook.com/")).toMatchObject({ source: "facebook" });
    expect(classify(site(""), "https://www.yelp.com/biz/x")).toMatchObject({ source: "referral" });
    expect(classify(site(""), "https://roadside.example/about")).toMatchObject({ source: "direct" });
    expect(classify(site(""), "")).toEqual({ source: "direct", medium: null, campaign: null });
  });
});
