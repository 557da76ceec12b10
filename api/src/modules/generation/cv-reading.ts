// A pasted CV read into the jobs held (title, employer, years), qualifications and lines of work done.
import { cleanAnswer, inRunningText, lowerFirst, sentencesOf, startsWithPastVerb } from './english.js';

export interface CvRole {
  /** In running text without its article: "operations manager". */
  title: string;
  employer: string;
  /** "from 2015 to 2019", "since 2019", or '' when the CV gives no years. */
  years: string;
  current: boolean;
}

export interface CvReading {
  roles: CvRole[];
  qualifications: string[];
  /** Lines that say what the person did, as past verb phrases: "designed the onboarding flow...". */
  work: string[];
}

const YEARS = /\(?\b((?:19|20)\d{2})\s*(?:-|–|—|to|until)\s*((?:19|20)\d{2}|present|now|current|today|date)\b\)?/i;
const SINCE = /\(?\b(?:since|from)\s+((?:19|20)\d{2})\b\)?/i;
const ROLE_LINE = /^(.{2,60}?)(?:,\s*|\s+at\s+|\s+[-–—|@]\s+)(.{2,60}?)(?:,\s*|\s+[-–—|]\s+|\s+)?(?=\(?(?:19|20)\d{2}|\(?since|\(?from)/i;
const QUALIFICATION = /^(?:BSc|BA|BEng|MSc|MA|MBA|MEng|PhD|LLB|PGCE|Diploma|Certificate|Certified|Degree|HND|NVQ|ACA|ACCA|CIMA)\b/;
const CONTACT = /@|\+?\d[\d\s()-]{7,}|https?:|linkedin\.com/i;

function yearsOf(line: string): { years: string; current: boolean } | null {
  const range = line.match(YEARS);
  if (range?.[1] && range[2]) {
    const current = /^(?:present|now|current|today|date)$/i.test(range[2]);
    return { years: current ? `since ${range[1]}` : `from ${range[1]} to ${range[2]}`, current };
  }
  const since = line.match(SINCE);
  return since?.[1] ? { years: `since ${since[1]}`, current: true } : null;
}

export function readCv(raw: string): CvReading {
  const cv: CvReading = { roles: [], qualifications: [], work: [] };
  for (const rawLine of raw.split(/\n+/).flatMap((line) => (/(?:19|20)\d{2}/.test(line) ? [line] : sentencesOf(line)))) {
    const line = cleanAnswer(rawLine.replace(/^\s*(?:[-*•·–—]|\d+[.)])\s*/, ''));
    if (!line || CONTACT.test(line) || line === line.toUpperCase()) continue;
    const years = yearsOf(line);
    const role = years ? line.match(ROLE_LINE) : null;
    if (role?.[1] && role[2] && years && cv.roles.length < 3) {
      cv.roles.push({ title: inRunningText(role[1].trim()), employer: role[2].trim(), ...years });
    } else if (QUALIFICATION.test(line) && cv.qualifications.length < 2) {
      cv.qualifications.push(line.replace(/,\s*((?:19|20)\d{2})$/, ' ($1)'));
    } else if (startsWithPastVerb(line) && cv.work.length < 3 && line.split(/\s+/).length <= 25) {
      cv.work.push(lowerFirst(line));
    }
  }
  return cv;
}
