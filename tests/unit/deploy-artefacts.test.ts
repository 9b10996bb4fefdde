import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// js-yaml (installed with ESLint) ships no type declarations.
const { load } = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown };

/**
 * The deployment artefacts (compose.yaml, deploy/, Dockerfile) agree with the code: they set only
 * variables the server reads, run both instances alike, and probe the readiness endpoint.
 */
const read = (path: string) => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

interface Service {
  env_file?: string | string[];
  environment?: Record<string, string> | string[];
  volumes?: string[];
  healthcheck?: { test: string | string[] };
  depends_on?: Record<string, { condition: string }>;
}
const compose = load(read('compose.yaml')) as { services: Record<string, Service> };
const appServices = ['app1', 'app2'] as const;

/** The keys of src/server/env.ts's schema, plus the variables Next and Node read themselves. */
function variablesTheAppReads(): Set<string> {
  const source = read('src/server/env.ts');
  const schema = source.slice(source.indexOf('z\n  .object({'), source.indexOf('  })\n  .refine('));
  const keys = [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gmu)].map((match) => match[1]!);
  expect(keys).toContain('DATABASE_URL');
  expect(keys).toContain('PAYLOAD_SECRET');
  return new Set([...keys, 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'NODE_ENV']);
}

function envFileVariables(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.slice(0, line.indexOf('=')));
}

function environmentNames(service: Service): string[] {
  const { environment } = service;
  if (environment === undefined) return [];
  return Array.isArray(environment) ? environment.map((entry) => entry.split('=')[0]!) : Object.keys(environment);
}

describe('deployment artefacts', () => {
  const known = variablesTheAppReads();

  it('sets only variables the app reads', () => {
    const example = envFileVariables(read('deploy/site.env.example'));
    expect(example.length).toBeGreaterThan(0);
    for (const name of example) expect(known, `deploy/site.env.example: ${name}`).toContain(name);
    for (const service of appServices) {
      for (const name of environmentNames(compose.services[service]!)) expect(known, `${service}: ${name}`).toContain(name);
    }
  });

  it('documents every secret the instances must share', () => {
    const example = envFileVariables(read('deploy/site.env.example'));
    for (const name of ['DATABASE_URL', 'CMS_DATABASE_URL', 'PAYLOAD_SECRET', 'LEADS_HASH_SALT', 'LEADS_FORM_SECRET', 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY']) {
      expect(example).toContain(name);
    }
  });

  it('runs both app services alike, with the shared media volume', () => {
    const [first, second] = appServices.map((name) => compose.services[name]!);
    expect(first!.env_file).toBeDefined();
    expect(second!.env_file).toEqual(first!.env_file);
    expect(second!.environment).toEqual(first!.environment);
    expect(environmentNames(first!)).toContain('TRUST_PROXY');
    for (const service of [first!, second!]) {
      expect(service.volumes).toContain('media:/app/data/media');
      expect(service.depends_on?.db?.condition).toBe('service_healthy');
    }
  });

  it('probes /readyz in compose and in the image', () => {
    for (const service of appServices) {
      const test = compose.services[service]!.healthcheck!.test;
      expect([test].flat().join(' ')).toContain('/readyz');
    }
    const dockerfile = read('Dockerfile');
    const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n(?:.*\\\n)*.*\/readyz/mu);
    const users = [...finalStage.matchAll(/^USER\s+(\S+)/gmu)].map((match) => match[1]);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/u);
  });

  it('points the proxy at both app services', () => {
    const nginx = read('deploy/nginx/nginx.conf');
    const upstream = /upstream site \{([^}]*)\}/u.exec(nginx)?.[1] ?? '';
    const servers = [...upstream.matchAll(/^\s*server\s+([^\s;]+)/gmu)].map((match) => match[1]);
    expect(servers).toEqual(appServices.map((name) => `${name}:3000`));
    expect(nginx).toMatch(/location \/ \{\s*include proxy\.conf;/u);
    expect(read('deploy/nginx/proxy.conf')).toContain('proxy_pass http://site;');
    expect(compose.services.proxy!.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } });
  });
});
