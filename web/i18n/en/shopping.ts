/** Cart and wishlist actions (product cards, header counts) and their notifications. */
import type { Message } from '../types.ts';

export const shoppingEn = {
  'shopping.errorTitle': 'Error',

  'cart.added': 'Product added to cart successfully!',
  'cart.addFailed': 'Failed to add product to cart',
  'cart.addFailedDetail': 'Failed to add product to cart. Please try again.',
  'cart.adding': 'Adding to cart',
  'cart.addedButton': 'Added',
  'cart.addedLabel': 'Added to cart: {name}',
  'cart.unavailableLabel': 'Add to cart: {name} (out of stock)',

  'wishlist.addedTitle': 'Added to Wishlist',
  'wishlist.added': 'Product added to your wishlist!',
  'wishlist.removedTitle': 'Removed from Wishlist',
  'wishlist.removed': 'Product removed from your wishlist!',
  'wishlist.updateFailed': 'Failed to update wishlist',
  'wishlist.updateFailedDetail': 'Failed to update wishlist. Please try again.',
  'wishlist.toggleLabel': 'Save {name} on the wishlist',
  'reorder.title': 'Back in your cart',
  'reorder.added': {
    one: '{count} part of the order is in your cart again.',
    other: '{count} parts of the order are in your cart again.',
  },
  'reorder.partly': {
    one: 'The other parts are in your cart; {count} part is no longer available.',
    other: 'The other parts are in your cart; {count} parts are no longer available.',
  },
  'reorder.none': 'None of the parts of this order can be ordered any more.',
} as const satisfies Record<string, Message>;
