/**
 * What each setting means, beside its schema in config.ts: docs/settings.md is generated from the two
 * (`npm run docs:settings`), and a test fails when the file and this source differ, so the reference
 * cannot drift. Every variable of the schema needs its entry here (the type says so).
 */
import { ENV_SCHEMA, type EnvSettings } from './config.ts';

interface SettingNote {
  group: string;
  /** The default as shown (markdown); "unset" when there is none. */
  default: string;
  /** What the setting does, in markdown (one paragraph). */
  text: string;
}

export const SETTING_NOTES: Record<keyof EnvSettings, SettingNote> = {
  PORT: {
    group: 'Server',
    default: '`3000`',
    text: 'HTTP port (1-65535).',
  },
  HOST: {
    group: 'Server',
    default: '`0.0.0.0`',
    text: 'Interface to listen on (`127.0.0.1` for local only).',
  },
  NODE_ENV: {
    group: 'Server',
    default: '`development`',
    text: "`production` enables HSTS and `upgrade-insecure-requests`, requires `SESSION_SECRET` and `PAYMENT_PROVIDER`, and never adds the demo accounts (which shoppers' addresses are believed follows `TRUST_PROXY`).",
  },
  LOG_LEVEL: {
    group: 'Server',
    default: '`info`',
    text: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
  },
  PUBLIC_URL: {
    group: 'Server',
    default: '`http://localhost:PORT`',
    text: 'How the shop is reached from outside, for links in e-mails (password reset).',
  },
  TRUST_PROXY: {
    group: 'Server',
    default: 'none',
    text: "The reverse proxies whose `X-Forwarded-For` is believed for the shopper's address (abuse limits, the IP sent to the card gateway): their IPs or CIDRs, or `loopback`/`linklocal`/`uniquelocal`, comma-separated. Unset or `none`: the connection's address, in production too (a client reaching the shop directly cannot choose its address). Behind a proxy set its address, e.g. `172.17.0.1` for one on the Docker host.",
  },
  METRICS_TOKEN: {
    group: 'Server',
    default: 'unset',
    text: 'Lets a Prometheus scraper on another machine read `GET /metrics` with `Authorization: Bearer <token>` (at least 32 printable characters without spaces, e.g. `openssl rand -hex 32`; compared in constant time, never logged). Unset: `/metrics` answers only requests from this machine that no proxy forwarded; everyone else gets the not-found answer. See [Metrics and logs](../README.md#metrics-and-logs).',
  },
  WEB_ROOT: {
    group: 'Server',
    default: '`dist/web`',
    text: 'The built PWA to serve.',
  },
  RENDER_PAGES: {
    group: 'Server',
    default: '`1`',
    text: "`0`: every page is the app's shell (no page rendered on the server; see [Pages rendered on the server](architecture.md#pages-rendered-on-the-server)).",
  },
  DATA_DIR: {
    group: 'Data and accounts',
    default: '`./data`',
    text: 'Folder for the SQLite file (`shop.sqlite`) and uploaded/imported files (`uploads/`).',
  },
  SEED_DEMO: {
    group: 'Data and accounts',
    default: '`1`',
    text: "`1`/`true`: seed the demo catalogue into an empty catalogue; `0`/`false`: don't. Never touches a non-empty catalogue.",
  },
  SESSION_SECRET: {
    group: 'Data and accounts',
    default: 'generated',
    text: 'Signs the session cookie (at least 32 characters). Required with `NODE_ENV=production`; otherwise generated once and kept in `DATA_DIR/session-secret`.',
  },
  ADMIN_EMAIL: {
    group: 'Data and accounts',
    default: 'unset',
    text: 'With `ADMIN_PASSWORD`: at start, this account is created as an admin (or made admin with that password).',
  },
  ADMIN_PASSWORD: {
    group: 'Data and accounts',
    default: 'unset',
    text: 'The password of the `ADMIN_EMAIL` admin (at least 6 characters).',
  },
  BACKUP_DIR: {
    group: 'Backups',
    default: '`DATA_DIR/backups`',
    text: 'Where `npm run backup` and the scheduled backups write, one `backup-<UTC time>` folder each (see [Backups and restore](../README.md#backups-and-restore)). Refused inside `DATA_DIR/uploads` (served to every visitor) or `DATA_DIR/price-lists`. The default keeps backups on the same disk as the shop: in production mount another disk or volume here.',
  },
  BACKUP_INTERVAL: {
    group: 'Backups',
    default: 'unset',
    text: "Time between the server's own backups, a whole number and a unit: `30m`, `6h`, `1d` (at least `1m`, at most `24d`; the first one interval after the start). Unset: no scheduled backups, only `npm run backup`. A failed backup is logged (`backup failed`) and the shop goes on serving.",
  },
  BACKUP_KEEP: {
    group: 'Backups',
    default: '`7`',
    text: 'How many complete backups are kept: after each backup the older ones in `BACKUP_DIR` are deleted. Only folders a backup made and finished are counted or deleted; one still being written, and anything else in the folder, are left alone.',
  },
  SMTP_URL: {
    group: 'Mail',
    default: 'unset',
    text: '`smtp://user:pass@host:587` or `smtps://user:pass@host:465`: mails go out through it. Unset, mails are written to the outbox table, which admins read at `GET /api/admin/mail-outbox`. A failed send also lands in the outbox.',
  },
  MAIL_FROM: {
    group: 'Mail',
    default: '`PartsPoint <no-reply@partspoint.eu>`',
    text: "The From header of the shop's mails.",
  },
  PAYMENT_PROVIDER: {
    group: 'Payments',
    default: '`sandbox` (required in production)',
    text: 'The card gateway. `sandbox`: a payment page served by this server ("Approve payment" / "Decline payment") that redirects back and calls back exactly like PaynetEasy, signed with a key derived from `SESSION_SECRET`; no money moves and nothing leaves the machine. `payneteasy`: the real PaynetEasy hosted payment form (API v2), configured by the four `PAYNETEASY_*` settings below. With `NODE_ENV=production` it must be set explicitly, so a live shop never takes orders through the sandbox by accident.',
  },
  DEMO_SHOP: {
    group: 'Payments',
    default: '`0`',
    text: '`1`: a demonstration shop. Every page shows a "Demo shop: no real payments" banner, and `PAYMENT_PROVIDER=sandbox` is allowed with `NODE_ENV=production` (refused there otherwise: the sandbox approves card payments without money, so a buyer could approve their own order).',
  },
  PAYNETEASY_BASE_URL: {
    group: 'Payments',
    default: 'unset',
    text: "The gateway's base URL as PaynetEasy gives it (sandbox and production gates differ); requests go to `{base}/paynet/api/v2/sale-form/{endpoint}` and `.../status/{endpoint}`. Required with `payneteasy`.",
  },
  PAYNETEASY_ENDPOINT_ID: {
    group: 'Payments',
    default: 'unset',
    text: 'The merchant endpoint id (or endpoint group id). Required with `payneteasy`.',
  },
  PAYNETEASY_LOGIN: {
    group: 'Payments',
    default: 'unset',
    text: 'The merchant login (signs status requests). Required with `payneteasy`.',
  },
  PAYNETEASY_CONTROL_KEY: {
    group: 'Payments',
    default: 'unset',
    text: 'The merchant control key that signs and verifies every request, redirect and callback. Required with `payneteasy`; never logged. The gateway must reach `PUBLIC_URL` (ports 80, 443, 8080 or 8443) for `/api/payments/return` and `/api/payments/callback`.',
  },
  ECB_RATES_URL: {
    group: 'Outside services',
    default: 'unset',
    text: 'When set, exchange rates are refreshed from this ECB daily reference-rates XML once a day (checked at start and hourly; a failed fetch keeps the stored rates, is logged and is retried at the next check). Production value: `https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml`. Unset, nothing leaves the machine and the stored snapshot is used.',
  },
  GEO_COUNTRY_HEADER: {
    group: 'Outside services',
    default: 'unset',
    text: "Name of the header in which the proxy in front of the shop passes the shopper's country (ISO 3166-1 alpha-2), read by `GET /api/geo` for the first-visit language and currency. Unset, the CDN headers `CF-IPCountry`, `CloudFront-Viewer-Country`, `X-Vercel-IP-Country` and `X-Country-Code` are read. Set it when the proxy uses another name; then only that header counts.",
  },
  VIES_URL: {
    group: 'Outside services',
    default: 'unset',
    text: "Base address of the EU VIES VAT-number service (its REST API, e.g. `https://ec.europa.eu/taxation_customs/vies/rest-api`). Set, a business buyer's EU VAT ID is also checked online before reverse charge applies (3 s timeout; when the service is down the order goes on with the format and check-digit test, and the order records that VIES was unavailable; a number VIES calls invalid is charged VAT). Unset, nothing leaves the machine.",
  },
  PLATE_LOOKUP_URL: {
    group: 'Outside services',
    default: 'unset',
    text: '`https://` address of a registration-number lookup provider (its protocol is under [Plate lookup provider](api.md#plate-lookup-provider) in the API reference); `http://` only for `127.0.0.1`, `[::1]` or `localhost` (the token must not travel unencrypted). Set, the vehicle finder offers lookup by registration number; unset, it points to the make/model/engine selects and nothing leaves the machine.',
  },
  PLATE_LOOKUP_TOKEN: {
    group: 'Outside services',
    default: 'unset',
    text: 'Sent to the plate lookup provider as `Authorization: Bearer <token>`. Needs `PLATE_LOOKUP_URL`. Never written to logs or error messages.',
  },
  SCRAPER_ALLOW_HOSTS: {
    group: 'Outside services',
    default: 'unset',
    text: 'Comma-separated hosts (`name`, `name:port` or an IP) the product scraper may fetch even though they resolve to loopback or private addresses: for tests and closed supplier networks. Every other host is resolved once, refused when any address is loopback, private, link-local (cloud metadata), unique-local, CGNAT, multicast, unspecified or reserved, and then connected to at exactly the checked address.',
  },
  RATE_LIMIT_FACTOR: {
    group: 'Abuse limits',
    default: '`1`',
    text: 'Multiplies every abuse limit (sign-in, registration, password reset and change, plate lookup, checkout, unfinished card payments, tracking, returns). For test servers that sign many accounts up from one address; leave it at 1 in a shop.',
  },
};

