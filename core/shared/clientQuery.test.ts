import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientPlatformField, clientVersionField } from './clientQuery';

describe('clientPlatformField', () => {
  const three = clientPlatformField([1, 2, 3]);
  const two = clientPlatformField([1, 2]);
  it('takes a code (number or text) or a platform name in any case', () => {
    expect(three.parse('1')).toBe(1);
    expect(three.parse(3)).toBe(3);
    expect(three.parse('iOS')).toBe(2);
    expect(three.parse('MAC')).toBe(3);
  });
  it('refuses other platforms, names and inherited keys with the platforms it serves', () => {
    expect(two.safeParse('mac').error?.issues[0].message).toBe('platform must be 1 (Android) or 2 (iOS)');
    expect(three.safeParse('4').error?.issues[0].message).toBe('platform must be 1 (Android), 2 (iOS) or 3 (Mac)');
    expect(three.safeParse('constructor').success).toBe(false);
    expect(three.safeParse(undefined).success).toBe(false);
  });
});

describe('clientVersionField', () => {
  it('takes one to four dotted numbers by default, or the pattern a route keeps', () => {
    expect(clientVersionField().parse(' 1.2 ')).toBe('1.2');
    expect(clientVersionField().safeParse('1.x').error?.issues[0].message).toBe('version must look like 1.2.3');
    expect(clientVersionField(/^\d+\.\d+\.\d+$/).safeParse('1.2').success).toBe(false);
    expect(z.object({ version: clientVersionField() }).safeParse({}).error?.issues[0].message).toBe('version is required, like 1.2.3');
  });
});
