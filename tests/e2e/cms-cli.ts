import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The operations CLI (`npm run cms`) against a test server's CMS database; what it printed.
 * Asynchronous on purpose: a test blocked for seconds would miss the server closing an idle
 * keep-alive connection and then send on it.
 */
export async function runCmsCli(databaseUrl: string, ...args: string[]): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['scripts/cms-cli.ts', ...args], {
        env: { ...process.env, CMS_DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      });
      return stdout;
    } catch (error) {
      const { stdout, stderr, code, signal } = error as { stdout?: string; stderr?: string; code?: number; signal?: string };
      // Now and then loading the CMS modules through tsx never settles and Node ends the CLI with
      // code 13 before it has done anything (no output): that start is tried once more.
      if (code === 13 && !stdout && attempt === 1) continue;
      // What the CLI printed is the reason it failed.
      throw new Error(`cms ${args[0]} failed (exit ${code}, signal ${signal}):\n${stderr ?? ''}\n${stdout ?? ''}`, { cause: error });
    }
  }
}
