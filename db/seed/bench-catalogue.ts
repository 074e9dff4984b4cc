/**
 * A large synthetic catalogue for the benchmark (not the demo data): realistic part-number shapes
 * and EN/PL names, deterministic, written in bulk.
 */
import type { Db } from '../client.ts';
import { insertBrand } from '../repositories/brands.ts';
import { insertCategory } from '../repositories/categories.ts';
import { insertProducts, type NewProduct } from '../repositories/products.ts';

const PARTS = [
  ['Brake pad set', 'Klocki hamulcowe'],
  ['Brake disc', 'Tarcza hamulcowa'],
  ['Oil filter', 'Filtr oleju'],
  ['Air filter', 'Filtr powietrza'],
  ['Shock absorber', 'Amortyzator'],
  ['Spark plug', 'Świeca zapłonowa'],
  ['Timing belt kit', 'Zestaw paska rozrządu'],
  ['Water pump', 'Pompa wody'],
  ['Headlight bulb H7', 'Żarówka reflektora H7'],
  ['Wiper blade', 'Pióro wycieraczki'],
] as const;

/** Tiny deterministic PRNG (mulberry32): same catalogue on every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedBenchCatalogue(
  db: Db,
  productCount: number,
): Promise<{ categoryIds: number[]; brandIds: number[] }> {
  const random = prng(20261122);
  return db.transaction().execute(async (trx) => {
    const categoryIds: number[] = [];
    for (let m = 0; m < 10; m++) {
      const mother = await insertCategory(trx, {
        slug: `bench-${m}`,
        name: `Bench ${m}`,
        level: 1,
        sortOrder: m,
        path: `Bench ${m}`,
      });
      categoryIds.push(mother);
      for (let s = 0; s < 5; s++) {
        const sub = await insertCategory(trx, {
          slug: `bench-${m}-${s}`,
          name: `Bench ${m}.${s}`,
          level: 2,
          parentId: mother,
          sortOrder: s,
          path: `Bench ${m} > Bench ${m}.${s}`,
        });
        categoryIds.push(sub);
        for (let x = 0; x < 4; x++) {
          categoryIds.push(
            await insertCategory(trx, {
              slug: `bench-${m}-${s}-${x}`,
              name: `Bench ${m}.${s}.${x}`,
              level: 3,
              parentId: sub,
              sortOrder: x,
              path: `Bench ${m} > Bench ${m}.${s} > Bench ${m}.${s}.${x}`,
            }),
          );
        }
      }
    }
    const leafIds = categoryIds.filter((_, i) => i % 6 >= 2);
    const brandIds: number[] = [];
    for (let b = 0; b < 40; b++) brandIds.push(await insertBrand(trx, { name: `Bench Brand ${b}` }));

    const products: NewProduct[] = [];
    for (let i = 0; i < productCount; i++) {
      const [en, pl] = PARTS[i % PARTS.length] ?? PARTS[0];
      const digits = String(Math.floor(random() * 1e9)).padStart(9, '0');
      products.push({
        name: `${en} ${i}`,
        nameEn: `${en} ${i}`,
        namePl: `${pl} ${i}`,
        description: `${en} for passenger cars, OE quality.`,
        descriptionPl: `${pl} do samochodów osobowych, jakość OE.`,
        partNumber: `0 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)}`,
        manufacturerNumber: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${String(i).padStart(3, '0')} A`,
        eanNumber: `40${digits}${String(i % 100).padStart(2, '0')}`,
        brandId: brandIds[i % brandIds.length] ?? null,
        categoryId: leafIds[i % leafIds.length] ?? null,
        basePriceCents: 299 + Math.floor(random() * 40000),
        stock: Math.floor(random() * 50),
      });
    }
    await insertProducts(trx, products);
    return { categoryIds, brandIds };
  });
}
