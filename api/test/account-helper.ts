import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UserInput } from '@portal/contracts/api/users';
import { hashPassword } from '../src/auth/passwords.ts';
import { testDb } from './helper.ts';

export interface OwnUser {
  id: number;
  login: string;
  email: string;
  password: string;
  tenant: string;
}

/** A user of the test's own, so lockouts and password changes touch nobody else's rows. */
export async function createUser(
  options: {
    tenant?: string;
    password?: string;
    pwdMinLength?: number;
    pwdNumDiff?: number;
    passwordDurationDays?: number;
    pwdModDaysAgo?: number;
    blocked?: 'N' | 'S';
  } = {},
): Promise<OwnUser> {
  const db = await testDb();
  const tenant = options.tenant ?? 'alfa';
  const login = `acc-${randomBytes(4).toString('hex')}`;
  const password = options.password ?? 'Iniziale2026!';
  const email = `${login}@example.test`;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (tenant_id, client_id, login, password_hash, name, last_name, email, blocked,
       pwd_min_length, pwd_num_diff, password_duration_days, pwd_mod_date)
     SELECT t.id, (SELECT c.id FROM clients c WHERE c.tenant_id = t.id ORDER BY c.id LIMIT 1), $2, $3, 'Prova', 'Account', $4,
       $5, $6, $7, $8, now() - make_interval(days => $9)
     FROM tenants t WHERE t.code = $1
     RETURNING id`,
    [
      tenant,
      login,
      await hashPassword(password),
      email,
      options.blocked ?? 'N',
      options.pwdMinLength ?? 8,
      options.pwdNumDiff ?? 3,
      options.passwordDurationDays ?? 180,
      options.pwdModDaysAgo ?? 0,
    ],
  );
  return { id: row.id, login, email, password, tenant };
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  body: string;
}

/** Mails the app wrote to its outbox folder, oldest first, with the quoted-printable undone. */
export async function outbox(app: FastifyInstance): Promise<OutboxMail[]> {
  const dir = app.config.outboxDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    const [head, ...rest] = raw.split('\n\n');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? '';
    const latin1 = rest
      .join('\n\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const body = Buffer.from(latin1, 'latin1').toString('utf8');
    mails.push({ file, to: header('To'), subject: header('Subject'), body });
  }
  return mails;
}

/** The token of the newest link to `/<page>/<token>` mailed to `email`. */
export async function mailedToken(app: FastifyInstance, email: string, page: string): Promise<string | null> {
  const mails = (await outbox(app)).filter((mail) => mail.to.includes(email));
  for (const mail of mails.reverse()) {
    const match = new RegExp(`/${page}/([A-Za-z0-9_-]{43})`).exec(mail.body);
    if (match) return match[1];
  }
  return null;
}

/** The body of `PUT /api/user/:id` from what `GET` answered, with changes: the contract's fields only. */
export function userUpdateBody(user: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { ...Object.fromEntries(Object.keys(UserInput.properties).map((key) => [key, user[key]])), ...extra };
}
