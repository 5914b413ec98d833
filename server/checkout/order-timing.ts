// When and how an order may be placed: the order type must be on, a closed store takes only
// scheduled orders, and a scheduled time must be a future 30-minute slot of an open day.
import { addDaysToDateKey, getZonedParts, isValidDateKey } from "#domain/business-time.ts";
import type { CheckoutRequest, OrderType } from "#domain/checkout.ts";
import { getStoreStatus, isDayClosed, resolveSlotInstant, type HoursSource } from "#domain/store-hours.ts";
import {
  formatPauseEnd,
  isSlotDuringPause,
  pausedOrderingMessage,
  readOrderingPause,
} from "#domain/ordering-pause.ts";
import { findCurrentSlot } from "#domain/slot-capacity.ts";
import { AppError } from "#server/errors.ts";
import type { BusinessRules } from "#server/settings/service.ts";

export const SCHEDULING_UNAVAILABLE_MESSAGE =
  "Order scheduling is currently unavailable. Please contact us directly to place an order.";
export const CLOSED_DAY_MESSAGE = "We're closed on this day. Please select another date.";

/** `slotAt` is the start of the kitchen slot the order takes (null when it falls in none). */
export type OrderTiming =
  | { orderType: OrderType; scheduled: false; scheduledDate: null; scheduledTime: null; slotAt: Date | null }
  | { orderType: OrderType; scheduled: true; scheduledDate: string; scheduledTime: string; slotAt: Date };

function refuseField(field: "scheduledDate" | "scheduledTime", message: string): never {
  throw new AppError("VALIDATION", message, { fields: { [field]: message } });
}

function lowerFirstWord(text: string): string {
  return text.replace(/^(Today|Tomorrow)\b/, (word) => word.toLowerCase());
}

export function checkOrderTiming(input: {
  request: Pick<CheckoutRequest, "orderType" | "scheduled" | "scheduledDate" | "scheduledTime">;
  rules: BusinessRules;
  /** The weekly hours with the closures that override some dates. */
  hours: HoursSource;
  now: Date;
}): OrderTiming {
  const { request, rules, hours, now } = input;
  const pause = readOrderingPause(rules.orderingPausedUntil, now);
  if (!rules.pickupEnabled && !rules.deliveryEnabled)
    throw new AppError("CONFLICT", SCHEDULING_UNAVAILABLE_MESSAGE);
  if (request.orderType === "pickup" && !rules.pickupEnabled) {
    throw new AppError("CONFLICT", "Pickup is not available right now. Please choose delivery.", {
      fields: { orderType: "Pickup is not available" },
    });
  }
  if (request.orderType === "delivery" && !rules.deliveryEnabled) {
    throw new AppError("CONFLICT", "Delivery is not available right now. Please choose pickup.", {
      fields: { orderType: "Delivery is not available" },
    });
  }

  if (request.scheduled) {
    const date = request.scheduledDate ?? "";
    const time = request.scheduledTime ?? "";
    if (!isValidDateKey(date)) refuseField("scheduledDate", "Please select a valid date for your order.");
    const today = getZonedParts(now, rules.timeZone).dateKey;
    if (date < today)
      refuseField("scheduledDate", "That date has already passed. Please select another date.");
    // Bounded on the server (the calendar's 14-day window is only a hint to the visitor).
    if (date > addDaysToDateKey(today, rules.scheduleMaxDaysAhead)) {
      refuseField(
        "scheduledDate",
        `Orders can be scheduled up to ${rules.scheduleMaxDaysAhead} days ahead. Please select an earlier date.`,
      );
    }
    if (isDayClosed(hours, date)) refuseField("scheduledDate", CLOSED_DAY_MESSAGE);
    const instant = resolveSlotInstant(hours, date, time, rules.timeZone);
    if (!instant) {
      refuseField(
        "scheduledTime",
        "Please choose one of the available times for that day (every 30 minutes).",
      );
    }
    if (instant.getTime() <= now.getTime()) {
      refuseField("scheduledTime", "That time has already passed. Please choose a later time.");
    }
    if (pause.isPaused && isSlotDuringPause(pause, instant)) {
      refuseField(
        "scheduledTime",
        `Online ordering is paused until ${formatPauseEnd(pause.until!, rules.timeZone)}. Please choose a later time.`,
      );
    }
    return {
      orderType: request.orderType,
      scheduled: true,
      scheduledDate: date,
      scheduledTime: time,
      slotAt: instant,
    };
  }

  // The owner paused ordering (a rush, a broken oven): nothing for now, scheduled orders still welcome.
  if (pause.isPaused) {
    throw new AppError("CONFLICT", pausedOrderingMessage(pause, rules.timeZone), {
      fields: { scheduled: "Please schedule your order" },
    });
  }

  const status = getStoreStatus(hours, now, rules.timeZone);
  if (!status.isOpen) {
    const next = status.nextOpenText ? ` We open again ${lowerFirstWord(status.nextOpenText)}.` : "";
    throw new AppError(
      "CONFLICT",
      `We're closed right now. Please schedule your order for a later time.${next}`,
      {
        fields: { scheduled: "Please schedule your order" },
      },
    );
  }
  return {
    orderType: request.orderType,
    scheduled: false,
    scheduledDate: null,
    scheduledTime: null,
    slotAt: findCurrentSlot(hours, now, rules.timeZone),
  };
}
