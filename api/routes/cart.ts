/**
 * The signed-in user's cart and wishlist; every query is scoped by the user, so nobody reaches another's.
 * The changes the web's offline outbox replays honour `Idempotency-Key` (`idempotent: true`).
 */
import * as contract from '#api/contract/cart.ts';
import { requireUser } from '../plugins/auth.ts';
import * as cart from '../services/cart.ts';
import type { App } from './types.ts';

const success = { success: true as const };

export default async function cartRoutes(app: App) {
  app.route({
    ...contract.getCart,
    handler: async (request) => cart.listCartWithAvailability(app.db, (await requireUser(request)).id),
  });

  app.route({
    ...contract.addToCart,
    config: { idempotent: true },
    handler: async (request) => {
      const user = await requireUser(request);
      return cart.addToCart(app.db, user.id, request.body.productId, request.body.quantity ?? 1);
    },
  });

  app.route({
    ...contract.mergeCart,
    handler: async (request) => cart.mergeCart(app.db, (await requireUser(request)).id, request.body.lines),
  });

  app.route({
    ...contract.updateCartLine,
    config: { idempotent: true },
    handler: async (request) => {
      const user = await requireUser(request);
      return cart.setCartLineQuantity(app.db, user.id, request.params.lineId, request.body.quantity);
    },
  });

  app.route({
    ...contract.removeCartLine,
    config: { idempotent: true },
    handler: async (request) => {
      await cart.removeCartLine(app.db, (await requireUser(request)).id, request.params.lineId);
      return success;
    },
  });

  app.route({
    ...contract.clearCart,
    config: { idempotent: true },
    handler: async (request) => {
      await cart.clearCart(app.db, (await requireUser(request)).id);
      return success;
    },
  });

  app.route({
    ...contract.getWishlist,
    handler: async (request) => cart.listWishlistItems(app.db, (await requireUser(request)).id),
  });

  app.route({
    ...contract.addToWishlist,
    config: { idempotent: true },
    handler: async (request) =>
      cart.addToWishlist(app.db, (await requireUser(request)).id, request.body.productId),
  });

  app.route({
    ...contract.mergeWishlist,
    handler: async (request) =>
      cart.mergeWishlist(app.db, (await requireUser(request)).id, request.body.productIds),
  });

  app.route({
    ...contract.removeFromWishlist,
    config: { idempotent: true },
    handler: async (request) => {
      await cart.removeFromWishlist(app.db, (await requireUser(request)).id, request.params.productId);
      return success;
    },
  });
}
