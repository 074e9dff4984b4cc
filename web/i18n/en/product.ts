/** Product detail page and the product card actions. */
import type { Message } from '../types.ts';

export const productEn = {
  'product.inclVat': 'incl. VAT',
  'product.previousPrice': 'Previous price:',
  'product.lowestPrice30d': 'Lowest price in the last 30 days: {price}',
  'product.inStock': 'In stock',
  'product.outOfStock': 'Out of stock',
  'product.partNumber': 'Part no. {number}',
  'product.noImage': 'No image available',
  'product.addToCart': 'Add to cart',
  'product.addToCartLabel': 'Add to cart: {name}',

  'product.pageTitle': '{name} – {partNumber} | {shop}',
  'product.metaDescription':
    '{name}, part no. {partNumber}: buy online at {shop}. Prices incl. VAT, free delivery in the EU.',
  'product.loading': 'Loading product…',
  'product.loadFailed': 'Failed to load the product. Please try again.',
  'product.notFoundTitle': 'Product Not Found',
  'product.notFoundText': 'This product does not exist or is no longer available.',
  'product.goBack': 'Go back',

  'product.breadcrumb': 'Breadcrumb',
  'product.home': 'Home',
  'product.brandProducts': 'All products by {brand}',

  'product.gallery': 'Product images',
  'product.imageAlt': '{name}, image {number} of {total}',
  'product.imagePosition': 'Image {number} of {total}',
  'product.previousImage': 'Previous image',
  'product.nextImage': 'Next image',
  'product.showImage': 'Show image {number}',

  'product.application': 'Application',
  'product.packQuantity': 'Quantity',
  'product.guarantee': 'Guarantee',
  'product.showApplicability': 'Show applicability',
  'product.hideApplicability': 'Hide applicability',

  'product.quantity': 'Number of items',
  'product.decreaseQuantity': 'Decrease number of items',
  'product.increaseQuantity': 'Increase number of items',
  'product.adding': 'Adding…',
  'product.added': 'Added',
  'product.unavailableReason': 'This part is out of stock and cannot be added to the cart.',
  'product.addToWishlist': 'Add to wishlist',
  'product.removeFromWishlist': 'Remove from wishlist',
  'product.freeDelivery': 'Free delivery in the EU',
  'product.securePayment': 'Secure payment',
  'product.qualityGuaranteed': 'Quality guaranteed',
  'product.askExperts': 'Not sure it fits? Ask our experts',

  'product.offers': 'Offers',
  'product.offerStock': { one: '{count} piece in stock', other: '{count} pieces in stock' },
  'product.offerDelivery': {
    one: 'Delivery in {count} working day',
    other: 'Delivery in {count} working days',
  },

  'product.technicalDetails': 'Technical details',
  'product.productNumber': 'Product number',
  'product.manufacturerNumber': 'Manufacturer number',
  'product.manufacturer': 'Manufacturer',
  'product.ean': 'EAN',
  'product.condition': 'Condition',
  'product.conditionNew': 'New',
  'product.notProvided': 'Not provided',

  'product.infoTabs': 'Product information',
  'product.specificationsTab': 'Specifications',
  'product.manufacturerTab': 'About the manufacturer',
  'product.noSpecifications': 'No specifications available.',
  'product.weight': 'Weight',
  'product.weightValue': '{value} kg',
  'product.dimensions': 'Dimensions',

  'product.fitsVehicles': 'Fits these vehicles',
  'product.yearsRange': '{from}–{to}',
  'product.yearsFrom': 'from {from}',
  'product.related': 'Related products',
  'product.recentlyViewed': 'Recently viewed',

  // The bulky-item note by the price, for the shopper's country.
  'product.bulkyPerPiece': 'Bulky item: +{amount} per piece for delivery to {country}',
  'product.bulkyPerOrder': 'Bulky item: +{amount} once per order for delivery to {country}',
  'product.bulkyRefused': 'Bulky items are not delivered to {country}',
} as const satisfies Record<string, Message>;
