// Whether the board shows its red "Tap to enable sound" bar (docs/product/06-admin.md §6.4): browsers play
// sound only after a tap on the page, so until this page's audio runs and the sound is on, new
// orders would not ring, and the bar says so and unlocks it. A pure rule, tested on its own.

/** This page's audio: running, waiting for a tap, or absent (no Web Audio in this browser). */
export type AudioState = "running" | "locked" | "unsupported";

export type SoundBar =
  /** Sound off on this device: the tap turns it on. */
  | { kind: "off"; message: string }
  /** Sound on, but the browser holds it until a tap on this page. */
  | { kind: "locked"; message: string }
  /** Nothing to show: the alarm can ring (or this browser cannot play sound at all). */
  | null;

export function soundBarFor(soundOn: boolean, audio: AudioState): SoundBar {
  if (audio === "unsupported") return null;
  if (!soundOn) return { kind: "off", message: "Sound is off: new orders will not ring on this device." };
  if (audio === "locked")
    return {
      kind: "locked",
      message:
        "The browser holds the sound until someone taps this page: new orders will not ring until then.",
    };
  return null;
}
