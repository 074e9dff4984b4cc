/** The dashboard's tabs, in order; `?tab=` in the URL names the open one. */
import { Type } from 'typebox';

export const ADMIN_TABS = ['dashboard', 'products', 'categories', 'brands', 'orders'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const AdminSearch = Type.Object({ tab: Type.Optional(Type.Enum(ADMIN_TABS)) });
