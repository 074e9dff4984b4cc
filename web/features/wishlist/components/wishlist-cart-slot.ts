/**
 * What the wishlist page needs from the cart feature, declared here and plugged in by the route
 * (web/routes/wishlist.tsx): features never import each other.
 */
export interface WishlistAddToCart {
  /** Resolves true once added, false when it failed; `silent` leaves the notification to the caller. */
  addToCart: (productId: number, quantity: number, options?: { silent?: boolean }) => Promise<boolean>;
  pending: boolean;
  /** True for 3 s after a success: the button says 'Added'. */
  added: boolean;
  /**
   * Adding or 'Added' right now, read at the moment of a press: a second press before the button has
   * re-rendered must not add again.
   */
  isBusy: () => boolean;
}

export interface WishlistCartSlot {
  useAddToCart: () => WishlistAddToCart;
}
