// Create a puzzle in this folder (projects whose config allows create): its English name, picture 1
// (required) and picture 2, the typed attributes of the attributes form and its sort (empty: after
// the folder's last puzzle). The shared createSchema checks the fields, as the server does.
import { Button, Checkbox, FileInput, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ModalActions } from './ModalActions';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { zodFormErrors } from '../../../../core/shared/zod';
import { useForm } from '../../../../core/web/form';
import { errorMessage } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { createSchema } from '../../schemas';
import { MAX_SIZES, MESSAGES, PICTURE_MAX_BYTES, PICTURE_MAX_MB, PICTURE_TYPES, REVIEW_SCORES, TOASTS, type Puzzle } from '../../shared';
import { puzzlesApi } from '../api';

const NUMBER_ATTRS = ['difficulty', 'duration', 'unlockLevel', 'quality', 'treasures_quality'] as const;

interface Values {
  name: string;
  pic1: File | null;
  pic2: File | null;
  sort: number | string;
  difficulty: number | string;
  duration: number | string;
  unlockLevel: number | string;
  quality: number | string;
  treasures_quality: number | string;
  max_size: string;
  review_score: string;
  formType: string;
  isHard: boolean;
  note: string;
}

const INITIAL: Values = {
  name: '',
  pic1: null,
  pic2: null,
  sort: '',
  difficulty: '',
  duration: '',
  unlockLevel: '',
  quality: '',
  treasures_quality: '',
  max_size: '',
  review_score: '',
  formType: '',
  isHard: false,
  note: '',
};

const numberOrBlank = (v: number | string) => (v === '' ? undefined : Number(v));

/** The typed attributes as the API takes them (blank fields left out). */
function attrOf(v: Values, withFormType: boolean): Record<string, unknown> {
  const attr: Record<string, unknown> = {};
  for (const k of NUMBER_ATTRS) if (v[k] !== '') attr[k] = Number(v[k]);
  if (v.max_size) attr.max_size = Number(v.max_size);
  if (v.review_score) attr.review_score = Number(v.review_score);
  if (withFormType && v.formType) attr.formType = Number(v.formType);
  if (v.isHard) attr.isHard = true;
  if (v.note.trim()) attr.note = v.note.trim();
  return attr;
}

function pictureProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? MESSAGES.pic1Required : null;
  // A browser that knows no type for the file sends it: the server judges the bytes.
  if (file.type && !(PICTURE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.pictureType;
  if (file.size > PICTURE_MAX_BYTES) return MESSAGES.pictureTooBig;
  return null;
}

export function CreateModal({
  opened,
  code,
  folderId,
  formTypes,
  onClose,
  onCreated,
}: {
  /** Closed, it stays mounted: Mantine then gives focus back to the control that opened it. */
  opened: boolean;
  code: string;
  folderId: number;
  formTypes: { value: number; label: string }[];
  onClose: () => void;
  onCreated: (p: Puzzle) => void;
}) {
  const [error, setError] = useState('');
  const form = useForm<Values>({
    initialValues: INITIAL,
    validate: (v) => {
      const out: Record<string, string> = {};
      for (const [key, message] of Object.entries(
        zodFormErrors(createSchema, { name: v.name, attr: attrOf(v, formTypes.length > 0), sort: numberOrBlank(v.sort) }),
      )) {
        out[key.replace(/^attr\./, '')] ??= message;
      }
      const p1 = pictureProblem(v.pic1, true);
      const p2 = pictureProblem(v.pic2, false);
      if (p1) out.pic1 = p1;
      if (p2) out.pic2 = p2;
      return out;
    },
  });
  const [busy, setBusy] = useState(false);

  const submit = form.onSubmit(async (v) => {
    setBusy(true);
    setError('');
    try {
      const { puzzle } = await puzzlesApi.create(code, folderId, {
        name: v.name.trim(),
        sort: v.sort === '' ? '' : Number(v.sort),
        attr: attrOf(v, formTypes.length > 0),
        pic1: v.pic1!,
        pic2: v.pic2,
      });
      toast(TOASTS.created);
      onCreated(puzzle);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  });

  const accept = PICTURE_TYPES.join(',');
  return (
    <Modal opened={opened} onClose={onClose} title="Create a puzzle" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Name (en)" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <FileInput
              label="Picture 1"
              description={`png, jpeg or webp, at most ${PICTURE_MAX_MB} MB`}
              withAsterisk
              accept={accept}
              clearable
              leftSection={<IconPhoto size={16} />}
              placeholder="Pick a picture"
              {...form.getInputProps('pic1')}
            />
            <FileInput
              label="Picture 2"
              description="Optional"
              accept={accept}
              clearable
              leftSection={<IconPhoto size={16} />}
              placeholder="Pick a picture"
              {...form.getInputProps('pic2')}
            />
          </SimpleGrid>
          <SimpleGrid cols={3}>
            <NumberInput
              label="Difficulty"
              clampBehavior="none"
              min={0}
              max={1000}
              allowDecimal={false}
              {...form.getInputProps('difficulty')}
            />
            <NumberInput label="Duration" clampBehavior="none" min={0} allowDecimal={false} {...form.getInputProps('duration')} />
            <NumberInput label="Unlock level" clampBehavior="none" min={0} allowDecimal={false} {...form.getInputProps('unlockLevel')} />
            <NumberInput label="Quality" clampBehavior="none" min={1} max={100} allowDecimal={false} {...form.getInputProps('quality')} />
            <NumberInput
              label="Treasures quality"
              clampBehavior="none"
              min={1}
              max={100}
              allowDecimal={false}
              {...form.getInputProps('treasures_quality')}
            />
            <Select label="Max size" clearable data={MAX_SIZES.map(String)} {...form.getInputProps('max_size')} />
            <Select label="Review score" clearable data={REVIEW_SCORES.map(String)} {...form.getInputProps('review_score')} />
            {formTypes.length > 0 && (
              <Select
                label="Form type"
                clearable
                data={formTypes.map((f) => ({ value: String(f.value), label: f.label }))}
                {...form.getInputProps('formType')}
              />
            )}
            <NumberInput
              label="Sort"
              description="Empty: after the last puzzle"
              clampBehavior="none"
              min={0}
              allowDecimal={false}
              {...form.getInputProps('sort')}
            />
          </SimpleGrid>
          <Checkbox label="Hard" {...form.getInputProps('isHard', { type: 'checkbox' })} />
          <TextInput label="Note" {...form.getInputProps('note')} />
          <ModalActions error={error} onCancel={onClose}>
            <Button type="submit" loading={busy}>
              Create
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
