// GET /v1/{code}/uploads?pn&ps&mine: the project's uploads, newest first, paged; mine=1 keeps the
// current user's (by operator mail, 002 §2), with the operator's display name when known.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { uploads, users } from '../../../core/server/db/schema';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { RIGHT_UPLOADS } from '../shared';

export const uploadRoutes = [
  routeOf(endpoints.list, {
    rule: access.right(RIGHT_UPLOADS),
    summary: "The project's uploaded files, newest first (pn, ps 10/20/50/100; mine=1: only the current user's, by operator mail)",
    async handler({ db, project, query, user }) {
      const where =
        query.mine === '1'
          ? and(eq(uploads.projectCode, project.code), sql`lower(${uploads.operatorMail}) = ${user.mail.toLowerCase()}`)
          : eq(uploads.projectCode, project.code);
      const [total] = await db.select({ n: count() }).from(uploads).where(where);
      const rows = await db
        .select({ u: uploads, name: users.displayName })
        .from(uploads)
        .leftJoin(users, eq(users.id, uploads.operatorId))
        .where(where)
        .orderBy(desc(uploads.createdAt), desc(uploads.id))
        .limit(query.ps)
        .offset((query.pn - 1) * query.ps);
      return {
        total: Number(total?.n ?? 0),
        rows: rows.map(({ u, name }) => ({
          id: u.id,
          url: u.url,
          key: u.key,
          fileName: u.fileName || (u.key.split('/').pop() ?? ''),
          contentType: u.contentType,
          md5: u.md5,
          size: u.size,
          operatorMail: u.operatorMail,
          operatorName: name ?? '',
          createdAt: u.createdAt.toISOString(),
        })),
      };
    },
  }),
];
