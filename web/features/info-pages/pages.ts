/**
 * The information pages: their paths, the two sidebar groups, and their content (data per language,
 * filled with the seller's details).
 */
import type { Seller } from '#api/contract/seller.ts';
import type { Bilingual } from './content-types.ts';
import { contactPage } from './content/contact.ts';
import { faqHomePage } from './content/faq.ts';
import { faqDeliveryPage } from './content/faq-delivery.ts';
import { faqOrdersPage } from './content/faq-orders.ts';
import { faqPaymentsPage } from './content/faq-payments.ts';
import { faqReturnsPage } from './content/faq-returns.ts';
import { privacyPage } from './content/privacy.ts';
import { securityPage } from './content/security.ts';
import { termsPage } from './content/terms.ts';

export type InfoPageId =
  | 'contact'
  | 'terms'
  | 'privacy'
  | 'security'
  | 'faq'
  | 'faqOrders'
  | 'faqPayments'
  | 'faqDelivery'
  | 'faqReturns';

export const INFO_PAGE_PATHS = {
  contact: '/about/contact',
  terms: '/about/terms-conditions',
  privacy: '/about/privacy-policy',
  security: '/about/security',
  faq: '/faq',
  faqOrders: '/faq/orders',
  faqPayments: '/faq/payments',
  faqDelivery: '/faq/delivery',
  faqReturns: '/faq/exchanges-and-returns',
} as const satisfies Record<InfoPageId, string>;

/** The sidebar: About, then Customer services. */
export const SIDEBAR_GROUPS = [
  { heading: 'infoPages.groupAbout', pages: ['contact', 'terms', 'privacy', 'security'] },
  {
    heading: 'infoPages.groupService',
    pages: ['faq', 'faqOrders', 'faqPayments', 'faqDelivery', 'faqReturns'],
  },
] as const satisfies readonly { heading: string; pages: readonly InfoPageId[] }[];

const CONTENT: Record<InfoPageId, (seller: Seller) => Bilingual> = {
  contact: contactPage,
  terms: termsPage,
  privacy: privacyPage,
  security: securityPage,
  faq: faqHomePage,
  faqOrders: faqOrdersPage,
  faqPayments: faqPaymentsPage,
  faqDelivery: faqDeliveryPage,
  faqReturns: faqReturnsPage,
};

/** Built once per seller answer (the query cache keeps the same object while the data is the same). */
const cache = new WeakMap<Seller, Map<InfoPageId, Bilingual>>();

export function infoPageContent(id: InfoPageId, seller: Seller): Bilingual {
  let pages = cache.get(seller);
  if (!pages) {
    pages = new Map();
    cache.set(seller, pages);
  }
  let content = pages.get(id);
  if (!content) {
    content = CONTENT[id](seller);
    pages.set(id, content);
  }
  return content;
}

/** The FAQ pages whose questions the FAQ search looks through. */
export const FAQ_PAGES = ['faq', 'faqOrders', 'faqPayments', 'faqDelivery', 'faqReturns'] as const;
