/** Whitespace slips (doubled spaces, trailing spaces, extra blank lines) are fixed here rather than asked again. */
export function tidyWhitespace(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
