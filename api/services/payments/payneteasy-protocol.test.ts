import { describe, expect, it } from 'vitest';
import type { SaleRequest } from './provider.ts';
import {
  cleanPhone,
  cleanText,
  controlMatches,
  encodeForm,
  formatAmount,
  noticeControl,
  parseAmount,
  parseKeyValues,
  saleControl,
  saleFormFields,
  statusControl,
  statusFormFields,
} from './payneteasy-protocol.ts';
import { SALE_REQUIRED_FIELDS } from './payneteasy-sale-fields.ts';

// Known vectors, computed outside this code with `printf '%s' '<concatenation>' | sha1sum`.
const KEY = 'B1E5F0C2-7A3D-4E9B-8C61-2F0D9A4E7B35';
const ENDPOINT = '1144';

const sale = (over: Partial<SaleRequest> = {}): SaleRequest => ({
  clientOrderId: 'ORD-2026-000123',
  description: 'Brake pads, front axle',
  amountCents: 1999,
  currency: 'PLN',
  firstName: 'Jan',
  lastName: 'Kowalski',
  address1: 'ul. Długa 5/7',
  city: 'Kraków',
  zipCode: '30-001',
  country: 'PL',
  phone: '+48 600-100-200',
  email: 'jan.kowalski+parts@example.com',
  ipAddress: '203.0.113.7',
  redirectUrl: 'https://shop.example/checkout/return?order=ORD-2026-000123',
  callbackUrl: 'https://shop.example/api/payments/callback',
  ...over,
});

describe('amounts', () => {
  it('formats integer minor units as major units with a dot', () => {
    expect(formatAmount(1999)).toBe('19.99');
    expect(formatAmount(29)).toBe('0.29');
    expect(formatAmount(115)).toBe('1.15');
    expect(formatAmount(1050)).toBe('10.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(123456789)).toBe('1234567.89');
  });

  it('refuses anything that is not a whole non-negative number of minor units', () => {
    for (const bad of [19.99, -1, Number.NaN, Infinity, 2 ** 53])
      expect(() => formatAmount(bad)).toThrow(RangeError);
  });

  it('reads the gateway amount exactly, from its digits', () => {
    expect(parseAmount('19.99')).toBe(1999);
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('1.15')).toBe(115);
    expect(parseAmount('10.5')).toBe(1050);
    expect(parseAmount('10.50')).toBe(1050);
    expect(parseAmount('10')).toBe(1000);
    expect(parseAmount(' 4.10 ')).toBe(410);
    expect(parseAmount('1.100')).toBe(110);
    expect(parseAmount('1005.00')).toBe(100500);
  });

  it('refuses amounts it cannot read exactly', () => {
    for (const bad of ['', '1.155', '-1.00', '1,50', '1e3', '.5', '5.', 'abc', '0x10', '1 000.00'])
      expect(parseAmount(bad)).toBeUndefined();
  });
});

