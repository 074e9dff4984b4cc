/** Offline and sync: the banner, reasons for disabled buttons, what changed while away, waiting orders. */
import type { Message } from '../types.ts';

export const offlineEn = {
  'offline.banner': 'You are offline. You see the shop as it was last loaded.',
  'offline.bannerNoAnswer':
    'No answer from the shop: the connection is not working. You see the shop as it was last loaded.',
  'offline.bannerQueued': 'Your cart and wishlist changes are kept and sent when you are back online.',
  'offline.pending': {
    one: '{count} change waiting for a connection',
    other: '{count} changes waiting for a connection',
  },
  'offline.backOnline': 'You are back online.',
  'offline.synced': {
    one: '{count} change made offline has been sent.',
    other: '{count} changes made offline have been sent.',
  },
  'offline.needsConnection': 'Needs an internet connection',
  'offline.lastUpdated': 'Prices and stock as of {time}',
  'offline.accountAsOf': 'Your name, cart and wishlist are as saved on this device on {time}.',
  'offline.cardNeedsConnection':
    'Card payment needs an internet connection. Choose bank transfer to order now: the order is kept and sent when you are back online.',
  'offline.priceChanged': 'Price changed from {old} to {new}',
  'offline.onlyLeft': { one: 'Only {count} left', other: 'Only {count} left' },
  'offline.soldOut': 'No longer available',
  'offline.changesTitle': 'Prices or stock have changed since you last saw them',
  'offline.changesAcknowledge': 'OK',
  'offline.intentTitle': 'Order waiting for a connection',
  'offline.intentSaved':
    'Your bank-transfer order is kept on this device. It is placed only when you confirm it while online. Total when you filled it in: {total}.',
  'offline.intentWaiting': 'You are offline: the order waits for a connection.',
  'offline.intentSame': 'You are back online. The total is still {total}.',
  'offline.intentChanged': 'You are back online. The total has changed from {old} to {new}.',
  'offline.intentConfirm': 'Confirm order',
  'offline.intentDiscard': 'Discard order',
  'offline.intentSavedToast': 'Order saved: confirm it when you are back online.',
  'offline.intentPricing': 'Checking today’s prices…',
  'offline.intentPricingFailed': 'Today’s prices could not be checked, so the order cannot be confirmed yet.',
  'offline.intentPricingRetry': 'Check again',
  'offline.addedQueued': 'Saved on this device: it goes into your cart when you are back online.',
  'offline.addedLocal':
    'Added to the cart on this device. Prices and stock are checked when you are back online.',
  'offline.wishlistQueued': 'Saved on this device: your wishlist is updated when you are back online.',
  'offline.waiting': { one: '{count} waiting', other: '{count} waiting' },
  'offline.unavailableTitle': 'This page is not saved for offline use',
  'offline.unavailableText':
    'It was never opened on this device while online. It opens by itself when you are back online.',
  'offline.savedHere': 'Saved on this device',
  'offline.savedCategories': 'Categories',
  'offline.savedRecent': 'Recently viewed',
  'offline.readyTitle': 'Ready to use offline',
  'offline.ready': 'Pages you have seen, your cart and your wishlist now open without a connection.',
  'offline.readyState': 'Works offline',
  'offline.preparingState': 'Getting ready for offline use…',
} satisfies Record<string, Message>;
