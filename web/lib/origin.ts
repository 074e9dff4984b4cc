/**
 * The shop's origin (`https://shop.example`) for absolute links in structured data: the configured
 * public address a server-rendered page was made with (so the page taken over in the browser says
 * the same), else the page's own.
 */
let configured = '';

export function setShopOrigin(origin: string): void {
  configured = origin;
}

export function shopOrigin(): string {
  return configured || (typeof window === 'undefined' ? '' : window.location.origin);
}
