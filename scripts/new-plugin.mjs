// `npm run new-plugin <id>`: makes plugins/<id>/ in the one plugin layout (DESIGN §2,
// core/server/README.md "Adding a plugin") and enables it in app/plugins.ts. What it writes builds
// and passes its own API test: a right, a zod schema with its message, a typed endpoint, a screen
// loaded lazily behind a nav item, a route declaring its rule, a palette command, README.md.
// Models: plugins/feedback and plugins/adjust-apps. No table: a table needs a migration
// (`npm run db:generate`), which the generated README tells how to add.
//
//   node scripts/new-plugin.mjs <id> [--root <dir>]   (--root: the tree to write into; the repo by default)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt >= 0 ? (args[rootAt + 1] ?? '') : path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const id = args.filter((a, i) => !a.startsWith('--') && (rootAt < 0 || i !== rootAt + 1))[0];

function fail(message) {
  console.error(`new-plugin: ${message}`);
  process.exit(1);
}

if (!id) fail('usage: npm run new-plugin <id>   (id in kebab-case, e.g. player-notes)');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id) || id.length > 40)
  fail(
    `'${id}' is not a plugin id: use kebab-case (lower-case letters and digits, words joined by single hyphens, starting with a letter, at most 40), e.g. player-notes`,
  );
const dir = path.join(root, 'plugins', id);
const listFile = path.join(root, 'app', 'plugins.ts');
if (fs.existsSync(dir)) fail(`plugins/${id} already exists: pick another id`);
const list = fs.readFileSync(listFile, 'utf8');
if (list.includes(`'${id}'`)) fail(`'${id}' is already in app/plugins.ts: pick another id`);

const words = id.split('-');
const Name = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const name = Name[0].toLowerCase() + Name.slice(1);
const Title = words.join(' ').replace(/^./, (c) => c.toUpperCase());
const RIGHT = `RIGHT_${words.join('_').toUpperCase()}`;

