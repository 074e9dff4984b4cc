/** Settings from the environment, validated once at start with a clear message for each bad value. */
import { isIP } from 'node:net';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { EMAIL_PATTERN } from '#api/contract/define-route.ts';
import { backupDirProblem } from '#api/services/backup/layout.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const ENV_SCHEMA = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  BACKUP_DIR: Type.Optional(Type.String({ minLength: 1 })),
  BACKUP_INTERVAL: Type.Optional(Type.String({ minLength: 1 })),
  BACKUP_KEEP: Type.Integer({ minimum: 1, maximum: 1000, default: 7 }),
  SEED_DEMO: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')], {
    default: '1',
  }),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  NODE_ENV: Type.String({ default: 'development' }),
  ECB_RATES_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  WEB_ROOT: Type.Optional(Type.String({ minLength: 1 })),
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.Optional(Type.String({ minLength: 3 })),
  ADMIN_EMAIL: Type.Optional(Type.String({ pattern: EMAIL_PATTERN })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 6 })),
  // An HTTP header name (RFC 9110 token characters).
  GEO_COUNTRY_HEADER: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9!#$%&'*+.^_`|~-]+$" })),
  VIES_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#@]+(/[^\\s#]*)?$' })),
  PLATE_LOOKUP_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#@]+(/[^\\s#]*)?$' })),
  PLATE_LOOKUP_TOKEN: Type.Optional(Type.String({ minLength: 1, pattern: '^[\\x21-\\x7e]+$' })),
  // Printable ASCII without spaces: it travels in an Authorization header.
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 32, pattern: '^[\\x21-\\x7e]+$' })),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  RATE_LIMIT_FACTOR: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  PAYMENT_PROVIDER: Type.Optional(Type.Union([Type.Literal('sandbox'), Type.Literal('payneteasy')])),
  PAYNETEASY_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#@]+(/[^\\s?#]*)?$' })),
  PAYNETEASY_ENDPOINT_ID: Type.Optional(Type.String({ minLength: 1, pattern: '^[A-Za-z0-9_-]+$' })),
  PAYNETEASY_LOGIN: Type.Optional(Type.String({ minLength: 1 })),
  PAYNETEASY_CONTROL_KEY: Type.Optional(Type.String({ minLength: 8 })),
  SCRAPER_ALLOW_HOSTS: Type.Optional(Type.String()),
  DEMO_SHOP: Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')], {
    default: '0',
  }),
  RENDER_PAGES: Type.Union(
    [Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')],
    {
      default: '1',
    },
  ),
});

/** The environment variables the shop reads, as the schema types them. */
export type EnvSettings = Static<typeof ENV_SCHEMA>;

const SECRETS = new Set([
  'SESSION_SECRET',
  'ADMIN_PASSWORD',
  'PLATE_LOOKUP_TOKEN',
  'PAYNETEASY_CONTROL_KEY',
  'METRICS_TOKEN',
]);

const PAYNETEASY_SETTINGS = [
  'PAYNETEASY_BASE_URL',
  'PAYNETEASY_ENDPOINT_ID',
  'PAYNETEASY_LOGIN',
  'PAYNETEASY_CONTROL_KEY',
] as const;

/** The card gateway: the simulated one (no money moves) or PaynetEasy. */
export type PaymentConfig =
  | { provider: 'sandbox' }
  | { provider: 'payneteasy'; baseUrl: string; endpointId: string; login: string; controlKey: string };

