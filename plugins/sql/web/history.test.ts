import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT } from '../shared';
import { addToHistory, clearHistory, readHistory } from './history';

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}

describe('query history', () => {
  it('keeps the last 10 queries per project, newest first, each once', () => {
    const s = new MemoryStorage();
    for (let i = 1; i <= 12; i++) addToHistory('tiles', `SELECT ${i} FROM events_tiles`, 1000 + i, s);
    addToHistory('tiles', 'SELECT 5 FROM events_tiles', 2000, s);
    const list = readHistory('tiles', s);
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]).toEqual({ version: 2000, queryString: 'SELECT 5 FROM events_tiles' });
    expect(list.map((e) => e.queryString).filter((q) => q === 'SELECT 5 FROM events_tiles')).toHaveLength(1);
    expect(list.map((e) => e.version)).toEqual([2000, 1012, 1011, 1010, 1009, 1008, 1007, 1006, 1004, 1003]);
    expect(readHistory('jigsaw', s)).toEqual([]);
    clearHistory('tiles', s);
    expect(readHistory('tiles', s)).toEqual([]);
  });

  it('reads damaged storage as empty and skips blank queries', () => {
    const s = new MemoryStorage();
    s.setItem('liveops.sqlHistory.tiles', '{not json');
    expect(readHistory('tiles', s)).toEqual([]);
    expect(addToHistory('tiles', '   ', 1, s)).toEqual([]);
  });
});
