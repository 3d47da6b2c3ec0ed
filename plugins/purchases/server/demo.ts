// Demo data: for every demo project, about 300 orders over the last 3 months on both platforms
// and envs (prod the most), with prices in info, a few Pending and some refunds and voids,
// written through the same functions the game servers' routes use.
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import type { Env } from '../../../core/shared/constants';
import type { OrderReport } from '../schemas';
import { recordOrders, recordRefund } from './orders';

const PRODUCTS = [
  { id: 'coins_500', name: 'Coin Pack 500', usd: 0.99 },
  { id: 'coins_1200', name: 'Coin Pack 1200', usd: 1.99 },
  { id: 'coins_6500', name: 'Coin Pack 6500', usd: 9.99 },
  { id: 'hints_10', name: 'Hint Bundle 10', usd: 2.99 },
  { id: 'no_ads', name: 'Remove Ads', usd: 4.99 },
  { id: 'vip_month', name: 'VIP Pass (30 days)', usd: 7.99 },
  { id: 'starter_pack', name: 'Starter Pack', usd: 0.99 },
];
const REGIONS = ['US', 'US', 'US', 'GB', 'DE', 'FR', 'JP', 'KR', 'BR', 'CA', 'AU'];
const CURRENCY: Record<string, [string, number]> = {
  US: ['USD', 1],
  CA: ['CAD', 1.37],
  AU: ['AUD', 1.52],
  GB: ['GBP', 0.79],
  DE: ['EUR', 0.92],
  FR: ['EUR', 0.92],
  JP: ['JPY', 150],
  KR: ['KRW', 1350],
  BR: ['BRL', 5.0],
};
const DAY_MS = 86_400_000;

/** A small seeded generator: the same demo on every first start. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function demoOrders(code: string, env: Env, platform: 1 | 2, n: number, rnd: () => number, now: number): OrderReport[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: n }, (_, i) => {
    const product = pick(PRODUCTS);
    const region = pick(REGIONS);
    const [currency, rate] = CURRENCY[region];
    const time = Math.floor(now - rnd() * 90 * DAY_MS);
    const pending = rnd() < 0.04;
    const consumable = product.id.startsWith('coins') || product.id.startsWith('hints') || product.id === 'starter_pack';
    const seq = String(Math.floor(rnd() * 1e8)).padStart(8, '0');
    const orderId =
      platform === 1
        ? `GPA.${code.length}${seq.slice(0, 3)}-${seq.slice(3)}-${String(i).padStart(4, '0')}-${env === 'prod' ? 1 : 7}${seq.slice(0, 4)}`
        : `${env === 'prod' ? 2000 : 9000}${seq}${String(i).padStart(4, '0')}`;
    const androidType = env === 'sandbox' ? 0 : rnd() < 0.05 ? 1 : rnd() < 0.03 ? 2 : null;
    const price = Math.round(product.usd * rate * 100) / 100;
    return {
      platform,
      orderId,
      purchaseType: platform === 1 ? androidType : null,
      productName: product.name,
      productId: `com.studio.${code}.${product.id}`,
      user_id: `u_${Math.floor(rnd() * 90000 + 10000)}`,
      regionCode: region,
      purchaseTimeMillis: time,
      kind: platform === 1 ? 'androidpublisher#productPurchase' : 'appstore#transaction',
      purchaseState: pending ? 2 : 0,
      consumptionState: !pending && consumable && rnd() < 0.9 ? 1 : 0,
      info:
        platform === 1
          ? {
              priceAmountMicros: Math.round(price * 1e6),
              priceCurrencyCode: currency,
              acknowledgementState: 1,
              packageName: `com.studio.${code}`,
            }
          : { price, currency, storefront: region, environment: env === 'prod' ? 'Production' : 'Sandbox', bundleId: `com.studio.${code}` },
    };
  });
}

export async function seedPurchases({ db }: DemoContext): Promise<void> {
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  const now = Date.now();
  for (const [p, code] of codes.entries()) {
    const rnd = random(7919 * (p + 1));
    for (const [env, platform, n] of [
      ['prod', 1, 140],
      ['prod', 2, 100],
      ['sandbox', 1, 30],
      ['sandbox', 2, 20],
    ] as const) {
      const orders = demoOrders(code, env, platform, n, rnd, now);
      await recordOrders(db, code, env, orders);
      // About one order in forty refunded, one in a hundred voided (prod only).
      for (const o of orders.filter((o) => o.purchaseState === 0)) {
        const roll = rnd();
        if (env !== 'prod' || roll > 0.035) continue;
        const at = new Date(Math.min(now, o.purchaseTimeMillis + (1 + rnd() * 10) * DAY_MS));
        await recordRefund(
          db,
          code,
          env,
          o.orderId,
          roll < 0.025
            ? { platform, kind: 'refund', reason: 'Customer requested a refund', at }
            : { platform, kind: 'void', reason: 'Chargeback', at },
        );
      }
    }
  }
}
