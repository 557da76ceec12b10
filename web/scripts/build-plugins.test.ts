import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { routeChunks } from './build-plugins';

function chunk(fileName: string, imports: string[] = [], facade?: string, kind: 'entry' | 'route' | 'shared' = 'shared') {
  return { type: 'chunk', fileName, imports, facadeModuleId: facade ?? null, isEntry: kind === 'entry', isDynamicEntry: kind === 'route' };
}

// The entry shares react; the form needs the MUI of the pages and a shared app chunk, which itself needs react.
const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/react.js'], '/web/index.html', 'entry'),
    chunk('assets/react.js'),
    chunk('assets/app.js', ['assets/react.js']),
    chunk('assets/mui-pages.js', ['assets/react.js']),
    chunk('assets/home.js', ['assets/index.js'], '/web/src/app/routes/home.tsx', 'route'),
    chunk('assets/form.js', ['assets/index.js', 'assets/app.js', 'assets/mui-pages.js'], '/web/src/app/routes/form.tsx', 'route'),
    chunk('assets/dialog.js', ['assets/mui-pages.js'], '/web/src/components/dialog.tsx', 'route'),
  ].map((output) => [output.fileName, output as unknown as OutputChunk]),
) as OutputBundle;

describe('route preloads', () => {
  it('lists, per route, the files it needs beyond what the entry already loads', () => {
    expect(routeChunks(bundle, '/src/app/routes/')).toEqual({
      home: ['/assets/home.js'],
      form: ['/assets/form.js', '/assets/app.js', '/assets/mui-pages.js'],
    });
  });
});