describe('control signatures (known vectors)', () => {
  it('signs a sale over the integer minor units, with + in the e-mail', () => {
    expect(
      saleControl({
        endpointId: ENDPOINT,
        clientOrderId: 'ORD-2026-000123',
        amountCents: 1999,
        email: 'jan.kowalski+parts@example.com',
        controlKey: KEY,
      }),
    ).toBe('094d5aa4f6f195c2fc55924713b24cccf042066b');
    expect(
      saleControl({
        endpointId: ENDPOINT,
        clientOrderId: 'ORD-7',
        amountCents: 29,
        email: 'anna+test@example.pl',
        controlKey: KEY,
      }),
    ).toBe('3be9c3167cfc04f9a1ec270a860ff08a61204384');
    expect(
      saleControl({
        endpointId: ENDPOINT,
        clientOrderId: 'ORD-8',
        amountCents: 115,
        email: 'a+b+c@example.com',
        controlKey: KEY,
      }),
    ).toBe('65300f7693f22eb59d881caf0b63bc8b91301d7b');
  });

  it('hashes UTF-8 bytes', () => {
    expect(
      saleControl({
        endpointId: ENDPOINT,
        clientOrderId: 'ORD-9',
        amountCents: 1999,
        email: 'łukasz+opony@example.pl',
        controlKey: KEY,
      }),
    ).toBe('fa14d76707cf007ce4ccabe315ac2c6c9803ebae');
  });

  it('signs the sale form over 19.99 as 1999, not a float product or the decimal', () => {
    const fields = saleFormFields(sale({ amountCents: 1999 }), { endpointId: ENDPOINT, controlKey: KEY });
    expect(fields.amount).toBe('19.99');
    expect(fields.control).toBe('094d5aa4f6f195c2fc55924713b24cccf042066b');
    // sha1 over 1998 (Math.floor(19.99 * 100)) and over "19.99": the mistakes this vector catches.
    expect(fields.control).not.toBe('690f7f0a8da323cfb0a498b9a0098655453162e4');
    expect(fields.control).not.toBe('66e3e22ce79d3d9b941856109bd1202bddec1a03');
  });

  it('signs the sale form for 0.29 and 1.15, whose float products are off by one', () => {
    const f29 = saleFormFields(
      sale({ clientOrderId: 'ORD-7', amountCents: 29, email: 'anna+test@example.pl' }),
      {
        endpointId: ENDPOINT,
        controlKey: KEY,
      },
    );
    expect([f29.amount, f29.control]).toEqual(['0.29', '3be9c3167cfc04f9a1ec270a860ff08a61204384']);
    const f115 = saleFormFields(
      sale({ clientOrderId: 'ORD-8', amountCents: 115, email: 'a+b+c@example.com' }),
      {
        endpointId: ENDPOINT,
        controlKey: KEY,
      },
    );
    expect([f115.amount, f115.control]).toEqual(['1.15', '65300f7693f22eb59d881caf0b63bc8b91301d7b']);
  });

  it('signs over the e-mail as sent (trimmed)', () => {
    const fields = saleFormFields(sale({ email: '  jan.kowalski+parts@example.com \n' }), {
      endpointId: ENDPOINT,
      controlKey: KEY,
    });
    expect(fields.email).toBe('jan.kowalski+parts@example.com');
    expect(fields.control).toBe('094d5aa4f6f195c2fc55924713b24cccf042066b');
  });

  it('signs redirects and callbacks as status + orderid + client_orderid + key', () => {
    const ids = { gatewayOrderId: '8501234', clientOrderId: 'ORD-2026-000123', controlKey: KEY };
    expect(noticeControl({ status: 'approved', ...ids })).toBe('baa1299167029f6345ed40760031d7a5dd73d052');
    expect(noticeControl({ status: 'declined', ...ids })).toBe('b528fb6960339d07b8e94c73d2eaacb10cb784fd');
  });

  it('signs status requests as login + client_orderid + orderid + key', () => {
    const ids = { clientOrderId: 'ORD-2026-000123', gatewayOrderId: '8501234' };
    expect(statusControl({ login: 'shop-login', ...ids, controlKey: KEY })).toBe(
      'cfe3173a21a1eccd3fbf047a75eb45caac8fa14e',
    );
    expect(statusFormFields(ids, { login: 'shop-login', controlKey: KEY })).toEqual({
      login: 'shop-login',
      client_orderid: 'ORD-2026-000123',
      orderid: '8501234',
      control: 'cfe3173a21a1eccd3fbf047a75eb45caac8fa14e',
    });
  });
});

describe('controlMatches', () => {
  const good = 'baa1299167029f6345ed40760031d7a5dd73d052';
  it('accepts the same hex (any case, surrounding blanks)', () => {
    expect(controlMatches(good, good)).toBe(true);
    expect(controlMatches(good, good.toUpperCase())).toBe(true);
    expect(controlMatches(good, ` ${good}\n`)).toBe(true);
  });
  it('refuses another value, another length, or no string at all', () => {
    expect(controlMatches(good, good.slice(0, -1) + '3')).toBe(false);
    expect(controlMatches(good, good.slice(0, -1))).toBe(false);
    expect(controlMatches(good, good + '0')).toBe(false);
    expect(controlMatches(good, '')).toBe(false);
    expect(controlMatches(good, undefined)).toBe(false);
    expect(controlMatches(good, [good])).toBe(false);
  });
});

