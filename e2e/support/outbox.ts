import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** The mails the API wrote to its outbox (no SMTP_URL) under `dataDir`, quoted-printable undone. */
export async function outbox(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const latin1 = (await readFile(path.join(dir, file), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(latin1, 'latin1').toString('utf8');
    }),
  );
}

/** The path of the newest `/<page>/<token>` link mailed to `email`, waiting for it to arrive. */
export async function mailedLink(dataDir: string, email: string, page: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const mail of (await outbox(dataDir)).reverse()) {
      if (!mail.includes(`To: ${email}`)) continue;
      const match = new RegExp(`https?://[^/\\s]+(/${page}/[A-Za-z0-9_-]{43})`).exec(mail);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${page} link mailed to ${email}`);
}
