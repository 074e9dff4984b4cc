/** Which chunks the service worker leaves out: those reachable only through an admin route. */
import { describe, expect, it } from 'vitest';
import { adminOnlyChunks, laterChunks } from './admin-chunks-plugin.ts';

const chunk = (fileName: string, extra: Partial<Parameters<typeof adminOnlyChunks>[0][number]> = {}) => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  dynamicImports: [],
  ...extra,
});

describe('adminOnlyChunks', () => {
  const route = (name: string) => `/repo/web/routes/${name}.tsx?tsr-split=component`;
  const chunks = [
    chunk('index.js', {
      isEntry: true,
      moduleIds: ['/repo/web/main.tsx', '/repo/web/routes/admin.index.tsx'],
      dynamicImports: ['products.js', 'admin.index.js', 'scraper.js'],
    }),
    chunk('products.js', { facadeModuleId: route('products.index'), imports: ['grid.js'] }),
    chunk('grid.js'),
    chunk('admin.index.js', { facadeModuleId: route('admin.index'), imports: ['grid.js', 'admin-forms.js'] }),
    chunk('scraper.js', { facadeModuleId: route('scraper'), imports: ['admin-forms.js'] }),
    chunk('admin-forms.js'),
  ];

  it('keeps the entry and what shopper routes load, even when admin routes share it', () => {
    const admin = adminOnlyChunks(chunks);
    expect([...admin].sort()).toEqual(['admin-forms.js', 'admin.index.js', 'scraper.js']);
  });

  it('finds nothing when there is no admin route', () => {
    expect(adminOnlyChunks(chunks.slice(0, 3)).size).toBe(0);
  });

  it('leaves out the back office messages the route tree loads on demand', () => {
    const withMessages = [
      { ...chunks[0]!, dynamicImports: [...chunks[0]!.dynamicImports, 'admin-en.js', 'admin-pl.js'] },
      ...chunks.slice(1),
      chunk('admin-en.js', { facadeModuleId: '/repo/web/i18n/admin-en.ts', imports: ['admin-texts.js'] }),
      chunk('admin-pl.js', { facadeModuleId: '/repo/web/i18n/admin-pl.ts', imports: ['admin-texts.js'] }),
      chunk('admin-texts.js', { moduleIds: ['/repo/web/i18n/en/admin-orders.ts'] }),
    ];
    expect([...adminOnlyChunks(withMessages)].sort()).toEqual([
      'admin-en.js',
      'admin-forms.js',
      'admin-pl.js',
      'admin-texts.js',
      'admin.index.js',
      'scraper.js',
    ]);
  });

  it('keeps the app chunk a small boot entry imports, though it holds the admin route definitions', () => {
    const booted = [
      chunk('boot.js', { isEntry: true, moduleIds: ['/repo/web/boot.ts'], dynamicImports: ['main.js'] }),
      chunk('main.js', {
        facadeModuleId: '/repo/web/main.tsx',
        moduleIds: ['/repo/web/main.tsx', '/repo/web/routeTree.gen.ts', '/repo/web/routes/admin.index.tsx'],
        dynamicImports: ['products.js', 'admin.index.js', 'scraper.js'],
      }),
      ...chunks.slice(1),
    ];
    expect([...adminOnlyChunks(booted)].sort()).toEqual(['admin-forms.js', 'admin.index.js', 'scraper.js']);
  });
});

describe('laterChunks', () => {
  const route = (name: string) => `/repo/web/routes/${name}.tsx?tsr-split=component`;
  const chunks = [
    chunk('index.js', { isEntry: true, dynamicImports: ['main.js'] }),
    chunk('main.js', {
      facadeModuleId: '/repo/web/main.tsx',
      moduleIds: ['/repo/web/main.tsx', '/repo/web/routeTree.gen.ts'],
      dynamicImports: ['landing.js', 'product.js', 'cart.js', 'checkout.js', 'faq.js', 'admin.index.js'],
    }),
    chunk('landing.js', { facadeModuleId: route('index'), imports: ['grid.js'] }),
    chunk('product.js', { facadeModuleId: route('products.$id'), imports: ['grid.js', 'dialog.js'] }),
    chunk('cart.js', { facadeModuleId: route('cart') }),
    chunk('checkout.js', { facadeModuleId: route('checkout.index'), imports: ['dialog.js', 'phone.js'] }),
    chunk('faq.js', { facadeModuleId: route('faq.index'), imports: ['info-page.js'] }),
    chunk('admin.index.js', { facadeModuleId: route('admin.index'), imports: ['admin-forms.js'] }),
    chunk('grid.js'),
    chunk('dialog.js'),
    chunk('phone.js'),
    chunk('info-page.js'),
    chunk('admin-forms.js'),
  ];

  it('leaves for later the code only the other shopper routes reach', () => {
    expect([...laterChunks(chunks)].sort()).toEqual(['checkout.js', 'faq.js', 'info-page.js', 'phone.js']);
  });

  it('keeps code a catalogue route shares with a later one, and never lists admin code', () => {
    const later = laterChunks(chunks);
    expect(later.has('dialog.js')).toBe(false);
    expect(later.has('admin.index.js')).toBe(false);
    expect(later.has('admin-forms.js')).toBe(false);
  });
});
