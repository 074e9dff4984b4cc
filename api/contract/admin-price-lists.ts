/**
 * Back office: suppliers, their remembered price-list column mapping, and price-list imports (upload
 * with a dry-run report, then apply). Every route here is admin-only.
 */
import { Type, type Static } from 'typebox';
import { Currency } from './currency.ts';
import { closed, defineRoute, ErrorBody, Id, IdParams, Nullable } from './define-route.ts';

/** Request bodies refuse unknown fields (see api/contract/cart.ts for why not additionalProperties). */
const adminErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

// ---- Suppliers -------------------------------------------------------------------------------------

export const SUPPLIER_NAME_MAX = 100;

export const Supplier = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** ISO 3166-1 alpha-2. */
  country: Type.String(),
  isActive: Type.Boolean(),
  /** Whether a column mapping is remembered for its price lists. */
  hasMapping: Type.Boolean(),
});
export type Supplier = Static<typeof Supplier>;

export const SupplierInput = Type.Object(
  {
    /** Required, 1-100 characters after trimming; unique without regard to case. */
    name: Type.String({ maxLength: 1000 }),
    /** Two letters (ISO 3166-1 alpha-2), upper-cased by the server. */
    country: Type.String({ maxLength: 100 }),
  },
  closed,
);
export type SupplierInput = Static<typeof SupplierInput>;

export type SupplierProblem =
  'supplier_name_required' | 'supplier_name_too_long' | 'supplier_country_invalid';

/** The first rule a supplier form breaks, or null; the form and the server check the same way. */
export function supplierInputProblem(input: SupplierInput): SupplierProblem | null {
  const name = input.name.trim();
  if (name === '') return 'supplier_name_required';
  if ([...name].length > SUPPLIER_NAME_MAX) return 'supplier_name_too_long';
  if (!/^[A-Z]{2}$/.test(input.country.trim().toUpperCase())) return 'supplier_country_invalid';
  return null;
}

export const listSuppliers = defineRoute({
  method: 'GET',
  url: '/api/admin/suppliers',
  access: 'admin',
  schema: { response: { 200: Type.Array(Supplier), ...adminErrors } },
});

export const createSupplier = defineRoute({
  method: 'POST',
  url: '/api/admin/suppliers',
  access: 'admin',
  schema: { body: SupplierInput, response: { 201: Supplier, ...adminErrors } },
});

// ---- Column mapping --------------------------------------------------------------------------------

export const DELIMITERS = [',', ';', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];
export const DECIMAL_SEPARATORS = ['.', ','] as const;
export type DecimalSeparator = (typeof DECIMAL_SEPARATORS)[number];
export const HEADER_ROW_MAX = 100;

/** A header name as written in the file, or a 1-based column number when the file has no header. */
const ColumnRef = Type.String({ minLength: 1, maxLength: 200 });

export const PriceListMapping = Type.Object(
  {
    /** null: detected from the header line (whichever of `,` `;` tab occurs most outside quotes). */
    delimiter: Nullable(Type.Enum(DELIMITERS)),
    /** The physical line holding the column names (lines above it are skipped); 0: no header line. */
    headerRow: Type.Integer({ minimum: 0, maximum: HEADER_ROW_MAX }),
    partNumber: ColumnRef,
    brand: ColumnRef,
    price: ColumnRef,
    /** The column naming each row's currency (EUR, PLN or GBP)... */
    currencyColumn: Nullable(ColumnRef),
    /** ...or one currency for the whole file: exactly one of the two is set. */
    currency: Nullable(Currency),
    stock: ColumnRef,
    /** Fills a product's missing EAN when it is a valid EAN-13. */
    ean: Type.Optional(Nullable(ColumnRef)),
    /** The supplier's own article name: shown in the report, never written to the catalogue. */
    name: Type.Optional(Nullable(ColumnRef)),
    /** null: each price says (a price that reads both ways, such as 1,234, is refused as ambiguous). */
    decimalSeparator: Nullable(Type.Enum(DECIMAL_SEPARATORS)),
  },
  closed,
);
export type PriceListMapping = Static<typeof PriceListMapping>;

/** The mapped fields, in the order the form shows them. */
export const MAPPED_FIELDS = [
  'partNumber',
  'brand',
  'price',
  'currencyColumn',
  'stock',
  'ean',
  'name',
] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];

export type MappingProblem = 'mapping_currency_choice' | 'mapping_column_number' | 'mapping_column_repeated';

/**
 * The first rule a mapping breaks beyond its schema, or null: the currency comes from a column or is
 * fixed (exactly one); without a header line every column is a number from 1; no column is used twice.
 */
