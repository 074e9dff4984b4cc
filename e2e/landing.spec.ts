/**
 * Journey: the landing page shows every block with live data, and its vehicle finder names
 * a car by make/model/engine or HSN/TSN, so the products list narrows to the parts that fit it until
 * the chip is cleared. The registration-number lookup has no provider here and must say so.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_TYPE_CODES } from '../db/seed/type-codes.ts';
import {
  cardIds,
  countProducts,
  englishName,
  expect,
  expectNoSeriousA11yViolations,
  getJson,
  registerShopper,
  test,
} from './fixtures.ts';

interface Category {
  slug: string;
  name: string;
  nameEn: string | null;
}
interface Brand {
  name: string;
}
interface ListedProduct {
  id: number;
  name: string;
  nameEn: string | null;
}
interface Make {
  id: number;
  name: string;
}
interface Vehicle {
  id: number;
  modelId: number;
  make: string;
  model: string;
  name: string;
}

/** The landing page's 8 category tiles, in order. */
const TILE_HREFS = [
  '/engine',
  '/filters',
  '/brake-system',
  '/body-panels',
  '/electrics',
  '/car-lights',
  '/Drivetrain-suspension',
  '/exhaust-system',
];

/** Waits until the products grid shows exactly the API's first page for `query`, in order. */
async function expectGrid(page: Page, request: APIRequestContext, query: string) {
  const expected = await getJson<ListedProduct[]>(request, `/api/products?limit=20&${query}`);
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => cardIds(page)).toEqual(expected.map((p) => p.id));
}

/** A vehicle of the finder's lists that some but not all products fit (so the filter shows). */
async function vehicleWithSomeParts(request: APIRequestContext) {
  const total = await countProducts(request, '');
  const makes = await getJson<Make[]>(request, '/api/vehicles/makes');
  for (const make of makes) {
    const models = await getJson<{ id: number }[]>(request, `/api/vehicles/makes/${make.id}/models`);
    for (const model of models.slice(0, 3)) {
      const engines = await getJson<Vehicle[]>(request, `/api/vehicles/models/${model.id}/engines`);
      for (const engine of engines.slice(0, 2)) {
        const fitting = await countProducts(request, `vehicleId=${engine.id}`);
        if (fitting > 0 && fitting < total) return { makeId: make.id, vehicle: engine };
      }
    }
  }
  throw new Error('no vehicle with fitting parts');
}

const finder = (page: Page) => page.getByTestId('vehicle-finder');

test('the landing page shows the hero, tiles, brands, top parts, makes and how it works', async ({
  page,
  request,
}) => {
  const [mothers, brands, firstEight, makes] = await Promise.all([
    getJson<Category[]>(request, '/api/categories/mother'),
    getJson<Brand[]>(request, '/api/brands'),
    getJson<ListedProduct[]>(request, '/api/products?limit=8'),
    getJson<Make[]>(request, '/api/vehicles/makes'),
  ]);
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Right Part, Right Now');
  await expect(page.getByRole('main').getByRole('link', { name: 'Shop now' })).toHaveAttribute(
    'href',
    '/products',
  );
  await expect(finder(page).getByRole('heading', { name: 'Find parts for your car' })).toBeVisible();
  await expect(finder(page)).toContainText(/Polish, German or other EU registration number/);
  await expect(finder(page)).toContainText('HSN/TSN');

  // Tiles: the top-level category links in order, named by the server where it has the category.
  const tiles = page.getByTestId('category-tiles').getByRole('link');
  await expect(tiles).toHaveCount(8);
  const tileHrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(tileHrefs).toEqual(TILE_HREFS);
  for (const [index, href] of TILE_HREFS.entries()) {
    const category = mothers.find((item) => `/${item.slug}` === href);
    if (category) await expect(tiles.nth(index)).toHaveText(englishName(category));
  }
  await expect(page.getByRole('link', { name: 'View all categories' })).toHaveAttribute('href', '/products');

  // Brands: 8 logo links, each searching a brand the catalogue has; two by a shortened single word.
  const brandLinks = page.getByTestId('brand-logos').getByRole('link');
  await expect(brandLinks).toHaveCount(8);
  const searches = await brandLinks.evaluateAll((links) =>
    links.map((link) => new URL(link.getAttribute('href') ?? '', window.location.origin)),
  );
  const terms = searches.map((url) => {
    expect(url.pathname).toBe('/products');
    return url.searchParams.get('search') ?? '';
  });
  const brandOf = (term: string) =>
    brands.find((brand) => brand.name.toLowerCase().startsWith(term.toLowerCase()));
  for (const term of terms) expect(brandOf(term), `a brand named like "${term}"`).toBeDefined();
  const shortened = terms.filter((term) => {
    const brand = brandOf(term);
    return !!brand && /^\S+$/.test(term) && brand.name.toLowerCase() !== term.toLowerCase();
  });
  expect(shortened).toHaveLength(2);
  for (const img of await page.getByTestId('brand-logos').locator('img').all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('loading', 'lazy');
  }

  // Top auto parts: the API's first 8, in order.
  const top = page.getByTestId('top-products');
  await expect(top.getByRole('heading', { level: 2 })).toHaveText('Top auto parts');
  await expect(top.getByRole('article').getByRole('heading')).toHaveText(firstEight.map(englishName));
  await expect.poll(() => cardIds(page)).toEqual(firstEight.map((product) => product.id));

  // The 16 makes: named images, none a link.
  const strip = page.getByTestId('make-strip');
  await expect(strip.getByRole('img')).toHaveCount(16);
  const makeNames = await strip
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('aria-label')));
  expect([...makeNames].sort()).toEqual(makes.map((make) => make.name).sort());
  await expect(strip.getByRole('link')).toHaveCount(0);

  const how = page.getByTestId('how-it-works');
  await expect(how.getByRole('heading', { level: 2 })).toHaveText('How it works');
  expect(await how.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
});

