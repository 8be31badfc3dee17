import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { prefetchChunks } from './prefetchChunks';

type Chunk = { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[]; facadeModuleId: string | null; moduleIds: string[]; viteMetadata: { importedCss: Set<string> } };

const chunk = (fileName: string, module: string, imports: string[], css: string[] = [], isEntry = false): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  facadeModuleId: module,
  moduleIds: [module],
  viteMetadata: { importedCss: new Set(css) },
});

function links(modules: string[], chunks: Chunk[]) {
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  const transform = prefetchChunks(modules).transformIndexHtml as unknown as { handler: (html: string, context: IndexHtmlTransformContext) => { attrs: { href: string } }[] };
  return transform.handler('', { bundle } as unknown as IndexHtmlTransformContext).map((tag) => tag.attrs.href);
}

describe('prefetchChunks', () => {
  const entry = chunk('assets/index.js', '/src/main.tsx', ['assets/react.js'], ['assets/index.css'], true);
  const react = chunk('assets/react.js', '/node_modules/react/index.js', []);

  it("prefetches a module's chunk and what it imports, leaving out what the entry already brings", () => {
    const menu = chunk('assets/Menu.js', '/src/app/layout/AppsMenuList.tsx', ['assets/popover.js', 'assets/react.js'], ['assets/menu.css']);
    const popover = chunk('assets/popover.js', '/node_modules/react-aria/popover.js', [], ['assets/popover.css', 'assets/index.css']);
    expect(links(['src/app/layout/AppsMenuList.tsx'], [entry, react, menu, popover])).toEqual([
      '/assets/Menu.js',
      '/assets/popover.js',
      '/assets/menu.css',
      '/assets/popover.css',
    ]);
  });

  it('fails the build when the module is in no chunk (renamed or gone)', () => {
    expect(() => links(['src/app/layout/Gone.tsx'], [entry, react])).toThrow('src/app/layout/Gone.tsx is in no chunk of the build');
  });
});
