/** Header, footer, preferences and the not-found page. */
import type { Message } from '../types.ts';

export const layoutEn = {
  'meta.defaultTitle': '{shop} — car parts',
  'meta.defaultDescription':
    '{shop}: car spare parts for Poland and the EU. Find the right part by vehicle, category or brand, with prices incl. VAT in EUR, PLN or GBP.',

  'promise.returns': '30 days returns',
  'promise.quality': 'Quality car parts',
  'promise.delivery': 'Free delivery in the EU',

  'header.homeLink': '{shop} home page',
  'header.tagline': 'Car parts',
  'header.mainNav': 'Main',
  'header.categoriesNav': 'Categories',
  'header.openMenu': 'Open menu',
  'header.closeMenu': 'Close menu',
  'header.wishlistCount': { one: 'Wishlist, {count} item', other: 'Wishlist, {count} items' },
  'header.cartCount': { one: 'Cart, {count} item', other: 'Cart, {count} items' },
  'header.signIn': 'Sign In',
  'header.myAccount': 'My Account',
  'header.accountMenu': 'account menu',
  'header.myAccountLink': 'My account',
  'header.orderHistory': 'Order history',
  'header.returnHistory': 'Return history',
  'header.signOut': 'Sign out',

  'search.label': 'Search parts',
  'search.placeholder': 'Part name, number or brand',
  'search.submit': 'Search',

  'prefs.country': 'Country and language',
  'prefs.currency': 'Currency',
  'country.DE': 'Germany',
  'country.PL': 'Poland',
  'country.GB': 'United Kingdom',
  'country.FR': 'France',
  'country.IT': 'Italy',
  'country.ES': 'Spain',
  'country.NL': 'Netherlands',

  'footer.about': 'About',
  'footer.contactUs': 'Contact us',
  'footer.faq': 'FAQ',
  'footer.delivery': 'Delivery',
  'footer.payments': 'Payments',
  'footer.returns': 'Exchanges and returns',
  'footer.helpful': 'Helpful links',
  'footer.terms': 'Terms and conditions',
  'footer.privacy': 'Privacy policy',
  'footer.security': 'Security',
  'footer.shop': 'Shop',
  'footer.contact': 'Contact',
  'footer.liveChat': 'Live chat',
  'footer.email': 'E-mail',
  'footer.carriers': 'We deliver with',
  'footer.paymentMethods': 'Payment methods',
  'footer.followUs': 'Follow us on Facebook',
  'footer.opensInNewTab': 'opens in a new tab',
  'footer.copyright': '© {years} {shop}. All rights reserved.',

  'demoShop.banner': 'Demo shop: no real payments are taken and no orders are shipped.',

  'notFound.title': 'Page Not Found',
  'notFound.text': 'The page you are looking for does not exist or has been moved.',
  'notFound.home': 'Go to home page',
  'notFound.products': 'Browse products',
} as const satisfies Record<string, Message>;
