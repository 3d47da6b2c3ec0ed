// The config center's left menu: each project that gives the viewer the config center, opened on
// the current one, with its envs as links (the current env marked as the page); what it says when
// the projects could not be loaded, or when there are none.
import { NavLink, Paper, Text } from '@mantine/core';
import { Link } from 'wouter';
import { fillPath } from '../../../../core/shared/plugin';
import { paths } from '../../shared';
import type { ConfigCenterState } from './useConfigCenter';

type Props = Pick<ConfigCenterState, 'code' | 'env' | 'projects'>;

export function ProjectsNav({ code, env, projects }: Props) {
  const projectList = projects.data?.payload.projects ?? [];
  return (
    <Paper withBorder p={4} component="nav" aria-label="Projects and envs">
      {projects.error ? (
        <Text size="sm" p="xs">
          The projects could not be loaded.
        </Text>
      ) : projectList.length === 0 && !projects.loading ? (
        <Text size="sm" p="xs">
          No project gives you the config center. Ask an admin for the right.
        </Text>
      ) : (
        projectList.map((p) => (
          <NavLink
            key={p.projectCode}
            label={p.projectCode}
            description={p.nickname}
            defaultOpened={p.projectCode === code}
            childrenOffset="sm"
          >
            {p.env.map((e) => {
              const active = p.projectCode === code && e === env;
              return (
                <NavLink
                  key={e}
                  component={Link}
                  href={`${fillPath(paths.configCenter, { code: p.projectCode })}?env=${e}`}
                  label={e}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  aria-label={`${p.projectCode} ${e}`}
                />
              );
            })}
          </NavLink>
        ))
      )}
    </Paper>
  );
}