test("a make's models are asked for once: picking a year filters them without waiting", async ({
  page,
  request,
}) => {
  const { makeId, vehicle } = await vehicleWithSomeParts(request);
  const models = await getJson<{ id: number; yearFrom: number }[]>(
    request,
    `/api/vehicles/makes/${makeId}/models`,
  );
  const built = models.find((item) => item.id === vehicle.modelId)!.yearFrom;
  const modelRequests: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/vehicles\/makes\/\d+\/models/.test(sent.url())) modelRequests.push(sent.url());
  });
  await page.goto('/');
  const form = finder(page);
  const model = form.getByLabel('Model', { exact: true });
  await form.getByLabel('Make', { exact: true }).selectOption(String(makeId));
  await expect(model.locator(`option[value="${vehicle.modelId}"]`)).toBeAttached();
  const before = modelRequests.length;
  // A year the model was not built in leaves it out; its own year brings it back; no request.
  await form.getByLabel('Year (optional)', { exact: true }).selectOption(String(built - 1));
  await expect(model.locator(`option[value="${vehicle.modelId}"]`)).not.toBeAttached();
  await form.getByLabel('Year (optional)', { exact: true }).selectOption(String(built));
  await expect(model.locator(`option[value="${vehicle.modelId}"]`)).toBeAttached();
  expect(modelRequests.length).toBe(before);
});

