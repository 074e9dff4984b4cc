/**
 * Journeys: a shopper follows two orders in the history and opens one; a visitor at /orders is sent
 * to sign in; a guest tracks an order by number and e-mail, and returns part of it once delivered; a
 * shopper returns a line of a delivered order and finds the return in the profile. Orders are placed
 * through the API with the page's own session; the demo admin moves them along.
 */
import type { APIRequestContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

interface ApiProduct {
  id: number;
  name: string;
  nameEn: string | null;
  stock: number;
}

interface ApiOrder {
  id: number;
  orderNumber: string;
  status: string;
  totalAmount: number;
  items: {
    id: number;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
    product: { name: string; nameEn: string | null; partNumber: string };
    offer: { supplier: { name: string } } | null;
  }[];
}

const uniqueEmail = (tag: string) =>
  `e2e-orders-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const SHIPPING = {
  firstName: 'Anna',
  lastName: 'Nowak',
  address: 'ul. Prosta 12',
  city: 'Warszawa',
  postalCode: '00-850',
  country: 'PL',
} as const;
const PHONE = '+48 600 100 200';

const euro = (amount: number) =>
  `€${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
const englishName = (item: ApiOrder['items'][number]) => item.product.nameEn || item.product.name;

/** A notification's text in the notification area (not its hidden screen-reader copy). */
const notification = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text);

/**
 * Products with stock to spare for a few orders running in parallel, each with an English name of its
 * own (the demo catalogue sells some parts under one name with different part numbers).
 */
async function productsInStock(request: APIRequestContext, count: number): Promise<ApiProduct[]> {
  const res = await request.get('/api/products?limit=100');
  expect(res.ok()).toBe(true);
  const all = (await res.json()) as ApiProduct[];
  const name = (product: ApiProduct) => product.nameEn || product.name;
  const products = all.filter(
    (product) => product.stock >= 10 && all.filter((other) => name(other) === name(product)).length === 1,
  );
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

/** A bank-transfer order of the signed-in shopper: the lines go to the server cart first. */
async function placeOrder(
  request: APIRequestContext,
  lines: { productId: number; quantity: number }[],
): Promise<ApiOrder> {
  for (const line of lines) expect((await request.post('/api/cart', { data: line })).ok()).toBe(true);
  const res = await request.post('/api/orders', {
    data: { shippingAddress: SHIPPING, paymentMethod: 'bank_transfer', currency: 'EUR', phone: PHONE },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: ApiOrder }).order;
}

/** A guest's bank-transfer order (lines and e-mail in the body). */
async function placeGuestOrder(
  request: APIRequestContext,
  email: string,
  lines: { productId: number; quantity: number }[],
): Promise<ApiOrder> {
  const res = await request.post('/api/orders', {
    data: {
      shippingAddress: SHIPPING,
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      email,
      phone: PHONE,
      lines,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: ApiOrder }).order;
}

/** The demo admin, in a context of its own, moves the order through the given statuses. */
async function moveOrder(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  orderId: number,
  statuses: string[],
) {
  const admin = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const login = await admin.post('/api/admin/login', {
      data: { email: 'admin@example.com', password: 'admin12345' },
    });
    expect(login.ok()).toBe(true);
    for (const status of statuses) {
      // Shipping records the parcel: the carrier and its tracking number.
      const data =
        status === 'shipped' ? { status, carrier: 'DPD', trackingNumber: '0952 1234 5678' } : { status };
      const res = await admin.patch(`/api/admin/orders/${orderId}/status`, { data });
      expect(res.ok(), await res.text()).toBe(true);
    }
  } finally {
    await admin.dispose();
  }
}

const DELIVER = ['confirmed', 'shipped', 'delivered'];

test.describe('a signed-in shopper with two orders', () => {
  // One account per browser project for both journeys: registrations are rate limited per IP.
  test.describe.configure({ mode: 'serial' });

  let cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'] = [];
  let delivered: ApiOrder;
  let pending: ApiOrder;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const shopper = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const registered = await shopper.post('/api/auth/register', {
        data: {
          email: uniqueEmail('history'),
          password: 'secret123',
          confirmPassword: 'secret123',
          firstName: 'Anna',
          lastName: 'Nowak',
        },
      });
      expect(registered.ok(), await registered.text()).toBe(true);
      const [a, b, c, d] = await productsInStock(shopper, 4);
      delivered = await placeOrder(shopper, [
        { productId: a!.id, quantity: 2 },
        { productId: b!.id, quantity: 1 },
        { productId: c!.id, quantity: 1 },
        { productId: d!.id, quantity: 1 },
      ]);
      pending = await placeOrder(shopper, [{ productId: b!.id, quantity: 3 }]);
      await moveOrder(playwright, testInfo, delivered.id, DELIVER);
      cookies = (await shopper.storageState()).cookies;
    } finally {
      await shopper.dispose();
    }
  });

  test.beforeEach(async ({ page }) => {
    await page.context().addCookies(cookies);
  });

  test('sees both orders with their totals and statuses, and opens one with its items and history', async ({
    page,
  }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Order History', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Order history/);

    const first = page.getByRole('article', { name: `Order ${delivered.orderNumber}` });
    const second = page.getByRole('article', { name: `Order ${pending.orderNumber}` });
    await expect(first).toBeVisible();
    await expect(second).toBeVisible();
    await expect(first.getByText('Delivered')).toBeVisible();
    await expect(second.getByText('Pending')).toBeVisible();
    await expect(first.getByText(euro(delivered.totalAmount), { exact: true })).toBeVisible();
    await expect(second.getByText(euro(pending.totalAmount), { exact: true })).toBeVisible();
    // Four lines: the first three are listed, the fourth is counted.
    await expect(first.getByRole('listitem')).toHaveCount(3);
    await expect(first.getByText('+ 1 more item')).toBeVisible();
    const line = delivered.items[0]!;
    await expect(first.getByText(englishName(line))).toBeVisible();
    await expect(first.getByText(`Part no. ${line.product.partNumber}`)).toBeVisible();
    await expect(
      first.getByText(`${line.quantity} × ${euro(line.unitPrice)} = ${euro(line.totalPrice)}`),
    ).toBeVisible();
    await expect(second.getByText('more item')).toHaveCount(0);
    // How an order moves along, as /track explains it.
    await expect(page.getByRole('heading', { name: 'How an order moves along', level: 2 })).toBeVisible();
    for (const step of ['Order Confirmed', 'Processing', 'Shipped', 'Delivered'])
      await expect(page.getByRole('main').getByText(step, { exact: true }).last()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await first.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${delivered.id}$`));
    await expect(
      page.getByRole('heading', { name: `Order ${delivered.orderNumber}`, level: 1 }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(delivered.orderNumber));
    const items = page.getByRole('region', { name: 'Items' });
    for (const item of delivered.items) {
      await expect(items.getByText(englishName(item), { exact: true })).toBeVisible();
      if (item.offer)
        await expect(items.getByText(`Supplier: ${item.offer.supplier.name}`).first()).toBeVisible();
    }
    const history = page.getByRole('region', { name: 'Status history' });
    for (const event of ['Order placed', 'Order confirmed', 'Shipped', 'Delivered'])
      await expect(history.getByText(event, { exact: true })).toBeVisible();
    // Shipping is free, so the subtotal reads the same: the total is the last amount.
    await expect(
      page
        .getByRole('region', { name: 'Summary' })
        .getByText(euro(delivered.totalAmount), { exact: true })
        .last(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment' }).getByText('Bank transfer')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Shipping address' }).getByText('ul. Prosta 12'),
    ).toBeVisible();

    // Someone else's (or an unknown) order is simply not found.
    await page.goto('/orders/999999');
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to order history' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('returns one line of the delivered order and finds the return in the profile', async ({ page }) => {
    const line = delivered.items[1]!;
    await page.goto(`/orders/${delivered.id}`);
    const form = page.getByRole('region', { name: 'Request a return' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Request Return' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose at least one item to return.');

    await form.getByRole('checkbox', { name: englishName(line), exact: true }).check();
    await form.getByLabel('Reason for the return').selectOption({ label: 'Wrong part ordered' });
    await form.getByLabel('Comment (optional)').fill('Does not fit my car.');
    await form.getByRole('button', { name: 'Request Return' }).click();

    const confirmation = form.getByText(/Your return authorisation number is RMA-[0-9A-Z]+\./);
    await expect(confirmation).toBeVisible();
    const rma = /RMA-[0-9A-Z]+/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
    expect(rma).not.toBe('');
    // The order shows the return, and that line cannot be returned again.
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns.getByRole('heading', { name: `Return ${rma}` })).toBeVisible();
    await expect(returns.getByText('Requested', { exact: true })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: englishName(line), exact: true })).toHaveCount(0);

    await page.goto('/profile?section=orders');
    const returnCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: `Return ${rma}` }) });
    await expect(returnCard).toBeVisible();
    await expect(returnCard.getByRole('link', { name: `Order ${delivered.orderNumber}` })).toBeVisible();
    await expect(returnCard.getByText(`1 × ${englishName(line)}`)).toBeVisible();
    await expect(page.getByRole('article', { name: `Order ${pending.orderNumber}` })).toBeVisible();
    await page.getByRole('link', { name: 'View all orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });
});

test('a visitor at the order history is asked to sign in and taken to the sign-in page', async ({ page }) => {
  await page.goto('/orders', { waitUntil: 'commit' });
  // The notice stands for 500 ms only: watch every frame rather than poll (a poll can miss it).
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      const heading = [...(main?.querySelectorAll('h1, h2') ?? [])].some(
        (h) => h.textContent?.trim() === 'Sign In Required',
      );
      const link = [...(main?.querySelectorAll('a') ?? [])].some(
        (a) => a.textContent?.trim() === 'Sign In' && a.getAttribute('href')?.startsWith('/sign-in'),
      );
      return heading && link;
    },
    null,
    { polling: 'raf' },
  );
  await expect(notification(page, 'You are logged out. Logging in again...')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Forders/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});

test('a guest tracks an order by number and e-mail, and returns part of it once delivered', async ({
  page,
  request,
  playwright,
}, testInfo) => {
  const email = uniqueEmail('guest');
  const [product, other] = await productsInStock(request, 2);
  const order = await placeGuestOrder(request, email, [
    { productId: product!.id, quantity: 2 },
    { productId: other!.id, quantity: 1 },
  ]);

  await page.goto('/track');
  await expect(page.getByRole('heading', { name: 'Track Your Order', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter an order number');
  await expectNoSeriousA11yViolations(page);

  // A wrong e-mail looks exactly like an unknown number.
  await page.getByLabel('Order number').fill(order.orderNumber);
  await page.getByLabel('E-mail used for the order').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByText('Order Not Found')).toBeVisible();
  await expect(page.getByText('No order found with this number. Please check and try again.')).toBeVisible();

  await page.getByLabel('E-mail used for the order').fill(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  const result = page.getByRole('region', { name: `Order ${order.orderNumber}` });
  await expect(result.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText('Order Not Found')).toHaveCount(0);
  const history = result.getByRole('region', { name: 'Tracking history' });
  await expect(history.getByText('Order placed', { exact: true })).toBeVisible();
  await expect(history.getByText('Still to come')).toBeVisible();
  await expect(
    result.getByRole('region', { name: 'Summary' }).getByText(euro(order.totalAmount), { exact: true }),
  ).toBeVisible();
  await expect(
    result.getByRole('region', { name: 'Shipping address' }).getByText(/ul. Prosta 12/),
  ).toBeVisible();
  await expect(result.getByText('support@partspoint.eu')).toBeVisible();
  await expect(result.getByRole('region', { name: 'Request a return' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Delivered: the guest returns one piece of the first line from the tracking result.
  await moveOrder(playwright, testInfo, order.id, DELIVER);
  await page.goto(`/track?order=${order.orderNumber}`);
  await expect(page.getByLabel('Order number')).toHaveValue(order.orderNumber);
  await page.getByLabel('E-mail used for the order').fill(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(history.getByText('Delivered', { exact: true })).toBeVisible();
  // The parcel as the shop shipped it.
  await expect(result).toContainText('DPD');
  await expect(result).toContainText('0952 1234 5678');
  const line = order.items[0]!;
  const form = result.getByRole('region', { name: 'Request a return' });
  await form.getByRole('checkbox', { name: englishName(line), exact: true }).check();
  await form.getByLabel(`Quantity to return: ${englishName(line)}`).selectOption('1');
  await form.getByLabel('Reason for the return').selectOption({ label: 'No longer needed' });
  await form.getByRole('button', { name: 'Request Return' }).click();
  await expect(form.getByText(/Your return authorisation number is RMA-[0-9A-Z]+\./)).toBeVisible();
  // One of the two pieces is left to return.
  await expect(form.getByText('Up to 1 piece can be returned').first()).toBeVisible();
});

test('the demo customer has a history on a fresh start: orders in four states and a return', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('customer12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const orders = (await (await page.request.get('/api/orders')).json()) as ApiOrder[];
  expect(orders.length).toBeGreaterThanOrEqual(4);
  expect(new Set(orders.map((order) => order.status))).toEqual(
    new Set(['pending', 'confirmed', 'shipped', 'delivered']),
  );
  await page.goto('/orders');
  const main = page.getByRole('main');
  for (const status of ['Pending', 'Confirmed', 'Shipped', 'Delivered'])
    await expect(main.getByText(`Order status: ${status}`).first()).toBeVisible();
  await page.goto('/profile?section=orders');
  await expect(main.getByRole('heading', { name: /^Return RMA-[0-9A-Z]{10}$/ }).first()).toBeVisible();
});
