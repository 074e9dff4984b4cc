/**
 * Back office: suppliers, their column mapping and price-list imports (upload + dry run, check again,
 * apply). All admin-only. The upload's multipart parser lives in its own encapsulated plugin, so no
 * other route accepts multipart bodies; the file streams to disk, never into memory.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import * as contract from '#api/contract/admin-price-lists.ts';
import { PRICE_LIST_MAX_BYTES } from '#api/contract/admin-price-lists.ts';
import type { Sqlite } from '#db/repositories/price-lists.ts';
import { AppError, badRequest } from '../http/app-error.ts';
import { requestLanguage, translate } from '../http/messages.ts';
import {
  applyImport,
  assertSupplierExists,
  checkImport,
  createSupplier,
  getSupplierMapping,
  listSuppliers,
  PriceListMalformedError,
  type PriceListDeps,
  readImport,
  registerPriceList,
  saveSupplierMapping,
} from '../services/price-lists/price-lists.ts';
import type { App } from './types.ts';

export interface AdminPriceListOptions {
  /** The connection behind `app.db`, for the import's prepared statements. */
  sqlite: Sqlite;
  /** DATA_DIR/price-lists: uploaded files wait there until applied. */
  filesDir: string;
  /** Largest upload in bytes (tests lower it). */
  maxBytes?: number;
}

/** A size limit as people write it: 200 MB, 512 KB. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

async function uploadRoutes(app: App, { deps, maxBytes }: { deps: PriceListDeps; maxBytes: number }) {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  // Other body types reach the handler unread, which answers them clearly (instead of a bare 415).
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.route({
    ...contract.uploadPriceList,
    handler: async (request, reply) => {
      const supplierId = request.params.id;
      await assertSupplierExists(deps.db, supplierId);
      if (!request.isMultipart()) throw new AppError(415, 'price_list_multipart_required');
      fs.mkdirSync(deps.filesDir, { recursive: true });
      const target = path.join(deps.filesDir, `${supplierId}-${randomUUID()}.csv`);
      let file: MultipartFile | undefined;
      try {
        file = await request.file();
        if (!file || file.fieldname !== 'file') throw badRequest('price_list_file_required');
        await pipeline(file.file, fs.createWriteStream(target));
        if (file.file.truncated)
          throw new AppError(413, 'price_list_too_large', { limit: sizeText(maxBytes) });
      } catch (err) {
        fs.rmSync(target, { force: true });
        if (err instanceof AppError) throw err;
        if ((err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'price_list_too_large', { limit: sizeText(maxBytes) });
        }
        throw badRequest('price_list_upload_failed');
      }
      const fileBytes = fs.statSync(target).size;
      if (fileBytes === 0) {
        fs.rmSync(target, { force: true });
        throw badRequest('price_list_file_empty');
      }
      const user = await request.currentUser();
      let id: number;
      try {
        id = await registerPriceList(deps, {
          supplierId,
          filePath: target,
          fileName: path.basename(file.filename || 'price-list.csv').slice(0, 200),
          fileBytes,
          userId: user?.id ?? null,
        });
      } catch (err) {
        // A refused file is not kept; one registered stays with its import.
        if (err instanceof AppError && err.statusCode === 400) fs.rmSync(target, { force: true });
        throw err;
      }
      return reply.status(201).send(await readImport(deps, id, requestLanguage(request)));
    },
  });
}

export default async function adminPriceListRoutes(app: App, options: AdminPriceListOptions) {
  const deps: PriceListDeps = { db: app.db, sqlite: options.sqlite, filesDir: options.filesDir };

  app.route({
    ...contract.listSuppliers,
    handler: async () => listSuppliers(app.db),
  });

  app.route({
    ...contract.createSupplier,
    handler: async (request, reply) => reply.status(201).send(await createSupplier(app.db, request.body)),
  });

  app.route({
    ...contract.getSupplierMapping,
    handler: async (request) => getSupplierMapping(app.db, request.params.id),
  });

  app.route({
    ...contract.putSupplierMapping,
    handler: async (request) => saveSupplierMapping(app.db, request.params.id, request.body),
  });

  app.route({
    ...contract.getPriceList,
    handler: async (request) => readImport(deps, request.params.id, requestLanguage(request)),
  });

  app.route({
    ...contract.checkPriceList,
    handler: async (request) => {
      await checkImport(deps, request.params.id);
      return readImport(deps, request.params.id, requestLanguage(request));
    },
  });

  app.route({
    ...contract.applyPriceList,
    handler: async (request, reply) => {
      const user = await request.currentUser();
      try {
        await applyImport(deps, request.params.id, user?.id ?? null);
      } catch (error) {
        if (!(error instanceof PriceListMalformedError)) throw error;
        // The body names the lines as well as the message, so a client can point at them.
        return reply.status(422).send({
          error: error.error,
          message: translate(requestLanguage(request), error.code, error.params),
          lines: error.lines,
        });
      }
      return readImport(deps, request.params.id, requestLanguage(request));
    },
  });

  await app.register(uploadRoutes, { deps, maxBytes: options.maxBytes ?? PRICE_LIST_MAX_BYTES });
}
