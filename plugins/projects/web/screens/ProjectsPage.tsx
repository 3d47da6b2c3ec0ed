// Projects page (000 §2.1): collapsible panels of project cards by domain, empty panels hidden.
// Choosing a card makes it the current project and opens its overview.
import { useEffect, useState } from 'react';
import { Accordion, Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { DOMAINS } from '../../../../core/shared/constants';
import { useCurrentCode, useProjects } from '../../../../core/web/project/hooks';
import { reloadProjects } from '../../../../core/web/project/state';
import { useSwitchProject } from '../../../../core/web/project/useSwitchProject';
import { ScreenLoader } from '../../../../core/web/routing/ScreenLoader';
import { paths } from '../../shared';
import { ProjectCard } from '../components/ProjectCard';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

export default function ProjectsPage() {
  const { list, loaded } = useProjects();
  const current = useCurrentCode();
  const switchProject = useSwitchProject();
  // Panels start open; remember only the ones the user closed.
  const [closed, setClosed] = useState<string[]>([]);

  useEffect(() => {
    void reloadProjects();
  }, []);

  const domains = DOMAINS.filter((d) => list.some((p) => p.domain === d)).map(String);
  if (!loaded) return <ScreenLoader />;

  return (
    <>
      <ScreenTitle mb="md">Projects</ScreenTitle>
      {!list.length && <Text c="dimmed">You have no projects yet. Ask an admin for access.</Text>}
      <Accordion
        multiple
        variant="separated"
        value={domains.filter((d) => !closed.includes(d))}
        onChange={(open) => setClosed(domains.filter((d) => !open.includes(d)))}
      >
        {domains.map((domain) => {
          const projects = list.filter((p) => String(p.domain) === domain);
          return (
            <Accordion.Item key={domain} value={domain}>
              <Accordion.Control>
                <Group gap="xs">
                  <Text fw={600}>Domain {domain}</Text>
                  <Badge size="sm" variant="light" color="gray">
                    {projects.length}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
                  {projects.map((p) => (
                    <ProjectCard
                      key={p.code}
                      project={p}
                      current={p.code === current}
                      onOpen={() => switchProject(p.code, { goTo: paths.overview })}
                    />
                  ))}
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </>
  );
}
