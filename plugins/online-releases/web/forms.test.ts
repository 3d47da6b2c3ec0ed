// The forms' pure logic: the client-version rule as the forms send it, every message through the
// shared schema, and the detail's step of a status.
import { describe, expect, it } from 'vitest';
import { formErrors, initialValues, toFields } from './releaseForm';
import { generalErrors, generalFields, generalInitial } from './generalForm';
import { stepOf } from './components/GeneralDetailModal';
import { multipartStep } from './components/MultipartDetailModal';
import { multipartBlank, multipartErrors, multipartFields, releaseChoices } from './multipartForm';
import { canStage, canSwitch, canSync, canUpload, multipartStatus } from '../shared';

describe('online release form', () => {
  it('sends the rule only when a bound is given, and names what is missing', () => {
    const v = { ...initialValues(null), name: 'a', releaseType: 't', minVersion: '1.0.0' };
    expect(toFields(v).rule).toEqual({ clientVersions: ['1.0.0', ''] });
    expect(toFields({ ...v, minVersion: '' }).rule).toBeNull();
    expect(formErrors(initialValues(null), null)).toEqual({
      name: 'Please input name',
      releaseType: 'Please select Release Type',
      file: 'Please select a file',
    });
    expect(formErrors({ ...v, mode: 'Select' }, null)).toEqual({ localReleaseId: 'Please select a release' });
    expect(formErrors({ ...v, minVersion: '1.x' }, null).minVersion).toBe('Client version must look like 1.2.3');
    expect(formErrors({ ...v, file: new File(['x'], 'x.zip') }, null, true)).toEqual({ platform: 'Please select platform' });
  });
});

describe('general release form', () => {
  it('names every field of 001 §5', () => {
    const blank = { ...generalInitial(null), platform: '' };
    expect(generalErrors(blank, null)).toEqual({
      name: 'Please input name',
      fromType: 'Please select From Type',
      releaseType: 'Please select Release Type',
      versionTag: 'Please input Version Tag',
      platform: 'Please select platform',
    });
    const local = {
      ...generalInitial(null),
      name: 'n',
      releaseType: 't',
      versionTag: 'v',
      fromType: 'local' as const,
      multiPlatform: true,
    };
    expect(generalErrors(local, null)).toEqual({ fromId: 'Please select From Id', assetFileName: 'Please select assetFileName' });
    expect(generalErrors({ ...local, fromType: 'manual' }, null)).toEqual({ file: 'Please upload files' });
    expect(generalFields({ ...local, fromType: 'manual' }).multiPlatform).toBe(false);
  });
});

describe('multipart release form', () => {
  it('names the four required fields of 001 §5, shows the rule under its inputs, and sends the default cut size', () => {
    expect(multipartErrors(multipartBlank)).toEqual({
      name: 'Please input name',
      releaseType: 'Please select Release Type',
      localReleaseId: 'Please select a release',
      versionTag: 'Please input Version Tag',
    });
    const v = { ...multipartBlank, name: 'n', releaseType: 'main', localReleaseId: '4', versionTag: 'v1' };
    expect(multipartErrors(v)).toEqual({});
    expect(multipartErrors({ ...v, minVersion: '1.x' })).toEqual({ minVersion: 'Client version must look like 1.2.3' });
    expect(multipartErrors({ ...v, cutSize: 100 })).toEqual({ cutSize: 'cutSize must be a whole number of bytes, at least 1024' });
    expect(multipartFields({ ...v, maxVersion: '2.0.0' })).toMatchObject({ cutSize: 1048576, rule: { clientVersions: ['', '2.0.0'] } });
    expect(multipartFields(v).rule).toBeNull();
  });
  it('offers published releases, those without a data file disabled', () => {
    const options = {
      releaseTypes: [],
      flags: { quickDeploy: false, multipart: true, platformRequired: false },
      releases: [
        { id: 3, name: 'A', type: 'main', hasDataFile: true },
        { id: 4, name: 'B', type: '', hasDataFile: false },
      ],
    };
    expect(releaseChoices(options)).toEqual([
      { value: '3', label: '#3 A (main)', disabled: false },
      { value: '4', label: '#4 B (no type): no data file yet', disabled: true },
    ]);
    expect(releaseChoices(null)).toEqual([]);
  });
});

describe('states', () => {
  it('puts a multipart release on its step', () => {
    expect(multipartStep({ status: 'Init' })).toBe(1);
    expect(multipartStep({ status: 'Sandbox deployed' })).toBe(2);
    expect(multipartStep({ status: 'Prod deployed' })).toBe(3);
  });
  it('puts each status on its step, an error on the step it failed', () => {
    expect(stepOf('Init')).toEqual({ active: 1, error: false });
    expect(stepOf('Prod deployed')).toEqual({ active: 5, error: false });
    expect(stepOf('Staging deploy error')).toEqual({ active: 3, error: true });
  });
  it('offers the v1 actions of 000 §4', () => {
    const sandbox = { env: 'sandbox' as const, returnId: null, prodId: null, staging: 0 };
    expect([canUpload(sandbox), canSync(sandbox)]).toEqual([true, false]);
    expect([canUpload({ ...sandbox, returnId: 3 }), canSync({ ...sandbox, returnId: 3 })]).toEqual([false, true]);
    const prod = { env: 'prod' as const, returnId: null, prodId: null, staging: 0 };
    expect([canStage(prod), canSwitch(prod)]).toEqual([true, false]);
    expect([canStage({ ...prod, returnId: 4, staging: 1 }), canSwitch({ ...prod, returnId: 4, staging: 1 })]).toEqual([false, true]);
    expect([canStage({ ...prod, returnId: 5 }), canSwitch({ ...prod, returnId: 5 })]).toEqual([false, false]);
    expect(multipartStatus({ extra: { localReleaseId: 1, sandbox_returnId: 2, prod_returnId: null } })).toBe('Sandbox deployed');
  });
});
