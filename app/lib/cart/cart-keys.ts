// Both carts live in local storage under product-prefixed keys.
export const REGULAR_CART_KEY = "island-spice:cart";
export const CATERING_CART_KEY = "island-spice:catering-cart";
export const CART_UPDATED_EVENT = "cart-updated";
export const CATERING_CART_UPDATED_EVENT = "catering-cart-updated";