test('a search submitted while the next page loads shows progress at once', async ({ page }) => {
  await page.goto('/about/contact');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  // The results page's code arrives slowly, as on a poor line.
  await page.route(/\/assets\/products\.index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('searchbox', { name: 'Search parts' }).fill('brake');
  await page.getByRole('searchbox', { name: 'Search parts' }).press('Enter');
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  await expect(page).toHaveURL(/\/products\?search=brake/);
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeHidden();
});

test('make, model and engine choose a vehicle: the list shows only its parts until the chip is cleared', async ({
  page,
  request,
}) => {
  const { makeId, vehicle } = await vehicleWithSomeParts(request);
  await page.goto('/');
  const form = finder(page);
  const model = form.getByLabel('Model', { exact: true });
  const engine = form.getByLabel('Engine', { exact: true });
  await expect(model).toBeDisabled();
  await expect(engine).toBeDisabled();

  await form.getByLabel('Make', { exact: true }).selectOption(String(makeId));
  await expect(model).toBeEnabled();
  await expect(engine).toBeDisabled();
  await model.selectOption(String(vehicle.modelId));
  await expect(engine).toBeEnabled();
  // Engine options name the fuel and the power.
  await expect(engine.locator(`option[value="${vehicle.id}"]`)).toHaveText(
    new RegExp(`^${vehicle.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · .+ · \\d+ kW / \\d+ hp · `),
  );
  await engine.selectOption(String(vehicle.id));

  const chipText = `Parts for ${vehicle.make} ${vehicle.model} ${vehicle.name}`;
  await expect(form.getByText(chipText)).toBeVisible();
  await form.getByRole('link', { name: 'Show matching parts' }).click();
  // The vehicle is in the URL: the list can be shared and bookmarked.
  await expect(page).toHaveURL(new RegExp(`/products\\?vehicle=${vehicle.id}$`));
  await expectGrid(page, request, `vehicleId=${vehicle.id}`);

  // The choice is kept in the browser: a reload still filters.
  await page.reload();
  await expectGrid(page, request, `vehicleId=${vehicle.id}`);

  // A category page narrows to the parts of that category that fit the vehicle.
  const mothers = await getJson<(Category & { id: number })[]>(request, '/api/categories/mother');
  let narrowed: (Category & { id: number }) | undefined;
  for (const category of mothers) {
    const fitting = await countProducts(request, `categoryId=${category.id}&vehicleId=${vehicle.id}`);
    if (fitting > 0 && fitting < (await countProducts(request, `categoryId=${category.id}`))) {
      narrowed = category;
      break;
    }
  }
  expect(narrowed, 'a category with some but not all parts fitting the vehicle').toBeDefined();
  await page.goto(`/${narrowed!.slug}`);
  await expect(page.getByText(chipText)).toBeVisible();
  await expectGrid(page, request, `categoryId=${narrowed!.id}&vehicleId=${vehicle.id}`);
  // The plain list takes the garage's vehicle into its URL.
  await page.goto('/products');
  await expect(page).toHaveURL(new RegExp(`/products\\?vehicle=${vehicle.id}$`));

  await page
    .getByRole('button', { name: `Clear vehicle: ${vehicle.make} ${vehicle.model} ${vehicle.name}` })
    .click();
  await expect(page.getByText(chipText)).toHaveCount(0);
  await expectGrid(page, request, '');
  await expect(page).toHaveURL(/\/products$/);

  // The landing's finder no longer shows a vehicle either.
  await page.goto('/');
  await expect(finder(page).getByText(/^Parts for /)).toHaveCount(0);
});

test("a shared link to a vehicle's parts lists them, and the garage of the one who opens it keeps the vehicle", async ({
  browser,
  request,
  baseURL,
}) => {
  const { vehicle } = await vehicleWithSomeParts(request);
  // Someone else's browser: nothing chosen there.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await page.goto(`/products?vehicle=${vehicle.id}`);
    await expectGrid(page, request, `vehicleId=${vehicle.id}`);
    const chipText = `Parts for ${vehicle.make} ${vehicle.model} ${vehicle.name}`;
    await expect(page.getByText(chipText)).toBeVisible();
    // Kept for the next visit: the landing's finder shows it.
    await page.goto('/');
    await expect(finder(page).getByText(chipText)).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the registration field says plate lookup is not available and points to the selects', async ({
  page,
  request,
}) => {
  const options = await getJson<{ plateLookup: boolean }>(request, '/api/vehicles/lookup-options');
  expect(options.plateLookup).toBe(false);
  await page.goto('/');
  const form = finder(page);
  await form.getByRole('tab', { name: 'Registration' }).click();
  const plate = form.getByLabel('Registration number');
  await expect(plate).toBeDisabled();
  await expect(plate).toHaveAccessibleDescription(/Lookup by registration number is not available/);
  await expect(form.getByRole('button', { name: 'Find vehicle' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Choose by make and model' }).click();
  await expect(form.getByLabel('Make', { exact: true })).toBeVisible();
});

test('an HSN/TSN from the registration document finds its vehicle; bad codes are explained', async ({
  page,
  request,
}) => {
  const code = DEMO_TYPE_CODES[0];
  if (!code) throw new Error('no demo type codes');
  const [, , , hsn, tsn] = code;
  const expected = await getJson<Vehicle[]>(request, `/api/vehicles/type-code?hsn=${hsn}&tsn=${tsn}`);
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/');
  const form = finder(page);
  await form.getByRole('tab', { name: 'HSN/TSN' }).click();
  const hsnField = form.getByLabel('HSN (field 2.1)');
  const tsnField = form.getByLabel('TSN (field 2.2)');
  const submit = form.getByRole('button', { name: 'Find vehicle' });

  // Checked in the browser first.
  await hsnField.fill('12');
  await tsnField.fill('a-');
  await submit.click();
  await expect(hsnField).toHaveAccessibleDescription(/The HSN has exactly 4 digits\./);
  await expect(tsnField).toHaveAccessibleDescription(/The TSN starts with 3 letters or digits\./);

  // A well-formed code the server does not know: its own message.
  await hsnField.fill(hsn);
  await tsnField.fill('ZZ9');
  await submit.click();
  await expect(form.getByRole('alert')).toContainText(`HSN ${hsn}`);

  await tsnField.fill(tsn.toLowerCase());
  await submit.click();
  const first = expected[0];
  if (!first) throw new Error('no vehicle');
  if (expected.length > 1) {
    await form
      .getByRole('button', { name: new RegExp(`^Choose ${first.make} ${first.model}`) })
      .first()
      .click();
  }
  await expect(form.getByText(`Parts for ${first.make} ${first.model} ${first.name}`)).toBeVisible();
});

test('the landing page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('top-products').getByRole('article')).toHaveCount(8);
  await expect(page.getByTestId('brand-logos').getByRole('link')).toHaveCount(8);
  await expectNoSeriousA11yViolations(page);
  await finder(page).getByRole('tab', { name: 'HSN/TSN' }).click();
  await expectNoSeriousA11yViolations(page);
});

test("a signed-in shopper's home shows their recent orders, orders one again, and the parts of their vehicle", async ({
  page,
  request,
}) => {
  const listed = await getJson<(ListedProduct & { stock: number })[]>(request, '/api/products?limit=20');
  const product = listed.slice(12).find((candidate) => candidate.stock >= 10);
  if (!product) throw new Error('no product with stock in the second half of the first page');
  await registerShopper(page.request, { firstName: 'Ola' });
  expect((await page.request.post('/api/cart', { data: { productId: product.id, quantity: 2 } })).ok()).toBe(
    true,
  );
  const placed = await page.request.post('/api/orders', {
    data: {
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      phone: '600 100 200',
      shippingAddress: {
        firstName: 'Ola',
        lastName: 'Nowak',
        address: 'ul. Prosta 1',
        city: 'Warszawa',
        postalCode: '00-001',
        country: 'PL',
      },
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = ((await placed.json()) as { order: { orderNumber: string } }).order;

  // A product seen now is among the recently viewed ones on the home page.
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: englishName(product) })).toBeVisible();

  await page.goto('/');
  const own = page.getByTestId('welcome-back');
  await expect(own.getByRole('heading', { level: 2, name: 'Welcome back, Ola' })).toBeVisible();
  const orders = own.getByRole('region', { name: 'Your recent orders' });
  await expect(orders.getByRole('link', { name: `Order ${orderNumber}` })).toHaveAttribute(
    'href',
    /^\/orders\/\d+$/,
  );
  await expect(orders.getByText('Pending')).toBeVisible();
  await expect(orders.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/orders');
  await expect(own.getByText('Choose your vehicle in the finder above')).toBeVisible();
  await expect(
    own.getByRole('region', { name: 'Recently viewed' }).getByRole('heading', { name: englishName(product) }),
  ).toBeVisible();

  // Order again: the order's parts are back in the (server) cart, emptied by the order.
  await orders.getByRole('button', { name: `Order again: the parts of order ${orderNumber}` }).click();
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('2 parts of the order are in your cart again.'),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  const cart = await getJson<{ productId: number; quantity: number }[]>(page.request, '/api/cart');
  expect(cart.map(({ productId, quantity }) => [productId, quantity])).toEqual([[product.id, 2]]);

  // With a vehicle chosen, its parts take the hint's place.
  const { vehicle } = await vehicleWithSomeParts(request);
  await page.goto(`/products?vehicle=${vehicle.id}`);
  await expect(page.getByTestId('chosen-vehicle-chip')).toBeVisible();
  await page.goto('/');
  const parts = own.getByRole('region', { name: /^Parts for your / });
  await expect(parts).toBeVisible();
  await expect(parts.getByRole('link', { name: 'All parts for this vehicle' })).toHaveAttribute(
    'href',
    `/products?vehicle=${vehicle.id}`,
  );
  await expect(parts.getByRole('article').first()).toBeVisible();
  await expect(own.getByText('Choose your vehicle in the finder above')).toHaveCount(0);
});