export function mappingProblem(mapping: PriceListMapping): MappingProblem | null {
  if ((mapping.currencyColumn === null) === (mapping.currency === null)) return 'mapping_currency_choice';
  const refs = MAPPED_FIELDS.map((field) => mapping[field]?.trim()).filter((ref): ref is string => !!ref);
  if (mapping.headerRow === 0 && refs.some((ref) => !/^[1-9]\d{0,3}$/.test(ref))) {
    return 'mapping_column_number';
  }
  if (new Set(refs.map((ref) => ref.toLowerCase())).size !== refs.length) return 'mapping_column_repeated';
  return null;
}

export const SupplierIdParams = Type.Object({ id: Id });

export const MappingAnswer = Type.Object({ mapping: Nullable(PriceListMapping) });

export const getSupplierMapping = defineRoute({
  method: 'GET',
  url: '/api/admin/suppliers/:id/mapping',
  access: 'admin',
  schema: { params: SupplierIdParams, response: { 200: MappingAnswer, ...adminErrors } },
});

/** Remembers the mapping for the supplier's next price lists (the CLI's --map does the same). */
export const putSupplierMapping = defineRoute({
  method: 'PUT',
  url: '/api/admin/suppliers/:id/mapping',
  access: 'admin',
  schema: {
    params: SupplierIdParams,
    body: PriceListMapping,
    response: { 200: MappingAnswer, ...adminErrors },
  },
});

// ---- Imports ---------------------------------------------------------------------------------------

export const PRICE_LIST_MAX_BYTES = 200 * 1024 * 1024;
/** Examples kept per outcome in a report, and malformed rows listed. */
export const PRICE_LIST_EXAMPLES = 10;
export const PRICE_LIST_MALFORMED_LISTED = 100;
export const PRICE_LIST_PREVIEW_ROWS = 8;

/**
 * What became of each data row: the product exists and the supplier had no offer for it, or the offer
 * changes price, stock or both, or stays as it is; the brand or the part number (under that brand) is
 * not in the catalogue (listed, never applied); the same product again with the same price and stock
 * (ignored; a repeat with different values is malformed); malformed.
 */
export const PRICE_LIST_OUTCOMES = [
  'newOffer',
  'priceChanged',
  'stockChanged',
  'priceAndStockChanged',
  'unchanged',
  'unknownBrand',
  'unknownPart',
  'duplicate',
  'malformed',
] as const;
export type PriceListOutcome = (typeof PRICE_LIST_OUTCOMES)[number];

export const MALFORMED_REASONS = [
  'missing_columns',
  'part_number_missing',
  'brand_missing',
  'price_missing',
  'price_invalid',
  'price_currency_sign',
  'price_ambiguous',
  'price_precision',
  'price_not_positive',
  'price_too_large',
  'currency_missing',
  'currency_unknown',
  'stock_invalid',
  'stock_too_large',
  'conflicting_duplicate',
  'unclosed_quote',
] as const;
export type MalformedReason = (typeof MALFORMED_REASONS)[number];

export const PRICE_LIST_STATUSES = ['needs_mapping', 'ready', 'malformed', 'applied', 'superseded'] as const;
export type PriceListStatus = (typeof PRICE_LIST_STATUSES)[number];

const Line = Type.Integer({ minimum: 1 });

export const PriceListExample = Type.Object({
  /** 1-based physical line in the file (where the row starts). */
  line: Line,
  partNumber: Type.String(),
  brand: Type.String(),
  name: Nullable(Type.String()),
  productId: Nullable(Type.Integer()),
  /** EUR, VAT included; null when there is none (no offer yet, or no product). */
  oldPrice: Nullable(Type.Number()),
  /** The file's price converted to EUR at the stored rate, rounded once. */
  newPrice: Nullable(Type.Number()),
  oldStock: Nullable(Type.Integer()),
  newStock: Nullable(Type.Integer()),
  /** The price cell as written, and its currency. */
  filePrice: Type.String(),
  currency: Nullable(Currency),
});
export type PriceListExample = Static<typeof PriceListExample>;

export const MalformedRow = Type.Object({
  line: Line,
  reason: Type.Enum(MALFORMED_REASONS),
  /** The reason in the request's language. */
  message: Type.String(),
  /** The offending cell (shortened), when there is one. */
  value: Nullable(Type.String()),
});
export type MalformedRow = Static<typeof MalformedRow>;

const Count = Type.Integer({ minimum: 0 });
const Examples = Type.Array(PriceListExample);

