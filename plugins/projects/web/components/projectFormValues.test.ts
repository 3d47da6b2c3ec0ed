import { describe, expect, it } from 'vitest';
import { CONFIG_NOT_OBJECT, emptyValues, formField, parseConfig, toProjectForm, validateProjectForm } from './projectFormValues';

describe('project form', () => {
  it("shows the spec's messages for an empty form", () => {
    const errors = validateProjectForm(emptyValues());
    expect(errors.code).toBe("Please input project's code");
    expect(errors.description).toBe("Please input project's description");
    expect(errors.domain).toBeTruthy();
  });
  it('checks the config is a JSON object', () => {
    expect(parseConfig('')).toEqual({ config: {} });
    expect(parseConfig('{"a":1}')).toEqual({ config: { a: 1 } });
    for (const bad of ['[1]', 'null', '3', '{oops', '"x"']) expect(parseConfig(bad)).toEqual({ error: CONFIG_NOT_OBJECT });
    expect(validateProjectForm({ ...emptyValues(), configText: '[]' }).configText).toBe(CONFIG_NOT_OBJECT);
  });
  it('trims code and nickname and converts ids', () => {
    const body = toProjectForm({
      ...emptyValues(),
      code: '  puzzle ',
      nickname: ' Puzzle Go ',
      description: 'x',
      domain: '2',
      ownerIds: ['3', '5'],
      configText: '{"k":true}',
    });
    expect(body).toMatchObject({ code: 'puzzle', nickname: 'Puzzle Go', domain: 2, ownerIds: [3, 5], config: { k: true } });
  });
  it('maps server issue paths to fields', () => {
    expect(formField('config.k')).toBe('configText');
    expect(formField('ownerIds.0')).toBe('ownerIds');
    expect(formField('code')).toBe('code');
  });
});
