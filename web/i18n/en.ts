/** English messages: the reference catalogue whose keys every other language must match exactly. */
import type { Message, PluralForms } from './types.ts';

export const en = {
  'app.skipToContent': 'Skip to content',
  'app.errorTitle': 'Something went wrong',
  'app.errorText': 'The page could not be shown. Please try again.',
  'app.retry': 'Try again',

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
  'footer.copyright': '© 2025 {shop}. All rights reserved.',

  'home.heroTitle': 'The Right Part, Right Now',
  'home.heroSubtitle':
    'Genuine and aftermarket parts for your car, delivered across Europe. All prices include VAT.',
  'home.shopNow': 'Shop now',

  'products.title': 'Products',
  'products.searchTitle': 'Results for “{search}”',
  'products.count': { one: '{count} product', other: '{count} products' },
  'products.loading': 'Loading products…',
  'products.errorLabel': 'Error',
  'products.error': 'Failed to load products. Please try again later.',
  'products.empty': 'No products found',
  'products.emptyHint': 'Try a different search or clear the filters.',
  'products.clearAll': 'Clear All',
  'products.showMore': 'Show More Results',

  'product.inclVat': 'incl. VAT',
  'product.inStock': 'In stock',
  'product.outOfStock': 'Out of stock',
  'product.partNumber': 'Part no. {number}',
  'product.noImage': 'No image available',
  'product.addToCart': 'Add to cart',
  'product.addToCartLabel': 'Add to cart: {name}',
  'product.addToWishlistLabel': 'Add {name} to wishlist',

  'notFound.title': 'Page Not Found',
  'notFound.text': 'The page you are looking for does not exist or has been moved.',
  'notFound.home': 'Go to home page',
  'notFound.products': 'Browse products',

  'pwa.updateAvailable': 'A new version of {shop} is available.',
  'pwa.update': 'Update',
  'pwa.later': 'Later',
} as const satisfies Record<string, Message>;

export type MessageKey = keyof typeof en;

/** Another language's catalogue: exactly en's keys, plural entries plural with all four forms. */
export type Catalogue = {
  [K in MessageKey]: (typeof en)[K] extends string ? string : Required<PluralForms>;
};
