/**
 * Kysely table types: one interface per SQLite table. Money columns are integer minor units
 * (`...Cents`), booleans are 0/1 integers, timestamps ISO-8601 text.
 */
// Column domains (statuses, reasons, payment methods) are the contract's, defined once there.
import type { PriceListStatus } from '#api/contract/admin-price-lists.ts';
import type { PriceSource } from '#api/contract/admin-catalog.ts';
import type { OrderStatus, PaymentMethod, ReturnReason, ReturnStatus } from '#api/contract/orders.ts';
import type { BulkyClass } from '#api/contract/delivery-rules.ts';
import type { VatIdCheck, VatScheme } from '#api/contract/taxes.ts';

import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<string, string | undefined, never>;
type UpdatedAt = ColumnType<string, string | undefined, string>;

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  nameEn: string | null;
  namePl: string | null;
  /** The base description (English); `descriptionPl` is shown in Polish when set. */
  description: string | null;
  descriptionPl: ColumnType<string | null, string | null | undefined, string | null>;
  parentId: number | null;
  level: number;
  sortOrder: number;
  isActive: ColumnType<number, number | undefined, number>;
  path: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  website: string | null;
  isOem: ColumnType<number, number | undefined, number>;
  logo: string | null;
  createdAt: CreatedAt;
}

