// Translations bench (issue 15): a project with 20,000 keys x 10 languages (BENCH_KEYS to change),
// then the times of
//   1. the import: the Translate part's xlsx upload (POST /v1/:code/mlTranslate/createByExcel,
//      field `excel`, a sheet of key + one column per language) when that route is there, else
//      direct inserts (said in the output);
//   2. the publish gate's dry run (GET /mlTranslate/gate);
//   3. a publish to sandbox with the explicit English fallbacks of the 1% texts left empty;
//   4. a game client's read of one language: the first (from the database), the next (from
//      memory) and a revalidation (304).
// In process (the Hono app over PGlite, or DATABASE_URL's PostgreSQL), like the API tests: the
// figures are the server's work, not a network's.
// Run: npx tsx scripts/bench/translations.ts
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { projects } from '../../core/server/db/schema';
import { writeXlsx } from '../../core/server/xlsx';
import { ADMIN, startTestApp } from '../../tests/api/harness';
import { mlProjectKeys } from '../../plugins/translations/server/db';

const KEYS = Number(process.env.BENCH_KEYS || 20_000);
const LANGS = ['en', 'fr', 'de', 'es', 'it', 'pt', 'ru', 'ja', 'ko', 'zh-CN'];
const CODE = 'tiles';

const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await fn();
  return [r, performance.now() - t0];
}

const text = (i: number, lang: string) => (i % 100 === 7 && lang !== 'en' ? '' : `${lang} text ${i}: {name} has <b>%d</b> coins`);
const keyName = (i: number) => `bench.section${i % 50}.key${i}`;

const t = await startTestApp({ plugins: ['translations'], demo: [] });
try {
  const admin = await t.signIn(ADMIN);
  const [{ clientKey }] = await t.db.select().from(projects).where(eq(projects.code, CODE));
  console.log(`${KEYS} keys x ${LANGS.length} languages in ${CODE} on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);

  // 1. Import.
  const rows: string[][] = [['key', ...LANGS]];
  for (let i = 0; i < KEYS; i++) rows.push([keyName(i), ...LANGS.map((l) => text(i, l))]);
  const hasUpload = t.routes.some((r) => r.method === 'POST' && r.path === '/v1/:code/mlTranslate/createByExcel');
  if (hasUpload) {
    const bytes = writeXlsx([{ name: 'translations', rows }]);
    const [r, took] = await timed(() =>
      admin.upload(`/v1/${CODE}/mlTranslate/createByExcel`, { excel: { name: 'bench.xlsx', data: bytes } }),
    );
    if (r.status !== 200) throw new Error(`xlsx upload: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    console.log(`import: xlsx upload (${(bytes.length / 1024 / 1024).toFixed(1)} MB) ${ms(took)}`);
  } else {
    const [, took] = await timed(async () => {
      for (let i = 0; i < KEYS; i += 1000) {
        await t.db.insert(mlProjectKeys).values(
          rows.slice(1 + i, 1 + i + 1000).map(([key, ...texts]) => ({
            projectCode: CODE,
            key,
            translation: Object.fromEntries(LANGS.map((l, j) => [l, texts[j]])),
            unfinished: false,
          })),
        );
      }
    });
    console.log(`import: direct inserts (no xlsx upload route in this build) ${ms(took)}`);
  }

  // 2. The gate's dry run.
  const [gate, gateMs] = await timed(() => admin.get(`/v1/${CODE}/mlTranslate/gate`));
  if (gate.status !== 200) throw new Error(`gate: ${gate.status}`);
  const problems = gate.body.problems as { lang: string; key: string }[];
  console.log(`gate (dry run): ${ms(gateMs)}, ${gate.body.keys} keys, ${problems.length} problems`);

  // 3. Publish with the fallbacks.
  const fallbacks = problems.map((p) => ({ lang: p.lang, key: p.key }));
  const [pub, pubMs] = await timed(() =>
    admin.post(`/v1/${CODE}/mlTranslate/generateI18nJson`, { name: 'bench', env: 'sandbox', fallbacks }),
  );
  if (pub.status !== 200) throw new Error(`publish: ${pub.status} ${JSON.stringify(pub.body).slice(0, 300)}`);
  console.log(
    `gate + publish to sandbox: ${ms(pubMs)} (${pub.body.languages.length} languages, ${pub.body.keys} keys, ${fallbacks.length} English fallbacks)`,
  );

  // 4. A game client's reads.
  const game = t.client();
  const read = (h: Record<string, string> = {}) => game.get(`/client/v1/${CODE}/sandbox/i18n/fr`, { 'x-client-key': clientKey, ...h });
  const [first, firstMs] = await timed(() => read());
  const [, nextMs] = await timed(() => read());
  const [again, revalMs] = await timed(() => read({ 'if-none-match': first.headers.get('etag')! }));
  console.log(
    `client read of fr (${Object.keys(first.body).length} texts, ${(JSON.stringify(first.body).length / 1024).toFixed(0)} KB): first ${ms(firstMs)}, next ${ms(nextMs)}, revalidation ${again.status} ${ms(revalMs)}`,
  );
} finally {
  await t.close();
}
