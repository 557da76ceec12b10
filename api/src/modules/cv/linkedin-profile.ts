// LinkedIn's "Save to PDF" of a profile sets each role out over several lines (the company, the title, "January 2021 -
// Present (3 years 11 months)", the place) and groups a company's roles under one name with their total time. Read
// as they stand, a duration passes for an employer. Each role is put back on one line a person and the writer read
// alike: "Head of Operations, Fernhill Logistics, January 2021 - Present", its place and description after it.

const MONTH_YEAR = String.raw`(?:[A-Z][a-z]+ )?\d{4}`;
/** A role's dates as LinkedIn writes them, with its length in brackets. */
const ROLE_DATES = new RegExp(String.raw`^(${MONTH_YEAR} - (?:${MONTH_YEAR}|Present))(?: \((?:\d+ years?)? ?(?:\d+ months?)?\))?$`);
/** A company's total time over its roles: "6 years 2 months". */
const TOTAL_TIME = /^(?:\d+ years?)(?: \d+ months?)?$|^\d+ months?$/;
/** An education line: "BSc, Logistics and Supply Chain Management · (2008 - 2011)". */
const DEGREE_YEARS = /^(.+?)\s*·\s*\((\d{4}\s*-\s*\d{4})\)$/;
const SECTION =
  /^(?:Experience|Education|Summary|Licenses & Certifications|Honors & Awards|Volunteer Experience|Projects|Publications|Skills)$/;

/** The lines with each role and each school on one line, when they are set out as LinkedIn sets them; else as they are. */
export function rolesOnOneLine(lines: string[]): string[] {
  if (!lines.some((line) => ROLE_DATES.test(line) && /\(.*(?:year|month)/.test(line))) return lines;
  const out: string[] = [];
  let company: string | undefined;
  for (const [index, line] of lines.entries()) {
    const dates = ROLE_DATES.exec(line)?.[1];
    const degree = DEGREE_YEARS.exec(line);
    if (dates && index > 0) {
      const title = out.pop()!;
      company = companyAbove(out) ?? company;
      out.push([title, company, dates].filter(Boolean).join(', '));
    } else if (degree && index > 0 && !SECTION.test(out.at(-1) ?? '')) {
      const school = out.pop()!;
      out.push(`${degree[1]}, ${school}, ${degree[2]}`);
    } else {
      if (SECTION.test(line)) company = undefined;
      out.push(line);
    }
  }
  return out;
}

/**
 * The company line just above a role's title, taken off the lines (with the company's total time under it): none
 * when the title follows a blank line or a section's heading, as the next role of the same company does.
 */
function companyAbove(out: string[]): string | undefined {
  if (TOTAL_TIME.test(out.at(-1) ?? '')) out.pop();
  const above = out.at(-1);
  if (above === undefined || above === '' || SECTION.test(above)) return undefined;
  return out.pop();
}
