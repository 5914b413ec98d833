import { describe, expect, it } from "vitest";
import { soundBarFor } from "./sound-bar.ts";

describe("the Tap to enable sound bar", () => {
  it("shows while the sound is off on this device, whatever the browser allows", () => {
    expect(soundBarFor(false, "locked")?.kind).toBe("off");
    expect(soundBarFor(false, "running")).toEqual({
      kind: "off",
      message: "Sound is off: new orders will not ring on this device.",
    });
  });

  it("shows while the sound is on but the browser waits for a tap before playing it", () => {
    expect(soundBarFor(true, "locked")?.kind).toBe("locked");
    expect(soundBarFor(true, "locked")?.message).toMatch(/new orders will not ring until then/);
  });

  it("goes once the page's sound runs", () => {
    expect(soundBarFor(true, "running")).toBeNull();
  });

  it("is never shown where the browser cannot play sound at all: a tap would change nothing", () => {
    expect(soundBarFor(false, "unsupported")).toBeNull();
    expect(soundBarFor(true, "unsupported")).toBeNull();
  });
});
