// Everything a signed-in user sees, in its own chunk: the login page does not load it
// (nor the modals manager, which only signed-in screens use).
import { ModalsProvider } from '@mantine/modals';
import { ProjectSync } from '../project/ProjectSync';
import { AppRoutes } from '../routing/AppRoutes';
import { Layout } from './Layout';

export default function SignedInConsole() {
  return (
    <ModalsProvider>
      <ProjectSync />
      <Layout>
        <AppRoutes />
      </Layout>
    </ModalsProvider>
  );
}
