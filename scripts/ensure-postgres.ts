/**
 * The throwaway PostgreSQL of scripts/ensure-postgres.sh, for the scripts, benchmarks and tests
 * that need one; each decides for itself what a missing server means (fail, skip or leave out).
 */
import { execFileSync } from 'node:child_process';

export interface EnsurePostgresOptions {
  /** The script's messages (why it cannot start PostgreSQL, say): shown on this process's stderr, or kept only for the error a failure throws. */
  stderr?: 'inherit' | 'pipe';
  /** Stop waiting after this long (installing PostgreSQL takes minutes); no limit by default. */
  timeoutMs?: number;
}

/**
 * The admin URL of the PostgreSQL on loopback (installed and started when needed), or undefined
 * when it cannot run here. Throws when the script itself fails or times out.
 */
export function ensurePostgres({ stderr = 'inherit', timeoutMs }: EnsurePostgresOptions = {}): string | undefined {
  const output = execFileSync('bash', ['scripts/ensure-postgres.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', stderr], timeout: timeoutMs });
  return output.trim().split('\n').filter((line) => line.startsWith('postgres://')).at(-1);
}
