import { describe, expect, it } from "vitest";
import { toE164 } from "./phone-numbers.ts";
import { customerTexts, fitsOneSegment, gsm7Length, ownerTexts, readKeyword, toGsmText } from "./texts.ts";

// The longest business name the settings accept (120 characters, with letters GSM-7 lacks) and an order
// number far beyond any restaurant's (IS- and nine digits), with the largest totals and longest times.
const LONGEST_NAME =
  `Café “Ñoño’s” — ${"Ŵ".repeat(20)}${"Island Spice Kitchen & Caribbean Grill ".repeat(3)}`.slice(0, 120);
const LONGEST_ORDER = {
  number: "IS-999999999",
  total: 99_999_999,
  orderType: "delivery",
  when: "Wed 12/30 12:30 PM",
};

describe("text templates", () => {
  const all = [
    ownerTexts.newOrder(LONGEST_ORDER),
    ownerTexts.reminder(LONGEST_ORDER, 30),
    ownerTexts.call(LONGEST_ORDER),
    ownerTexts.paused(LONGEST_ORDER, 30),
    ownerTexts.boardOffline("12:04 PM"),
    ownerTexts.boardBack(),
    ownerTexts.test(LONGEST_NAME),
    customerTexts.confirmed(LONGEST_NAME, LONGEST_ORDER, "12:30 PM"),
    customerTexts.confirmed(LONGEST_NAME, { ...LONGEST_ORDER, orderType: "pickup" }, "12:30 PM"),
    customerTexts.ready(LONGEST_NAME, LONGEST_ORDER),
    customerTexts.ready(LONGEST_NAME, { ...LONGEST_ORDER, orderType: "pickup" }),
    customerTexts.refund(LONGEST_NAME, LONGEST_ORDER, 99_999_999),
    customerTexts.cancelled(LONGEST_NAME, LONGEST_ORDER),
  ];

  it.each(all)("fits one GSM-7 segment: %s", (text) => {
    expect(gsm7Length(text)).not.toBeNull();
    expect(fitsOneSegment(text)).toBe(true);
  });

  it("writes the owner's new-order text as the owner reads it", () => {
    expect(ownerTexts.newOrder({ number: "A1B2", total: 4210, orderType: "pickup", when: "ASAP" })).toBe(
      "New order #A1B2, $42.10, pickup ASAP",
    );
    expect(ownerTexts.boardOffline("12:04")).toBe(
      "Your order board has been offline since 12:04: new orders will not ring",
    );
    expect(ownerTexts.boardOffline("12:04 PM")).toBe(
      "Your order board has been offline since 12:04 PM: new orders will not ring",
    );
    expect(ownerTexts.boardBack()).toBe("Your order board is back online.");
  });

  it("counts extension characters twice and refuses characters GSM-7 lacks", () => {
    expect(gsm7Length("a€")).toBe(3);
    expect(gsm7Length("😀")).toBeNull();
    expect(fitsOneSegment("x".repeat(161))).toBe(false);
    expect(toGsmText("Crème “Brûlée” — Café…", 40)).toBe('Crème "Brulée" - Café...');
  });
});

describe("inbound keywords and numbers", () => {
  it("reads STOP and its kin as opting out, START, YES and UNSTOP as opting in", () => {
    for (const word of [
      "STOP",
      "stop",
      "StopAll",
      "UNSUBSCRIBE",
      "cancel",
      "END",
      "quit.",
      "Revoke",
      "OPTOUT",
    ])
      expect(readKeyword(word)).toBe("out");
    for (const word of ["START", "yes", "unstop"]) expect(readKeyword(word)).toBe("in");
    expect(readKeyword("please stop")).toBeNull();
  });

  it("stores numbers in E.164 and refuses what is not a phone number", () => {
    expect(toE164("(404) 555-0101")).toBe("+14045550101");
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
    expect(toE164("12345")).toBeNull();
    expect(toE164("call me")).toBeNull();
  });
});
