/** The scraper's SSRF policy: which URLs and addresses are refused before any packet is sent. */
import { describe, expect, it } from 'vitest';
import {
  checkUrl,
  isAllowListed,
  isBlockedAddress,
  isBlockedHostName,
  parseIpAddress,
} from './address-policy.ts';

describe('isBlockedAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.1.1', 'link-local'],
    ['2130706433', 'loopback in decimal'],
    ['0x7f.1', 'loopback in hex, short form'],
    ['0177.0.0.1', 'loopback in octal'],
    ['127.1', 'loopback, short form'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'TEST-NET-1'],
    ['198.18.0.1', 'benchmarking'],
    ['198.51.100.7', 'TEST-NET-2'],
    ['203.0.113.9', 'TEST-NET-3'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['[::ffff:7f00:1]', 'IPv4-mapped loopback in hex, bracketed'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::8.8.8.8', 'IPv4-compatible (deprecated, never used)'],
    ['64:ff9b::10.0.0.1', 'NAT64 to a private address'],
    ['64:ff9b::7f00:1', 'NAT64 to loopback'],
    ['2002:7f00:1::', '6to4 around loopback'],
    ['2002:a9fe:a9fe::1', '6to4 around metadata'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['localhost', 'not an address: fail closed'],
    ['', 'empty: fail closed'],
    ['1.2.3.4.5', 'not an address: fail closed'],
  ])('blocks %s (%s)', (ip) => {
    expect(isBlockedAddress(ip)).toBe(true);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::8.8.8.8',
    '2002:5db8:d822::1',
  ])('allows the public address %s', (ip) => {
    expect(isBlockedAddress(ip)).toBe(false);
  });
});

