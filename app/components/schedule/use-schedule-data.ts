import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { StoreSchedule } from "#domain/store-hours.ts";
import { STORE_HOURS_UPDATED_EVENT } from "#app/lib/live-events.ts";
import { useStoreStatus, type StoreHoursBody } from "#app/lib/store-status.tsx";
import { readOrderTypes, type OrderTypeAvailability } from "#domain/schedule.ts";
import { getJson } from "#app/lib/api-error.ts";

type LayoutRules = { shell: { rules: { pickupEnabled: boolean; deliveryEnabled: boolean } } };

type SlotAvailability = { fullSlots: string[]; isEverySlotFull: boolean };

export type ScheduleData = {
  /** The weekly hours with the closures (holidays, special hours) that override some dates. */
  hours: StoreSchedule;
  /** Slot starts (ISO instants) that take no more orders (the kitchen's capacity per slot). */
  fullSlots: ReadonlySet<string>;
  isEverySlotFull: boolean;
  orderTypes: OrderTypeAvailability;
  timeZone: string;
  /** True until the fresh hours and settings have answered (the page's copies show meanwhile). */
  isLoading: boolean;
};

function toSchedule(body: StoreHoursBody): StoreSchedule {
  return { hours: body.storeHours, closures: body.storeClosures ?? [] };
}

/**
 * Store hours and the pickup/delivery settings, read again each time the dialog opens
 * (docs/product/03-ordering.md §3.6). Until they answer, and if they fail (ignored silently, §10.1), the
 * copies the page already has are used.
 */
export function useScheduleData(open: boolean): ScheduleData {
  const { storeHours, storeClosures, timeZone } = useStoreStatus();
  const layout = useRouteLoaderData<LayoutRules>("routes/public/layout");
  const pageTypes: OrderTypeAvailability = {
    pickup: layout?.shell.rules.pickupEnabled ?? true,
    delivery: layout?.shell.rules.deliveryEnabled ?? false,
  };
  const [hours, setHours] = useState<StoreSchedule | null>(null);
  const [orderTypes, setOrderTypes] = useState<OrderTypeAvailability | null>(null);
  const [availability, setAvailability] = useState<SlotAvailability | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  useEffect(() => {
    if (!open) return;
    let isCurrent = true;
    setIsLoading(true);
    void Promise.allSettled([
      getJson<StoreHoursBody>("/api/store-hours"),
      getJson<{ settings: Record<string, string> }>("/api/settings"),
      getJson<SlotAvailability>("/api/checkout/slots"),
    ]).then(([hoursResult, settingsResult, slotsResult]) => {
      if (!isCurrent) return;
      // Unreadable: every slot is offered and the server's own check still refuses a full one.
      setAvailability(slotsResult.status === "fulfilled" ? slotsResult.value : null);
      if (hoursResult.status === "fulfilled") setHours(toSchedule(hoursResult.value));
      if (settingsResult.status === "fulfilled") setOrderTypes(readOrderTypes(settingsResult.value.settings));
      setIsLoading(false);
    });
    // Hours changed while the dialog is open (an admin closed a day): read them again.
    const onHoursUpdated = () => {
      void getJson<StoreHoursBody>("/api/store-hours")
        .then((body) => {
          if (isCurrent) setHours(toSchedule(body));
        })
        // Store-hours errors are ignored on the schedule screen (docs/product/10-errors-and-messages.md
        // §10.1).
        .catch(() => undefined);
    };
    window.addEventListener(STORE_HOURS_UPDATED_EVENT, onHoursUpdated);
    return () => {
      isCurrent = false;
      window.removeEventListener(STORE_HOURS_UPDATED_EVENT, onHoursUpdated);
    };
  }, [open]);

  return {
    hours: hours ?? { hours: storeHours ?? [], closures: storeClosures },
    fullSlots: new Set(availability?.fullSlots ?? []),
    isEverySlotFull: availability?.isEverySlotFull ?? false,
    orderTypes: orderTypes ?? pageTypes,
    timeZone,
    isLoading,
  };
}
