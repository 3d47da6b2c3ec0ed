// `npm run bench`: measures the performance budgets of DESIGN §10 (never asserted by tests).
// Builds first, then runs each bench in turn so they do not compete for the two cores.
import { spawnSync } from 'node:child_process';

const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) console.log(`(${label} exited with ${r.status})`);
};

if (!process.argv.includes('--no-build')) run('build', 'npm', ['run', '--silent', 'build']);
run('web: first screen, screen chunks, palette', 'npx', ['tsx', 'scripts/bench/web.ts']);
run('API: list endpoints', 'npx', ['tsx', 'scripts/bench/api.ts']);
run('warehouse: level statistics and ingestion', 'npx', ['tsx', 'scripts/bench/warehouse.ts']);
run('demo: generation in the warehouse, first start', 'npx', ['tsx', 'scripts/bench/demo.ts']);
run('Lighthouse: login, dashboard, level statistics (desktop)', 'npx', ['tsx', 'scripts/bench/lighthouse.ts']);
run('content: 100,000 puzzles (page, sort, xlsx and webp exports)', 'npx', ['tsx', 'scripts/bench/content.ts']);
run('SQL page: /healthz during over-limit queries', 'npx', ['tsx', 'scripts/bench/sql.ts']);
run('translations: 20,000 keys x 10 languages (import, gate, publish, client read)', 'npx', ['tsx', 'scripts/bench/translations.ts']);
run('push: plan and send 1,000,000 tokens (tokens/s, peak memory)', 'npx', ['tsx', 'scripts/bench/push.ts']);
