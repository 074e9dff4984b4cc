/**
 * The signed-in shopper's cart and wishlist. Guests keep both in the browser
 * (IndexedDB); at sign-in the guest lines are merged into these (quantities add up, duplicates collapse).
 * Only product ids and quantities travel: prices always come from the catalogue on the server.
 */
import { Type, type Static } from 'typebox';
import { closed, defineRoute, ErrorBody, errorResponses, Id } from './define-route.ts';
import { idempotencyErrors } from './idempotency.ts';

export const MAX_LINE_QUANTITY = 99;
/** A guest cart or wishlist bigger than this is not merged (a real shopper never gets near it). */
export const MAX_MERGE_ITEMS = 200;

/**
 * Request bodies refuse unknown fields (a client-sent `price` is a 400, not silently ignored). Not
 * `additionalProperties: false`: the server's Ajv runs with `removeAdditional`, which strips such
 * fields instead of refusing them; a `never` schema is refused.
 */

const Quantity = Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY });

export const CartLine = Type.Object({
  /** Opaque line id (a UUID), not guessable; another user's line id is a 404. */
  id: Type.String(),
  productId: Type.Integer(),
  quantity: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /**
   * In the cart listing: false once the product is no longer on sale. The line stays so the shopper
   * sees it and can remove it; it is not counted, priced or ordered.
   */
  available: Type.Optional(Type.Boolean()),
});
export type CartLine = Static<typeof CartLine>;

export const WishlistItem = Type.Object({
  id: Type.String(),
  /** The owner's user id; guests' local items say 'guest'. */
  userId: Type.Integer(),
  productId: Type.Integer(),
  createdAt: Type.String(),
});
export type WishlistItem = Static<typeof WishlistItem>;

const LineIdParams = Type.Object({ lineId: Type.String({ minLength: 1, maxLength: 64 }) });
const ProductIdParams = Type.Object({ productId: Id });
const Success = Type.Object({ success: Type.Literal(true) });
const userErrors = { ...errorResponses, 401: ErrorBody };
/**
 * The changes the offline outbox replays (add, change and remove a line, clear the cart, add and
 * remove a wishlist item) take an optional `Idempotency-Key` header: a replay with the same key answers
 * the first answer instead of applying the change again (api/contract/idempotency.ts).
 */
const changeErrors = { ...userErrors, ...idempotencyErrors };

export const getCart = defineRoute({
  method: 'GET',
  url: '/api/cart',
  access: 'customer',
  schema: { response: { 200: Type.Array(CartLine), 401: ErrorBody } },
});

/**
 * Adds a product (quantity adds up on an existing line). An unknown product is a 404, an inactive one
 * a 400; more than 99 of one product in the cart is a 400 and changes nothing. Takes `Idempotency-Key`
 * (as do the other changes below, but not the merges).
 */
export const addToCart = defineRoute({
  method: 'POST',
  url: '/api/cart',
  access: 'customer',
  schema: {
    body: Type.Object({ productId: Id, quantity: Type.Optional(Quantity) }, closed),
    response: { 200: CartLine, ...changeErrors },
  },
});

export const updateCartLine = defineRoute({
  method: 'PATCH',
  url: '/api/cart/:lineId',
  access: 'customer',
  schema: {
    params: LineIdParams,
    body: Type.Object({ quantity: Quantity }, closed),
    response: { 200: CartLine, ...changeErrors },
  },
});

export const removeCartLine = defineRoute({
  method: 'DELETE',
  url: '/api/cart/:lineId',
  access: 'customer',
  schema: { params: LineIdParams, response: { 200: Success, ...changeErrors } },
});

export const clearCart = defineRoute({
  method: 'DELETE',
  url: '/api/cart',
  access: 'customer',
  schema: { response: { 200: Success, ...changeErrors } },
});

/**
 * Sign-in merge of the guest cart: each product's quantity is added to the server line (capped at 99);
 * unknown or inactive products are skipped and listed. Answers the whole cart afterwards.
 */
export const mergeCart = defineRoute({
  method: 'POST',
  url: '/api/cart/merge',
  access: 'customer',
  schema: {
    body: Type.Object(
      {
        lines: Type.Array(Type.Object({ productId: Id, quantity: Quantity }, closed), {
          maxItems: MAX_MERGE_ITEMS,
        }),
      },
      closed,
    ),
    response: {
      200: Type.Object({ cart: Type.Array(CartLine), skippedProductIds: Type.Array(Type.Integer()) }),
      ...userErrors,
    },
  },
});

export const getWishlist = defineRoute({
  method: 'GET',
  url: '/api/wishlist',
  access: 'customer',
  schema: { response: { 200: Type.Array(WishlistItem), 401: ErrorBody } },
});

/** Adds a product; adding one already saved answers the existing item (idempotent). */
export const addToWishlist = defineRoute({
  method: 'POST',
  url: '/api/wishlist',
  access: 'customer',
  schema: {
    body: Type.Object({ productId: Id }, closed),
    response: { 200: WishlistItem, ...changeErrors },
  },
});

/** Removes a product; removing one that is not saved is a 404. */
export const removeFromWishlist = defineRoute({
  method: 'DELETE',
  url: '/api/wishlist/:productId',
  access: 'customer',
  schema: { params: ProductIdParams, response: { 200: Success, ...changeErrors } },
});

/** Sign-in merge of the guest wishlist (duplicates collapse, unknown products skipped). */
export const mergeWishlist = defineRoute({
  method: 'POST',
  url: '/api/wishlist/merge',
  access: 'customer',
  schema: {
    body: Type.Object({ productIds: Type.Array(Id, { maxItems: MAX_MERGE_ITEMS }) }, closed),
    response: {
      200: Type.Object({ wishlist: Type.Array(WishlistItem), skippedProductIds: Type.Array(Type.Integer()) }),
      ...userErrors,
    },
  },
});
