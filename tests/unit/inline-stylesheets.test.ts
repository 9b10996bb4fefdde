/** The build step that puts the rules each page uses into its HTML (scripts/inline-stylesheets.ts). */
import { describe, expect, it } from 'vitest';
import { classTokens, inlineStylesheets, pageScripts, pruneStylesheet, requiredClasses, stylesheetForPage } from '../../scripts/inline-stylesheets';

const href = '/_next/static/chunks/site.css';
const page = (head: string, body = '<main id="main" class="mt-5">x</main>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body>${body}</body></html>`;
const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;

describe('requiredClasses', () => {
  it('reads Tailwind’s escaped class names', () => {
    expect(requiredClasses('.mt-5')).toEqual(['mt-5']);
    expect(requiredClasses('.md\\:grid-cols-2')).toEqual(['md:grid-cols-2']);
    expect(requiredClasses('.space-y-1\\.5')).toEqual(['space-y-1.5']);
    expect(requiredClasses('.\\[\\&_th\\]\\:px-3 th')).toEqual(['[&_th]:px-3']);
    expect(requiredClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect(requiredClasses('.hover\\:bg-brand-700:hover')).toEqual(['hover:bg-brand-700']);
  });

  it('needs the group class of a group variant, not the classes under :not() or in attribute values', () => {
    expect(requiredClasses('.group-hover\\:text-brand-700:is(:where(.group):hover *)')).toEqual(['group-hover:text-brand-700', 'group']);
    expect(requiredClasses('.a:not(.b)')).toEqual(['a']);
    expect(requiredClasses('a[href$=".pdf"]')).toEqual([]);
    expect(requiredClasses('[hidden]:where(:not([hidden=until-found]))')).toEqual([]);
  });

  it('gives up (keep the rule) on a class among alternatives', () => {
    expect(requiredClasses(':is(.a, .b) p')).toBeNull();
    expect(requiredClasses(':is(:where(.a), :hover) p')).toBeNull();
    expect(requiredClasses('.group-open\\:rotate-180:is(:where(.group):is([open],:popover-open,:open) *)')).toEqual(['group-open:rotate-180', 'group']);
  });
});

describe('pruneStylesheet', () => {
  const css =
    '@font-face{font-family:inter}@layer theme,base;@layer base{*,:after{box-sizing:border-box}h1{margin:0}}' +
    '@layer utilities{.mt-5{margin-top:1.25rem}.mb-9{margin-bottom:2rem}.a,.b{color:red}@media (min-width:48rem){.md\\:mt-9{margin-top:2rem}}}' +
    '@keyframes spin{to{transform:rotate(1turn)}}';

  it('keeps element rules, font faces, keyframes and the layer order, and only the classes in use', () => {
    expect(pruneStylesheet(css, new Set(['mt-5', 'b']))).toBe(
      '@font-face{font-family:inter}@layer theme,base;@layer base{*,:after{box-sizing:border-box}h1{margin:0}}' +
        '@layer utilities{.mt-5{margin-top:1.25rem}.a,.b{color:red}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('drops the media blocks it emptied and keeps the ones still used', () => {
    expect(pruneStylesheet(css, new Set(['md:mt-9']))).toContain('@media (min-width:48rem){.md\\:mt-9{margin-top:2rem}}');
    expect(pruneStylesheet(css, new Set())).not.toContain('@media');
  });
});

describe('classTokens', () => {
  it('finds class names in attributes, escaped flight-data strings and script literals', () => {
    const tokens = classTokens('<p class="mt-5 md:mt-9">', 'self.__next_f.push([1,"{\\"className\\":\\"[&_th]:px-3 w-1/2\\"}"])', "cn('hidden',`open:block`)");
    for (const token of ['mt-5', 'md:mt-9', '[&_th]:px-3', 'w-1/2', 'hidden', 'open:block']) expect(tokens).toContain(token);
  });

  it('reads a class with & or > as written, though HTML and the flight data escape it', () => {
    const tokens = classTokens('<ul class="sm:[&amp;&gt;*]:col-span-2">', 'self.__next_f.push([1,"{\\"className\\":\\"lg:[\\u0026\\u003e:last-child]:col-start-3\\"}"])');
    expect(tokens).toContain('sm:[&>*]:col-span-2');
    expect(tokens).toContain('lg:[&>:last-child]:col-start-3');
  });
});

describe('pageScripts', () => {
  it('finds the scripts a page names and, once each, the chunks they load later', () => {
    const chunks: Record<string, string> = {
      'main.js': 'e.l("static/chunks/lazy-form.js")',
      'menu.js': 'cn("open:block")',
      'lazy-form.js': 'e.l("static/chunks/main.js");e.l("static/chunks/lazy_2.js")',
      'lazy_2.js': '',
      'other-page.js': 'cn("only-elsewhere")',
    };
    const read: string[] = [];
    const html = page(
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<main id="main"></main><script>self.__next_f.push([1,"5:\\"/_next/static/chunks/menu.js\\"\\n"])</script>',
    );
    const scripts = pageScripts(html, (file) => {
      read.push(file);
      return chunks[file] ?? '';
    });
    expect(scripts.sort()).toEqual(['lazy-form.js', 'lazy_2.js', 'main.js', 'menu.js']);
    expect(read.sort()).toEqual(scripts);
  });
});

describe('inlineStylesheets', () => {
  it('puts the used rules where the link was, keeps the link disabled and enables it for print after the first paint', () => {
    const html = inlineStylesheets(page(link), () => '.mt-5{margin-top:1.25rem}.unused{color:red}');
    expect(html).toContain(
      `<style data-precedence="next" data-inlined-from="${href}">.mt-5{margin-top:1.25rem}</style><link rel="stylesheet" href="${href}" data-inlined="" data-precedence="next" disabled=""/>`,
    );
    expect(html).toMatch(/<script>.*link\[data-inlined\].*media="print";l\.disabled=false.*PerformanceObserver.*observe\(\{type:"paint",buffered:true\}\).*addEventListener\("load",e\).*<\/script><\/head>/);
  });

  it('keeps the rules for classes only the client scripts add', () => {
    const html = inlineStylesheets(page(link), () => '.is-open{display:block}', new Set(['is-open']));
    expect(html).toContain('.is-open{display:block}</style>');
  });

  it('reads each linked stylesheet in order, and leaves a page without one as it was', () => {
    const other = '/_next/static/chunks/other.css';
    const read: string[] = [];
    const html = inlineStylesheets(page(link + link.replace(href, other)), (name) => {
      read.push(name);
      return `/*${name}*/`;
    });
    expect(read).toEqual([href, other]);
    expect(html.indexOf(`/*${href}*/`)).toBeLessThan(html.indexOf(`/*${other}*/`));
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(inlineStylesheets(page(''), () => '')).toBe(page(''));
  });

  it('leaves a page it already inlined alone, so running twice changes nothing', () => {
    const once = inlineStylesheets(page(link), () => '.mt-5{margin:0}');
    expect(inlineStylesheets(once, () => '.mt-5{margin:1px}')).toBe(once);
  });
});

describe('stylesheetForPage', () => {
  it('resolves relative urls against the stylesheet, so fonts load from any page path', () => {
    expect(stylesheetForPage('@font-face{src:url(../media/inter.woff2) format("woff2")}', href)).toBe(
      '@font-face{src:url(/_next/static/media/inter.woff2) format("woff2")}',
    );
    expect(stylesheetForPage("a{background:url('img/x.svg')}", href)).toBe("a{background:url('/_next/static/chunks/img/x.svg')}");
  });

  it('keeps root-relative, absolute, data and fragment urls as they are', () => {
    const css = 'a{background:url(/icons.svg)}b{background:url(https://cdn.example/x.png)}c{background:url("data:image/svg+xml;utf8,<svg/>")}d{filter:url(#f)}';
    expect(stylesheetForPage(css, href)).toBe(css);
  });

  it('refuses text that would end the <style> element early', () => {
    expect(() => stylesheetForPage('a::after{content:"</style><script>"}', href)).toThrow(/<\/style/);
    expect(() => stylesheetForPage('a::after{content:"</STYLE"}', href)).toThrow();
  });
});
