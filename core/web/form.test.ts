// Every invalid field shows its message: schema paths mapped onto the fields a form renders.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkWhenValid, zodFormErrors } from '../shared/zod';
import { fieldError, shownBy, unshownErrors } from './form';

const rendered = (...paths: string[]) => new Set(paths);

describe('form errors on rendered fields', () => {
  it('shows a tag list item’s message on the list (alias.0 on the Alias TagsInput)', () => {
    const errors = zodFormErrors(z.object({ alias: z.array(z.string().email('Please enter the correct email address!')) }), {
      alias: ['ok@example.com', 'nope'],
    });
    expect(errors).toEqual({ 'alias.1': 'Please enter the correct email address!' });
    expect(fieldError(errors, 'alias', rendered('alias'))).toBe('Please enter the correct email address!');
    expect(unshownErrors(errors, rendered('alias'))).toEqual([]);
  });

  it('leaves a nested message to its own field when that field is rendered', () => {
    const errors = { 'members.0.tag': 'Please input a tag', members: 'The weights must add up to 100!' };
    const fields = rendered('members', 'members.0.tag');
    expect(fieldError(errors, 'members', fields)).toBe('The weights must add up to 100!');
    expect(fieldError({ 'members.0.tag': 'Please input a tag' }, 'members', fields)).toBeUndefined();
    expect(fieldError(errors, 'members.0.tag', fields)).toBe('Please input a tag');
    expect(shownBy('members.0.tag', fields)).toBe('members.0.tag');
  });

  it('lists what no rendered field shows (a hidden field), so Save is never silent', () => {
    const errors = { name: 'Please input a name', 'alias.0': 'Please enter the correct email address!' };
    expect(unshownErrors(errors, rendered('name', 'role'))).toEqual(['Please enter the correct email address!']);
    expect(unshownErrors(errors, rendered('name', 'alias'))).toEqual([]);
  });
});

describe('checkWhenValid', () => {
  const schema = z
    .object({
      name: z.string().min(1, 'name required'),
      file: z.string({ error: 'file required' }),
      type: z.enum(['a', 'b']),
      n: z.number().optional(),
    })
    .superRefine(
      (v, ctx) => {
        if (v.type === 'b' && v.n === undefined) ctx.addIssue({ code: 'custom', message: 'n required', path: ['n'] });
      },
      checkWhenValid('type', 'n'),
    );

  it('runs a cross-field check although another field failed to parse', () => {
    expect(zodFormErrors(schema, { name: '', type: 'b' })).toEqual({ name: 'name required', file: 'file required', n: 'n required' });
  });
  it('skips it when a field it reads failed', () => {
    expect(zodFormErrors(schema, { name: 'x', file: 'f', type: 'c' })).toEqual({ type: expect.any(String) });
  });
});

describe('checkWhenValid on what is not an object', () => {
  const schema = z.object({ a: z.number() }).superRefine((v, ctx) => {
    if (v.a.toFixed(0) === '1') ctx.addIssue({ code: 'custom', message: 'no ones', path: ['a'] });
  }, checkWhenValid('a'));
  it('does not run the check (it would read fields that are not there)', () => {
    for (const bad of [[], 'x', null, 5]) expect(schema.safeParse(bad).success).toBe(false);
  });
});
