// Everything a signed-in user sees, in its own chunk: the login page does not load it.
import { ProjectSync } from '../project/ProjectSync';
import { AppRoutes } from '../routing/AppRoutes';
import { Layout } from './Layout';
import { LazyModals } from './LazyModals';

export default function SignedInConsole() {
  return (
    <>
      <ProjectSync />
      <Layout>
        <AppRoutes />
      </Layout>
      <LazyModals />
    </>
  );
}
