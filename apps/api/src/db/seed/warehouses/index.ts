import { notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { changedAny, excluded } from '../upsert.ts';
import { warehouseAddressLines, warehouseShopHints, warehouses } from '../../../modules/warehouses/warehouses.table.ts';
import { WAREHOUSES } from './addresses.ts';
import { SHOP_HINTS } from './shop-hints.ts';

export { WAREHOUSES } from './addresses.ts';
export { SHOP_HINTS } from './shop-hints.ts';

const warehouseRows = () =>
  WAREHOUSES.map(({ origin, city: [cityAz, cityEn, cityRu, cityUz, cityKa], timeZone, hours }, position) => ({
    origin,
    cityAz,
    cityEn,
    cityRu,
    cityUz,
    cityKa,
    timeZone,
    hours,
    position,
  }));

const lineRows = () =>
  WAREHOUSES.flatMap(({ origin, lines }) =>
    lines.map(([field, value], position) => ({ origin, field, value, position })),
  );

const hintRows = () =>
  WAREHOUSES.flatMap(({ origin }) =>
    SHOP_HINTS[origin].flatMap(({ shop, name: shopName, hints }, shopPosition) =>
      hints.map(([field, textAz, textEn, textRu, textUz, textKa]) => ({
        origin,
        shop,
        shopName,
        shopPosition,
        field,
        textAz,
        textEn,
        textRu,
        textUz,
        textKa,
      })),
    ),
  );

/**
 * Upserts the warehouses abroad, their address lines and the shops' hints (reference data, in every mode).
 * Idempotent: unchanged rows are not written; lines, hints and warehouses no longer in the seeds are removed.
 */
export async function seedWarehouses(db: Db): Promise<void> {
  const rows = warehouseRows();
  const lines = lineRows();
  const hints = hintRows();
  await db.transaction(async (tx) => {
    const warehouseColumns = [
      warehouses.cityAz,
      warehouses.cityEn,
      warehouses.cityRu,
      warehouses.cityUz,
      warehouses.cityKa,
      warehouses.timeZone,
      warehouses.hours,
      warehouses.position,
    ];
    await tx
      .insert(warehouses)
      .values(rows)
      .onConflictDoUpdate({
        target: warehouses.origin,
        set: {
          cityAz: excluded(warehouses.cityAz),
          cityEn: excluded(warehouses.cityEn),
          cityRu: excluded(warehouses.cityRu),
          cityUz: excluded(warehouses.cityUz),
          cityKa: excluded(warehouses.cityKa),
          timeZone: excluded(warehouses.timeZone),
          hours: excluded(warehouses.hours),
          position: excluded(warehouses.position),
        },
        setWhere: changedAny(warehouseColumns),
      });
    await tx.delete(warehouses).where(
      notInArray(
        warehouses.origin,
        rows.map((row) => row.origin),
      ),
    );

    await tx
      .insert(warehouseAddressLines)
      .values(lines)
      .onConflictDoUpdate({
        target: [warehouseAddressLines.origin, warehouseAddressLines.field],
        set: { value: excluded(warehouseAddressLines.value), position: excluded(warehouseAddressLines.position) },
        setWhere: changedAny([warehouseAddressLines.value, warehouseAddressLines.position]),
      });
    const lineKey = sql`${warehouseAddressLines.origin} || ':' || ${warehouseAddressLines.field}`;
    await tx.delete(warehouseAddressLines).where(
      notInArray(
        lineKey,
        lines.map((line) => `${line.origin}:${line.field}`),
      ),
    );

    const hintColumns = [
      warehouseShopHints.shopName,
      warehouseShopHints.shopPosition,
      warehouseShopHints.textAz,
      warehouseShopHints.textEn,
      warehouseShopHints.textRu,
      warehouseShopHints.textUz,
      warehouseShopHints.textKa,
    ];
    await tx
      .insert(warehouseShopHints)
      .values(hints)
      .onConflictDoUpdate({
        target: [warehouseShopHints.origin, warehouseShopHints.shop, warehouseShopHints.field],
        set: {
          shopName: excluded(warehouseShopHints.shopName),
          shopPosition: excluded(warehouseShopHints.shopPosition),
          textAz: excluded(warehouseShopHints.textAz),
          textEn: excluded(warehouseShopHints.textEn),
          textRu: excluded(warehouseShopHints.textRu),
          textUz: excluded(warehouseShopHints.textUz),
          textKa: excluded(warehouseShopHints.textKa),
        },
        setWhere: changedAny(hintColumns),
      });
    const { origin, shop, field } = warehouseShopHints;
    const hintKey = sql`${origin} || ':' || ${shop} || ':' || ${field}`;
    await tx.delete(warehouseShopHints).where(
      notInArray(
        hintKey,
        hints.map((hint) => `${hint.origin}:${hint.shop}:${hint.field}`),
      ),
    );
  });
}
