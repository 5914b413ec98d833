// The alert bar's colours (docs/product/02-public-pages.md §2.4): each of the alert's own colours when it is
// one, else its type's default, each on its own; and text that stays readable whatever the owner picked.
import { contrastRatio, isHexColor, readableTextColor } from "./color.ts";

export type AlertType = "success" | "warning" | "error" | "info";

/** The look of each type; any other type is shown as info (docs/product/02-public-pages.md §2.4). */
export const ALERT_TYPE_COLORS: Record<AlertType, { background: string; text: string }> = {
  success: { background: "#15803d", text: "#ffffff" },
  warning: { background: "#fcd34d", text: "#451a03" },
  error: { background: "#b91c1c", text: "#ffffff" },
  info: { background: "#075985", text: "#ffffff" },
};

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export function alertTypeOf(type: string): AlertType {
  return type === "success" || type === "warning" || type === "error" ? type : "info";
}

export type AlertColors = {
  background: string;
  text: string;
  /** The owner's text colour was replaced because it could not be read on the background. */
  isTextAdjusted: boolean;
};

export function resolveAlertColors(alert: {
  alert_type: string;
  background_color: string | null;
  text_color: string | null;
}): AlertColors {
  const defaults = ALERT_TYPE_COLORS[alertTypeOf(alert.alert_type)];
  const background = isHexColor(alert.background_color) ? alert.background_color.trim() : defaults.background;
  const text = isHexColor(alert.text_color) ? alert.text_color.trim() : defaults.text;
  const ratio = contrastRatio(background, text) ?? 0;
  if (ratio >= MIN_TEXT_CONTRAST) return { background, text, isTextAdjusted: false };
  return { background, text: readableTextColor(background), isTextAdjusted: true };
}
