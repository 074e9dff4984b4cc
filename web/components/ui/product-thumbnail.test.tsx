/** The thumbnail is decorative and keeps its 4:3 box with or without an image. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductThumbnail } from './product-thumbnail.tsx';

describe('ProductThumbnail', () => {
  it('shows the image without alt text, lazily, at the given size', () => {
    const html = renderToStaticMarkup(
      <ProductThumbnail src="/img/pad.webp" width={112} height={84} iconClassName="size-8" />,
    );
    expect(html).toMatch(/^<img [^>]*src="\/img\/pad.webp"/);
    expect(html).toContain('alt=""');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="112"');
    expect(html).toContain('height="84"');
    expect(html).toContain('aspect-[4/3]');
  });

  it('loads a picture on screen when the page opens at once and first', () => {
    const html = renderToStaticMarkup(
      <ProductThumbnail src="/img/pad.webp" width={400} height={300} iconClassName="size-8" priority />,
    );
    // HTML attribute names are case-insensitive: React writes fetchPriority.
    expect(html).toMatch(/<img [^>]*loading="eager"[^>]*fetchpriority="high"/i);
    expect(html).not.toContain('loading="lazy"');
    // And React's server render hints the browser to fetch it before it parses the body.
    expect(html).toMatch(/^<link rel="preload" as="image" href="\/img\/pad.webp"/);
  });

  it('shows a placeholder icon in the same box when there is no image', () => {
    const html = renderToStaticMarkup(
      <ProductThumbnail src={undefined} width={112} height={84} iconClassName="size-8" />,
    );
    expect(html).not.toContain('<img');
    expect(html).toMatch(/^<div class="flex aspect-\[4\/3\] w-full [^"]*"><svg [^>]*class="[^"]*size-8/);
  });

  it('uses the 400 px thumbnail of a picture copied from a scraped page', () => {
    const html = renderToStaticMarkup(
      <ProductThumbnail
        src="/uploads/products/0123456789abcdef0123.webp"
        width={400}
        height={300}
        iconClassName="size-8"
      />,
    );
    expect(html).toContain('src="/uploads/products/0123456789abcdef0123-thumb.webp"');
  });
});
