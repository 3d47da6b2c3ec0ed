// Adjust apps API (002 §7): list, create or update (one POST, with `id` for an update), delete.
// Admins only; every change audited with its before and after.
import { eq } from 'drizzle-orm';
import { rule } from '../../../core/shared/access';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { MESSAGES } from '../shared';
import { createApp, findApp, listApps, updateApp } from './apps';
import { adjustApps } from './db';

const AREA = 'adjust-apps';
const audited = (a: { projectCode: string; platform: number; token: string }) => ({
  projectCode: a.projectCode,
  platform: a.platform,
  token: a.token,
});

export const adjustAppRoutes = [
  routeOf(endpoints.list, {
    rule: rule.admin,
    summary: 'Every Adjust app: project, platform (1 Android, 2 iOS), token',
    handler: async ({ db }) => ({ apps: await listApps(db) }),
  }),
  routeOf(endpoints.save, {
    rule: rule.admin,
    summary: 'Create an Adjust app, or with an id update one; one app per project and platform',
    async handler({ db, body, audit }) {
      const values = { projectCode: body.projectCode, platform: body.platform, token: body.token };
      if (body.id === undefined) {
        const app = await createApp(db, values);
        await audit({ area: AREA, action: 'create', target: app.id, after: audited(app) });
        return { message: MESSAGES.saved, app };
      }
      const { before, row: app } = await updateApp(db, body.id, values);
      await audit({ area: AREA, action: 'update', target: app.id, before: audited(before), after: audited(app) });
      return { message: MESSAGES.saved, app };
    },
  }),
  routeOf(endpoints.remove, {
    rule: rule.admin,
    summary: 'Delete an Adjust app',
    async handler({ db, params, audit }) {
      const app = await findApp(db, params.id);
      await db.delete(adjustApps).where(eq(adjustApps.id, app.id));
      await audit({ area: AREA, action: 'delete', target: app.id, before: audited(app) });
      return { message: MESSAGES.deleted };
    },
  }),
];
