/**
 * The information pages' frame: sidebar, FAQ search, contact buttons, and the words of the delivery
 * tables built from the delivery rules (the pages' text is content data).
 */
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
  // The delivery tables, built from the published delivery rules.
  'infoPages.bulkyGroup.small': 'Manifolds, catalytic converters, silencers',
  'infoPages.bulkyGroup.medium': 'Batteries, fenders, sills, fuel tanks, side panels, spoilers, bumpers',
  'infoPages.bulkyGroup.large': 'Front cowlings, tow bars, engine covers, bonnets',
  'infoPages.deliveryRulesLoading': 'Loading the current delivery rules…',
  'infoPages.deliveryRulesFailed':
    'The current delivery rules could not be loaded. The checkout shows the surcharge and delivery time of your order.',
  'infoPages.deliveryRulesRetry': 'Try again',
} satisfies Record<string, Message>;
