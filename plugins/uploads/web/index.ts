// The uploads plugin's manifest: the Upload page (002) and palette commands to open it (all files,
// or only mine). Data only.
import { IconCloudUp, IconUserUp } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths, RIGHT_UPLOADS, rights } from '../shared';

const right = rule.right(RIGHT_UPLOADS);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Uploads',
  icon: IconCloudUp,
  rights,
  nav: [{ label: 'Uploads', path: paths.uploads, rule: right, icon: IconCloudUp, area: 'Content' }],
  routes: [{ path: paths.uploads, name: 'uploads', title: 'Uploads', rule: right, screen: () => import('./screens/UploadsPage') }],
  commands: [
    {
      id: 'uploads.openUploads',
      title: 'Uploads',
      description: 'Every file uploaded to the project: md5, size, operator, URL',
      keywords: ['upload', 'file', 'resource', 'cdn', 'url'],
      rule: right,
      goTo: paths.uploads,
      icon: IconCloudUp,
      priority: 1,
    },
    {
      id: 'uploads.openMyUploads',
      title: 'My uploads',
      description: 'Only the files I uploaded to the project',
      keywords: ['upload', 'file', 'mine'],
      rule: right,
      goTo: `${paths.uploads}?mine=1`,
      icon: IconUserUp,
    },
  ],
});
