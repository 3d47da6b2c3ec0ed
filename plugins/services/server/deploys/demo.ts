// The deploys part's demo: a few deployments per demo service, each run FOR REAL through the deploy
// job on the local runner (a loopback server without a credential) with a harmless template: it
// starts a tiny HTTP server on the port that answers the liveness probe once and exits (30 s at
// most), so nothing is left running. One deploy of a broken branch fails with its log; one
// success is rolled back to. Runs after the catalog's demo and uses its services and servers; with
// none yet, it adds what it needs.
import net from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { createJobWorker } from '../../../../core/server/jobs/worker';
import type { DemoContext, ServerPlugin } from '../../../../core/server/plugin';
import { PLUGIN_ID } from '../../shared';
import { serviceDeployments, servers, services } from '../db';
import { runDeploy } from './deployJob';
import { JOB_DEPLOY } from './settings';

/** The demo services' deploy steps: real shell, nothing installed, nothing left running. */
export const DEMO_TEMPLATE = `echo deploying {{service}} to {{env}} on port {{port}}, namespace {{ccNamespace}}
if [ {{branch}} = feature/broken-build ]; then
  echo building {{branch}} ...
  echo "src/queue.go:42:9: undefined: matchQueue" >&2
  echo "build failed" >&2
  exit 2
fi
[ -z {{image}} ] || echo image {{image}} "(demo: nothing is pulled)"
P={{port}} nohup node -e "const s=require('http').createServer((q,r)=>{r.end('ok');setTimeout(()=>process.exit(0),50)}).listen(+process.env.P,'127.0.0.1');setTimeout(()=>process.exit(0),30000)" >/dev/null 2>&1 &
for i in $(seq 1 100); do (exec 3<>/dev/tcp/127.0.0.1/{{port}}) 2>/dev/null && break; sleep 0.1; done
echo "started"
echo ::image::{{image}}
`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export async function seedDeploys(ctx: DemoContext): Promise<void> {
  const { db } = ctx;
  let [local] = await db
    .select()
    .from(servers)
    .where(and(inArray(servers.ip, ['127.0.0.1', 'localhost']), eq(servers.credentialSealed, '')));
  if (!local) [local] = await db.insert(servers).values({ name: 'local-runner', ip: '127.0.0.1', serviceRootDir: 'services' }).returning();
  let demoServices = await db.select().from(services).orderBy(services.id).limit(2);
  if (!demoServices.length) {
    demoServices = await db
      .insert(services)
      .values([
        { name: 'gateway', repository: 'git@git.example.com:studio/gateway.git', livenessProbe: '/health' },
        { name: 'matchmaker', repository: 'git@git.example.com:studio/matchmaker.git', livenessProbe: '/health' },
      ])
      .returning();
  }
  // The harmless steps for the demo's services (a real server keeps its own template).
  for (const s of demoServices) {
    if (!s.deployTemplate)
      await db
        .update(services)
        .set({ deployTemplate: DEMO_TEMPLATE, ...(s.livenessProbe ? {} : { livenessProbe: '/health' }) })
        .where(eq(services.id, s.id));
  }
  const worker = createJobWorker({
    db,
    config: ctx.config,
    services: ctx.services,
    // Only the deploy job: the demo runs nothing of other plugins. Its own fixed, harmless template
    // runs on the local runner even when operators' deploys may not (DEPLOY_LOCAL_RUNNER).
    plugins: [
      { id: PLUGIN_ID, title: 'Services', routes: [], jobs: { [JOB_DEPLOY]: (c) => runDeploy(c, { localRunner: true }) } } as ServerPlugin,
    ],
  });
  const deploy = async (
    serviceId: number,
    values: { env: 'dev' | 'sandbox' | 'prod'; branch: string; dockerImageUrl: string; rollbackOf?: number },
  ) => {
    const [d] = await db
      .insert(serviceDeployments)
      .values({
        serviceId,
        serverId: local.id,
        port: await freePort(),
        ccNamespace: 'default',
        deployOnly: false,
        operator: 'Admin',
        rollbackOf: null,
        ...values,
      })
      .returning();
    const svc = demoServices.find((x) => x.id === serviceId);
    const job = await ctx.services.jobs.enqueue(
      JOB_DEPLOY,
      { deploymentId: d.id },
      { maxAttempts: 1, idempotencyKey: `deployment:${d.id}`, project: svc?.projectCode || null },
    );
    await db.update(serviceDeployments).set({ jobId: job.id }).where(eq(serviceDeployments.id, d.id));
    await worker.runOnce();
    return (await db.select().from(serviceDeployments).where(eq(serviceDeployments.id, d.id)))[0];
  };
  for (const [i, s] of demoServices.entries()) {
    const registry = `registry.example.com/studio/${s.name}`;
    const first = await deploy(s.id, { env: 'sandbox', branch: 'release/1.4', dockerImageUrl: `${registry}:1.4.0` });
    await deploy(s.id, { env: 'prod', branch: 'release/1.4', dockerImageUrl: `${registry}:1.4.${i + 1}` });
    if (i === 0) {
      await deploy(s.id, { env: 'dev', branch: 'feature/broken-build', dockerImageUrl: '' });
      if (first.state === 'success' && first.result?.image)
        await deploy(s.id, { env: 'sandbox', branch: first.branch, dockerImageUrl: first.result.image, rollbackOf: first.id });
    }
  }
}
