import { describe, expect, it } from "vitest";
import { computeTip, percentOfCents, readTipSettings, TIP_MESSAGES } from "./tips.ts";

const settings = readTipSettings({});

describe("tip settings", () => {
  it("default to on, 15/18/20 %, a custom amount, every order type", () => {
    expect(settings).toEqual({
      enabled: true,
      presets: [15, 18, 20],
      customAllowed: true,
      orderTypes: ["pickup", "delivery", "catering"],
    });
  });

  it("read the owner's values and fall back on bad presets", () => {
    expect(
      readTipSettings({ tips_enabled: "false", tip_presets: "10,12,25", tip_order_types: "delivery" }),
    ).toMatchObject({ enabled: false, presets: [10, 12, 25], orderTypes: ["delivery"] });
    expect(readTipSettings({ tip_presets: "10,abc,0" }).presets).toEqual([15, 18, 20]);
  });
});

describe("computeTip", () => {
  it.each([
    [{}, 0],
    [{ tipPercent: 15 }, 675],
    [{ tipPercent: 18 }, 810],
    [{ tipPercent: 20 }, 900],
    [{ tipCents: 333 }, 333],
    [{ tipCents: 4500 }, 4500],
  ])("%o on $45.00 makes %i cents", (choice, cents) => {
    expect(computeTip(choice, 4500, settings, "pickup")).toEqual({ ok: true, tipCents: cents });
  });

  it("rounds a percentage once, half a cent up", () => {
    expect(percentOfCents(1234, 15)).toBe(185); // 185.1
    expect(percentOfCents(1250, 18)).toBe(225);
    expect(percentOfCents(1225, 18)).toBe(221); // 220.5
  });

  it.each([
    [{ tipCents: -1 }, TIP_MESSAGES.negative],
    [{ tipCents: 4501 }, TIP_MESSAGES.tooHigh],
    [{ tipCents: 10.5 }, TIP_MESSAGES.notWholeCents],
    [{ tipPercent: 17 }, TIP_MESSAGES.unknownPreset],
    [{ tipPercent: 15, tipCents: 100 }, TIP_MESSAGES.both],
  ])("refuses %o", (choice, message) => {
    expect(computeTip(choice, 4500, settings, "pickup")).toMatchObject({ ok: false, message });
  });

  it("refuses a tip where the owner takes none", () => {
    const off = readTipSettings({ tip_order_types: "delivery" });
    expect(computeTip({ tipPercent: 15 }, 4500, off, "pickup")).toMatchObject({ ok: false });
    expect(computeTip({ tipPercent: 15 }, 4500, off, "delivery")).toEqual({ ok: true, tipCents: 675 });
    const noCustom = readTipSettings({ tip_custom_allowed: "false" });
    expect(computeTip({ tipCents: 100 }, 4500, noCustom, "pickup")).toMatchObject({ ok: false });
  });
});
