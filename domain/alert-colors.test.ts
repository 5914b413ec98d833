import { describe, expect, it } from "vitest";
import { ALERT_TYPE_COLORS, MIN_TEXT_CONTRAST, resolveAlertColors } from "./alert-colors.ts";
import { contrastRatio } from "./color.ts";

const alert = (alert_type: string, background_color: string | null, text_color: string | null) => ({
  alert_type,
  background_color,
  text_color,
});

describe("resolveAlertColors", () => {
  it.each(["success", "warning", "error", "info"] as const)(
    "uses the %s defaults, which are readable",
    (type) => {
      const colors = resolveAlertColors(alert(type, null, null));
      expect(colors).toEqual({ ...ALERT_TYPE_COLORS[type], isTextAdjusted: false });
      expect(contrastRatio(colors.background, colors.text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it("shows any other type as info", () => {
    expect(resolveAlertColors(alert("promo", null, null))).toMatchObject(ALERT_TYPE_COLORS.info);
  });

  it("keeps the type's background when only the text colour is set", () => {
    expect(resolveAlertColors(alert("info", null, "#fde68a"))).toEqual({
      background: ALERT_TYPE_COLORS.info.background,
      text: "#fde68a",
      isTextAdjusted: false,
    });
  });

  it("keeps the type's text colour when only the background is set, unless it cannot be read", () => {
    expect(resolveAlertColors(alert("error", "#7c2d12", null))).toEqual({
      background: "#7c2d12",
      text: "#ffffff",
      isTextAdjusted: false,
    });
    // White on pale yellow fails: the text turns dark.
    const pale = resolveAlertColors(alert("success", "#fef9c3", null));
    expect(pale).toEqual({ background: "#fef9c3", text: "#1c1917", isTextAdjusted: true });
  });

  it("replaces an unreadable pair with a readable text colour", () => {
    const colors = resolveAlertColors(alert("info", "#000000", "#111111"));
    expect(colors).toEqual({ background: "#000000", text: "#ffffff", isTextAdjusted: true });
  });

  it.each([
    ["a name", "red"],
    ["a function", "rgb(0, 0, 0)"],
    ["script", "url(javascript:alert(1))"],
    ["blank", "  "],
  ])("ignores a colour that is not #rgb or #rrggbb (%s)", (_case, value) => {
    expect(resolveAlertColors(alert("warning", value, value))).toEqual({
      ...ALERT_TYPE_COLORS.warning,
      isTextAdjusted: false,
    });
  });

  it("every pair it answers reads as well as black or white text can (mid-grey allows 4.48:1 at best)", () => {
    const samples = ["#000000", "#ffffff", "#777777", "#f97316", "#fcd34d", "#1e3a8a", null];
    for (const background of samples) {
      for (const text of samples) {
        const colors = resolveAlertColors(alert("info", background, text));
        expect(contrastRatio(colors.background, colors.text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST - 0.2);
      }
    }
  });
});
