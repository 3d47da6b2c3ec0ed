// The config center's state: env, namespace, file and the open modal in the URL; the projects
// menu, the env's namespaces and the namespace's files (each list saying whose it is); the file
// being edited beside its released version, whether it has unsaved changes (guarded on leaving),
// and the actions: submit, delete the file, switch tab (asking first when unsaved), open and
// close a modal.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { rule } from '../../../../core/shared/access';
import { confirmAction } from '../../../../core/web/dialogs';
import { call, errorMessage } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { manageEndpoints as ep } from '../../endpoints/manage';
import { releaseEndpoints } from '../../endpoints/releases';
import { MANAGE_MESSAGES } from '../../schemas/manage';
import { CC_ENVS, type CcEnv } from '../../shared';
import { confirmLeave, useUnsavedGuard } from './useUnsavedGuard';

const MODALS = ['', 'file', 'namespace', 'archive'] as const;
const DEFAULTS = { env: 'dev', ns: '', file: '', modal: '' };
const CHECKS = { env: oneOf(CC_ENVS), modal: oneOf(MODALS) };

/** What the editor shows: the released content, the submitted one and the one being edited. */
export interface Doc {
  key: string;
  original: string;
  /** The released commit id (null: never released), or why it could not be read. */
  released: { commitId: string | null; problem?: string };
  saved: string;
  value: string;
}

export type ConfigCenterState = ReturnType<typeof useConfigCenter>;

const status = (e: unknown) => (e as { status?: number; statusCode?: number }).status ?? (e as { statusCode?: number }).statusCode;

/** The file as released: '' when the namespace was never released or the file is new since. */
async function releasedContent(code: string, env: CcEnv, nameSpace: string, fileName: string): Promise<Pick<Doc, 'original' | 'released'>> {
  let commitId: string | null;
  try {
    commitId = (await call(releaseEndpoints.release, { params: { code }, query: { env, nameSpace }, quiet: true })).payload.release
      .commitId;
  } catch (e) {
    return { original: '', released: { commitId: null, problem: errorMessage(e) } };
  }
  if (!commitId) return { original: '', released: { commitId: null } };
  try {
    const r = await call(ep.content, { params: { code }, query: { env, nameSpace, fileName, commitId }, quiet: true });
    return { original: r.payload.content, released: { commitId } };
  } catch (e) {
    if (status(e) === 404) return { original: '', released: { commitId } };
    return { original: '', released: { commitId, problem: errorMessage(e) } };
  }
}

export function useConfigCenter() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(DEFAULTS, CHECKS);
  const env = q.env as CcEnv;
  const can = useCan();
  const canRelease = env !== 'prod' || can(rule.ownerOrAdmin, code);
  const [, navigate] = useLocation();

  const projects = useLoad(() => call(ep.projects), []);
  const [nsTick, setNsTick] = useState(0);
  // Each list says whose it is: while the next one loads, the last answer (another env's
  // namespaces, another namespace's files) must not name what is asked for next (a file of the
  // previous namespace asked for in the new one answered 'No such file').
  const namespaces = useLoad(
    async () => ({ of: `${code}/${env}`, list: (await call(ep.namespaces, { params: { code }, query: { env } })).payload.nameSpaces }),
    [code, env, nsTick],
  );
  const nsNames = useMemo(
    () => (namespaces.data?.of === `${code}/${env}` ? namespaces.data.list.map((n) => n.nameSpace) : []),
    [namespaces.data, code, env],
  );
  const ns = nsNames.includes(q.ns) ? q.ns : (nsNames[0] ?? '');

  const [filesTick, setFilesTick] = useState(0);
  const filesOf = `${code}/${env}/${ns}`;
  const files = useLoad(
    async () =>
      ns ? { of: filesOf, list: (await call(ep.files, { params: { code }, query: { env, nameSpace: ns } })).payload.fileList } : null,
    [filesOf, filesTick],
  );
  const fileNames = useMemo(() => (files.data?.of === filesOf ? files.data.list : []), [files.data, filesOf]);
  const file = fileNames.includes(q.file) ? q.file : (fileNames[0] ?? '');

  const [releaseTick, setReleaseTick] = useState(0);
  const [archivesKey, setArchivesKey] = useState(0);
  const key = file ? `${code}/${env}/${ns}/${file}` : '';
  const loaded = useLoad(async () => {
    if (!file) return null;
    const [current, released] = await Promise.all([
      call(ep.content, { params: { code }, query: { env, nameSpace: ns, fileName: file } }),
      releasedContent(code, env, ns, file),
    ]);
    return { key, current: current.payload.content, ...released };
  }, [key, releaseTick]);

  const [doc, setDoc] = useState<Doc | null>(null);
  useEffect(() => {
    const d = loaded.data;
    if (!d) return;
    // A reload of the same file (after a release) keeps what is being edited.
    setDoc((prev) => ({
      key: d.key,
      original: d.original,
      released: d.released,
      saved: d.current,
      value: prev?.key === d.key && prev.value !== prev.saved ? prev.value : d.current,
    }));
  }, [loaded.data]);
  const shown = doc && doc.key === key ? doc : null;
  const dirty = !!shown && shown.value !== shown.saved;
  useUnsavedGuard(dirty);

  const [saving, setSaving] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const submit = async () => {
    if (!shown || !dirty || saving) return;
    const fileContent = shown.value;
    setSaving(true);
    try {
      await call(ep.save, { params: { code }, body: { code, env, nameSpace: ns, fileName: file, fileContent } });
      setDoc((d) => (d && d.key === shown.key ? { ...d, saved: fileContent } : d));
      toast(MANAGE_MESSAGES.saved);
    } finally {
      setSaving(false);
    }
  };

  const removeFile = async () => {
    if (!file) return;
    const ok = await confirmAction({
      title: 'Delete file',
      message: `Delete ${file} from ${env} / ${ns}? Archives keep their copy; the next archive will not have it.`,
      confirm: 'Delete',
      danger: true,
    });
    if (!ok) return;
    await call(ep.deleteFile, { params: { code }, query: { env, nameSpace: ns, fileName: file } });
    toast(MANAGE_MESSAGES.deleted);
    setDoc(null);
    setQ({ file: '' });
    setFilesTick((n) => n + 1);
  };

  const switchTo = async (patch: Partial<typeof DEFAULTS>) => {
    if (await confirmLeave(dirty)) setQ(patch);
  };
  const openModal = (modal: (typeof MODALS)[number]) => setQ({ modal });
  const closeModal = () => setQ({ modal: '' });

  return {
    code,
    q,
    setQ,
    env,
    canRelease,
    navigate,
    projects,
    namespaces,
    nsNames,
    ns,
    setNsTick,
    files,
    filesOf,
    fileNames,
    file,
    setFilesTick,
    setReleaseTick,
    archivesKey,
    setArchivesKey,
    shown,
    setDoc,
    dirty,
    saving,
    submitRef,
    submit,
    removeFile,
    switchTo,
    openModal,
    closeModal,
  };
}