const files = {
  'README.md': `# ${id}: ${Title}

What the plugin does, its screens and API, and what we decided where the spec was silent.
Right: \`${name}\` (screen \`/:code/${id}\`, nav "${Title}" under Analytics, palette "${Title}").

## API

| | |
|---|---|
| \`GET /v1/:code/${id}?days\` | right \`${name}\`: \`{ code, nickname, days }\`; \`days\` a whole number 1 to 366 (7 when absent), else 400 "Days must be a whole number from 1 to 366" |

## Layout

One area, so flat (core/server/README.md "Adding a plugin"): \`shared.ts\` (zod-free: id, paths,
right, texts, types), \`schemas.ts\` (zod, the spec's messages), \`endpoints.ts\` (typed endpoints),
\`web/index.ts\` (the manifest), \`web/screens/${Name}Page.tsx\`, \`web/api.ts\`, \`server/index.ts\`,
\`server/routes.ts\` and its API test \`server/${id}.test.ts\`.

Next steps: a table goes in \`server/db.ts\` (drizzle, through core's DataTable on screen) with
\`tables\` in \`server/index.ts\`, then \`npm run db:generate\`; a route that changes data is listed
in \`tests/api/prodAccess.test.ts\`; a browser spec goes in \`tests/e2e/${id}.spec.ts\`.
`,

  'shared.ts': `// Plugin \`${id}\`: <what it does>. Zod-free (the web manifest imports this file into the entry
// chunk): the schemas are in schemas.ts, the typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';

export const PLUGIN_ID = '${id}';

export const paths = { ${name}: '/:code/${id}' } as const;

export const ${RIGHT} = '${name}';
export const rights: RightDecl[] = [{ name: ${RIGHT}, url: paths.${name}, title: '${Title}' }];

export const DEFAULT_DAYS = 7;
export const MAX_DAYS = 366;

/** The texts the screens and the server share (written once). */
export const MESSAGES = {
  days: \`Days must be a whole number from 1 to \${MAX_DAYS}\`,
} as const;

/** GET /v1/:code/${id}. */
export interface ${Name}Summary {
  code: string;
  nickname: string;
  days: number;
}
`,

  'schemas.ts': `// The ${id} plugin's zod schemas: the form and the server share them, with their messages.
import { z } from 'zod';
import { DEFAULT_DAYS, MAX_DAYS, MESSAGES } from './shared';

/** GET /v1/:code/${id}?days: the query string's days, 1 to MAX_DAYS. */
export const summaryQuerySchema = z.object({
  days: z.coerce.number({ error: MESSAGES.days }).int(MESSAGES.days).min(1, MESSAGES.days).max(MAX_DAYS, MESSAGES.days).default(DEFAULT_DAYS),
});
export type SummaryQuery = z.input<typeof summaryQuerySchema>;
`,

  'endpoints.ts': `// The ${id} API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { summaryQuerySchema } from './schemas';
import type { ${Name}Summary } from './shared';

export const endpoints = {
  summary: endpoint({ method: 'GET', path: '/v1/:code/${id}', query: summaryQuerySchema, response: typeOf<${Name}Summary>() }),
};
`,

  'web/index.ts': `// The ${id} manifest: its screen (loaded when opened), nav item and palette command, each under its right.
import { IconPuzzle } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, ${RIGHT}, paths, rights } from '../shared';

const right = rule.right(${RIGHT});

export default definePlugin({
  id: PLUGIN_ID,
  title: '${Title}',
  icon: IconPuzzle,
  rights,
  nav: [{ label: '${Title}', path: paths.${name}, rule: right, icon: IconPuzzle, area: 'Analytics' }],
  routes: [{ path: paths.${name}, name: '${name}', title: '${Title}', rule: right, screen: () => import('./screens/${Name}Page') }],
  commands: [
    {
      id: '${id}.open${Name}',
      title: '${Title}',
      description: '<what the screen shows>',
      keywords: ['${words.join("', '")}'],
      rule: right,
      goTo: paths.${name},
      icon: IconPuzzle,
    },
  ],
});
`,

  'web/api.ts': `// Typed calls of the ${id} plugin, each from its shared endpoint (core/shared/endpoint.ts).
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';
import type { SummaryQuery } from '../schemas';

export const ${name}Api = {
  summary: (code: string, query: SummaryQuery) => call(endpoints.summary, { params: { code }, query }),
};
`,

  [`web/screens/${Name}Page.tsx`]: `// ${Title}: <what the screen shows>.
import { Stack, Text } from '@mantine/core';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { useLoad } from '../../../../core/web/useLoad';
import { DEFAULT_DAYS } from '../../shared';
import { ${name}Api } from '../api';

export default function ${Name}Page() {
  const { code } = useRouteParams<{ code: string }>();
  const summary = useLoad(() => ${name}Api.summary(code, { days: DEFAULT_DAYS }), [code]);
  return (
    <Stack>
      <ScreenTitle>${Title}</ScreenTitle>
      {summary.loading ? <Text c="dimmed">Loading…</Text> : summary.data ? <Text>{summary.data.nickname || summary.data.code}: the last {summary.data.days} days</Text> : null}
    </Stack>
  );
}
`,

  'server/index.ts': `// Plugin \`${id}\`, server half: its right and routes (core/server/plugin.ts).
import { defineServerPlugin } from '../../../core/server/plugin';
import { PLUGIN_ID, rights } from '../shared';
import { ${name}Routes } from './routes';

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: '${Title}',
  rights,
  routes: ${name}Routes,
});
`,

  'server/routes.ts': `// The ${id} API, each route under the plugin's right in the path's project.
import { routeOf } from '../../../core/server/plugin';
import { rule } from '../../../core/shared/access';
import { endpoints } from '../endpoints';
import { ${RIGHT} } from '../shared';

const right = rule.right(${RIGHT});

export const ${name}Routes = [
  routeOf(endpoints.summary, {
    rule: right,
    summary: "The project's code and nickname, and the days asked",
    handler: ({ project, query }) => ({ code: project.code, nickname: project.nickname, days: query.days }),
  }),
];
`,

  [`server/${id}.test.ts`]: `// The ${id} API: the answer, the schema's message, and the right it needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, USER, type Client, type TestApp } from '../../../tests/api/harness';
import { DEFAULT_DAYS, MESSAGES } from '../shared';

describe('${id}', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestApp({ plugins: ['${id}'], demo: [] });
    admin = await t.signIn(ADMIN);
  });
  afterAll(() => t.close());

  it("answers the project's summary", async () => {
    const r = await admin.get('/v1/tiles/${id}?days=30');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: 'tiles', days: 30 });
    expect((await admin.get('/v1/tiles/${id}')).body.days).toBe(DEFAULT_DAYS);
  });

  it('refuses bad days with the schema’s message', async () => {
    for (const days of ['0', '367', '1.5', 'x']) {
      const r = await admin.get(\`/v1/tiles/${id}?days=\${days}\`);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(MESSAGES.days);
    }
  });

  it('needs the ${name} right in the project', async () => {
    // The demo USER has every right in jigsaw and tiles, none in words.
    const user = await t.signIn(USER);
    expect((await user.get('/v1/tiles/${id}')).status).toBe(200);
    expect((await user.get('/v1/words/${id}')).status).toBe(403);
    expect((await t.client().get('/v1/tiles/${id}')).status).toBe(401);
  });
});
`,
};

for (const [file, text] of Object.entries(files)) {
  const p = path.join(dir, file);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
}
// The one line that enables it (DESIGN §1): at the end of the list.
const end = list.lastIndexOf('];');
if (end < 0) fail('app/plugins.ts: no end of ENABLED_PLUGINS found');
fs.writeFileSync(listFile, `${list.slice(0, end)}  '${id}',\n${list.slice(end)}`);

console.log(`Made plugins/${id}/ (${Object.keys(files).length} files) and enabled it in app/plugins.ts:`);
for (const file of Object.keys(files)) console.log(`  plugins/${id}/${file}`);
console.log(`Next: npx vitest run plugins/${id}/server/${id}.test.ts`);
