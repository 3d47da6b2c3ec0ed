// Reading bonuses: one row, the API shape, what an upload snapshots, new codes.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { notFound } from '../../../core/server/errors';
import type { Bonus } from '../shared';
import { bonuses, type BonusRow } from './db';

export function toApi(r: BonusRow): Bonus {
  return {
    id: r.id,
    env: r.env,
    name: r.name,
    code: r.code,
    content: r.content,
    expire: r.expire,
    maxConsume: r.maxConsume,
    consumeCount: r.consumeCount,
    description: r.description,
    enable: r.enable ? 1 : 0,
    returnId: r.returnId,
    prodId: r.prodId,
    sandboxId: r.sandboxId,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What the game server gets for a bonus: the code and what it gives, until when, how often. */
export const publishedContent = (r: Pick<BonusRow, 'code' | 'name' | 'content' | 'expire' | 'maxConsume' | 'description'>) => ({
  code: r.code,
  name: r.name,
  content: r.content,
  expire: r.expire,
  maxConsume: r.maxConsume,
  description: r.description,
});

// No 0/O, 1/I/L: players type these codes.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newCode = (length = 10) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export async function mustFind(db: Db, code: string, id: string | undefined): Promise<BonusRow> {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 31 - 1) throw notFound('Bonus not found');
  const [row] = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.projectCode, code), eq(bonuses.id, n)));
  if (!row) throw notFound('Bonus not found');
  return row;
}
