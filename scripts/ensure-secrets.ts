/**
 * Creates ./data/secrets.env once (or the file named by LEADS_SECRETS_FILE) with random values
 * for NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, LEADS_HASH_SALT, LEADS_FORM_SECRET and PAYLOAD_SECRET, and prints its
 * path. scripts/with-secrets.sh runs it before `next build` and the server (server.ts), so the build and
 * every later start share one server-actions key and forms survive restarts and redeploys.
 * Deploying to several machines: copy the file, or set the four variables in the environment.
 */
import { defaultSecretsFile, ensureSecretsFile } from '../src/server/secrets-file';

const file = process.env.LEADS_SECRETS_FILE || defaultSecretsFile;
ensureSecretsFile(file);
console.log(file);
