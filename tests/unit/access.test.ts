import { describe, expect, it } from 'vitest';
import { allows, rule, type Viewer } from '../../core/shared/access';

const admin: Viewer = { id: 1, role: 'ADMIN', rights: [] };
const user: Viewer = { id: 2, role: 'USER', rights: [{ projectCode: 'a', name: 'x' }] };
const limit: Viewer = { id: 3, role: 'LIMIT', rights: [{ projectCode: 'a', name: 'x' }] };
const a = { code: 'a', ownerIds: [2] };
const b = { code: 'b', ownerIds: [] };

describe('allows()', () => {
  it('public, signedIn and admin', () => {
    expect(allows(rule.public, null)).toBe(true);
    expect(allows(rule.signedIn, null)).toBe(false);
    expect(allows(rule.signedIn, limit)).toBe(true);
    expect(allows(rule.admin, user)).toBe(false);
    expect(allows(rule.admin, admin)).toBe(true);
  });

  it('a right holds only in its project; ADMIN holds every right', () => {
    expect(allows(rule.right('x'), user, a)).toBe(true);
    expect(allows(rule.right('x'), user, b)).toBe(false);
    expect(allows(rule.right('y'), user, a)).toBe(false);
    expect(allows(rule.right('x'), user, null)).toBe(false);
    expect(allows(rule.right('anything'), admin, b)).toBe(true);
  });

  it('keeps LIMIT users out of rights declared limit:false', () => {
    expect(allows(rule.right('x'), limit, a)).toBe(true);
    expect(allows(rule.right('x', { limit: false }), limit, a)).toBe(false);
    expect(allows(rule.right('x', { limit: false }), user, a)).toBe(true);
  });

  it('owner-or-admin and member', () => {
    expect(allows(rule.ownerOrAdmin, user, a)).toBe(true);
    expect(allows(rule.ownerOrAdmin, limit, a)).toBe(false);
    expect(allows(rule.ownerOrAdmin, admin, b)).toBe(true);
    expect(allows(rule.member, limit, a)).toBe(true);
    expect(allows(rule.member, user, b)).toBe(false);
    expect(allows(rule.member, { id: 9, role: 'USER', rights: [] }, { code: 'b', ownerIds: [9] })).toBe(true);
  });
});
