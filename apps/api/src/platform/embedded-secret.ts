// The embedded demo's signing secret: without JWT_SECRET, `npm start` must still work with one
// command, but no process may sign with a secret anyone can read in this repository. So the
// first start draws 48 random bytes into DATA_DIR/jwt-secret (mode 0600) and later starts reuse
// them: sessions survive restarts, and every demo installation has a secret of its own.
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export const EMBEDDED_SECRET_FILE = 'jwt-secret';

/** Reads the secret kept under `dataDir`, creating it on first use. */
export function readOrCreateEmbeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, EMBEDDED_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written under a temporary name and linked into place: two processes starting at once never
  // read a half-written file, and the one that loses the race reads the winner's secret.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readSecret(file);
}

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) {
    throw new Error(
      `Invalid configuration: ${file} holds no usable secret; delete it to have a new one made`,
    );
  }
  // Whatever happened to the file since (a copy, a restore), only its owner may read it.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return secret;
}
