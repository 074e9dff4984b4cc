import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.databaseFile.endsWith('shop.sqlite')).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.logLevel).toBe('info');
    expect(config.ecbRatesUrl).toBeUndefined();
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ECB_RATES_URL: 'http://127.0.0.1:1/x.xml',
    });
    expect(config.port).toBe(8080);
    expect(config.seedDemo).toBe(false);
    expect(config.logLevel).toBe('warn');
    expect(config.ecbRatesUrl).toBe('http://127.0.0.1:1/x.xml');
  });

  it('names every bad value in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(String((error as Error).message)).toContain('PORT="eighty"');
    expect(String((error as Error).message)).toContain('LOG_LEVEL="loud"');
  });

  it('rejects a port out of range or not written as digits', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
    for (const port of ['0x50', '1e3', 'true', '80.5'])
      expect(() => loadConfig({ PORT: port })).toThrow(/PORT=/);
  });

  it('accepts only on/off values for SEED_DEMO', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'no' })).toThrow(/SEED_DEMO="no"/);
  });

  it('names each bad variable once', () => {
    const message = (() => {
      try {
        loadConfig({ LOG_LEVEL: 'loud' });
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message.match(/LOG_LEVEL=/g)).toHaveLength(1);
  });

  it('reads the geo header and the plate lookup provider, off by default', () => {
    const off = loadConfig({});
    expect(off.geoCountryHeader).toBeUndefined();
    expect(off.plateLookupUrl).toBeUndefined();
    expect(off.plateLookupToken).toBeUndefined();
    const on = loadConfig({
      GEO_COUNTRY_HEADER: 'X-Geo-Country',
      PLATE_LOOKUP_URL: 'https://plates.example.com/v1/lookup',
      PLATE_LOOKUP_TOKEN: 'abc.DEF-123',
    });
    expect(on.geoCountryHeader).toBe('x-geo-country');
    expect(on.plateLookupUrl).toBe('https://plates.example.com/v1/lookup');
    expect(on.plateLookupToken).toBe('abc.DEF-123');
  });

  it('refuses a bad geo header name, a non-http provider URL and a token without a URL', () => {
    expect(() => loadConfig({ GEO_COUNTRY_HEADER: 'x country' })).toThrow(/GEO_COUNTRY_HEADER=/);
    for (const url of ['ftp://plates.example.com', 'plates.example.com', 'https://', 'https://u:p@host/x'])
      expect(() => loadConfig({ PLATE_LOOKUP_URL: url }), url).toThrow(/PLATE_LOOKUP_URL=/);
    expect(() => loadConfig({ PLATE_LOOKUP_TOKEN: 'secret-token' })).toThrow(
      /PLATE_LOOKUP_TOKEN=\(hidden\): needs PLATE_LOOKUP_URL/,
    );
  });

  it('requires https for the provider except on a loopback host (the Bearer token travels with it)', () => {
    for (const url of [
      'http://plates.example.com/v1/lookup',
      'http://10.0.0.5/lookup',
      'http://localhost.example.com/lookup',
      'http://127.0.0.2/lookup',
    ]) {
      expect(() => loadConfig({ PLATE_LOOKUP_URL: url, PLATE_LOOKUP_TOKEN: 'tok' }), url).toThrow(
        /PLATE_LOOKUP_URL="[^"]+": must start with https:\/\//,
      );
    }
    for (const url of [
      'https://plates.example.com/v1/lookup',
      'http://127.0.0.1:4010/v1/lookup',
      'http://[::1]:4010/v1/lookup',
      'http://localhost:4010/v1/lookup',
    ]) {
      expect(loadConfig({ PLATE_LOOKUP_URL: url }).plateLookupUrl, url).toBe(url);
    }
  });

  it('never echoes a secret in the error', () => {
    let message = '';
    try {
      loadConfig({ PLATE_LOOKUP_URL: 'https://plates.example.com', PLATE_LOOKUP_TOKEN: 'has space' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('PLATE_LOOKUP_TOKEN=(hidden)');
    expect(message).not.toContain('has space');
  });

  it('reads a metrics token of at least 32 printable characters, never echoing a bad one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    const token = 'Abc-123_'.repeat(4);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    for (const bad of ['too-short-1234567890', `${token} with spaces`]) {
      let message = '';
      try {
        loadConfig({ METRICS_TOKEN: bad });
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message, bad).toContain('METRICS_TOKEN=(hidden)');
      expect(message, bad).not.toContain(bad);
    }
  });

  it('uses the sandbox gateway by default, but never silently in production', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'sandbox' });
    const secret = 'x'.repeat(40);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(/PAYMENT_PROVIDER/);
    // The sandbox approves payments without money: in production only for a declared demo shop.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PAYMENT_PROVIDER: 'sandbox' }),
    ).toThrow(/PAYMENT_PROVIDER="sandbox": .*DEMO_SHOP=1/);
    const demo = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      PAYMENT_PROVIDER: 'sandbox',
      DEMO_SHOP: '1',
    });
    expect(demo.payment).toEqual({ provider: 'sandbox' });
    expect(demo.demoShop).toBe(true);
    expect(loadConfig({}).demoShop).toBe(false);
  });

  it('needs every PaynetEasy setting and never echoes the control key', () => {
    let error: unknown;
    try {
      loadConfig({ PAYMENT_PROVIDER: 'payneteasy', PAYNETEASY_CONTROL_KEY: 'short' });
    } catch (e) {
      error = e;
    }
    const message = String((error as Error).message);
    for (const key of [
      'PAYNETEASY_BASE_URL',
      'PAYNETEASY_ENDPOINT_ID',
      'PAYNETEASY_LOGIN',
      'PAYNETEASY_CONTROL_KEY',
    ]) {
      expect(message).toContain(key);
    }
    expect(message).not.toContain('short');
    const config = loadConfig({
      PAYMENT_PROVIDER: 'payneteasy',
      PAYNETEASY_BASE_URL: 'https://sandbox.payneteasy.example/',
      PAYNETEASY_ENDPOINT_ID: '4711',
      PAYNETEASY_LOGIN: 'partspoint',
      PAYNETEASY_CONTROL_KEY: 'A1B2C3D4E5F6',
    });
    expect(config.payment).toEqual({
      provider: 'payneteasy',
      baseUrl: 'https://sandbox.payneteasy.example/',
      endpointId: '4711',
      login: 'partspoint',
      controlKey: 'A1B2C3D4E5F6',
    });
  });

  it('trusts no forwarded header unless TRUST_PROXY names the proxies, in production too', () => {
    const secret = 'x'.repeat(40);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: secret,
      PAYMENT_PROVIDER: 'sandbox',
      DEMO_SHOP: '1',
    };
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(production).trustProxy).toBe(false);
    expect(loadConfig({ ...production, TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,loopback' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1,fd00::/8,loopback',
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY.*not a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, 300.1.1.1' })).toThrow(/"300.1.1.1"/);
  });

  it('reads the scraper allow list as a trimmed comma list, empty by default', () => {
    expect(loadConfig({}).scraperAllowHosts).toEqual([]);
    expect(loadConfig({ SCRAPER_ALLOW_HOSTS: '' }).scraperAllowHosts).toEqual([]);
    expect(
      loadConfig({ SCRAPER_ALLOW_HOSTS: ' 127.0.0.1:4010 ,, localhost,[::1]:8080, ::1 ,shop.test ' })
        .scraperAllowHosts,
    ).toEqual(['127.0.0.1:4010', 'localhost', '[::1]:8080', '::1', 'shop.test']);
  });

  it('refuses an allow-list entry that is no host', () => {
    for (const value of ['http://127.0.0.1/', 'shop.test/path', 'user@shop.test', 'a b'])
      expect(() => loadConfig({ SCRAPER_ALLOW_HOSTS: value }), value).toThrow(/SCRAPER_ALLOW_HOSTS=/);
  });
});

