// Lets the browser save a blob (a file made here or an answer of a call) under a name: the one
// download helper of the CSV and xlsx exports.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
