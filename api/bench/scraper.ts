/**
 * `npm run bench` (part): the scraper's page reader on hostile pages of growing size, in-process. A
 * page of N price rows and a page nested N levels deep: time per page and per 1,000 rows or levels,
 * which stays flat when reading is linear.
 */
import { extractProduct } from '../services/scraper/extract.ts';

function pageOfPrices(rows: number): string {
  const items: string[] = [];
  for (let i = 0; i < rows; i++)
    items.push(
      `<div class="row"><span class="price">${(i % 900) + 10},99 zł</span> <span>szt. ${i}</span></div>`,
    );
  return `<html><head><title>Klocki | Sklep</title></head><body><h1>Klocki</h1><div>${items.join('')}</div></body></html>`;
}

function nestedPrices(depth: number): string {
  let open = '';
  for (let i = 0; i < depth; i++) open += `<div><span>${(i % 90) + 10},50 €</span>`;
  return `<html><body><h1>Tarcza</h1>${open}${'</div>'.repeat(depth)}</body></html>`;
}

const cases: [string, number, (n: number) => string][] = [
  ...[2_000, 8_000, 32_000].map((n): [string, number, (n: number) => string] => [
    'price rows',
    n,
    pageOfPrices,
  ]),
  ...[1_000, 4_000, 16_000].map((n): [string, number, (n: number) => string] => [
    'nested levels, a price at each',
    n,
    nestedPrices,
  ]),
];

console.log('scraper page reader (in-process, one run per page after a warm-up):');
extractProduct(pageOfPrices(500), 'https://shop.example.pl/p/1');
for (const [label, n, build] of cases) {
  const html = build(n);
  const started = performance.now();
  const product = extractProduct(html, 'https://shop.example.pl/p/1');
  const ms = performance.now() - started;
  console.log(
    `  ${n.toLocaleString('en')} ${label}: ${(html.length / 1024).toFixed(0)} KB, ${ms.toFixed(0)} ms ` +
      `(${((ms * 1000) / n).toFixed(1)} ms per 1,000), price ${product.price?.amount ?? 'none'}`,
  );
}
