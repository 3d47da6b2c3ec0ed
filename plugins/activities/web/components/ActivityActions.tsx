// A row's actions, offered as 001 §4 and §6 say: edit, To Prod, resource sync, delete and copy
// on sandbox only; publish everywhere (prod: owner or ADMIN, disabled with the reason for others);
// the resource download.
import type { ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { IconCloudUpload, IconCopy, IconDownload, IconPencil, IconRefresh, IconRocket, IconTrash } from '@tabler/icons-react';
import { canCreateProd, canDelete, canSyncResource, type Activity } from '../../shared';

export interface ActivityHandlers {
  edit: (a: Activity) => void;
  publish: (a: Activity) => void;
  toProd: (a: Activity) => void;
  sync: (a: Activity) => void;
  remove: (a: Activity) => void;
  copy: (a: Activity) => void;
}

function Act({
  label,
  onClick,
  color,
  children,
  disabled,
}: {
  label: string;
  onClick: () => void;
  color?: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function ActivityActions({
  a,
  history,
  mayPublishProd,
  on,
}: {
  a: Activity;
  history: boolean;
  mayPublishProd: boolean;
  on: ActivityHandlers;
}) {
  const sandbox = a.env === 'sandbox';
  return (
    <Group gap={0} wrap="wrap">
      {sandbox && !history && (
        <Act label={`Edit ${a.name}`} onClick={() => on.edit(a)}>
          <IconPencil size={16} />
        </Act>
      )}
      {!history && (sandbox || mayPublishProd) && (
        <Act label={`Publish ${a.name}`} color={a.returnId && !a.changed ? 'gray' : 'green'} onClick={() => on.publish(a)}>
          <IconCloudUpload size={16} />
        </Act>
      )}
      {!history && !sandbox && !mayPublishProd && (
        <ProdLocked locked>
          <ActionIcon variant="subtle" aria-label={`Publish ${a.name}`} disabled>
            <IconCloudUpload size={16} />
          </ActionIcon>
        </ProdLocked>
      )}
      {sandbox && !history && (canCreateProd(a) || a.prodId) && (
        <Act label={a.prodId ? `Edit prod copy of ${a.name}` : `To Prod ${a.name}`} color="violet" onClick={() => on.toProd(a)}>
          <IconRocket size={16} />
        </Act>
      )}
      {!history && canSyncResource(a) && (
        <Act label={`Sync resource of ${a.name} to prod`} color="violet" onClick={() => on.sync(a)}>
          <IconRefresh size={16} />
        </Act>
      )}
      {a.resourceUrl && (
        <Act label={`Download resource of ${a.name}`} onClick={() => window.open(a.resourceUrl!, '_blank', 'noopener')}>
          <IconDownload size={16} />
        </Act>
      )}
      {sandbox && history && (
        <Act label={`Copy ${a.name}`} onClick={() => on.copy(a)}>
          <IconCopy size={16} />
        </Act>
      )}
      {canDelete(a) && !history && (
        <Act label={`Delete ${a.name}`} color="red" onClick={() => on.remove(a)}>
          <IconTrash size={16} />
        </Act>
      )}
    </Group>
  );
}
