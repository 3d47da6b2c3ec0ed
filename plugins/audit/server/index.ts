import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { rule } from '../../../core/shared/access';
import { auditLog } from '../../../core/server/db/schema';
import { defineServerPlugin, routeOf } from '../../../core/server/plugin';
import { PLUGIN_ID, type AuditItem } from '../shared';
import { endpoints } from '../endpoints';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => '\\' + m);

export default defineServerPlugin({
  id: PLUGIN_ID,
  title: 'Audit log',
  toggleable: false,
  routes: [
    routeOf(endpoints.list, {
      rule: rule.admin,
      summary: 'Audit entries, newest first, filtered by project, user (mail) and area',
      async handler({ db, query }) {
        const where: SQL[] = [];
        if (query.project) where.push(eq(auditLog.projectCode, query.project));
        if (query.area) where.push(eq(auditLog.area, query.area));
        if (query.user) where.push(ilike(auditLog.userMail, `%${escapeLike(query.user)}%`));
        const filter = where.length ? and(...where) : undefined;
        const [{ total }] = await db.select({ total: count() }).from(auditLog).where(filter);
        const rows = await db
          .select()
          .from(auditLog)
          .where(filter)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(query.ps)
          .offset((query.pn - 1) * query.ps);
        const areas = await db.selectDistinct({ area: auditLog.area }).from(auditLog).orderBy(asc(auditLog.area));
        const entries: AuditItem[] = rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          userMail: r.userMail,
          projectCode: r.projectCode,
          area: r.area,
          action: r.action,
          target: r.target,
          before: r.before,
          after: r.after,
        }));
        return { entries, total, areas: areas.map((a) => a.area) };
      },
    }),
  ],
});
