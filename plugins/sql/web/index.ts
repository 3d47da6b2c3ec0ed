// The sql plugin's manifest: the SQL page under Analytics, and the palette's "Run SQL …" (type a
// query; the SQL page opens with it and runs it, so the result can be read, changed and exported).
import { IconDatabaseSearch, IconSql } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { fillPath } from '../../../core/shared/plugin';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, RIGHT_SQL, paths, rights } from '../shared';

const right = rule.right(RIGHT_SQL);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'SQL',
  icon: IconSql,
  rights,
  nav: [{ label: 'SQL', path: paths.sql, rule: right, icon: IconSql, area: 'Analytics' }],
  routes: [{ path: paths.sql, name: 'sql', title: 'SQL', rule: right, screen: () => import('./screens/SqlPage') }],
  commands: [
    {
      id: 'sql.openSqlPage',
      title: 'SQL',
      description: "Query this project's events with SQL",
      keywords: ['sql', 'query', 'analytics', 'events'],
      rule: right,
      goTo: paths.sql,
      icon: IconSql,
    },
    {
      id: 'sql.runSql',
      title: 'Run SQL …',
      description: 'Type a query: the SQL page opens and runs it',
      keywords: ['sql', 'query', 'select', 'run', 'analytics'],
      rule: right,
      needsProject: true,
      icon: IconDatabaseSearch,
      steps: [
        {
          kind: 'text',
          id: 'query',
          title: 'Query',
          placeholder: 'SELECT event, count(*) AS n FROM events_<project code> GROUP BY event',
          validate: (v) => (v.trim() ? null : 'Type a query'),
        },
      ],
      run: (ctx) =>
        ctx.navigate(
          `${fillPath(paths.sql, { code: ctx.code ?? '' })}?${new URLSearchParams({ query: ctx.values.query.trim(), run: '1' })}`,
        ),
    },
  ],
});
