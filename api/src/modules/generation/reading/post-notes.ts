// A post typed as a note, its title and then where it is held ("Member, Northern Circuit", "Judge, Nursing Homes
// Ireland Care Awards 2024"), said as people say it: "a member of the Northern Circuit", "a judge at the Nursing Homes
// Ireland Care Awards in 2024". The comma of a form is never read aloud.
import { whereHeld } from '../sentences/career-sentences.js';
import { lowerFirst, partsOutsideBrackets, words } from '../english/english.js';
import { isPastVerb, isPersonNoun } from '../english/word-classes.js';

export interface PostNote {
  text: string;
  /** "be" a post held now, "been" since a year, "was" one held then (its years in the text). */
  verb: 'be' | 'been' | 'was';
}

/** A place with its years: "Ysgol Glan Morfa (2008–2016)", "Chinese Students and Scholars Association 2022–23". */
const PLACE_SPAN = /^(.+?),?\s+\(?((?:19|20)\d\d)\s*[–-]\s*((?:19|20)?\d\d|present|now)\)?$/i;
const YEAR = /\b(?:19|20)\d\d\b/;
/** Titles that qualify a credential, not a post held somewhere: "Accredited mediator, MII and CMP". */
const CREDENTIAL_TITLE = /^(?:accredited|certified|registered|chartered|licensed|qualified)\b/i;

const fullYear = (start: string, end: string) => (/^\d\d$/.test(end) ? `${start.slice(0, 2)}${end}` : end);

/** "member of the Northern Circuit" with its verb; null when the item is no "title, place" note. */
export function postNote(item: string): PostNote | null {
  const [title = '', ...rest] = partsOutsideBrackets(item, /, /);
  const place = rest.join(', ');
  const titleWords = words(title);
  if (!place || titleWords.length > 4 || !/^\p{Lu}/u.test(place) || CREDENTIAL_TITLE.test(title)) return null;
  if (isPastVerb(titleWords[0] ?? '') || !isPersonNoun(titleWords.at(-1) ?? '')) return null;
  // "Contributing author" is said in lower case; "Registered Nurse Prescriber" keeps the capitals of its name.
  const said = titleWords.slice(1).some((word) => /^\p{Lu}/u.test(word)) ? title : lowerFirst(title);
  // One place with its years, or several each with theirs.
  const whole = (place.match(/(?:19|20)\d\d\s*[–-]/g) ?? []).length === 1 ? place.match(PLACE_SPAN) : null;
  const spans = whole ? [whole] : place.split(/\s+and\s+(?=\p{Lu})/u).map((part) => part.match(PLACE_SPAN));
  if (spans.every((span) => span !== null)) {
    const [first] = spans;
    // "(2016–present)": held from then until now.
    if (spans.length === 1 && first && /^(?:present|now)$/i.test(first[3] ?? ''))
      return { text: `${said} ${whereHeld(said, first[1] ?? '')} since ${first[2]}`, verb: 'been' };
    // "Headteacher, Ysgol Glan Morfa (2008–2016) and Whitchurch Primary (2016–2023)": each place with its years.
    const held = spans.map((span) => {
      const [, where = '', start = '', end = ''] = span ?? [];
      return `${whereHeld(said, where)} from ${start} to ${fullYear(start, end)}`;
    });
    if (!spans.some((span) => /^(?:present|now)$/i.test(span?.[3] ?? ''))) return { text: `${said} ${held.join(' and ')}`, verb: 'was' };
  }
  const text = `${said} ${whereHeld(said, place)}`;
  if (/\bsince\s+(?:19|20)\d\d\b/i.test(place)) return { text, verb: 'been' };
  // A year at the end is said with "in" by the post's time; one inside (an event's) dates the whole post.
  return { text, verb: YEAR.test(place.replace(/,?\s+(?:19|20)\d\d$/, '')) ? 'was' : 'be' };
}
