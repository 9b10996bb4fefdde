/**
 * ESLint rule `local/server-boundary`: code under src/server/ (database, secrets, lead store) is
 * imported only by server code. It reports an import that resolves into src/server/ — through
 * the `@/` alias or a relative path, type-only imports included — from
 *   - a module with a "use client" directive (it ends up in the browser bundle), and
 *   - the folders shared with the browser: src/components, src/lib, src/content, src/config, src/i18n.
 * The one way in for client code is a server action: components and "use client" modules may
 * import a module whose first statement is "use server" (Next sends the browser only a reference
 * to it). Shared folders other than components may not even do that.
 *
 * Options: { srcDir: absolute path of src/ }.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const sharedFolders = ['components', 'lib', 'content', 'config', 'i18n'];
// Shared folders that may call server actions (forms live in components).
const actionCallers = new Set(['components']);
const extensions = ['', '.ts', '.tsx', '.js', '.mjs', `${sep}index.ts`, `${sep}index.tsx`];
const useServerPrologue = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use server\1/;

const useServerCache = new Map();

function isUseServerModule(path) {
  if (!useServerCache.has(path)) {
    const file = extensions.map((ext) => path + ext).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    useServerCache.set(path, file !== undefined && useServerPrologue.test(readFileSync(file, 'utf8')));
  }
  return useServerCache.get(path);
}

function isInside(folder, path) {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel));
}

export const serverBoundary = {
  meta: {
    type: 'problem',
    docs: { description: 'src/server is imported only by server code' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, required: ['srcDir'], additionalProperties: false }],
    messages: {
      fromClient:
        '"{{source}}" is server-only code and this module has "use client": pass data in as props, or call a "use server" action.',
      fromShared:
        '"{{source}}" is server-only code; src/{{folder}} is shared with the browser. Keep server imports in src/server, src/app, scripts or tests.',
    },
  },
  create(context) {
    const { srcDir } = context.options[0];
    const serverDir = join(srcDir, 'server');
    const file = context.filename;
    const folder = isInside(srcDir, file) ? relative(srcDir, file).split(sep)[0] : undefined;
    const shared = folder !== undefined && sharedFolders.includes(folder);
    let client = false;

    function check(node) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!client && !shared) return;
      const spec = source.value;
      const target = spec.startsWith('@/') ? join(srcDir, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(file), spec) : undefined;
      if (target === undefined || !isInside(serverDir, target)) return;
      const mayCallActions = client || actionCallers.has(folder);
      if (mayCallActions && isUseServerModule(target)) return;
      context.report({ node: source, messageId: client ? 'fromClient' : 'fromShared', data: { source: spec, folder } });
    }

    return {
      Program(program) {
        // Directives are the leading string-expression statements of the module.
        for (const statement of program.body) {
          if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break;
          if (statement.directive === 'use client') client = true;
        }
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