export interface SuppliersTable {
  id: Generated<number>;
  name: string;
  country: string;
  isActive: ColumnType<number, number | undefined, number>;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  nameEn: string | null;
  namePl: string | null;
  description: string | null;
  descriptionEn: string | null;
  descriptionPl: string | null;
  partNumber: string;
  /** partNumber upper-cased with every non-alphanumeric removed: the exact-hit key for search. */
  partNumberNorm: string;
  manufacturerNumber: string | null;
  manufacturerNumberNorm: string | null;
  eanNumber: string | null;
  brandId: number | null;
  categoryId: number | null;
  /** Gross price (VAT included) in euro cents. */
  basePriceCents: number;
  /** Currency the price was entered in (the catalogue itself is kept in EUR). */
  currency: ColumnType<string, string | undefined, string>;
  weightGrams: number | null;
  dimensions: string | null;
  /** JSON array of image URLs. */
  images: ColumnType<string, string | undefined, string>;
  specifications: string | null;
  applicability: string | null;
  manufacturerInfo: string | null;
  stock: ColumnType<number, number | undefined, number>;
  isActive: ColumnType<number, number | undefined, number>;
  /** When the product was archived (deleted while orders reference it); archived products are inactive. */
  deletedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The page an imported product was scraped from. */
  sourceUrl: ColumnType<string | null, string | null | undefined, string | null>;
  /** That page's breadcrumb, a JSON array of names (top first). */
  sourceCategoryPath: ColumnType<string | null, string | null | undefined, string | null>;
  /** The lowest active offer's price in euro cents, kept by triggers on offers. */
  lowestOfferCents: ColumnType<number | null, never, never>;
  /** Bulky-goods surcharge group (defaulted from the category). */
  bulkyClass: ColumnType<BulkyClass, BulkyClass | undefined, BulkyClass>;
  /** Who set the current price: every writer of `basePriceCents` names itself with it. */
  priceSource: ColumnType<PriceSource | null, PriceSource | null | undefined, PriceSource | null>;
  /**
   * The reduction the price announces (triggers set both when the price changes): the reference is
   * the lowest price in effect during the 30 days before the reduction, from `priceReducedAt`.
   */
  referencePriceCents: ColumnType<number | null, never, number | null>;
  priceReducedAt: ColumnType<string | null, never, string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface OffersTable {
  id: Generated<number>;
  productId: number;
  supplierId: number;
  priceCents: number;
  stock: number;
  deliveryDays: number;
  isActive: ColumnType<number, number | undefined, number>;
}

export interface VehicleMakesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface VehicleModelsTable {
  id: Generated<number>;
  makeId: number;
  name: string;
  yearFrom: number;
  yearTo: number | null;
}

/** One engine/type variant of a model: what a fitment points at ("vehicleId"). */
export interface VehiclesTable {
  id: Generated<number>;
  modelId: number;
  name: string;
  fuel: string;
  kw: number;
  ccm: number | null;
  yearFrom: number;
  monthFrom: number;
  yearTo: number | null;
  monthTo: number | null;
}

/** KBA type code (HSN + TSN) of a vehicle variant. */
export interface VehicleTypeCodesTable {
  /** Herstellerschlüsselnummer: 4 digits. */
  hsn: string;
  /** Typschlüsselnummer: its first 3 characters, upper case. */
  tsn: string;
  vehicleId: number;
}

export interface ProductFitmentsTable {
  productId: number;
  vehicleId: number;
}

export interface ExchangeRatesTable {
  /** ISO 4217 code; units of this currency per 1 EUR. */
  currency: string;
  /** Decimal string exactly as published (e.g. "4.2650"): never a float. */
  rate: string;
  rateDate: string;
  source: string;
  updatedAt: string;
}

/** The search index: one row per unarchived product, rowid = product id, all text folded. */
export interface ProductsFtsTable {
  rowid: number;
  /** Normalised part and manufacturer numbers and the EAN. */
  codes: string;
  /** Names in every language and the brand. */
  names: string;
  /** Category names and descriptions. */
  body: string;
}

/** Every suffix of 6+ characters of each normalised part/manufacturer number and EAN (contentless). */
/** Numbers and names only (no descriptions), without the inactive mark: the name tier of a search. */
export interface ProductNamesTable {
  rowid: number;
  codes: string;
  names: string;
}

export interface ProductCodesTable {
  rowid: number;
  suffixes: string;
}

/** Catalogue-wide counters: `version` (bumped by triggers on every catalogue write) and flags. */
export interface CatalogueMetaTable {
  key: string;
  value: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  countryCode: ColumnType<string, string | undefined, string>;
  language: ColumnType<string, string | undefined, string>;
  isAdmin: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionsTable {
  sid: string;
  userId: number | null;
  /** The JSON-serialised session object. */
  data: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface PasswordResetTokensTable {
  /** SHA-256 of the token sent by mail: a leaked table does not hand out reset links. */
  tokenHash: string;
  userId: number;
  expiresAt: number;
  usedAt: number | null;
}

/** An e-mail change waiting for the link sent to the new address. */
export interface EmailChangesTable {
  /** SHA-256 of the token sent by mail. */
  tokenHash: string;
  userId: number;
  newEmail: string;
  expiresAt: number;
  usedAt: number | null;
}

export interface AddressesTable {
  id: Generated<number>;
  userId: number;
  addressType: 'billing' | 'shipping';
  type: 'person' | 'company';
  firstName: string;
  lastName: string;
  company: string | null;
  vatNumber: string | null;
  street: string;
  houseNumber: string;
  addressDetails: string | null;
  postcode: string;
  city: string;
  country: string;
  countryCode: string;
  phone: string;
  isPrimary: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  /** Template name (welcome, password-reset, ...). */
  kind: string;
  /** JSON list of what to attach, rendered when the mail is sent (e.g. an invoice by id). */
  attachments: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

/** One product in a signed-in user's cart; the price is never stored (the catalogue's is used). */
export interface CartLinesTable {
  /** A random UUID: a line id says nothing about other users' lines. */
  id: string;
  userId: number;
  productId: number;
  /** 1..99 (a CHECK in the table). */
  quantity: number;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface WishlistItemsTable {
  /** A random UUID. */
  id: string;
  userId: number;
  productId: number;
  createdAt: CreatedAt;
}

export type { OrderStatus, PaymentMethod };
export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'error';

/** An order, priced once by the server: `...Cents` in the order's currency unless named `Eur`. */
export interface OrdersTable {
  id: Generated<number>;
  /** Random, not sequential ('PP-' + 10 Crockford base32 characters): the public lookup key. */
  orderNumber: string;
  /** Null for guests (and once the account is deleted). */
  userId: number | null;
  email: string;
  phone: string;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  paymentMethod: PaymentMethod;
  paymentStatus: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  currency: 'EUR' | 'PLN' | 'GBP';
  /** Units of `currency` per 1 EUR used for this order, as a decimal string ('1' for EUR). */
  exchangeRate: string;
  subtotalCents: number;
  shippingCents: ColumnType<number, number | undefined, number>;
  totalCents: number;
  totalEurCents: number;
  customerType: ColumnType<'person' | 'company', 'person' | 'company' | undefined, 'person' | 'company'>;
  company: string | null;
  vatNumber: string | null;
  shippingFirstName: string;
  shippingLastName: string;
  shippingAddress: string;
  shippingCity: string;
  shippingPostalCode: string;
  shippingCountry: string;
  billingFirstName: string;
  billingLastName: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingCountry: string;
  notes: string | null;
  /** The client's key for one submit: a retry with it answers the same order. */
  idempotencyKey: string | null;
  /** The shopper's language at checkout: the order's mails are written in it. */
  language: ColumnType<'en' | 'pl', 'en' | 'pl' | undefined, 'en' | 'pl'>;
  /** Set when the order is shipped (back office). */
  carrier: ColumnType<string | null, string | null | undefined, string | null>;
  trackingNumber: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 while the order's units are subtracted from product stock (held or sold); 0 once given back. */
  stockTaken: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /** An unpaid order's hold on its units lasts until then; null when nothing is held for it. */
  holdUntil: ColumnType<string | null, string | null | undefined, string | null>;
  /** Keyed hash of the client address that placed the order (caps on unpaid orders per client). */
  clientKey: ColumnType<string | null, string | null | undefined, string | null>;
  /** How VAT applies: home or destination rate (consumers), reverse charge (EU businesses), export. */
  vatScheme: ColumnType<VatScheme, VatScheme | undefined, VatScheme>;
  /** How the buyer's VAT ID was checked; null without one. */
  vatIdCheck: ColumnType<VatIdCheck | null, VatIdCheck | null | undefined, VatIdCheck | null>;
  /** Net and VAT of the whole order (lines and surcharge): net + VAT = total. */
  netCents: ColumnType<number, number | undefined, number>;
  vatCents: ColumnType<number, number | undefined, number>;
  /** The bulky surcharge (`shippingCents`) split into net and VAT. */
  shippingNetCents: ColumnType<number, number | undefined, number>;
  shippingVatCents: ColumnType<number, number | undefined, number>;
  /** 1: the surcharge was charged per piece (home country); 0: once per order. */
  bulkyPerPiece: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /** Estimated working days of delivery to the shipping country, as published ('2-3'). */
  deliveryDays: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One line of an order, with a snapshot of the product as it was sold. */
export interface OrderItemsTable {
  id: Generated<number>;
  orderId: number;
  productId: number;
  offerId: number | null;
  name: string;
  nameEn: string | null;
  namePl: string | null;
  partNumber: string;
  image: string | null;
  /** 1..99 (a CHECK in the table). */
  quantity: number;
  /** In the order's currency. */
  unitPriceCents: number;
  /** unitPriceCents * quantity. */
  totalPriceCents: number;
  unitPriceEurCents: number;
  /** The supplier of the cheapest offer when the order was placed (tracking shows it). */
  supplierName: ColumnType<string | null, string | null | undefined, string | null>;
  bulkyClass: ColumnType<BulkyClass, BulkyClass | undefined, BulkyClass>;
  /** Per-piece bulky surcharge of this line (home country), in the order's currency, as charged. */
  surchargeCents: ColumnType<number, number | undefined, number>;
  /** The line's net, VAT rate (basis points, 2300 = 23 %) and VAT: net + VAT = totalPriceCents. */
  netCents: ColumnType<number, number | undefined, number>;
  vatRateBp: ColumnType<number, number | undefined, number>;
  vatCents: ColumnType<number, number | undefined, number>;
}

/** An order's VAT per rate (lines and surcharge), computed once when it was placed. */
export interface OrderVatLinesTable {
  orderId: number;
  rateBp: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** Gap-free invoice numbering: the last number used per series and year. */
export interface InvoiceCountersTable {
  series: string;
  year: number;
  lastSeq: number;
}

/** An issued invoice (or a correcting one), with the document as issued (JSON) for re-rendering. */
export interface InvoicesTable {
  id: Generated<number>;
  orderId: number;
  kind: 'invoice' | 'correction';
  /** 'FV' for invoices, 'FK' for corrections. */
  series: string;
  year: number;
  seq: number;
  /** 'FV/2026/000123'. */
  number: string;
  correctsInvoiceId: number | null;
  issuedAt: string;
  document: string;
}

/** The real status history of an order (what tracking shows). */
export interface OrderStatusEventsTable {
  id: Generated<number>;
  orderId: number;
  status: OrderStatus;
  note: string | null;
  createdAt: CreatedAt;
}

export type PaymentProviderName = 'sandbox' | 'payneteasy';
/** `starting`: a request has claimed the sale and is talking to the gateway. */
export type PaymentRecordStatus =
  'created' | 'starting' | 'processing' | 'approved' | 'declined' | 'error' | 'filtered' | 'unknown';

/** One card payment of an order, as our side knows it. */
export interface PaymentsTable {
  id: Generated<number>;
  orderId: number;
  provider: PaymentProviderName;
  /** The gateway's id (paynet-order-id), once the sale form was accepted. */
  gatewayOrderId: string | null;
  status: ColumnType<PaymentRecordStatus, PaymentRecordStatus | undefined, PaymentRecordStatus>;
  amountCents: number;
  currency: 'EUR' | 'PLN' | 'GBP';
  /** The hosted payment page the shopper was sent to. */
  paymentUrl: string | null;
  /** When the gateway was last asked for the status. */
  checkedAt: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Every redirect, callback and status answer of a payment; callbacks are deduplicated by key. */
export interface PaymentEventsTable {
  id: Generated<number>;
  paymentId: number;
  source: 'redirect' | 'callback' | 'status';
  status: string;
  type: string | null;
  gatewayOrderId: string | null;
  detail: string | null;
  dedupeKey: string | null;
  createdAt: CreatedAt;
}

/** The sandbox gateway's side (what PaynetEasy keeps on theirs). */
export interface SandboxGatewayOrdersTable {
  gatewayOrderId: string;
  clientOrderId: string;
  endpointId: string;
  amountCents: number;
  currency: string;
  email: string;
  redirectUrl: string;
  callbackUrl: string;
  status: string;
  createdAt: CreatedAt;
}

export type { ReturnReason, ReturnStatus };

export interface ReturnsTable {
  id: Generated<number>;
  /** The return authorisation number ('RMA-' + 10 Crockford base32 characters). */
  returnNumber: string;
  orderId: number;
  userId: number | null;
  reason: ReturnReason;
  comment: string | null;
  /** The client's key for one submit: a retry with it answers the same return. */
  requestReference: ColumnType<string | null, string | null | undefined, string | null>;
  /** Staff's note on the decision (refund credit note, replacement, why rejected). */
  resolutionNote: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<ReturnStatus, ReturnStatus | undefined, ReturnStatus>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ReturnItemsTable {
  id: Generated<number>;
  returnId: number;
  orderItemId: number;
  quantity: number;
}

export interface ShopSettingsTable {
  key: string;
  value: string;
  updatedAt: UpdatedAt;
}

export type IdempotencyState = 'pending' | 'done';

/**
 * The outcome of one client operation sent with an `Idempotency-Key`: claimed ('pending') while the
 * first request runs, then the answer it got ('done'), replayed to any retry for 7 days.
 */
export interface IdempotencyRecordsTable {
  /** `user:<id>` for a signed-in request, `guest` otherwise. */
  scope: string;
  /** The client's key (8-64 of A-Z a-z 0-9 _ -). */
  key: string;
  /** Method and route pattern, e.g. `PATCH /api/cart/:lineId`. */
  route: string;
  /** SHA-256 (hex) of the canonical JSON of the request's params and body. */
  requestHash: string;
  state: ColumnType<IdempotencyState, IdempotencyState | undefined, IdempotencyState>;
  /** Null while pending. */
  statusCode: ColumnType<number | null, number | null | undefined, number | null>;
  /** The JSON answer as sent; null while pending. */
  responseBody: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

/** A supplier's remembered price-list layout: column references are header names (or 1-based numbers). */
export interface SupplierImportMappingsTable {
  supplierId: number;
  /** ',', ';' or a tab; null: detected from the header line. */
  delimiter: string | null;
  /** The physical line of the header (1-based); 0: the file has none and columns are numbers. */
  headerRow: number;
  partNumberColumn: string;
  brandColumn: string;
  priceColumn: string;
  /** Exactly one of currencyColumn and currency is set. */
  currencyColumn: string | null;
  currency: 'EUR' | 'PLN' | 'GBP' | null;
  stockColumn: string;
  eanColumn: string | null;
  nameColumn: string | null;
  /** '.' or ','; null: read from each price (a price that could be read both ways is refused). */
  decimalSeparator: string | null;
  updatedAt: UpdatedAt;
}

export type PriceListImportStatus = PriceListStatus;

/** An uploaded price list, its dry-run report and, once applied, what was written. */
export interface PriceListImportsTable {
  id: Generated<number>;
  supplierId: number;
  /** The stored file; null once it was removed (applied or superseded). */
  filePath: string | null;
  /** The name the file was uploaded under. */
  fileName: string;
  fileBytes: number;
  /** JSON of the mapping the report was made with (apply uses the same). */
  mapping: string | null;
  status: ColumnType<PriceListImportStatus, PriceListImportStatus | undefined, PriceListImportStatus>;
  /** JSON dry-run report. */
  summary: string | null;
  /** JSON of what the apply wrote. */
  result: string | null;
  createdAt: CreatedAt;
  /** Null for imports run from the command line. */
  createdBy: number | null;
  appliedAt: string | null;
  appliedBy: number | null;
}

/** Every change of an offer's price (old null: the offer was created), for price-history features. */
export interface PriceHistoryTable {
  id: Generated<number>;
  productId: number;
  supplierId: number;
  oldPriceCents: number | null;
  newPriceCents: number;
  changedAt: string;
  importId: number | null;
}

/** Every price a product's `basePriceCents` took, from when it applied; written by triggers on products. */
export interface ProductPricesTable {
  id: Generated<number>;
  productId: number;
  priceCents: number;
  validFrom: string;
  /** Null when the writer named none. */
  source: PriceSource | null;
}

export interface Database {
  categories: CategoriesTable;
  brands: BrandsTable;
  suppliers: SuppliersTable;
  products: ProductsTable;
  offers: OffersTable;
  vehicleMakes: VehicleMakesTable;
  vehicleModels: VehicleModelsTable;
  vehicles: VehiclesTable;
  vehicleTypeCodes: VehicleTypeCodesTable;
  productFitments: ProductFitmentsTable;
  exchangeRates: ExchangeRatesTable;
  productsFts: ProductsFtsTable;
  productCodes: ProductCodesTable;
  productNames: ProductNamesTable;
  catalogueMeta: CatalogueMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  emailChanges: EmailChangesTable;
  addresses: AddressesTable;
  mailOutbox: MailOutboxTable;
  cartLines: CartLinesTable;
  wishlistItems: WishlistItemsTable;
  orders: OrdersTable;
  orderItems: OrderItemsTable;
  orderStatusEvents: OrderStatusEventsTable;
  payments: PaymentsTable;
  paymentEvents: PaymentEventsTable;
  sandboxGatewayOrders: SandboxGatewayOrdersTable;
  returns: ReturnsTable;
  returnItems: ReturnItemsTable;
  shopSettings: ShopSettingsTable;
  idempotencyRecords: IdempotencyRecordsTable;
  supplierImportMappings: SupplierImportMappingsTable;
  priceListImports: PriceListImportsTable;
  priceHistory: PriceHistoryTable;
  productPrices: ProductPricesTable;
  orderVatLines: OrderVatLinesTable;
  invoiceCounters: InvoiceCountersTable;
  invoices: InvoicesTable;
}
