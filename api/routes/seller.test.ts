/**
 * GET /api/seller and the seller's data in the shop's mails: the `seller.*` and `bank.*` shop settings
 * (checked when stored) over the demo values, the bank account only when one is set in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SELLER, type Seller } from '#api/contract/seller.ts';
import { listOutboxMails } from '#db/repositories/mail-outbox.ts';
import { insertTestProduct } from '#db/test/factories.ts';
import { setShopSetting } from '../services/shop-settings.ts';
import { placeGuestOrder } from '../test/orders.ts';
import { createTestApp } from '../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const getSeller = async (app = t.app) => {
  const res = await app.inject('/api/seller');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Seller;
};

describe('GET /api/seller', () => {
  it('answers the demo seller, with the demo bank account outside production', async () => {
    const res = await t.app.inject('/api/seller');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({ ...DEMO_SELLER, demoShop: false });
  });

  it('says when the shop is a demonstration (DEMO_SHOP), for the banner on every page', async () => {
    const demo = await createTestApp({ config: { demoShop: true } });
    try {
      expect((await getSeller(demo.app)).demoShop).toBe(true);
    } finally {
      await demo.close();
    }
  });

  it('answers no bank account in production until one is set', async () => {
    const production = await createTestApp({ config: { production: true } });
    try {
      const seller = await getSeller(production.app);
      expect(seller.bankAccount).toBeNull();
      expect(seller.companyName).toBe(DEMO_SELLER.companyName);
      for (const [key, value] of [
        ['bank.accountHolder', 'Auto Części Nowak sp. z o.o.'],
        ['bank.name', 'Commerzbank'],
        ['bank.iban', 'de89370400440532013000'],
        ['bank.bic', 'cobadeffxxx'],
      ] as const) {
        await setShopSetting(production.db, key, value);
      }
      expect((await getSeller(production.app)).bankAccount).toEqual({
        holder: 'Auto Części Nowak sp. z o.o.',
        bankName: 'Commerzbank',
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
      });
    } finally {
      await production.close();
    }
  });

  it('puts each stored seller setting over the demo value, in its usual form', async () => {
    const app = await createTestApp();
    try {
      const settings: [string, string][] = [
        ['seller.companyName', 'Auto Części Nowak sp. z o.o.'],
        ['seller.street', 'ul. Długa 7'],
        ['seller.postalCode', '31-147'],
        ['seller.city', 'Kraków'],
        ['seller.krs', '0000999999'],
        [
          'seller.registryCourt',
          'Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS',
        ],
        ['seller.shareCapital', '50000,5'],
        ['seller.nip', '677-006-54-06'],
        ['seller.regon', '351556978'],
        ['seller.customerServiceEmail', 'Pomoc@Nowak.example'],
        ['seller.returnsEmail', 'zwroty@nowak.example'],
        ['seller.dataProtectionOfficerEmail', 'iod@nowak.example'],
        ['seller.phone', '12 345 67 89'],
        ['seller.hours.weekdays', '08:00 – 17:00'],
        ['seller.hours.saturday', 'Closed'],
      ];
      for (const [key, value] of settings) await setShopSetting(app.db, key, value);
      expect(await getSeller(app.app)).toEqual({
        ...DEMO_SELLER,
        demoShop: false,
        companyName: 'Auto Części Nowak sp. z o.o.',
        street: 'ul. Długa 7',
        postalCode: '31-147',
        city: 'Kraków',
        krs: '0000999999',
        registryCourt: 'Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS',
        shareCapital: 5_000_050,
        nip: '6770065406',
        regon: '351556978',
        customerServiceEmail: 'pomoc@nowak.example',
        returnsEmail: 'zwroty@nowak.example',
        dataProtectionOfficerEmail: 'iod@nowak.example',
        phone: '+48 12 345 67 89',
        hours: { weekdays: ['08:00', '17:00'], saturday: null, sunday: null },
      });
    } finally {
      await app.close();
    }
  });
});

describe('seller settings', () => {
  it.each([
    ['seller.nip', '5252248482', /NIP/],
    ['seller.nip', '525224848', /NIP/],
    ['seller.regon', '140731207', /REGON/],
    ['seller.krs', '12345', /KRS/],
    ['seller.postalCode', '00838', /postal code/],
    ['seller.customerServiceEmail', 'support at partspoint', /e-mail/],
    ['seller.returnsEmail', 'returns@localhost', /e-mail/],
    ['seller.phone', '+48 22 12', /phone/],
    ['seller.hours.weekdays', '20:00-09:00', /opening hours/],
    ['seller.hours.weekdays', '9-20', /opening hours/],
    ['seller.hours.saturday', '24:00-25:00', /opening hours/],
    ['seller.shareCapital', '-5000', /share capital/],
    ['seller.companyName', 'X', /company name/],
  ])('refuses %s = %j, naming what is wrong', async (key, value, message) => {
    await expect(setShopSetting(t.db, key, value)).rejects.toThrow(message);
    expect((await getSeller()).companyName).toBe(DEMO_SELLER.companyName);
  });
});

describe('the seller in mails', () => {
  it('signs the order mails with the stored company, address, e-mail and hours', async () => {
    const app = await createTestApp();
    try {
      await setShopSetting(app.db, 'seller.companyName', 'Auto Części Nowak sp. z o.o.');
      await setShopSetting(app.db, 'seller.customerServiceEmail', 'pomoc@nowak.example');
      await setShopSetting(app.db, 'seller.hours.saturday', 'closed');
      const productId = await insertTestProduct(app.db, { basePriceCents: 1500, stock: 10 });
      await placeGuestOrder(app.app, 'seller-mail@example.com', [{ productId, quantity: 1 }]);
      const mails = (await listOutboxMails(app.db, 50)).filter(
        (m) => m.toAddress === 'seller-mail@example.com',
      );
      expect(mails.map((m) => m.kind).sort()).toEqual(['bank-transfer', 'order-confirmation']);
      for (const mail of mails) {
        expect(mail.text).toContain('Auto Części Nowak sp. z o.o.');
        expect(mail.text).toContain('pomoc@nowak.example');
        expect(mail.text).toContain('Sat closed');
        expect(mail.text).not.toContain(DEMO_SELLER.customerServiceEmail);
      }
    } finally {
      await app.close();
    }
  });
});
