import { describe, expect, it } from "vitest";
import { externalLinksSchema, externalLinksToInput } from "./admin-catalogue.ts";

describe("the delivery buttons' switches in the admin form", () => {
  it("start on for a new item", () => {
    expect(externalLinksToInput(null)).toEqual({
      doordashUrl: "",
      uberEatsUrl: "",
      showDoordash: true,
      showUberEats: true,
      showExternalButtons: true,
      customLinks: [],
    });
  });

  it("read a stored item's missing flag as on and keep a flag it switched off", () => {
    const values = externalLinksToInput({ doordashUrl: "https://doordash.example/x", showUberEats: false });
    expect(values.showDoordash).toBe(true);
    expect(values.showExternalButtons).toBe(true);
    expect(values.showUberEats).toBe(false);
    expect(values.doordashUrl).toBe("https://doordash.example/x");
  });

  it("store a flag the request leaves out as shown, and one sent as false as hidden", () => {
    expect(externalLinksSchema.parse({ customLinks: [] })).toEqual({
      showDoordash: true,
      showUberEats: true,
      showExternalButtons: true,
      customLinks: [],
    });
    const off = externalLinksSchema.parse({
      showDoordash: false,
      showExternalButtons: false,
      customLinks: [],
    });
    expect(off.showDoordash).toBe(false);
    expect(off.showUberEats).toBe(true);
    expect(off.showExternalButtons).toBe(false);
  });
});