/** Backups of DATA_DIR (`npm run backup`, and on a schedule when `intervalMs` is set). */
export interface BackupConfig {
  dir: string;
  /** Time between the server's own backups; unset: none (only `npm run backup`). */
  intervalMs: number | undefined;
  /** Complete backups kept, the newest. */
  keep: number;
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseFile: string;
  uploadsDir: string;
  backup: BackupConfig;
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  production: boolean;
  ecbRatesUrl: string | undefined;
  /** The built PWA (vite build output). */
  webRoot: string;
  /** Signs session cookies; required in production, else generated once and kept in DATA_DIR. */
  sessionSecret: string | undefined;
  /** Where the shop is reached from outside, for links in e-mails (no trailing slash). */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  admin: { email: string; password: string } | undefined;
  /** Lower-case name of the proxy header with the shopper's country; unset, the well-known CDN ones. */
  geoCountryHeader: string | undefined;
  /** The registration-number lookup provider (docs/api.md, "Plate lookup provider"); unset, plate lookup is off. */
  plateLookupUrl: string | undefined;
  /** The EU VIES VAT-number service; unset: VAT IDs are checked for format and check digits only. */
  viesUrl: string | undefined;
  /** Sent to the provider as `Authorization: Bearer`. */
  plateLookupToken: string | undefined;
  /** Lets a scraper read GET /metrics from another machine (`Authorization: Bearer`); unset: loopback only. */
  metricsToken: string | undefined;
  payment: PaymentConfig;
  /** A demonstration shop (DEMO_SHOP): the sandbox gateway is allowed in production; every page says so. */
  demoShop: boolean;
  /** Catalogue pages rendered on the server (RENDER_PAGES=0 serves the app's shell for every page). */
  renderPages: boolean;
  /** Multiplies every abuse limit (test servers sign many accounts up from one address). */
  rateLimitFactor: number;
  /**
   * The reverse proxies whose X-Forwarded-For is believed for the client's address (rate limits, the
   * IP sent to the gateway): their addresses or CIDRs, comma-separated; false: none.
   */
  trustProxy: string | false;
  /**
   * Hosts the product scraper may fetch although they are private or loopback (tests, closed
   * networks): names or IP literals, optionally `host:port`. Empty: the SSRF policy has no exceptions.
   */
  scraperAllowHosts: string[];
}

/** Hosts whose traffic never leaves the machine: the only ones the provider may use plain http on. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The provider receives the Bearer token, so its address must be https://; plain http:// is accepted
 * only for a loopback host (a provider or test double on the same machine).
 */
function plateLookupUrlProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return 'is not a valid URL';
  const url = new URL(value);
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return 'must start with https:// (the token is sent with every lookup; http:// only for 127.0.0.1, ::1 or localhost)';
}

/** SCRAPER_ALLOW_HOSTS: a comma list, trimmed, empty entries dropped. */
function hostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An allow-list entry: a host name or IP literal (IPv6 bare or in brackets), optionally `:port`. */
function isHostEntry(entry: string): boolean {
  if (isIP(entry) === 6) return true;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/i.exec(entry);
  return !!match && (match[2] === undefined || Number(match[2]) <= 65535) && URL.canParse(`http://${entry}/`);
}

