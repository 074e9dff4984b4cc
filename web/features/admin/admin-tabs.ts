/**
 * The dashboard's tabs, in order, and what the URL keeps of them: `?tab=` names the open one, `q` is
 * the product search, and the orders tab keeps its filters, so a reload or a shared link shows the same
 * view. The route checks only the shapes here (this module lands in the shell every shopper loads);
 * the orders tab parses its filters strictly itself (parseAdminOrdersFilters, in the admin code).
 */
import { Type, type Static } from 'typebox';

export const ADMIN_TABS = ['dashboard', 'products', 'categories', 'brands', 'orders', 'price-lists'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const text = Type.Optional(Type.String({ maxLength: 200 }));

export const AdminSearch = Type.Object({
  tab: Type.Optional(Type.Enum(ADMIN_TABS)),
  q: text,
  view: text,
  status: text,
  from: text,
  to: text,
  search: text,
  returnStatus: text,
});
export type AdminSearch = Static<typeof AdminSearch>;