export const GENERATED_START = '<!-- settings reference: generated by npm run docs:settings -->';
export const GENERATED_END = '<!-- end of the generated settings reference -->';

const anchor = (name: string) => `#${name.toLowerCase()}`;

/** The values the schema accepts, as a short phrase, when it says more than "text". */
function accepted(schema: Record<string, unknown>): string | null {
  const literals = (schema.anyOf as { const?: unknown }[] | undefined)?.map((s) => s.const);
  if (literals?.every((value) => typeof value === 'string'))
    return literals.map((v) => `\`${String(v)}\``).join(', ');
  if (schema.type === 'integer')
    return `a whole number from ${String(schema.minimum)} to ${String(schema.maximum)}`;
  if (typeof schema.minLength === 'number' && schema.minLength > 1)
    return `at least ${schema.minLength} characters`;
  return null;
}

/** The reference part of docs/settings.md: an overview table, then each variable under its group. */
export function renderSettingsReference(): string {
  const names = Object.keys(SETTING_NOTES) as (keyof EnvSettings)[];
  const properties = ENV_SCHEMA.properties as unknown as Record<string, Record<string, unknown>>;
  const lines = ['## Overview', '', '| Variable | Default |', '| --- | --- |'];
  for (const name of names) lines.push(`| [\`${name}\`](${anchor(name)}) | ${SETTING_NOTES[name].default} |`);
  let group = '';
  for (const name of names) {
    const note = SETTING_NOTES[name];
    if (note.group !== group) {
      group = note.group;
      lines.push('', `## ${group}`);
    }
    const values = accepted(properties[name] ?? {});
    lines.push(
      '',
      `### \`${name}\``,
      '',
      `Default: ${note.default}.${values ? ` Accepted: ${values}.` : ''}`,
      '',
      note.text,
    );
  }
  return lines.join('\n');
}

/** docs/settings.md with its generated part replaced by `reference`. */
export function withSettingsReference(document: string, reference: string): string {
  const start = document.indexOf(GENERATED_START);
  const end = document.indexOf(GENERATED_END);
  if (start === -1 || end < start) throw new Error('docs/settings.md lacks the generated-reference markers');
  return `${document.slice(0, start + GENERATED_START.length)}\n\n${reference}\n\n${document.slice(end)}`;
}
