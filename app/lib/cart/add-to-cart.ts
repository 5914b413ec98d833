import { notify } from "#app/lib/notify.tsx";
import type { CartModifier } from "#domain/checkout.ts";
import { addCartLine, CartStorageError, computeUnitPrice, type ScheduleDetails } from "./cart-store.ts";

// Word for word as docs/product/03-ordering.md §3.4 quotes them.
export const ADD_TO_CART_MESSAGES = {
  missingInfo: "Missing item information. Please try again.",
  invalidPrice: "Invalid price. Please try again.",
  storageFailed: "Failed to add item to cart. Please try again.",
  failed: "Failed to add item. Please try again.",
} as const;

export const ADDED_TITLE = "Added to Cart";

export function addedDescription(
  title: string,
  options: { withModifiers: boolean; scheduled: boolean },
): string {
  if (options.withModifiers) return `${title} with modifiers added successfully.`;
  return `${title} has been added to your cart${options.scheduled ? " (scheduled)" : ""}`;
}

export type AddToCartRequest = {
  item: { id: string; title: string; price: number; image_url: string | null };
  quantity?: number;
  modifiers?: CartModifier[];
  specialInstructions?: string;
  schedule?: ScheduleDetails | null;
  /** Added through the customisation dialog: the success toast says "with modifiers". */
  withModifiers?: boolean;
};

export type AddToCartProblem = keyof typeof ADD_TO_CART_MESSAGES;

/** The add checks of docs/product/03-ordering.md §3.4; null when the line may be added. */
export function checkAddToCart(request: AddToCartRequest): AddToCartProblem | null {
  const { item } = request;
  if (!item.id || !item.title?.trim() || item.price === undefined || item.price === null)
    return "missingInfo";
  if (typeof item.price !== "number" || !Number.isFinite(item.price) || item.price <= 0)
    return "invalidPrice";
  const unit = computeUnitPrice(item.price, request.modifiers ?? []);
  if (!Number.isFinite(unit) || unit <= 0) return "invalidPrice";
  return null;
}

/** Adds a dish with the toasts of docs/product/03-ordering.md §3.4; true when it is in the cart. */
export function addToCart(request: AddToCartRequest): boolean {
  const problem = checkAddToCart(request);
  if (problem) {
    notify.error("Error", { description: ADD_TO_CART_MESSAGES[problem] });
    return false;
  }
  const { item } = request;
  try {
    addCartLine({
      itemId: item.id,
      title: item.title.trim(),
      basePrice: item.price,
      quantity: request.quantity ?? 1,
      image: item.image_url,
      modifiers: (request.modifiers ?? []).filter((group) => group.selectedOptions.length > 0),
      specialInstructions: request.specialInstructions,
      schedule: request.schedule ?? null,
    });
  } catch (error) {
    notify.error("Error", {
      description:
        error instanceof CartStorageError ? ADD_TO_CART_MESSAGES.storageFailed : ADD_TO_CART_MESSAGES.failed,
    });
    return false;
  }
  notify.success(ADDED_TITLE, {
    description: addedDescription(item.title.trim(), {
      withModifiers: Boolean(request.withModifiers),
      scheduled: Boolean(request.schedule),
    }),
  });
  return true;
}