describe('parseIpAddress', () => {
  it('reads every IPv4 form a URL host may take, and IPv6 with or without brackets', () => {
    expect(parseIpAddress('2130706433')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(parseIpAddress('0x7f.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(parseIpAddress('0177.0.0.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(parseIpAddress('127.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(parseIpAddress('[::ffff:127.0.0.1]')).toEqual({ address: '::ffff:7f00:1', family: 6 });
    expect(parseIpAddress('2606:4700:0:0::1111')).toEqual({ address: '2606:4700::1111', family: 6 });
  });

  it('gives null for a host name or garbage', () => {
    for (const text of ['shop.example.com', 'localhost', '256.256.256.256', '1.2.3.4.5', 'a@127.0.0.1', ''])
      expect(parseIpAddress(text), text).toBeNull();
  });
});

describe('isBlockedHostName', () => {
  it('blocks localhost and *.localhost whatever the case or a trailing dot', () => {
    for (const name of ['localhost', 'LOCALHOST', 'localhost.', 'app.localhost', 'a.b.localhost.'])
      expect(isBlockedHostName(name), name).toBe(true);
    for (const name of ['localhost.example.com', 'mylocalhost', 'shop.example.com'])
      expect(isBlockedHostName(name), name).toBe(false);
  });
});

describe('checkUrl', () => {
  it.each([
    'http://127.0.0.1/',
    'http://localhost/',
    'http://localhost.:8080/',
    'http://shop.localhost/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://[fc00::1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://224.0.0.1/',
    'http://0.0.0.0/',
    'https://127.0.0.1:8443/p',
  ])('refuses %s as a blocked address', (url) => {
    expect(checkUrl(url)).toMatchObject({ ok: false, reason: 'blocked' });
  });

  it('names the host of a blocked URL', () => {
    expect(checkUrl('http://2130706433:8080/')).toEqual({ ok: false, reason: 'blocked', host: '127.0.0.1' });
    expect(checkUrl('http://[::1]/')).toEqual({ ok: false, reason: 'blocked', host: '::1' });
  });

  it.each([
    ['file:///etc/passwd', 'file'],
    ['ftp://example.com/file', 'ftp'],
    ['gopher://example.com/', 'gopher'],
    ['data:text/html,<p>hi</p>', 'data'],
    ['javascript:alert(1)', 'javascript'],
  ])('refuses %s by its scheme', (url, scheme) => {
    expect(checkUrl(url)).toEqual({ ok: false, reason: 'scheme', scheme });
  });

  it('refuses credentials in the URL', () => {
    expect(checkUrl('http://user:pw@example.com/')).toMatchObject({ ok: false, reason: 'credentials' });
    expect(checkUrl('https://user@example.com/')).toMatchObject({ ok: false, reason: 'credentials' });
  });

  it('refuses an empty or malformed URL', () => {
    for (const url of ['', '   ']) expect(checkUrl(url), url).toEqual({ ok: false, reason: 'required' });
    for (const url of ['not a url', 'http://', 'http://[::1/', 'http://256.256.256.256/'])
      expect(checkUrl(url), url).toEqual({ ok: false, reason: 'invalid' });
  });

  it('allows public addresses and names (a name is checked again after resolution)', () => {
    expect(checkUrl('http://93.184.216.34/')).toMatchObject({
      ok: true,
      host: '93.184.216.34',
      literal: { address: '93.184.216.34', family: 4 },
      allowListed: false,
    });
    expect(checkUrl('https://[2606:4700::1111]/dns')).toMatchObject({
      ok: true,
      host: '2606:4700::1111',
      literal: { address: '2606:4700::1111', family: 6 },
    });
    const named = checkUrl('  https://Shop.Example.com/p?id=1#top ');
    expect(named).toMatchObject({ ok: true, host: 'shop.example.com', allowListed: false });
    expect(named.ok && named.literal).toBeFalsy();
    expect(named.ok && named.url.href).toBe('https://shop.example.com/p?id=1#top');
  });

  it('lets allow-listed hosts through, with the port when one is named', () => {
    expect(checkUrl('http://127.0.0.1:4010/', ['127.0.0.1:4010'])).toMatchObject({
      ok: true,
      allowListed: true,
    });
    expect(checkUrl('http://127.0.0.1:4011/', ['127.0.0.1:4010'])).toMatchObject({
      ok: false,
      reason: 'blocked',
    });
    expect(checkUrl('http://LOCALHOST:9/', ['localhost'])).toMatchObject({ ok: true, allowListed: true });
    expect(checkUrl('http://[::1]:8080/', ['::1'])).toMatchObject({ ok: true, allowListed: true });
    expect(checkUrl('http://10.0.0.1/', ['10.0.0.2'])).toMatchObject({ ok: false, reason: 'blocked' });
    // Still no other scheme and no credentials for an allow-listed host.
    expect(checkUrl('ftp://127.0.0.1:4010/', ['127.0.0.1:4010'])).toMatchObject({
      ok: false,
      reason: 'scheme',
    });
    expect(checkUrl('http://u:p@127.0.0.1:4010/', ['127.0.0.1:4010'])).toMatchObject({
      ok: false,
      reason: 'credentials',
    });
  });
});

describe('isAllowListed', () => {
  it('matches exact hosts, case-insensitively, with default ports understood', () => {
    const url = (text: string) => new URL(text);
    expect(isAllowListed(url('http://shop.test/'), ['Shop.Test'])).toBe(true);
    expect(isAllowListed(url('http://shop.test/'), ['shop.test:80'])).toBe(true);
    expect(isAllowListed(url('https://shop.test/'), ['shop.test:80'])).toBe(false);
    expect(isAllowListed(url('https://shop.test/'), ['shop.test:443'])).toBe(true);
    expect(isAllowListed(url('http://a.shop.test/'), ['shop.test'])).toBe(false);
    expect(isAllowListed(url('http://shop.test.evil.com/'), ['shop.test'])).toBe(false);
    expect(isAllowListed(url('http://[::1]:3000/'), ['[::1]:3000'])).toBe(true);
    expect(isAllowListed(url('http://2130706433/'), ['127.0.0.1'])).toBe(true);
    expect(isAllowListed(url('http://shop.test/'), ['', 'http://shop.test/', 'u@shop.test'])).toBe(false);
  });
});
