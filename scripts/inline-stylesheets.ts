/**
 * Runs after `next build`: puts the rules each prerendered page uses into its HTML, so the first
 * paint waits for no second request and, at 9–10 KB gzip, still arrives in the first round trip
 * (docs/performance.md, "The stylesheet inlined into the HTML"). Only the HTML changes, not the
 * flight data in it: Next's own `experimental.inlineCss` copies the whole stylesheet into the flight
 * data as well (`/` 18 → 57 KB gzip).
 *
 * The original `<link>` stays, `disabled`, so it is not fetched before the first paint; React (which
 * keeps its own list of the stylesheets a page needs) finds it there and fetches nothing itself.
 * Once the browser reports the first paint, a small script enables it for print only: the whole
 * stylesheet then arrives in the background without restyling the page it would not change (a full
 * style recalculation and layout, ~140 ms of a 4× slowed phone's main thread on `/`). The first
 * client-side navigation applies it to the screen (src/instrumentation-client.ts), before the next
 * page, which may use other rules, is shown. Pages rendered on request (dynamic routes, not-found
 * answers) keep the plain link.
 *
 * It rewrites Next's HTML, so it can break on a Next upgrade: it fails the build when it finds
 * nothing to rewrite. Delete it when Next's own `experimental.inlineCss` inlines only the rules a
 * page uses without copying the stylesheet into the flight data.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import postcss, { type AtRule, type Root } from 'postcss';

/** Next's stylesheet links, as React renders them: `<link rel="stylesheet" href=… data-precedence=…/>`. */
const stylesheetLink = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;

/**
 * Enables the disabled links for print once the first paint is reported, so the whole stylesheet
 * neither adds to the first paint's work nor waits for `load`: enabled at `load` it arrived after
 * hydration, when links already navigate client-side (docs/performance.md, "When the whole
 * stylesheet arrives"). `load` still enables it in a tab that paints nothing. CSP allows inline
 * scripts (security-headers.ts).
 */
const enableLinksAfterFirstPaint =
  '<script>(function(){function e(){document.querySelectorAll("link[data-inlined]").forEach(function(l){if(l.disabled){l.media="print";l.disabled=false}})}try{new PerformanceObserver(function(l,o){o.disconnect();e()}).observe({type:"paint",buffered:true})}catch(x){}addEventListener("load",e)})()</script>';

/**
 * Every string in a text that could be a class name: HTML class attributes, the class strings in the
 * inline flight data, and string literals in the client scripts (classes a component adds after
 * hydration). Generous by design: a token too many keeps a rule, a token too few would lose one.
 */
