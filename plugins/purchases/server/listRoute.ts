// 001 §7: the order query (POST /purchaseServer/api/order?env, the spec's body) under the
// project's path: one env and platform, purchase time within inclusive UTC days, product name
// contains (any case), product id prefix, newest first, paged. Reading prod is reading: the right is enough.
import { and, count, desc, eq, gte, ilike, like, lt, type SQL } from 'drizzle-orm';
import { rule } from '../../../core/shared/access';
import { badRequest } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { RIGHT_PURCHASE_ORDERS } from '../shared';
import { purchaseOrders } from './db';
import { toOrder } from './orders';

const DAY_MS = 86_400_000;
/** LIKE's wildcards typed by the user match themselves. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const listRoute = routeOf(endpoints.orders, {
  rule: rule.right(RIGHT_PURCHASE_ORDERS),
  summary: 'Purchase orders of one env and platform in a date range, filtered by product, newest first',
  transaction: false,
  async handler({ db, project, query, body }) {
    if (body.projectCode !== undefined && body.projectCode !== project.code)
      throw badRequest(`projectCode '${body.projectCode}' is not this project (${project.code})`);
    const where: SQL[] = [
      eq(purchaseOrders.projectCode, project.code),
      eq(purchaseOrders.env, query.env),
      eq(purchaseOrders.platform, body.platform),
      gte(purchaseOrders.purchaseTime, Date.parse(`${body.startDate}T00:00:00Z`)),
      lt(purchaseOrders.purchaseTime, Date.parse(`${body.endDate}T00:00:00Z`) + DAY_MS),
    ];
    if (body.productName) where.push(ilike(purchaseOrders.productName, `%${escapeLike(body.productName)}%`));
    if (body.productId) where.push(like(purchaseOrders.productId, `${escapeLike(body.productId)}%`));
    const filter = and(...where);
    const [{ total }] = await db.select({ total: count() }).from(purchaseOrders).where(filter);
    const rows = await db
      .select()
      .from(purchaseOrders)
      .where(filter)
      .orderBy(desc(purchaseOrders.purchaseTime), desc(purchaseOrders.id))
      .limit(body.pageSize)
      .offset((body.pageNo - 1) * body.pageSize);
    return { list: rows.map(toOrder), total };
  },
});