describe('backup settings', () => {
  it('default to DATA_DIR/backups, no schedule and seven kept', () => {
    const config = loadConfig({ DATA_DIR: '/srv/shop' });
    expect(config.backup).toEqual({ dir: '/srv/shop/backups', intervalMs: undefined, keep: 7 });
  });

  it('read a folder, a duration and a count', () => {
    const config = loadConfig({
      DATA_DIR: '/srv/shop',
      BACKUP_DIR: '/mnt/backups',
      BACKUP_INTERVAL: '6h',
      BACKUP_KEEP: '3',
    });
    expect(config.backup).toEqual({ dir: '/mnt/backups', intervalMs: 6 * 3_600_000, keep: 3 });
    expect(loadConfig({ BACKUP_INTERVAL: '30m' }).backup.intervalMs).toBe(30 * 60_000);
    expect(loadConfig({ BACKUP_INTERVAL: '1d' }).backup.intervalMs).toBe(86_400_000);
    expect(loadConfig({ BACKUP_INTERVAL: '90s' }).backup.intervalMs).toBe(90_000);
    expect(loadConfig({ BACKUP_DIR: 'snapshots' }).backup.dir).toBe(path.resolve('snapshots'));
  });

  it('refuse an interval that is no duration, or too short or long for a timer', () => {
    for (const value of ['6', '6 hours', '1h30m', '-1h', '1.5h', 'daily'])
      expect(() => loadConfig({ BACKUP_INTERVAL: value }), value).toThrow(
        `BACKUP_INTERVAL=${JSON.stringify(value)}: must be a duration: a whole number and a unit (s, m, h or d), e.g. 30m, 6h or 1d`,
      );
    expect(() => loadConfig({ BACKUP_INTERVAL: '30s' })).toThrow(
      /BACKUP_INTERVAL="30s": must be at least 1m/,
    );
    expect(() => loadConfig({ BACKUP_INTERVAL: '25d' })).toThrow(
      /BACKUP_INTERVAL="25d": must be at most 24d/,
    );
  });

  it('refuse a count of backups to keep below 1 or not a whole number', () => {
    for (const value of ['0', '-1', '2.5', 'seven', '0x10', '1001'])
      expect(() => loadConfig({ BACKUP_KEEP: value }), value).toThrow(
        `BACKUP_KEEP=${JSON.stringify(value)}: must be a whole number from 1 to 1000 (how many backups to keep)`,
      );
  });

  it('refuse a backup folder inside the uploads (served to visitors) or the price lists', () => {
    for (const dir of ['/srv/shop/uploads', '/srv/shop/uploads/backups', 'uploads/b'])
      expect(
        () => loadConfig({ DATA_DIR: dir.startsWith('/') ? '/srv/shop' : '.', BACKUP_DIR: dir }),
        dir,
      ).toThrow(
        /BACKUP_DIR=.*: must not be inside the uploads folder \(DATA_DIR\/uploads is served to every visitor\)/,
      );
    expect(() => loadConfig({ DATA_DIR: '/srv/shop', BACKUP_DIR: '/srv/shop/price-lists/old' })).toThrow(
      /BACKUP_DIR="\/srv\/shop\/price-lists\/old": must not be inside DATA_DIR\/price-lists/,
    );
    expect(loadConfig({ DATA_DIR: '/srv/shop', BACKUP_DIR: '/srv/shop/uploads-backups' }).backup.dir).toBe(
      '/srv/shop/uploads-backups',
    );
  });
});
