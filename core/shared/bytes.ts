/** 2 MB, 64 KB, 10 bytes: rounded down, so a limit with a little slack still reads as its round size. */
export function formatBytes(n: number): string {
  const floor1 = (x: number) => Math.floor(x * 10) / 10;
  if (n >= 1024 * 1024) return `${floor1(n / 1024 / 1024)} MB`;
  if (n >= 1024) return `${floor1(n / 1024)} KB`;
  return `${n} bytes`;
}
