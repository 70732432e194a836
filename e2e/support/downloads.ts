import type { Download } from '@playwright/test';

/** The bytes of a download. */
export async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A download read as UTF-8 text (a CSV, an export). */
export async function textOf(download: Download): Promise<string> {
  return (await bytesOf(download)).toString('utf8');
}