describe('sale form', () => {
  it('lists the documented fields in order, cleaned, with the control last', () => {
    const fields = saleFormFields(sale(), { endpointId: ENDPOINT, controlKey: KEY });
    expect(Object.keys(fields)).toEqual([
      ...SALE_REQUIRED_FIELDS,
      'first_name',
      'last_name',
      'server_callback_url',
      'control',
    ]);
    expect(fields.phone).toBe('+48600100200');
    expect(fields.server_callback_url).toBe('https://shop.example/api/payments/callback');
    expect(fields.redirect_url).toBe('https://shop.example/checkout/return?order=ORD-2026-000123');
  });

  it('trims every value and cuts to the documented lengths', () => {
    const long = 'x'.repeat(60);
    const fields = saleFormFields(
      sale({
        address1: `  ${long} `,
        city: long,
        zipCode: ' 12345678901234 ',
        phone: '(+48) 600 100 200 300 400',
        email: `${'a'.repeat(45)}+tag@example.com`,
        firstName: long,
        lastName: ` ${long}`,
        country: ' pl ',
        description: '  Oil filter  ',
      }),
      { endpointId: ENDPOINT, controlKey: KEY },
    );
    expect(fields.address1).toBe('x'.repeat(50));
    expect(fields.city).toBe('x'.repeat(50));
    expect(fields.zip_code).toBe('1234567890');
    expect(fields.phone).toBe('+48600100200300');
    expect(fields.email).toBe(`${'a'.repeat(45)}+tag@`);
    expect(fields.first_name).toBe('x'.repeat(50));
    expect(fields.last_name).toBe('x'.repeat(50));
    expect(fields.country).toBe('PL');
    expect(fields.order_desc).toBe('Oil filter');
    // Signed over the e-mail as cut, since that is what the gate sees.
    expect(fields.control).toBe(
      saleControl({
        endpointId: ENDPOINT,
        clientOrderId: 'ORD-2026-000123',
        amountCents: 1999,
        email: `${'a'.repeat(45)}+tag@`,
        controlKey: KEY,
      }),
    );
  });

  it('leaves empty optional fields out', () => {
    const fields = saleFormFields(sale({ firstName: ' ', lastName: '', callbackUrl: '' }), {
      endpointId: ENDPOINT,
      controlKey: KEY,
    });
    expect(fields).not.toHaveProperty('first_name');
    expect(fields).not.toHaveProperty('last_name');
    expect(fields).not.toHaveProperty('server_callback_url');
  });

  it('refuses a client_orderid it would have to cut (it must come back unchanged)', () => {
    const opts = { endpointId: ENDPOINT, controlKey: KEY };
    expect(saleFormFields(sale({ clientOrderId: 'A'.repeat(128) }), opts).client_orderid).toHaveLength(128);
    expect(() => saleFormFields(sale({ clientOrderId: 'A'.repeat(129) }), opts)).toThrow(RangeError);
    expect(() => saleFormFields(sale({ clientOrderId: '  ' }), opts)).toThrow(RangeError);
    expect(() => saleFormFields(sale({ amountCents: 19.99 }), opts)).toThrow(RangeError);
  });

  it('cuts by characters without splitting a surrogate pair', () => {
    expect(cleanText(`${'a'.repeat(9)}😀b`, 10)).toBe(`${'a'.repeat(9)}😀`);
    expect(cleanText('ab   cd', 4)).toBe('ab');
    expect(cleanPhone('+48 (600) 100-200')).toBe('+48600100200');
  });
});

describe('form encoding', () => {
  it('encodes &, +, ", spaces, = and non-ASCII so they come back intact', () => {
    const fields = {
      a: 'Tom & Jerry',
      b: 'jan+parts@example.com',
      c: 'He said "brakes"',
      d: 'Zażółć gęślą jaźń',
      e: 'x=1&y=2',
      f: 'line1\nline2',
    };
    const body = encodeForm(fields);
    expect(body).toBe(
      'a=Tom+%26+Jerry&b=jan%2Bparts%40example.com&c=He+said+%22brakes%22' +
        '&d=Za%C5%BC%C3%B3%C5%82%C4%87+g%C4%99%C5%9Bl%C4%85+ja%C5%BA%C5%84&e=x%3D1%26y%3D2&f=line1%0Aline2',
    );
    expect({ ...parseKeyValues(body) }).toEqual(fields);
  });

  it('leaves undefined values out and keeps empty ones', () => {
    expect(encodeForm({ a: undefined, b: '', c: '1' })).toBe('b=&c=1');
  });
});

describe('parseKeyValues', () => {
  it('reads newline-separated gateway answers', () => {
    const body =
      'type=async-form-response\nstatus=processing\r\npaynet-order-id=8501234\n' +
      'merchant-order-id=ORD-2026-000123\nserial-number=00000000-0000-0000-0000-000000000001\n' +
      'redirect-url=https%3A%2F%2Fgate.example%2Fpaynet%2Fform%2Finit%2F8501234%3Fa%3D1%26b%3D2\n';
    expect({ ...parseKeyValues(body) }).toEqual({
      type: 'async-form-response',
      status: 'processing',
      'paynet-order-id': '8501234',
      'merchant-order-id': 'ORD-2026-000123',
      'serial-number': '00000000-0000-0000-0000-000000000001',
      'redirect-url': 'https://gate.example/paynet/form/init/8501234?a=1&b=2',
    });
  });

  it('reads &-separated answers, + as a space', () => {
    expect({
      ...parseKeyValues('type=validation-error&error-message=Invalid+amount+%2B+currency&error-code=2'),
    }).toEqual({ type: 'validation-error', 'error-message': 'Invalid amount + currency', 'error-code': '2' });
  });

  it('keeps the first of repeated keys and treats __proto__ as data', () => {
    const parsed = parseKeyValues('status=declined&status=approved&__proto__=x&=empty-key&flag');
    expect(parsed.status).toBe('declined');
    expect(Object.keys(parsed)).toEqual(['status', '__proto__', 'flag']);
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parsed.flag).toBe('');
  });

  it('survives malformed percent-encoding and empty input', () => {
    expect({ ...parseKeyValues('a=%zz&b=%E2%82') }).toEqual({ a: '%zz', b: '\uFFFD' });
    expect(Object.keys(parseKeyValues(''))).toEqual([]);
  });
});
