// Conditional GETs: does the request's If-None-Match name this ETag? (RFC 9110 §13.1.2:
// a list, `*`, and weak validators compare equal for GET.)
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === wanted);
}