const DURATION_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** Timers fire at most this far ahead (2^31 - 1 ms, 24.8 days): a longer interval would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** BACKUP_INTERVAL (`30m`, `6h`, `1d`) in milliseconds, or why it is not one. */
function backupInterval(value: string): number | { problem: string } {
  const match = /^(\d+)(s|m|h|d)$/.exec(value.trim());
  if (!match)
    return { problem: 'must be a duration: a whole number and a unit (s, m, h or d), e.g. 30m, 6h or 1d' };
  const ms = Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS];
  if (ms < 60_000) return { problem: 'must be at least 1m (a backup a minute at most)' };
  if (ms > MAX_TIMER_MS) return { problem: 'must be at most 24d' };
  return ms;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Names proxy-addr (Fastify's trustProxy) accepts for whole address ranges. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A TRUST_PROXY entry: an IP, a CIDR (`10.0.0.0/8`, `fd00::/8`) or a named range. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry.toLowerCase()) || isIP(entry) !== 0) return true;
  const cidr = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (!cidr) return false;
  const version = isIP(cidr[1]!);
  return version !== 0 && Number(cidr[2]) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the addresses of the reverse proxies in front of the shop (IPs, CIDRs, `loopback`,
 * `linklocal`, `uniquelocal`; comma-separated). X-Forwarded-For is believed only on connections from
 * them, and only for the hops they added. Unset or `none`: no forwarded header is believed, whatever
 * NODE_ENV says: a shop published directly (`docker run -p 3000:3000`) would otherwise let every
 * client choose its address. No hop counts, for the same reason.
 */
function trustProxyOf(value: string | undefined): string | false {
  if (value === undefined || value.trim().toLowerCase() === 'none') return false;
  return hostList(value).join(',');
}

/** Reads the settings from `env`; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(ENV_SCHEMA.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const candidate = Value.Default(ENV_SCHEMA, Value.Convert(ENV_SCHEMA, { ...raw }));
  const problems = new Map<string, string>();
  // Number() would read "0x50" or "1e3" as a port; only plain digits are one.
  if (raw.PORT !== undefined && !/^\d+$/.test(raw.PORT)) problems.set('PORT', 'must be a whole number');
  const keep = Number(raw.BACKUP_KEEP);
  if (raw.BACKUP_KEEP !== undefined && !(/^\d+$/.test(raw.BACKUP_KEEP) && keep >= 1 && keep <= 1000))
    problems.set('BACKUP_KEEP', 'must be a whole number from 1 to 1000 (how many backups to keep)');
  const interval = raw.BACKUP_INTERVAL === undefined ? undefined : backupInterval(raw.BACKUP_INTERVAL);
  if (typeof interval === 'object') problems.set('BACKUP_INTERVAL', interval.problem);
  if (raw.BACKUP_DIR !== undefined) {
    const problem = backupDirProblem(path.resolve(raw.DATA_DIR ?? './data'), path.resolve(raw.BACKUP_DIR));
    if (problem) problems.set('BACKUP_DIR', problem);
  }
  if (!Value.Check(ENV_SCHEMA, candidate)) {
    for (const e of Value.Errors(ENV_SCHEMA, candidate)) {
      const key = e.instancePath.replace(/^\//, '');
      if (!problems.has(key)) problems.set(key, e.message);
    }
  }
  if (raw.NODE_ENV === 'production' && !raw.SESSION_SECRET && !problems.has('SESSION_SECRET')) {
    problems.set('SESSION_SECRET', 'is required in production (at least 32 characters)');
  }
  if (!!raw.ADMIN_EMAIL !== !!raw.ADMIN_PASSWORD) {
    problems.set(
      raw.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL',
      'ADMIN_EMAIL and ADMIN_PASSWORD go together',
    );
  }
  if (raw.PLATE_LOOKUP_URL && !problems.has('PLATE_LOOKUP_URL')) {
    const problem = plateLookupUrlProblem(raw.PLATE_LOOKUP_URL);
    if (problem) problems.set('PLATE_LOOKUP_URL', problem);
  }
  if (raw.PLATE_LOOKUP_TOKEN && !raw.PLATE_LOOKUP_URL && !problems.has('PLATE_LOOKUP_TOKEN')) {
    problems.set('PLATE_LOOKUP_TOKEN', 'needs PLATE_LOOKUP_URL');
  }
  if (raw.TRUST_PROXY !== undefined && raw.TRUST_PROXY.trim().toLowerCase() !== 'none') {
    const entries = hostList(raw.TRUST_PROXY);
    const bad = entries.find((entry) => !isProxyEntry(entry));
    if (entries.length === 0 || bad !== undefined) {
      problems.set(
        'TRUST_PROXY',
        /^\d+$/.test(raw.TRUST_PROXY.trim())
          ? 'name the proxies, not a hop count: their IP addresses or CIDRs (e.g. 10.0.0.0/8), comma-separated, or none'
          : `${JSON.stringify(bad ?? '')} is not a proxy address: give IP addresses or CIDRs (e.g. 10.0.0.0/8), loopback, linklocal or uniquelocal, comma-separated, or none`,
      );
    }
  }
  const badHost = hostList(raw.SCRAPER_ALLOW_HOSTS).find((entry) => !isHostEntry(entry));
  if (badHost !== undefined) {
    problems.set(
      'SCRAPER_ALLOW_HOSTS',
      `${JSON.stringify(badHost)} is not a host: give names or IP addresses, optionally with :port, separated by commas`,
    );
  }
  const provider = raw.PAYMENT_PROVIDER ?? (raw.NODE_ENV === 'production' ? undefined : 'sandbox');
  if (provider === undefined && !problems.has('PAYMENT_PROVIDER')) {
    // A shop in production must not fall back to a payment page that approves without money.
    problems.set('PAYMENT_PROVIDER', 'is required in production: payneteasy, or sandbox for a demo');
  }
  const demoShop = raw.DEMO_SHOP === '1' || raw.DEMO_SHOP === 'true';
  if (
    provider === 'sandbox' &&
    raw.NODE_ENV === 'production' &&
    !demoShop &&
    !problems.has('PAYMENT_PROVIDER')
  ) {
    // The sandbox approves card payments without money: a buyer could approve their own order.
    problems.set(
      'PAYMENT_PROVIDER',
      'sandbox approves card payments without money: in production it needs DEMO_SHOP=1 (a demo shop, shown as one on every page)',
    );
  }
  if (provider === 'payneteasy') {
    for (const key of PAYNETEASY_SETTINGS) {
      if (!raw[key] && !problems.has(key)) problems.set(key, 'is required with PAYMENT_PROVIDER=payneteasy');
    }
  }
  if (problems.size > 0) {
    // Secrets are named, never echoed: the message lands in logs.
    const lines = [...problems].map(
      ([key, message]) =>
        `  ${key}=${SECRETS.has(key) && raw[key] ? '(hidden)' : JSON.stringify(raw[key] ?? '')}: ${message}`,
    );
    throw new ConfigError(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  const values = candidate as Static<typeof ENV_SCHEMA>;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseFile: path.join(dataDir, 'shop.sqlite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    backup: {
      dir: values.BACKUP_DIR ? path.resolve(values.BACKUP_DIR) : path.join(dataDir, 'backups'),
      intervalMs: typeof interval === 'number' ? interval : undefined,
      keep: values.BACKUP_KEEP,
    },
    seedDemo: values.SEED_DEMO === '1' || values.SEED_DEMO === 'true',
    demoShop: values.DEMO_SHOP === '1' || values.DEMO_SHOP === 'true',
    renderPages: values.RENDER_PAGES === '1' || values.RENDER_PAGES === 'true',
    logLevel: values.LOG_LEVEL,
    production: values.NODE_ENV === 'production',
    ecbRatesUrl: values.ECB_RATES_URL,
    webRoot: path.resolve(values.WEB_ROOT ?? 'dist/web'),
    sessionSecret: values.SESSION_SECRET,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? 'PartsPoint <no-reply@partspoint.eu>',
    admin:
      values.ADMIN_EMAIL && values.ADMIN_PASSWORD
        ? { email: values.ADMIN_EMAIL, password: values.ADMIN_PASSWORD }
        : undefined,
    geoCountryHeader: values.GEO_COUNTRY_HEADER?.toLowerCase(),
    plateLookupUrl: values.PLATE_LOOKUP_URL,
    viesUrl: values.VIES_URL,
    plateLookupToken: values.PLATE_LOOKUP_TOKEN,
    metricsToken: values.METRICS_TOKEN,
    rateLimitFactor: values.RATE_LIMIT_FACTOR,
    trustProxy: trustProxyOf(values.TRUST_PROXY),
    scraperAllowHosts: hostList(values.SCRAPER_ALLOW_HOSTS),
    payment:
      values.PAYMENT_PROVIDER === 'payneteasy'
        ? {
            provider: 'payneteasy',
            baseUrl: values.PAYNETEASY_BASE_URL ?? '',
            endpointId: values.PAYNETEASY_ENDPOINT_ID ?? '',
            login: values.PAYNETEASY_LOGIN ?? '',
            controlKey: values.PAYNETEASY_CONTROL_KEY ?? '',
          }
        : { provider: 'sandbox' },
  };
}
