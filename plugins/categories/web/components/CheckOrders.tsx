// Check Orders (000 §2.8): one tab per country of the project config; each shows the tree as that
// country's clients get it: categories limited to other countries left out, and custom orders
// applied (marked "custom").
import { Badge, Box, Group, Text } from '@mantine/core';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { type CategoryNode, countryView, type CountryNode } from '../../shared';

function Level({ nodes, depth }: { nodes: CountryNode[]; depth: number }) {
  return (
    <Box component="ol" style={{ margin: 0, paddingLeft: depth ? 22 : 18 }}>
      {nodes.map((n) => (
        <li key={n.node.id}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{n.node.name.en}</Text>
            <Text size="xs" c="dimmed">
              sort {n.sort}
            </Text>
            {n.custom && (
              <Badge size="xs" variant="light" color="orange">
                custom
              </Badge>
            )}
          </Group>
          {n.children.length > 0 && <Level nodes={n.children} depth={depth + 1} />}
        </li>
      ))}
    </Box>
  );
}

export function CheckOrders({
  tree,
  countries,
  country,
  onCountry,
}: {
  tree: CategoryNode[];
  countries: string[];
  country: string;
  onCountry: (c: string) => void;
}) {
  if (!countries.length)
    return (
      <Text size="sm" c="dimmed">
        The project config lists no countries (key countries, in Manage projects).
      </Text>
    );
  const current = countries.includes(country) ? country : countries[0];
  const view = countryView(tree, current);
  return (
    <FilterTabs value={current} onChange={onCountry} tabs={countries.map((c) => ({ value: c, label: c }))} aria-label="Country">
      {view.length ? (
        <Level nodes={view} depth={0} />
      ) : (
        <Text size="sm" c="dimmed">
          No category is shown in {current}.
        </Text>
      )}
    </FilterTabs>
  );
}
