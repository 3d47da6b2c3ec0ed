// Plugin `purchases` (001 §2 "Purchase Orders"): the orders the studio's game servers report
// (rule.serverKey), listed per env and platform with the spec's labels (001 §4).
// Zod-free (the web manifest imports this file into the entry chunk): schemas are in schemas.ts.
import type { RightDecl } from '../../core/shared/access';

export const PLUGIN_ID = 'purchases';
export const paths = { orders: '/:code/purchase-orders' } as const;

export const RIGHT_PURCHASE_ORDERS = 'purchaseOrders';
export const rights: RightDecl[] = [{ name: RIGHT_PURCHASE_ORDERS, url: paths.orders, title: 'Purchase orders' }];

/** 001 §9: platform values 1 Android, 2 iOS; default platform 1. */
export const PURCHASE_PLATFORMS = [
  { value: 1, label: 'Android' },
  { value: 2, label: 'iOS' },
] as const;
export type PurchasePlatform = 1 | 2;
export const platformLabel = (p: number) => PURCHASE_PLATFORMS.find((x) => x.value === p)?.label ?? String(p);

/** 001 §9: page size 10 (options 10, 20, 50, 100); default range the last 3 months. */
export const PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_RANGE_MONTHS = 3;
/** Ours (the spec is silent): a query spans at most this many days. */
export const MAX_RANGE_DAYS = 366;

/** 001 §4 labels, exact. */
export const PURCHASE_STATES: Record<number, string> = { 0: 'Purchased', 1: 'Canceled', 2: 'Pending' };
export const CONSUMPTION_STATES: Record<number, string> = { 0: 'Unconsumed', 1: 'Consumed' };
const ANDROID_PURCHASE_TYPES: Record<number, string> = { 0: 'Test', 1: 'Promo', 2: 'Rewarded' };
/** Android purchase type: 0 Test, 1 Promo, 2 Rewarded, otherwise Prod. iOS has none. */
export const purchaseTypeLabel = (platform: number, type: number | null): string =>
  platform === 1 ? (ANDROID_PURCHASE_TYPES[type ?? -1] ?? 'Prod') : '–';
export const purchaseStateLabel = (s: number) => PURCHASE_STATES[s] ?? String(s);
export const consumptionLabel = (s: number) => CONSUMPTION_STATES[s] ?? String(s);

/** An order as the list answers it (001 §3 names, plus ours: refund/void, times). */
export interface PurchaseOrder {
  id: number;
  env: 'sandbox' | 'prod';
  platform: PurchasePlatform;
  orderId: string;
  purchaseType: number | null;
  productName: string;
  productId: string;
  user_id: string;
  regionCode: string;
  purchaseTimeMillis: number;
  kind: string;
  purchaseState: number;
  consumptionState: number;
  info: Record<string, unknown>;
  /** Ours: when a refund or void was reported (ISO), and why. */
  refundedAt: string | null;
  voidedAt: string | null;
  refundReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface OrderListResponse {
  list: PurchaseOrder[];
  total: number;
}

/** What a report answers per order. */
export type ReportResult = 'created' | 'updated' | 'duplicate';
export interface ReportResponse {
  accepted: number;
  duplicates: number;
  results: { platform: PurchasePlatform; orderId: string; result: ReportResult }[];
}
