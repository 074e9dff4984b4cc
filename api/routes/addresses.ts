/** Saved billing and shipping addresses of the signed-in user; nobody reaches another user's. */
import * as contract from '#api/contract/auth.ts';
import { deleteAddressOfUser } from '#db/repositories/users.ts';
import { requireUser } from '../plugins/auth.ts';
import { notFound } from '../http/app-error.ts';
import { listAddresses, saveAddress } from '../services/accounts.ts';
import type { App } from './types.ts';

export default async function addressRoutes(app: App) {
  app.route({
    ...contract.listAddresses,
    handler: async (request) => listAddresses(app.db, (await requireUser(request)).id),
  });

  app.route({
    ...contract.createAddress,
    handler: async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await saveAddress(app.db, user.id, request.body));
    },
  });

  app.route({
    ...contract.deleteAddress,
    handler: async (request) => {
      const user = await requireUser(request);
      if (!(await deleteAddressOfUser(app.db, user.id, request.params.id)))
        throw notFound('address_not_found');
      return { success: true as const };
    },
  });
}
