// StatsTable's page props from the screen's URL state (`pn`, `ps`), so every screen pages alike.
export function urlPaging(q: { pn: string; ps: string }, setQ: (patch: { pn: string; ps: string }) => void, pageSizes: readonly number[]) {
  return {
    page: Number(q.pn) || 1,
    pageSize: Number(q.ps) || pageSizes[0],
    onPage: (pn: number, ps: number) => setQ({ pn: String(pn), ps: String(ps) }),
  };
}