export const PriceListReport = Type.Object({
  /** Rows below the header (empty lines not counted). */
  dataRows: Type.Integer(),
  counts: Type.Object({
    newOffer: Count,
    priceChanged: Count,
    stockChanged: Count,
    priceAndStockChanged: Count,
    unchanged: Count,
    unknownBrand: Count,
    unknownPart: Count,
    duplicate: Count,
    malformed: Count,
  }),
  /** The first examples of each outcome, in file order. */
  examples: Type.Object({
    newOffer: Examples,
    priceChanged: Examples,
    stockChanged: Examples,
    priceAndStockChanged: Examples,
    unchanged: Examples,
    unknownBrand: Examples,
    unknownPart: Examples,
    duplicate: Examples,
  }),
  /** The first malformed rows, in file order (`counts.malformed` says how many there are). */
  malformed: Type.Array(MalformedRow),
  /** Products whose missing EAN the list fills. */
  eanFills: Type.Integer(),
  /** Rates (units per 1 EUR) the prices were converted at, and their date. */
  rates: Type.Object({ PLN: Type.String(), GBP: Type.String(), date: Type.String() }),
  checkedAt: Type.String(),
});
export type PriceListReport = Static<typeof PriceListReport>;

export const PriceListResult = Type.Object({
  offersCreated: Type.Integer(),
  pricesChanged: Type.Integer(),
  /** Offers whose stock alone changed. */
  stocksChanged: Type.Integer(),
  unchanged: Type.Integer(),
  /** Rows whose product was deleted between the check and the apply. */
  skipped: Type.Integer(),
  eanFilled: Type.Integer(),
  /** Rows written to the price history (one per new offer or price change). */
  historyRows: Type.Integer(),
  appliedAt: Type.String(),
});
export type PriceListResult = Static<typeof PriceListResult>;

export const PriceListImport = Type.Object({
  id: Type.Integer(),
  supplier: Type.Object({ id: Type.Integer(), name: Type.String() }),
  fileName: Type.String(),
  fileBytes: Type.Integer(),
  status: Type.Enum(PRICE_LIST_STATUSES),
  createdAt: Type.String(),
  appliedAt: Nullable(Type.String()),
  /** The delimiter the file is read with (the mapping's, else detected). */
  delimiter: Type.Enum(DELIMITERS),
  /** The file's first rows from line 1 on, split into cells (empty once the file is gone). */
  preview: Type.Array(Type.Object({ line: Line, cells: Type.Array(Type.String()) })),
  /** The header row's names (the mapping's header row, else line 1); numbers when there is none. */
  columns: Type.Array(Type.String()),
  /** The mapping the report was made with (null until there is one). */
  mapping: Nullable(PriceListMapping),
  /** Why the file could not be checked with the mapping (a mapped column missing from the header). */
  problem: Nullable(ErrorBody),
  report: Nullable(PriceListReport),
  result: Nullable(PriceListResult),
});
export type PriceListImport = Static<typeof PriceListImport>;

export const ImportIdParams = IdParams;

/**
 * Uploads a price list: multipart/form-data with one file field `file` (CSV, UTF-8, at most 200 MB,
 * else 413). The file is stored and checked with the supplier's remembered mapping: the answer is the
 * import with its dry-run report, or status `needs_mapping` with the header preview. Earlier imports
 * of the supplier that were not applied are superseded.
 */
export const uploadPriceList = defineRoute({
  method: 'POST',
  url: '/api/admin/suppliers/:id/price-lists',
  access: 'admin',
  schema: {
    params: SupplierIdParams,
    response: { 201: PriceListImport, ...adminErrors, 413: ErrorBody, 415: ErrorBody },
  },
});

/** Checks the stored file again with the supplier's current mapping (after the mapping was saved). */
export const checkPriceList = defineRoute({
  method: 'POST',
  url: '/api/admin/price-lists/:id/dry-run',
  access: 'admin',
  schema: { params: ImportIdParams, response: { 200: PriceListImport, ...adminErrors } },
});

export const MalformedErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  /** Lines of the first malformed rows. */
  lines: Type.Array(Type.Integer()),
});

/**
 * Applies a checked import in one transaction: offers created or updated (prices in EUR at the stored
 * rate, rounded once), every price change recorded in the price history, missing EANs filled. Offers
 * of the supplier the file does not list stay as they are. A file with any malformed row changes
 * nothing (422 naming the lines).
 */
export const applyPriceList = defineRoute({
  method: 'POST',
  url: '/api/admin/price-lists/:id/apply',
  access: 'admin',
  schema: {
    params: ImportIdParams,
    response: { 200: PriceListImport, ...adminErrors, 422: MalformedErrorBody },
  },
});

export const getPriceList = defineRoute({
  method: 'GET',
  url: '/api/admin/price-lists/:id',
  access: 'admin',
  schema: { params: ImportIdParams, response: { 200: PriceListImport, ...adminErrors } },
});
