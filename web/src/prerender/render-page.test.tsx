// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../scripts/prerender-pages';
import { renderPage } from './render-page';

const FRAME = `<!doctype html><html><head><title>FirstWords</title></head><body><div id="root">
  <!--page--><header class="shell-bar">FirstWords</header><!--/page-->
</div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('pages drawn at build time', () => {
  it('draws the whole home page, the sections below the hero included, with its styles', async () => {
    const { html, styles } = await renderPage('/');
    expect(html).toContain('Your first words, ready for every room.');
    expect(html).toContain('id="features"');
    for (const section of ['Start Free', 'Get Standard Package', 'Generate My Intro']) expect(html).toContain(section);
    expect(html).toContain('href="/form"');
    // Every class the markup names has its rules in the head, so the page paints styled before any script runs.
    const classes = new Set(html.match(/\bcss-[\w-]+/g));
    expect(classes.size).toBeGreaterThan(50);
    // (css-0 is Emotion's name for an empty style, which has no rules.)
    const unstyled = [...classes].filter((name) => name !== 'css-0' && !styles.includes(`.${name}{`));
    expect(unstyled).toEqual([]);
  });

  it('draws the sign-in card for a visitor whose session is not yet known', async () => {
    const { html } = await renderPage('/auth');
    expect(html).toContain('Sign in to create, save and refine your professional introductions.');
  });

  it('draws the 404 page for an address no route knows', async () => {
    expect((await renderPage('/no-such-page')).html).toContain('404 Page Not Found');
  });

  it('puts the page in place of the frame and marks it for hydration', () => {
    const page = pageHtml(FRAME, { html: '<main>Hello</main>', styles: '<style data-emotion="css a1">a{}</style>' });
    expect(page).toContain('<div id="root" data-prerendered><main>Hello</main></div>');
    expect(page).not.toContain('shell-bar');
    expect(page).toContain('<style data-emotion="css a1">a{}</style>\n  </head>');
    expect(() => pageHtml('<div id="root"></div>', { html: '', styles: '' })).toThrow(/page/);
  });
});
