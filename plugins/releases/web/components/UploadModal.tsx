// Upload an unpublished release to a server env (000 §2.11, §3, §5): the check first (what the
// env serves for the type against this release: 'The number of puzzle in the previous version is
// greater than the current version!' blocks unless force all, 'Some puzzles have been removed!'
// warns, 'Please Retry!' when the check fails), the puzzle table (100 a page, paged here: 800 rows
// render one page at once), then the upload: a job that builds the data file and publishes it,
// its progress shown; 'Please Retry!' when it reports no success (000 §4). Trying a release on
// sandbox locks nothing: publishing (locking) is the table's own step, and a published release is
// not uploaded. Prod asks 'Are you sure to upload to prod ?' and is for owners and admins only. Projects with
// per-puzzle selection pick the new and changed puzzles to ship; each row shows its archive diff
// (what changed against the version the env serves).
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { JobProgress } from '../../../../core/web/jobs/JobProgress';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { DataTable } from '../../../../core/web/table/DataTable';
import type { JobView } from '../../../../core/shared/jobs';
import {
  CHECK_PAGE_SIZE,
  CONFIRM,
  MESSAGES,
  TOASTS,
  type Release,
  type ReleaseEnv,
  type UploadCheck,
  type UploadJobResult,
} from '../../shared';
import { releasesApi } from '../api';
import { checkColumns, selectable } from './checkColumns';

export function UploadModal(props: {
  code: string;
  release: Release | null;
  envs: ReleaseEnv[];
  forceAllOffered: boolean;
  puzzleSelection: boolean;
  canProd: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const { code, release, envs, forceAllOffered, puzzleSelection, canProd, onClose, onUploaded } = props;
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [env, setEnv] = useState<ReleaseEnv>(envs[0] ?? 'sandbox');
  const [check, setCheck] = useState<UploadCheck | null>(null);
  const [failed, setFailed] = useState(false);
  const [checking, setChecking] = useState(false);
  const [forceAll, setForceAll] = useState(false);
  const [uploading, setUploading] = useState(false);
  /** The upload job under way or done, and whether it reported no success. */
  const [jobId, setJobId] = useState<number | null>(null);
  const [noSuccess, setNoSuccess] = useState<string | null>(null);
  useEffect(() => {
    if (!release) return;
    setEnv(envs[0] ?? 'sandbox');
    setForceAll(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once per release opened, not when its object or envs are new
  }, [release?.id]);
  useEffect(() => {
    if (!release) return;
    let live = true;
    setCheck(null);
    setPicked(new Set());
    setFailed(false);
    setJobId(null);
    setNoSuccess(null);
    setChecking(true);
    releasesApi
      .check(code, release.id, env)
      .then((c) => live && setCheck(c))
      .catch(() => live && setFailed(true))
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked again per release id and env, not when the release object is new
  }, [code, release?.id, env]);

  const blocked = (!!check && check.errors.length > 0 && !forceAll) || (puzzleSelection && picked.size === 0);
  const toggle = (id: number, on: boolean) =>
    setPicked((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const upload = async () => {
    if (!release) return;
    if (env === 'prod' && !(await confirmAction({ message: CONFIRM.uploadProd, danger: true }))) return;
    setUploading(true);
    setNoSuccess(null);
    try {
      setJobId(
        (await releasesApi.upload(code, release.id, { env, forceAll, ...(puzzleSelection ? { puzzleIds: [...picked] } : {}) })).jobId,
      );
    } catch (e) {
      setUploading(false);
      throw e;
    }
  };
  const finished = (job: JobView) => {
    setUploading(false);
    const result = job.result as UploadJobResult | null;
    if (job.state === 'succeeded' && result?.isSuccess) {
      toast(TOASTS.uploaded);
      onUploaded();
    } else setNoSuccess(result?.message ?? job.error ?? '');
  };
  const columns = checkColumns({ puzzleSelection, picked, toggle });
  const prodLocked = env === 'prod' && !canProd;
  return (
    <Modal opened={!!release} onClose={onClose} title={release ? `Upload release: ${release.name}` : ''} size={900}>
      {release && (
        <Stack>
          <Group>
            <Text size="sm" fw={500} id="release-upload-env">
              Server
            </Text>
            <SegmentedControl
              aria-labelledby="release-upload-env"
              value={env}
              onChange={(v) => setEnv(v as ReleaseEnv)}
              data={envs.map((e) => ({ value: e, label: e }))}
            />
            {forceAllOffered && <Checkbox label="Force all" checked={forceAll} onChange={(e) => setForceAll(e.currentTarget.checked)} />}
          </Group>
          {checking && <Text size="sm">Checking…</Text>}
          {failed && <Alert color="red">{MESSAGES.retry}</Alert>}
          {check && (
            <>
              <Text size="sm">
                {check.previous
                  ? `Live on ${env}: ${check.previous.name} (#${check.previous.id}, ${check.previous.puzzleCount} puzzles)`
                  : `Nothing of type ${release.type} is live on ${env} yet`}{' '}
                · this release: {check.puzzleCount} puzzles · max sort {check.resultMaxSort} (was {check.lastMaxSort})
              </Text>
              {check.errors.map((e) => (
                <Alert key={e} color="red">
                  {e}
                  {forceAll ? ' (force all)' : ''}
                </Alert>
              ))}
              {check.warnings.map((w) => (
                <Alert key={w} color="yellow">
                  {w}
                </Alert>
              ))}
              {puzzleSelection && (
                <Group gap="xs">
                  <Text size="sm">{picked.size} selected</Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setPicked(new Set(check.puzzlesList.filter(selectable).map((r) => r.id)))}
                  >
                    Select all new and changed
                  </Button>
                  <Button size="compact-sm" variant="default" onClick={() => setPicked(new Set())}>
                    Clear
                  </Button>
                </Group>
              )}
              <DataTable
                label="Upload check"
                columns={columns}
                data={check.puzzlesList}
                rowKey={(r) => `${r.folderId}-${r.id}-${r.status}`}
                pageSizes={[CHECK_PAGE_SIZE]}
                defaultPageSize={CHECK_PAGE_SIZE}
                emptyText="No puzzles"
              />
            </>
          )}
          {jobId !== null && <JobProgress id={jobId} onFinished={finished} />}
          {noSuccess !== null && (
            <Alert color="red" title={MESSAGES.retry}>
              {noSuccess}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <ProdLocked locked={prodLocked}>
              <Button
                color={env === 'prod' ? 'red' : undefined}
                loading={uploading}
                disabled={!check || blocked || prodLocked || release.published}
                onClick={() => void upload()}
              >
                Upload to {env}
              </Button>
            </ProdLocked>
          </Group>
          {release.published && (
            <Text size="xs" c="dimmed">
              {MESSAGES.published}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
