/** Landing page. */
import type { Message } from '../types.ts';

export const homeEn = {
  'home.heroTitle': 'The Right Part, Right Now',
  'home.heroSubtitle':
    'Genuine and aftermarket parts for your car, delivered across Europe. All prices include VAT.',
  'home.shopNow': 'Shop now',

  'home.categoriesTitle': 'Shop by category',
  'home.viewAllCategories': 'View all categories',
  'home.tile.engine': 'Engine',
  'home.tile.filters': 'Filters',
  'home.tile.brakes': 'Brakes',
  'home.tile.body': 'Body',
  'home.tile.electrics': 'Electrics',
  'home.tile.lights': 'Car lights',
  'home.tile.suspension': 'Suspension',
  'home.tile.exhaust': 'Exhaust',

  'home.brandsTitle': 'Top brands',
  'home.brandsLoading': 'Loading brands…',
  'home.brandLink': 'Parts by {brand}',

  'home.topProductsTitle': 'Top auto parts',
  'home.topProductsLoading': 'Loading products…',
  'home.topProductsError': 'The products could not be loaded.',
  'home.allProducts': 'Browse all products',

  'home.makesTitle': 'Parts for these makes',
  'home.makesText': 'Choose your car in the finder above to see only the parts that fit it.',

  'home.howTitle': 'How it works',
  'home.step1Title': 'Choose your vehicle',
  'home.step1Text': 'Pick make, model and engine, or enter the HSN/TSN from the registration document.',
  'home.step2Title': 'Find the right part',
  'home.step2Text': 'Browse the categories or search by part number; we show only parts that fit.',
  'home.step3Title': 'Order securely',
  'home.step3Text': 'Pay by card or bank transfer, with or without an account. Prices include VAT.',
  'home.step4Title': 'Fast delivery',
  'home.step4Text': 'We ship across the EU, free of charge, and you have 30 days to return.',
  // Signed-in home
  'home.welcomeBack': 'Welcome back, {name}',
  'home.welcomeBackNameless': 'Welcome back',
  'home.recentOrders': 'Your recent orders',
  'home.allOrders': 'All orders',
  'home.recentOrdersFailed': 'Your orders could not be loaded just now.',
  'home.noOrders': 'No orders yet: the parts you order will show here with their status.',
  'home.orderAgain': 'Order again',
  'home.orderingAgain': 'Adding…',
  'home.orderAgainOf': 'Order again: the parts of order {number}',
  'home.vehicleParts': 'Parts for your {vehicle}',
  'home.vehiclePartsAll': 'All parts for this vehicle',
  'home.vehiclePartsLoading': 'Loading parts…',
  'home.vehiclePartsNone': 'No parts for this vehicle yet.',
  'home.chooseVehicle': 'Choose your vehicle in the finder above to see the parts that fit it here.',
} as const satisfies Record<string, Message>;
