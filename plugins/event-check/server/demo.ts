// Demo data: every project gets the vocabulary's catalog, and two of each demo project's
// simulated players (`<code>-u1`, `<code>-u2`) have uploaded log files, one of them empty, so the
// log-files panel and the log file view (' No data') show each case.
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { eventsTable, ident } from '../../../core/server/warehouse/schema';
import { SqlParams } from '../../../core/server/warehouse/sql';
import type { Warehouse } from '../../../core/server/warehouse/types';
import { writeCatalog } from './catalog';
import { clientLogFiles } from './db';
import { DEMO_CATALOG } from './demoCatalog';
import { logStorageKey, newLogFileName } from './logFiles';

const HOUR = 3600_000;

/** The platform the simulated player plays on (1 when the warehouse has none of its events). */
async function platformOf(warehouse: Warehouse, code: string, userId: string): Promise<number> {
  const p = new SqlParams(warehouse.dialect);
  const rows = await warehouse.query(
    code,
    p.done(`SELECT platform FROM ${ident(eventsTable(code))} WHERE user_id = ${p.value(userId)} LIMIT 1`),
  );
  return rows.length ? Number(rows[0].platform) : 1;
}

function demoLog(userId: string, start: number): string {
  const at = (min: number) => new Date(start + min * 60_000).toISOString();
  return [
    `${at(0)} [INFO] App start, user ${userId}`,
    `${at(0)} [INFO] Config loaded (sandbox=false)`,
    `${at(1)} [INFO] track game_enter level=1`,
    `${at(3)} [WARN] Ad request timed out after 5000 ms (network=AdMob)`,
    `${at(4)} [INFO] track game_finish level=1 duration=182.4`,
    `${at(5)} [ERROR] Upload of 12 events failed: HTTP 503, retrying in 2 s`,
    `${at(5)} [INFO] Upload of 12 events accepted`,
    '',
  ].join('\n');
}

export async function seedEventCheck({ db, services }: DemoContext): Promise<void> {
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  const now = Date.now();
  for (const code of codes) {
    await writeCatalog(db, code, DEMO_CATALOG, 'Demo', true);
    const files: { userId: string; hoursAgo: number; text: string }[] = [
      { userId: `${code}-u1`, hoursAgo: 2, text: demoLog(`${code}-u1`, now - 2 * HOUR) },
      { userId: `${code}-u1`, hoursAgo: 26, text: '' },
      { userId: `${code}-u2`, hoursAgo: 5, text: demoLog(`${code}-u2`, now - 5 * HOUR) },
    ];
    for (const f of files) {
      const platform = await platformOf(services.warehouse, code, f.userId);
      const at = new Date(now - f.hoursAgo * HOUR);
      const fileName = newLogFileName(f.userId, platform, at);
      const storageKey = logStorageKey(code, fileName);
      const data = new TextEncoder().encode(f.text);
      await services.storage.put(storageKey, data, 'text/plain');
      await db.insert(clientLogFiles).values({
        projectCode: code,
        fileName,
        storageKey,
        userId: f.userId,
        platform,
        appVersion: '1.0.0',
        originalName: 'client.log',
        size: data.byteLength,
        uploadedAt: at,
      });
    }
  }
}
