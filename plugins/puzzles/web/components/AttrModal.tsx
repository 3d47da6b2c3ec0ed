// A puzzle's typed attributes (002 §3) and its attribute JSON (ADMIN with the project permission).
// The fields are checked with the shared attrSchema before anything is sent: a value out of its
// range (Quality 150, Duration -3) shows the schema's message and nothing is saved. The number
// fields never clamp (Mantine's default would have turned 150 into 100 on blur, silently).
// Every attribute of 002 §3 that an operator sets has a typed field (isHard, special and isColor
// as switches, scale_for_background and storyType as numbers); the raw JSON shows to ADMINs only.
import { useState } from 'react';
import { zodFormErrors } from '../../../../core/shared/zod';
import { attrSchema } from '../../schemas';
import { Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { ModalActions } from './ModalActions';
import { toast } from '../../../../core/web/notify';
import { MAX_SIZES, REVIEW_SCORES, TOASTS, type Puzzle } from '../../shared';
import { puzzlesApi } from '../api';
import { useSubmit } from './useSubmit';

const SWITCHES = { isHard: 'Hard', special: 'Special', isColor: 'Color' } as const;

export function AttrModal(props: {
  /** Closed, it stays mounted: Mantine then gives focus back to the control that opened it. */
  opened: boolean;
  code: string;
  folderId: number;
  puzzle: Puzzle;
  readOnly: boolean;
  /** The raw attribute JSON is shown (ADMIN only). */
  jsonVisible: boolean;
  jsonEditable: boolean;
  formTypes: { value: number; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const a = props.puzzle.attr;
  const [v, setV] = useState<Record<string, string | number | boolean>>({
    note: a.note ?? '',
    duration: a.duration ?? '',
    difficulty: a.difficulty ?? '',
    quality: a.quality ?? '',
    treasures_quality: a.treasures_quality ?? '',
    unlockLevel: a.unlockLevel ?? '',
    max_size: a.max_size ? String(a.max_size) : '',
    review_score: a.review_score !== undefined ? String(a.review_score) : '',
    formType: a.formType !== undefined ? String(a.formType) : '',
    scale_for_background: a.scale_for_background ?? '',
    storyType: a.storyType ?? '',
    isHard: !!a.isHard,
    special: !!a.special,
    isColor: !!a.isColor,
  });
  const [json, setJson] = useState(JSON.stringify(a, null, 2));
  const set = (k: string) => (x: string | number | boolean | null) => setV((o) => ({ ...o, [k]: x ?? '' }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const n = (k: string) => (v[k] === '' ? undefined : Number(v[k]));
  const fields = () => ({
    note: String(v.note),
    duration: n('duration'),
    difficulty: n('difficulty'),
    quality: n('quality'),
    treasures_quality: n('treasures_quality'),
    unlockLevel: n('unlockLevel'),
    max_size: n('max_size') as 2048 | 4096 | undefined,
    review_score: n('review_score') as 0 | 2 | -2 | undefined,
    ...(props.formTypes.length ? { formType: n('formType') } : {}),
    scale_for_background: n('scale_for_background'),
    storyType: n('storyType'),
    isHard: v.isHard === true,
    special: v.special === true,
    isColor: v.isColor === true,
  });
  const s = useSubmit(async (mode: 'fields' | 'json') => {
    if (mode === 'json') await puzzlesApi.update(props.code, props.folderId, props.puzzle.id, { attrJson: json });
    else {
      const attr = fields();
      const problems = zodFormErrors(attrSchema, attr);
      setErrors(problems);
      if (Object.keys(problems).length) return;
      await puzzlesApi.update(props.code, props.folderId, props.puzzle.id, { attr });
    }
    toast(TOASTS.success);
    props.onSaved();
  });
  /** A field's props: its value, its change (which clears its message) and its message. */
  const field = (k: string) => ({
    value: v[k] as number,
    onChange: (x: string | number | null) => {
      set(k)(x);
      setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => key !== k)));
    },
    error: errors[k],
    disabled: props.readOnly,
  });
  const ro = props.readOnly;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Attributes of puzzle ${props.puzzle.id}`} size="lg">
      <Stack>
        <TextInput
          label="Note"
          value={String(v.note)}
          onChange={(e) => set('note')(e.currentTarget.value)}
          error={errors.note}
          disabled={ro}
        />
        <Group grow>
          <NumberInput label="Duration" min={0} clampBehavior="none" allowDecimal={false} {...field('duration')} />
          <NumberInput label="Difficulty" min={0} clampBehavior="none" allowDecimal={false} {...field('difficulty')} />
          <NumberInput label="Unlock level" min={0} clampBehavior="none" allowDecimal={false} {...field('unlockLevel')} />
        </Group>
        <Group grow>
          <NumberInput label="Quality" min={1} max={100} clampBehavior="none" allowDecimal={false} {...field('quality')} />
          <NumberInput
            label="Treasures quality"
            min={1}
            max={100}
            clampBehavior="none"
            allowDecimal={false}
            {...field('treasures_quality')}
          />
        </Group>
        <Group grow>
          <NumberInput label="Scale for background" min={0} max={100} clampBehavior="none" {...field('scale_for_background')} />
          <NumberInput label="Story type" min={0} max={100} clampBehavior="none" allowDecimal={false} {...field('storyType')} />
        </Group>
        <Group>
          {(['isHard', 'special', 'isColor'] as const).map((k) => (
            <Switch key={k} label={SWITCHES[k]} checked={v[k] === true} onChange={(e) => set(k)(e.currentTarget.checked)} disabled={ro} />
          ))}
        </Group>
        <Group grow>
          <Select
            label="Max size"
            clearable
            data={MAX_SIZES.map(String)}
            value={String(v.max_size) || null}
            onChange={set('max_size')}
            error={errors.max_size}
            disabled={ro}
          />
          <Select
            label="Review score"
            clearable
            data={REVIEW_SCORES.map(String)}
            value={String(v.review_score) || null}
            onChange={set('review_score')}
            error={errors.review_score}
            disabled={ro}
          />
          {props.formTypes.length > 0 && (
            <Select
              label="Form type"
              clearable
              data={props.formTypes.map((f) => ({ value: String(f.value), label: f.label }))}
              value={String(v.formType) || null}
              onChange={set('formType')}
              error={errors.formType}
              disabled={ro}
            />
          )}
        </Group>
        {props.jsonVisible && (
          <Textarea
            label={props.jsonEditable && !ro ? 'Attribute JSON' : 'Attribute JSON (view only)'}
            autosize
            minRows={4}
            maxRows={14}
            value={json}
            onChange={(e) => setJson(e.currentTarget.value)}
            readOnly={!props.jsonEditable || ro}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        )}
        <ModalActions error={s.error} onCancel={props.onClose}>
          {props.jsonEditable && !ro && (
            <Button variant="light" loading={s.busy} onClick={() => void s.run('json')}>
              Save JSON
            </Button>
          )}
          {!ro && (
            <Button loading={s.busy} onClick={() => void s.run('fields')}>
              Save
            </Button>
          )}
        </ModalActions>
      </Stack>
    </Modal>
  );
}
