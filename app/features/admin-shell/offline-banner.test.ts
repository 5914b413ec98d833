import { describe, expect, it } from "vitest";
import { formatOfflineSince, titleWithOfflineNote } from "./offline-banner.tsx";

describe("the offline banner's words", () => {
  it("tells the time in the business's zone, the admin's way", () => {
    const at = new Date("2026-11-25T17:04:30Z").getTime();
    expect(formatOfflineSince(at, "America/New_York")).toBe("12:04 PM");
    expect(formatOfflineSince(at, "America/Los_Angeles")).toBe("9:04 AM");
  });

  it("puts the note in the title after the new-order count and takes it out again", () => {
    const note = "Offline since 12:04 PM, reconnecting...";
    const offline = titleWithOfflineNote("(2) Orders | Island Spice Admin", note);
    expect(offline).toBe(`(2) ${note} | Orders | Island Spice Admin`);
    // the alarm's count changes the front without touching the note
    expect(titleWithOfflineNote(offline, note)).toBe(offline);
    expect(titleWithOfflineNote(offline, null)).toBe("(2) Orders | Island Spice Admin");
    expect(titleWithOfflineNote("Orders", note)).toBe(`${note} | Orders`);
    expect(titleWithOfflineNote(`${note} | Orders`, null)).toBe("Orders");
  });
});
