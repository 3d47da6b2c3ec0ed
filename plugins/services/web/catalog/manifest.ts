// The catalog part of the services manifest: Services Info, Servers and Service api logs (admins
// only, in the Admin area), and their palette commands.
import { IconAlertTriangle, IconApps, IconPlus, IconServer } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_SERVICES, ROUTE_NAMES } from '../../shared';

const admin = rule.admin;
/** Issue 29 #13: the project's operators, read-only (LIMIT users stay out, as on the server). */
const operator = rule.right(RIGHT_SERVICES, { limit: false });
export const SERVICES_TITLE = 'Services Info';
export const SERVERS_TITLE = 'Servers';
export const API_LOGS_TITLE = 'Service api logs';
/** The api logs without a service id (the route's id is optional): the nav's and the palette's link. */
const API_LOGS_PATH = paths.apiLogs.replace('/:id?', '');

export const nav: NavItem[] = [
  { label: 'Services', path: paths.services, rule: admin, icon: IconApps, area: 'Admin' },
  { label: 'Servers', path: paths.servers, rule: admin, icon: IconServer, area: 'Admin' },
  { label: 'Service api logs', path: API_LOGS_PATH, rule: admin, icon: IconAlertTriangle, area: 'Admin' },
  { label: 'Project services', path: paths.projectServices, rule: operator, icon: IconApps, area: 'LiveOps' },
];

export const routes: RouteDef[] = [
  { path: paths.services, name: 'servicesInfo', title: SERVICES_TITLE, rule: admin, screen: () => import('./ServicesPage') },
  { path: paths.servers, name: 'servers', title: SERVERS_TITLE, rule: admin, screen: () => import('./ServersPage') },
  {
    path: paths.projectServices,
    name: 'projectServices',
    title: 'Project services',
    rule: operator,
    screen: () => import('./ProjectServicesPage'),
  },
  { path: paths.apiLogs, name: ROUTE_NAMES.apiLogs, title: API_LOGS_TITLE, rule: admin, screen: () => import('./ApiLogsPage') },
];

export const commands: CommandDef[] = [
  {
    id: 'services.openServices',
    title: 'Services',
    description: 'Backend services, their status and latest deploys',
    keywords: ['services', 'backend', 'liveness', 'status', 'deploy'],
    rule: admin,
    goTo: paths.services,
    icon: IconApps,
    needsProject: false,
  },
  {
    id: 'services.openServers',
    title: SERVERS_TITLE,
    description: 'The servers services run on (SSH)',
    keywords: ['servers', 'ssh', 'hosts', 'machines'],
    rule: admin,
    goTo: paths.servers,
    icon: IconServer,
    needsProject: false,
  },
  {
    id: 'services.openApiLogs',
    title: API_LOGS_TITLE,
    description: 'API error counts the services report',
    keywords: ['api', 'errors', 'logs', 'services'],
    rule: admin,
    goTo: API_LOGS_PATH,
    icon: IconAlertTriangle,
    needsProject: false,
  },
  {
    id: 'services.openProjectServices',
    title: 'Project services',
    description: "This project's services: status, latest deploys, api logs",
    keywords: ['services', 'status', 'deploys', 'api', 'errors'],
    rule: operator,
    goTo: paths.projectServices,
    icon: IconApps,
  },
  {
    id: 'services.createService',
    title: 'Create service',
    description: 'Add a backend service',
    keywords: ['new', 'add', 'service'],
    rule: admin,
    goTo: `${paths.services}?create=1`,
    icon: IconPlus,
    needsProject: false,
  },
  {
    id: 'services.createServer',
    title: 'Create server',
    description: 'Add a server with its SSH credential',
    keywords: ['new', 'add', 'server', 'ssh'],
    rule: admin,
    goTo: `${paths.servers}?create=1`,
    icon: IconPlus,
    needsProject: false,
  },
];
