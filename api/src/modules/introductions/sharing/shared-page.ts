// The page a shared link opens: the text and the person's name, with a title and description for link previews,
// kept out of search engines. Built here, not by the web app, so a preview reads it without running a script.
import { TEXT_LABELS } from '@firstwords/contracts';
import type { SharedPage } from './shared-texts.service.js';

const PREVIEW_CHARACTERS = 200;

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

/** The first words of the text, at a word's end, for a preview's description. */
function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_CHARACTERS) return flat;
  const cut = flat.slice(0, PREVIEW_CHARACTERS);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f7f7fb;color:#1d1b3a}
main{max-width:42rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.6rem;margin:0 0 .25rem}
.kind{color:#4b4870;margin:0 0 2rem}article p{font-size:1.1rem;line-height:1.65;margin:0 0 1rem}
footer{margin-top:3rem;color:#4b4870;font-size:.9rem}a{color:#3b2fa5}`;

function page(title: string, description: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escaped(title)}</title>
<meta name="description" content="${escaped(description)}">
<meta property="og:title" content="${escaped(title)}">
<meta property="og:description" content="${escaped(description)}">
<meta property="og:type" content="profile">
<meta property="og:site_name" content="FirstWords">
<style>${STYLE}</style>
</head>
<body><main>${body}
<footer>Written with <a href="/">FirstWords</a></footer></main></body>
</html>`;
}

export function sharedPageHtml({ fullName, purpose, text }: SharedPage): string {
  const kind = TEXT_LABELS[purpose];
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escaped(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return page(
    `${fullName}: ${kind}`,
    preview(text),
    `<h1>${escaped(fullName)}</h1>\n<p class="kind">${escaped(kind)}</p>\n<article>${paragraphs}</article>`,
  );
}

export const notSharedPageHtml = () =>
  page('Not shared', 'This link is not shared any more.', '<h1>This text is not shared</h1>\n<p>The link was stopped, or never made.</p>');
