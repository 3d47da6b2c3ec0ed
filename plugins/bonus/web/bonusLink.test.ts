import { describe, expect, it } from 'vitest';
import { bonusLink } from './bonusLink';

describe('bonusLink', () => {
  it('is always https on the service host', () => {
    expect(bonusLink('game.example.com', 'AB12')).toBe('https://game.example.com/bonus/AB12');
    expect(bonusLink('http://game.example.com/', 'AB12')).toBe('https://game.example.com/bonus/AB12');
    expect(bonusLink(' https://api.example.com:8443 ', 'A B')).toBe('https://api.example.com:8443/bonus/A%20B');
  });
  it('is none without a host', () => {
    expect(bonusLink('  ', 'AB12')).toBeNull();
  });
});
