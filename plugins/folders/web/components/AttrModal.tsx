// The attribute editor: folder type (project config folderTypes), and for the projects with
// collections a collection key and its .zip resource (uploaded as collection/{random}/{filename}
// once the key is valid), the thumbnail for the project that shows thumbnails, and the folder's
// category from the project's category tree (when categories is enabled; labels are tree paths).
import { useEffect, useState } from 'react';
import { Button, Checkbox, FileInput, Group, Image, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { toast } from '../../../../core/web/notify';
import { randomKeyPart, uploadFile } from '../../../../core/web/upload';
import { collectionKeySchema } from '../../schemas';
import { MESSAGES, THUMB_TYPES, TOASTS, type Folder, type FolderCategory, type FolderListResponse, type FolderThumb } from '../../shared';
import { foldersApi } from '../api';

/** 001 §3 attr resourceFileList, read-only: the count and the first names (the details modal lists them all). */
const resourceFilesLine = (names: string[]) =>
  names.length
    ? `${names.length === 1 ? '1 file' : `${names.length} files`} in it: ${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}`
    : 'The .zip holds no files';
const safeName = (n: string) => n.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^\.+/, '') || 'file';

export function AttrModal({
  code,
  folder,
  settings,
  thumb,
  onClose,
  onSaved,
}: {
  code: string;
  folder: Folder | null;
  settings: Pick<FolderListResponse, 'folderTypes' | 'collections' | 'categoriesEnabled'>;
  thumb: FolderThumb | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [type, setType] = useState<string | null>(null);
  const [key, setKey] = useState('');
  const [zip, setZip] = useState<File | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [dropThumb, setDropThumb] = useState(false);
  /** Save was pressed: an empty collection key shows its message (001 §5: required). */
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [category, setCategory] = useState<string | null>(null);
  /** The project's tree, read when the editor opens (null while it loads). */
  const [tree, setTree] = useState<FolderCategory[] | null>(null);
  useEffect(() => {
    if (!folder || !settings.categoriesEnabled) return;
    let live = true;
    setTree(null);
    void foldersApi.categoryTree(code).then(
      (r) => live && setTree(r.categories),
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
  }, [code, folder, settings.categoriesEnabled]);
  useEffect(() => {
    if (folder) {
      setCategory(folder.categoryId === null ? null : String(folder.categoryId));
      setType(folder.type || null);
      setKey(folder.attr.collectionKey ?? '');
      setZip(null);
      setImage(null);
      setDropThumb(false);
      setTried(false);
    }
  }, [folder]);
  const keyCheck = collectionKeySchema.safeParse(key);
  const keyError = settings.collections && (tried || key !== '' || zip) && !keyCheck.success ? keyCheck.error.issues[0].message : undefined;
  const zipError = zip && !/\.zip$/i.test(zip.name) ? MESSAGES.resourceZip : undefined;
  const imageError = image && !THUMB_TYPES.includes(image.type) ? MESSAGES.thumbImage : undefined;
  const save = async () => {
    setTried(true);
    if (!folder || (settings.collections && !keyCheck.success) || zipError || imageError) return;
    setBusy(true);
    try {
      const attr: { collectionKey?: string; resource?: { url: string }; thumb?: string | null } = {};
      if (settings.collections) attr.collectionKey = key;
      if (zip) attr.resource = { url: (await uploadFile(code, zip, { key: `collection/${randomKeyPart()}/${safeName(zip.name)}` })).url };
      if (image) attr.thumb = (await uploadFile(code, image)).url;
      else if (dropThumb) attr.thumb = null;
      const categoryId = category === null ? null : Number(category);
      const categoryChange = settings.categoriesEnabled && categoryId !== folder.categoryId ? { categoryId } : {};
      await foldersApi.update(code, folder.id, { type: type ?? '', ...categoryChange, ...(Object.keys(attr).length ? { attr } : {}) });
      toast(TOASTS.updated);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={!!folder} onClose={onClose} title={`Attributes of ${folder?.name.en ?? ''}`} size={800}>
      <Stack>
        <Select
          label="Type"
          data={settings.folderTypes}
          value={type}
          onChange={setType}
          clearable
          data-autofocus
          placeholder={settings.folderTypes.length ? 'Choose a type' : 'The project config has no folderTypes'}
          disabled={!settings.folderTypes.length}
        />
        {settings.categoriesEnabled && (
          <Select
            label="Category"
            placeholder={tree === null ? 'Loading the category tree…' : tree.length ? 'Choose a category' : 'The project has no categories'}
            data={(tree ?? []).map((c) => ({ value: String(c.id), label: c.path }))}
            value={category}
            onChange={setCategory}
            searchable
            clearable
            nothingFoundMessage="No such category"
            disabled={tree === null}
            description="A release with categories needs each of its folders to have one"
          />
        )}
        {settings.collections && (
          <>
            <TextInput label="collectionKey" withAsterisk value={key} onChange={(e) => setKey(e.currentTarget.value)} error={keyError} />
            <FileInput
              label="Resource (.zip)"
              accept=".zip,application/zip"
              value={zip}
              onChange={setZip}
              clearable
              disabled={!keyCheck.success}
              description={keyCheck.success ? undefined : MESSAGES.resourceNeedsKey}
              error={zipError}
            />
            {folder?.attr.resource && (
              <Text size="xs" c="dimmed">
                Current: {folder.attr.resource.url} ({folder.attr.resource.md5})
              </Text>
            )}
            {folder?.attr.resource && Array.isArray(folder.attr.resourceFileList) && (
              <Text size="xs" c="dimmed">
                {resourceFilesLine(folder.attr.resourceFileList)}
              </Text>
            )}
          </>
        )}
        {thumb && (
          <Group align="flex-end" wrap="nowrap">
            {folder?.attr.thumb && <Image src={folder.attr.thumb} w={thumb.width} h={thumb.height} fit="contain" alt="Current thumbnail" />}
            <Stack gap="xs" style={{ flex: 1 }}>
              <FileInput
                label={`Thumbnail (${thumb.width}x${thumb.height}, a picture of ${Math.round(thumb.width / thumb.scale)}x${Math.round(thumb.height / thumb.scale)} shown at scale ${thumb.scale})`}
                placeholder={folder?.attr.thumb ? 'Choose a picture to replace it' : 'Choose a picture'}
                accept={THUMB_TYPES.join(',')}
                value={image}
                onChange={setImage}
                clearable
                error={imageError}
              />
              {folder?.attr.thumb && (
                <Checkbox
                  label="Remove the thumbnail"
                  checked={dropThumb && !image}
                  disabled={!!image}
                  onChange={(e) => setDropThumb(e.currentTarget.checked)}
                />
              )}
            </Stack>
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={busy} disabled={!!keyError || !!zipError || !!imageError}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
