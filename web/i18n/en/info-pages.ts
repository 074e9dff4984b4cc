/** The information pages' frame: sidebar, FAQ search, contact buttons (the pages' text is content data). */
import type { Message } from '../types.ts';

export const infoPagesEn = {
  'infoPages.documentTitle': '{title} | {shop}',
  'infoPages.sidebar': 'Information pages',
  'infoPages.groupAbout': 'About',
  'infoPages.groupService': 'Customer services',
  'infoPages.contact': 'Contact',
  'infoPages.terms': 'Terms and conditions',
  'infoPages.privacy': 'Privacy policy',
  'infoPages.security': 'Security',
  'infoPages.faq': 'FAQ',
  'infoPages.faqOrders': 'Orders',
  'infoPages.faqPayments': 'Payments',
  'infoPages.faqDelivery': 'Delivery',
  'infoPages.faqReturns': 'Exchanges and returns',
  'infoPages.searchLabel': 'Search the questions',
  'infoPages.searchPlaceholder': 'For example: return, delivery time, BLIK',
  'infoPages.searchResults': {
    one: '{count} question matches “{query}”',
    other: '{count} questions match “{query}”',
  },
  'infoPages.searchNone': 'No question matches “{query}”. Write to us at {email}.',
  'infoPages.searchOn': 'On the page {page}',
  'infoPages.emailUs': 'E-mail us',
  'infoPages.callUs': 'Call us',
  'infoPages.contactActions': 'Contact us',
} satisfies Record<string, Message>;