export function classTokens(...texts: string[]): Set<string> {
  const tokens = new Set<string>();
  for (const written of texts) {
    // A class with `&` or `>` (`[&>*]:col-span-2`) is escaped in HTML and in the flight data's JSON.
    const text = written.replace(/&amp;|\\u0026/g, '&').replace(/&gt;|\\u003e/g, '>').replace(/&lt;|\\u003c/g, '<');
    for (const separators of [/[\s"'`\\]+/, /[\s"`\\]+/]) {
      for (const token of text.split(separators)) if (token) tokens.add(token);
    }
  }
  return tokens;
}

/** A client script's path as a page names it (`/_next/static/chunks/….js`) and as a script names a chunk it loads later. */
const scriptPath = /static\/chunks\/([\w.-]+\.js)/g;

/**
 * The client scripts a page can run: the chunks its HTML names (script tags and the flight data's
 * client references) and, transitively, the chunks those load later (a lazy `import()`), by file name.
 */
export function pageScripts(html: string, readScript: (file: string) => string): string[] {
  const found = new Set<string>();
  const pending = [html];
  while (pending.length > 0) {
    for (const [, file] of pending.pop()!.matchAll(scriptPath)) {
      if (found.has(file!)) continue;
      found.add(file!);
      pending.push(readScript(file!));
    }
  }
  return [...found];
}

/** Reads one CSS escape (`\:`, `\31 `) at `index` (the backslash); returns the character and the next index. */
function readEscape(selector: string, index: number): [string, number] {
  const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(selector.slice(index + 1, index + 8));
  if (hex) return [String.fromCodePoint(parseInt(hex[0], 16)), index + 1 + hex[0].length];
  return [selector[index + 1] ?? '', index + 2];
}

/**
 * The class names a selector needs on the page for its rule to match anything, or `null` when that
 * cannot be told simply (a class inside a list of alternatives such as `:is(.a, .b)`): then the rule
 * is kept. Classes inside `:not(…)`, strings and attribute selectors are not needed.
 */
export function requiredClasses(selector: string): string[] | null {
  const classes: string[] = [];
  // One frame per open parenthesis: is it a :not(), did it hold a comma, did it hold a class.
  const groups: { negated: boolean; comma: boolean; classes: boolean }[] = [];
  let index = 0;
  while (index < selector.length) {
    const char = selector[index]!;
    if (char === '\\') {
      index = readEscape(selector, index)[1];
    } else if (char === '"' || char === "'") {
      index = selector.indexOf(char, index + 1) + 1 || selector.length;
    } else if (char === '[') {
      index = selector.indexOf(']', index + 1) + 1 || selector.length;
    } else if (char === '(') {
      groups.push({ negated: selector.slice(0, index).endsWith(':not'), comma: false, classes: false });
      index += 1;
    } else if (char === ')') {
      const group = groups.pop();
      if (group?.comma && group.classes && !group.negated) return null;
      if (group?.classes && groups.length > 0) groups.at(-1)!.classes = true;
      index += 1;
    } else if (char === ',') {
      if (groups.length > 0) groups.at(-1)!.comma = true;
      index += 1;
    } else if (char === '.') {
      let name = '';
      index += 1;
      while (index < selector.length && /[\w\-\\\u0080-\uffff]/.test(selector[index]!)) {
        if (selector[index] === '\\') {
          const [escaped, next] = readEscape(selector, index);
          name += escaped;
          index = next;
        } else {
          name += selector[index];
          index += 1;
        }
      }
      if (groups.some((group) => group.negated)) continue;
      if (groups.length > 0) groups.at(-1)!.classes = true;
      classes.push(name);
    } else {
      index += 1;
    }
  }
  return classes;
}

/** The stylesheet without the rules whose selectors all need a class no token names. */
export function pruneStylesheet(css: string, tokens: { has(name: string): boolean }): string {
  const root: Root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const used = rule.selectors.some((selector) => requiredClasses(selector)?.every((name) => tokens.has(name)) ?? true);
    if (!used) rule.remove();
  });
  // Drop the @media, @supports and @layer blocks the pruning emptied, innermost first (an `@layer a, b;`
  // order statement has no block and stays).
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/**
 * A stylesheet's text made fit for a `<style>` in a page at another path: relative `url()`s are
 * resolved against the stylesheet's own path, and text that would end the element is refused.
 */
export function stylesheetForPage(css: string, href: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end an inline <style>`);
  return css.replace(/url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\)/gi, (_, quote: string, url: string) => {
    return `url(${quote}${new URL(url, `https://site${href}`).pathname}${quote})`;
  });
}

/**
 * The page with each stylesheet link replaced by the rules the page uses and the link kept,
 * disabled, beside them, plus the script that enables it for print after the first paint.
 */
export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string,
  clientTokens: { has(name: string): boolean } = new Set(),
): string {
  let inlined = false;
  // Looked up in both rather than merged: the client scripts' tokens are shared by many pages.
  const pageTokens = classTokens(html);
  const tokens = { has: (name: string) => pageTokens.has(name) || clientTokens.has(name) };
  const page = html.replace(stylesheetLink, (link, href: string, precedence: string) => {
    inlined = true;
    const css = stylesheetForPage(pruneStylesheet(readStylesheet(href), tokens), href);
    // data-precedence keeps React's hydration from matching the <style> against its own head elements.
    return `<style data-precedence="${precedence}" data-inlined-from="${href}">${css}</style>${link.replace(' data-precedence', ' data-inlined="" data-precedence').replace('/>', ' disabled=""/>')}`;
  });
  return inlined ? page.replace('</head>', `${enableLinksAfterFirstPaint}</head>`) : page;
}

function filesEndingWith(directory: string, suffix: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(directory, file));
}

/** `read` with each key's result kept in `results`: every page names the same stylesheet and chunks. */
function cached<T>(read: (key: string) => T, results = new Map<string, T>()): (key: string) => T {
  return (key) => {
    if (!results.has(key)) results.set(key, read(key));
    return results.get(key)!;
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = join(import.meta.dirname, '..', process.env.NEXT_DIST_DIR ?? '.next');
  const stylesheets = new Map<string, string>();
  const readStylesheet = cached((href) => readFileSync(join(distDir, href.replace(/^\/_next\//, '')), 'utf8'), stylesheets);
  const chunks = join(distDir, 'static', 'chunks');
  const readScript = cached((file) => (existsSync(join(chunks, file)) ? readFileSync(join(chunks, file), 'utf8') : ''));
  const tokensOf = cached((file) => classTokens(readScript(file)));
  // pageScripts follows only the chunk names in a script: scan each chunk for them once, not per page.
  const chunkNames = cached((file) => (readScript(file).match(scriptPath) ?? []).join('\n'));
  let pages = 0;
  let alreadyInlined = 0;
  // Next 16.4's server copies each page it serves into server/route-cache and serves that copy from
  // then on, so a build a server has already run from has stale copies there: rewrite them too.
  for (const file of filesEndingWith(join(distDir, 'server'), '.html')) {
    const html = readFileSync(file, 'utf8');
    if (html.includes('data-inlined-from=')) alreadyInlined += 1;
    // Only the page's own scripts: a client-side navigation to another page finds the whole
    // stylesheet, enabled after the first paint.
    const pageTokens = pageScripts(html, chunkNames).map(tokensOf);
    const inlined = inlineStylesheets(html, readStylesheet, { has: (name) => pageTokens.some((tokens) => tokens.has(name)) });
    if (inlined !== html) {
      writeFileSync(file, inlined);
      pages += 1;
    }
  }
  // Every prerendered page has its stylesheet link in the shape `stylesheetLink` matches; if a
  // Next or React upgrade renders it otherwise, this step would silently do nothing.
  if (pages === 0 && alreadyInlined === 0) {
    throw new Error('scripts/inline-stylesheets.ts: no prerendered page had a stylesheet link of the shape it rewrites (did Next change how it renders them?)');
  }
  console.log(`Inlined the rules each page uses from ${[...stylesheets.keys()].join(', ') || 'no stylesheet'} into ${pages} prerendered pages.`);
}
