// Bounds of a cart that the browser's cart and the server's checkout share. Kept free of zod, so
// the cart code every page loads does not pull the schema library in with it.

export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;
