/**
 * A catalogue loaded in bulk (the demo seed) gets each product's bulky-goods surcharge group from its
 * category, by the one rule the product form and the scraper use (`defaultBulkyClass`). Only products
 * still in no group are touched, so a group someone chose is never overwritten.
 */
import { defaultBulkyClass, type BulkyClass } from '#api/contract/delivery-rules.ts';
import type { Db } from '#db/client.ts';

export async function applyCategoryBulkyDefaults(db: Db): Promise<number> {
  const categories = await db.selectFrom('categories').select(['id', 'name', 'nameEn']).execute();
  const groups = new Map<BulkyClass, number[]>();
  for (const { id, name, nameEn } of categories) {
    const group = defaultBulkyClass([nameEn ?? name]);
    if (group !== 'none') groups.set(group, [...(groups.get(group) ?? []), id]);
  }
  let updated = 0;
  await db.transaction().execute(async (trx) => {
    for (const [group, ids] of groups) {
      const result = await trx
        .updateTable('products')
        .set({ bulkyClass: group })
        .where('categoryId', 'in', ids)
        .where('bulkyClass', '=', 'none')
        .executeTakeFirst();
      updated += Number(result.numUpdatedRows);
    }
  });
  return updated;
}
