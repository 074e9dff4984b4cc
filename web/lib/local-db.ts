/**
 * The shop's IndexedDB database (Dexie): what a shopper keeps in this browser without an account, and
 * what must survive a reload or a lost connection. One table per store; each feature owns its table's
 * reads and writes (features/cart, features/wishlist, features/catalog recently viewed, features/vehicles).
 *
 * Schema changes add a new `version(n)`; never edit a released version (browsers hold old databases).
 */
import { Dexie, type EntityTable } from 'dexie';
import type { Product } from '#api/contract/catalog.ts';
import type { Vehicle } from '#api/contract/vehicles.ts';

/** A guest cart line: a generated id, the product and how many. */
export interface GuestCartLine {
  id: string;
  productId: number;
  quantity: number;
  /** ISO time of the first add; lines are listed in this order. */
  addedAt: string;
}

/** A guest wishlist entry: id `local-<productId>`, userId `guest`. */
export interface LocalWishlistItem {
  id: string;
  userId: 'guest';
  productId: number;
  createdAt: string;
}

/** A product the shopper opened: the full object as shown, so the strip renders offline. */
export interface RecentlyViewedEntry {
  productId: number;
  /** Epoch milliseconds of the last view; the newest first, at most 10 kept. */
  viewedAt: number;
  product: Product;
}

/** Small keyed values: the chosen vehicle (`vehicle`). */
export interface LocalSetting {
  key: string;
  value: unknown;
}

export interface ChosenVehicleSetting extends LocalSetting {
  key: 'vehicle';
  value: Vehicle;
}

/**
 * A signed-in shopper's cart or wishlist change made without a connection, replayed in order when it
 * returns (web/lib/outbox.ts). `opId` travels as the Idempotency-Key header, so a replay that runs
 * twice (page and service worker, or a lost answer) is applied once by the server.
 */
export interface OutboxOp {
  /** Order of the changes (auto-increment). */
  seq?: number;
  opId: string;
  /** Whose session the change belongs to: only replayed while that user is signed in. */
  userId: number;
  kind: 'cart' | 'wishlist';
  /** The product the change is about (to fold a later change into an earlier one). */
  productId: number;
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /** Epoch milliseconds; changes older than the server keeps operation ids for are dropped. */
  createdAt: number;
}

/**
 * A bank-transfer order filled in without a connection: kept until the shopper confirms it, re-priced,
 * once the connection is back (features/checkout). `id` is the request's Idempotency-Key, so a submit
 * that reached the server before the connection dropped answers the same order.
 */
export interface OrderIntent {
  id: string;
  /** The signed-in user (their server cart is ordered), or null for a guest (the lines are in `body`). */
  userId: number | null;
  /** The checkout request as it will be sent (api/contract/orders.ts CheckoutBody), minus the total. */
  body: Record<string, unknown>;
  /** The total and currency the shopper saw when filling it in. */
  total: number;
  currency: string;
  createdAt: number;
}

/**
 * One query of the signed-in shopper's account kept on this device (web/lib/account-snapshot.ts): the
 * user, their server cart or their wishlist, as last answered, with when.
 */
export interface AccountSnapshotEntry {
  /** The query's key as JSON. */
  key: string;
  /** The account it belongs to: every other account's entries are dropped when one is saved. */
  userId: number;
  queryKey: unknown[];
  data: unknown;
  /** Epoch milliseconds of the server's answer. */
  updatedAt: number;
}

export type LocalDb = Dexie & {
  guestCart: EntityTable<GuestCartLine, 'id'>;
  wishlist: EntityTable<LocalWishlistItem, 'id'>;
  recentlyViewed: EntityTable<RecentlyViewedEntry, 'productId'>;
  settings: EntityTable<LocalSetting, 'key'>;
  outbox: EntityTable<OutboxOp, 'seq'>;
  orderIntents: EntityTable<OrderIntent, 'id'>;
  accountSnapshot: EntityTable<AccountSnapshotEntry, 'key'>;
};

export const LOCAL_DB_NAME = 'partspoint';

export function createLocalDb(name = LOCAL_DB_NAME): LocalDb {
  const db = new Dexie(name) as LocalDb;
  db.version(1).stores({
    guestCart: 'id, &productId, addedAt',
    wishlist: 'id, &productId, createdAt',
    recentlyViewed: 'productId, viewedAt',
    settings: 'key',
  });
  db.version(2).stores({ outbox: '++seq, &opId, userId, createdAt, [userId+kind+productId]' });
  db.version(3).stores({ orderIntents: 'id, createdAt' });
  db.version(4).stores({ accountSnapshot: 'key, userId' });
  return db;
}

/** The browser's database; tests make their own with `createLocalDb` on fake-indexeddb. */
export const localDb: LocalDb = createLocalDb();
