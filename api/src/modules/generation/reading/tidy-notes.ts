// Answers as a careful writer would take them from notes: text-speak written out ("yrs", "w/", "'23"), asides and
// noise gone ("lol", "!!", emoji, "maybe"), shouting and lower-case names put in their usual case, "+" and arrows
// said in words. Nothing of substance is removed: what goes carries no fact.
import nlp from 'compromise';
import indefinite from 'indefinite';
import type { IntroductionAnswers } from '../generation.types.js';
import { isAdjective, isBaseVerb, isPersonNoun, isPluralNoun } from '../english/word-classes.js';

/** Short forms people type, written out; those of time only after a number ("3 yrs", "4h", "35 mins"). */
const AFTER_NUMBER: ReadonlyArray<[RegExp, string, string]> = [
  [/^(?:yrs?|years?)$/i, 'year', 'years'],
  [/^(?:mos|mths?|mnths?|months?)$/i, 'month', 'months'],
  [/^(?:wks?|weeks?)$/i, 'week', 'weeks'],
  [/^(?:hrs?|h)$/i, 'hour', 'hours'],
  [/^(?:mins?)$/i, 'minute', 'minutes'],
];
const SHORT_FORMS: ReadonlyArray<[RegExp, string]> = [
  [/\byrs\b/gi, 'years'],
  [/\bppl\b/gi, 'people'],
  [/\bw\/o(?=\s)/gi, 'without'],
  [/\bw\/(?=\s|\p{L})\s*/giu, 'with '],
  [/\besp\.?(?=\s)/gi, 'especially'],
  [/\bincl\.?(?=\s)/gi, 'including'],
  [/\b(?:govt|gov)\b/gi, 'government'],
  [/\borgs\b/gi, 'organisations'],
  [/\bcomp sci\b/gi, 'computer science'],
  [/\buni\b/gi, 'university'],
  [/\bmgmt\b/gi, 'management'],
  [/\bdept\b/gi, 'department'],
  [/\bb\/c\b/gi, 'because'],
  [/\bthru\b/gi, 'through'],
  [/\byoy\b/gi, 'year on year'],
  [/\beng(?=\s+(?:team|teams|manager|managers|lead|leads|hires?|hiring|org)\b)/gi, 'engineering'],
];
/**
 * What a careful writer mends in what people type: "nominated for the Community Nurse of the Year" (a title takes no
 * "the"), "recruiters in UK/EU" (those places do), "a nurse in Romania for 8 years, now I work as ..." (no comma splice).
 */
const CAREFUL_WRITING: ReadonlyArray<[RegExp, string]> = [
  [/\b(for|as)\s+the\s+((?:\p{Lu}[\p{L}'’&-]*\s+){1,5}of the Year)\b/gu, '$1 $2'],
  [
    /(?<!\bthe\s)\b(in|across|to|from|within|throughout|around)\s+(UK|US|USA|EU|UAE|Netherlands|Philippines|Middle East)(?=\s*(?:$|[,.;:!?)/]|\s(?:and|or)\s))/gm,
    '$1 the $2',
  ],
  [/,\s+now\s+(I|we|she|he|they)\s(?=\p{Ll})/gu, ' and now $1 '],
  // "Its all on my website": "it is", with its apostrophe; "walk ins" are "walk-ins".
  [/\b([Ii])ts(?=\s+(?:all|a|an|not|been|going|time|just|still|now|never|always|because)\b)/g, "$1t's"],
  [/\b(walk|drop|sign|check|call)\s+ins\b/gi, '$1-ins'],
  // "12 years kitchens in Milan": the years are spent in something; "last 2 years" is "in the last 2 years".
  [
    /\b(\d+\+?\s+(?:years?|months?))\s+(?=(?:kitchens|restaurants|hotels|schools|hospitals|retail|hospitality|construction|finance|banking|sales|marketing|logistics|healthcare|education|tech|shipbuilding)\b)/g,
    '$1 in ',
  ],
  [
    /(?<!\b(?:in|over|for|during|within|of)\s+(?:the\s+)?)\blast\s+(\d+|two|three|four|five|six|ten)\s+(years|months|weeks)\b/g,
    'in the last $1 $2',
  ],
  // "a third generation roofer", "2 weeks work experience", "played us x3", "(yes we counted) :)".
  [/\b(\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth)\s+generation\s+(?=\p{L})/giu, '$1-generation '],
  [/\b(\d+|two|three|four|five|six)\s+(weeks|months|years|days)\s+(?=work experi)/gi, "$1 $2' "],
  [/(?<=\p{L})\s+(?:x|×)\s?(\d+)(?=\s*(?:$|[.,;!?)]))/gmu, ' $1 times'],
  [/\s*[:;]-?[)(DP](?=\s|$|[.,!?])/gm, ''],
];
/** "Polish-born electrician, living in Reading since 2006": a life since then goes on ("electrician who has lived in ..."). */
const LIVING_SINCE = /,\s+(living|working|based|teaching|practising|practicing)\s+(?=[^,;.]*\bsince\s+(?:19|20)\d\d\b)/gi;
const SINCE_PARTICIPLE: Record<string, string> = {
  living: 'lived',
  working: 'worked',
  based: 'been based',
  teaching: 'taught',
  practising: 'practised',
  practicing: 'practiced',
};
/** "ex-army, now shift manager at a distribution centre": a post held now takes its article ("now a shift manager"). */
function postsWithArticle(text: string): string {
  return text.replace(
    /(,\s*|\band\s+)now\s+((?:[\p{Ll}-]+\s+){0,2}([\p{Ll}-]+))(?=\s+(?:at|in|for|with)\s|\s*[,.;]|$)/gu,
    (typed, before: string, post: string, head: string) =>
      /^(?:a|an|the|my|our|his|her|their)\s/.test(post) || !isPersonNoun(head) || isPluralNoun(head)
        ? typed
        : `${before}now ${indefinite(post)}`,
  );
}

/** Words people often misspell, as a careful writer spells them ("companys", "experiance", "acident"). */
const MISSPELT: ReadonlyArray<[RegExp, string]> = (
  [
    ['companys', 'companies'],
    ['experiance', 'experience'],
    ['experince', 'experience'],
    ['acident', 'accident'],
    ['acidents', 'accidents'],
    ['recieve', 'receive'],
    ['recieved', 'received'],
    ['acheive', 'achieve'],
    ['acheived', 'achieved'],
    ['seperate', 'separate'],
    ['definately', 'definitely'],
    ['managment', 'management'],
    ['enviroment', 'environment'],
    ['buisness', 'business'],
    ['succesful', 'successful'],
    ['proffesional', 'professional'],
    ['comunity', 'community'],
    ['accomodation', 'accommodation'],
    ['begining', 'beginning'],
    ['untill', 'until'],
    ['thier', 'their'],
    ['beleive', 'believe'],
    ['reccomend', 'recommend'],
    ['responsability', 'responsibility'],
    ['exellent', 'excellent'],
    ['oppurtunity', 'opportunity'],
    ['occured', 'occurred'],
  ] as const
).map(([typed, spelt]) => [new RegExp(`\\b${typed}\\b`, 'g'), spelt]);

/** Every word-for-word mend, in the order it is made. */
const WRITTEN_OUT: ReadonlyArray<[RegExp, string]> = [...SHORT_FORMS, ...CAREFUL_WRITING, ...MISSPELT];

/** "sales +11%", "waste -22%": a change typed with its sign is said "up" or "down". */
const SIGNED_CHANGE = /(?<=\p{L}\s+)([+\-−])(\d[\d.,]*\s*(?:%|pp|percent\b))/gu;
/** "10 years guarantee", "a 2 minutes slot": a measure before a noun is one word, in the singular. */
const MEASURE_BEFORE_NOUN =
  /\b(\d+)\s+(year|month|week|day|hour|minute|mile)s?\s+(?=(?:guarantee|warranty|slot|contract|course|programme|program|plan|break|session|placement|internship|apprenticeship|project|pitch|talk|walk|drive|journey)s?\b)/gi;

/** Asides that carry no fact: laughter, text-speak hedges, emoji and runs of "!" or "?". */
const ASIDES =
  /\s*\(\s*(?:lol|lmao|rofl|ha(?:ha)+|tbh|imo|imho|idk|fwiw|smh|omg)[!.]*\s*\)|\s*\b(?:lol|lmao|rofl|ha(?:ha)+|tbh|imo|imho|idk|fwiw|smh|omg)\b[!.]*/gi;
const TICK_BETWEEN = /(?<=\S)\s*[✔✓✅☑]\uFE0F?\s*(?=\S)/gu;
const EMOJI = /(?:\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D)+/gu;
/**
 * A hedge opening an item: "other nurses, maybe recruiters" is "other nurses, recruiters". One before a verb is a
 * hope, and stays: "a time-served joiner and maybe have my own business one day".
 */
const HEDGE = /(^|,\s*|\band\s+|\bor\s+)(?:maybe|perhaps|possibly|probably)\s+(?=(\p{L}+))/giu;
const withoutHedges = (text: string) => text.replace(HEDGE, (hedge, before: string, next: string) => (isBaseVerb(next) ? hedge : before));
/** "Well we run 350 ewes", "which honestly we didn't expect": words of talk that carry no fact. */
const SPOKEN_FILLER =
  /(^|[.!?]\s+)(?:well|so|ok|okay|right|um+|erm+|uh+),?\s+(?=(?:I|we|my|our)\b)(\p{Ll})?|\s*\b(?:honestly|to be honest|basically|um+|erm+),?(?=\s)/gimu;
/** "Where to start! I led ...": a hesitation before the answer is no part of it. */
const HESITATION = /(^|\n)\s*(?:where\s+(?:to|do\s+i|shall\s+i|can\s+i)\s+(?:start|begin)|hmm+|let\s+me\s+think)\b\s*[!?.…]+\s*/gi;
const withoutFiller = (text: string) =>
  text
    .replace(HESITATION, '$1')
    .replace(SPOKEN_FILLER, (_, before: string | undefined, next: string | undefined) => (before ?? '') + (next?.toUpperCase() ?? ''));
/** "... the board of a hospice. Which I haven't said yes to yet.": a clause typed as a sentence of its own goes back on its own. */
const withClauseJoined = (text: string) => text.replace(/(?<=[\p{L}\d)])\.\s+Which\b/gu, ', which');
/** "stress free grooms": a compound before its noun takes its hyphen, so it is read as one word. */
const FREE_COMPOUND =
  /\b(stress|hassle|pain|worry|fuss|risk|cruelty|plastic|sugar|gluten|dairy|fee|commission|jargon|carbon|tax|rent|interest|debt)\s+free\s+(?=\p{L})/giu;

/** Acronyms people type in lower case, as they are written. */
const ACRONYMS = new Map(
  [
    'CV',
    'GP',
    'NHS',
    'HSE',
    'UX',
    'UI',
    'UK',
    'USA',
    'EU',
    'HR',
    'CEO',
    'CTO',
    'CFO',
    'COO',
    'SEO',
    'QA',
    'AI',
    'SQL',
    'AWS',
    'GCSE',
    'GCSEs',
    'PhD',
    'MBA',
    'BSc',
    'MSc',
    'LLB',
    'ACCA',
    'CIPD',
    'NGO',
    'SME',
    'SMEs',
    'B2B',
    'SaaS',
    'API',
    'DJ',
    'TEDx',
    'RN',
    'NVQ',
    'BTEC',
    'GDPR',
    'DPO',
    'KPI',
    'KPIs',
    'ROI',
    'CQC',
    'NMC',
    'GMC',
    'RICS',
    'CIMA',
    'PGCE',
  ].map((acronym) => [acronym.toLowerCase(), acronym]),
);
/** Names of services people type in lower case ("14M streams on spotify"). */
const BRANDS = new Map(
  [
    'Spotify',
    'Google',
    'Instagram',
    'TikTok',
    'YouTube',
    'LinkedIn',
    'Facebook',
    'Etsy',
    'Airbnb',
    'Shopify',
    'Xero',
    'GitHub',
    'Tripadvisor',
    'Trustpilot',
    'Deliveroo',
    'WhatsApp',
  ].map((brand) => [brand.toLowerCase(), brand]),
);
/** Nationalities compromise reads as adjectives ("an irish midwife"). */
const NATIONALITIES =
  /\b(?:irish|english|scottish|welsh|british|spanish|danish|swedish|finnish|turkish|chinese|japanese|portuguese|vietnamese|french|dutch|greek|thai|swiss|italian|german|indian|nigerian|ghanaian|kenyan|american|canadian|australian)\b/g;
const NAMED_KINDS = new Set(['Place', 'City', 'Country', 'Region', 'Demonym']);
/** Places that are ordinary words too: "china plates", "a rugby jersey". */
const ALSO_WORDS = new Set(['china', 'turkey', 'guinea', 'jersey', 'phoenix', 'harrow', 'chile']);
const lexicon = (nlp.model() as { one: { lexicon: Record<string, string | string[] | undefined> } }).one.lexicon;

const NATIONALITY = new RegExp(`^${NATIONALITIES.source}$`);
/** "Italian", "Nigerian": a people, never a place ("a sous chef based in Italian"). */
export const isNationality = (word: string): boolean => {
  const lower = word.toLowerCase();
  return NATIONALITY.test(lower) || tagsOf(lower).includes('Demonym');
};

/** A nationality or a place, whose capital a phrase keeps at its start: "an Irish midwife", never "an irish midwife". */
export const isNameWord = (word: string): boolean => {
  const lower = word.toLowerCase();
  // "Polish-born": a nationality before "-born"; "Polish" typed with its capital is one too ("polish" is also a verb).
  const [first = lower] = lower.split('-');
  return NATIONALITY.test(first) || first === 'polish' || isKnownName(lower);
};

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const titleCase = (text: string) =>
  text.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

/** A name compromise knows (a place, a country, an organisation), typed in lower case. */
const tagsOf = (word: string) => {
  const tags = lexicon[word];
  return Array.isArray(tags) ? tags : tags ? [tags] : [];
};
function isKnownName(word: string): boolean {
  return !ALSO_WORDS.has(word) && tagsOf(word).some((tag) => NAMED_KINDS.has(tag));
}
/** A word in capitals that is a word, not letters after a name: "FESTIVAL", "FOLK", not "MRCGP" or "GP". */
export function isWordLike(word: string): boolean {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower)) return false;
  if (lexicon[lower] !== undefined) return true;
  return word.length >= 4 && (lower.match(/[aeiouy]/g) ?? []).length / word.length >= 0.25;
}

/** A word that makes a shouted run a phrase, not a name: "OPTICIAN IN SLOUGH", "OWN PRACTICE SINCE". */
const WHERE_OR_WHEN = /\b(?:IN|AT|ON|SINCE|FOR|WITH|FROM|BY|TO|NEAR)\b/u;
/** "INDEPENDENT OPTICIAN IN SLOUGH" is "independent optician in Slough": a word English does not know after "in" is a place. */
const shoutedPhrase = (run: string) =>
  run.replace(/\p{Lu}+/gu, (word, at: number) => {
    const lower = word.toLowerCase();
    const place = /\b(?:IN|AT|FROM|NEAR)\s+$/u.test(run.slice(0, at)) && lexicon[lower] === undefined;
    return place || isKnownName(lower) ? capital(lower) : lower;
  });

/** Words in their usual case: acronyms in capitals, places and nationalities with theirs, shouting in lower case. */
function inUsualCase(text: string): string {
  const cased = text
    // Three or more words in capitals are a name shouted ("CAMBRIDGE FOLK FESTIVAL"); two may be an acronym and a word.
    .replace(/(?<![\p{L}\d-])\p{Lu}{2,}(?:-\p{Lu}+)*(?:\s+\p{Lu}{2,}(?:-\p{Lu}+)*){2,}(?![\p{L}\d-])/gu, (run) =>
      run.split(/[\s-]+/).every(isWordLike) ? (WHERE_OR_WHEN.test(run) ? shoutedPhrase(run) : titleCase(run)) : run,
    )
    .replace(/\b\p{Ll}[\p{Ll}\d]*\b/gu, (word) => ACRONYMS.get(word) ?? BRANDS.get(word) ?? (isKnownName(word) ? capital(word) : word))
    // "Tedx", "Phd": letters typed with a capital as a word, which English does not know.
    .replace(
      /\b\p{Lu}\p{Ll}+\b/gu,
      (word) => (lexicon[word.toLowerCase()] === undefined ? ACRONYMS.get(word.toLowerCase()) : undefined) ?? word,
    )
    .replace(NATIONALITIES, capital)
    // "polish" is a verb too: a nationality only before "-born".
    .replace(/\bpolish(?=-born\b)/g, 'Polish')
    // "narborough road", "aston university": a word English does not know, before the kind of place, names it ("the
    // village college" has its article: a kind of college).
    .replace(
      /(?<!\b(?:the|a|an|my|our|his|her|their|this|that|its)\s+)\b(\p{Ll}[\p{Ll}'-]+)\s+(road|street|lane|avenue|university|college|hospital)\b/giu,
      (whole, name: string, kind: string) =>
        lexicon[name] === undefined && !isAdjective(name) ? `${capital(name)} ${capital(kind)}` : whole,
    );
  // "west cork", "north London": a compass point before a name is part of it.
  return cased.replace(/\b(north|south|east|west)(?:ern)?(?=\s+\p{Lu})/gu, capital);
}

/**
 * "a internship" is "an internship", "an house" "a house": the article by the sound of the word after it. "A" in
 * capitals is an article only where a sentence starts: "plan A operations", "grade A students" are labels.
 */
const byItsSound = (text: string) =>
  text.replace(
    /(^|[.!?]\s+|(?<=\s|\())(a|an|A|An) (\p{Ll}[\p{Ll}-]*)/gu,
    (typed, before: string, article: string, word: string, at: number) => {
      if (/^A/.test(article) && before === '' && at > 0) return typed;
      const said = indefinite(word).split(' ')[0] ?? article;
      return said.toLowerCase() === article.toLowerCase() ? typed : `${before}${article.charAt(0)}${said.slice(1)} ${word}`;
    },
  );

/** "'23" is 2023 and "'98" 1998: the two-digit years people type. */
function fullYears(text: string, now: number): string {
  const century = (twoDigits: number) => (twoDigits <= (now % 100) + 1 ? 2000 : 1900) + twoDigits;
  return text.replace(/(^|[\s(])['’‘](\d\d)\b(?!['’])/g, (_, before: string, year: string) => `${before}${century(Number(year))}`);
}

/**
 * "20% -> 85%" is "from 20% to 85%", "2 ppl -> team of 9" "from 2 people to team of 9"; between words an arrow is
 * a step: "SOC analyst → now Security Engineer" is "SOC analyst, now Security Engineer".
 */
function arrowsInWords(text: string): string {
  return (
    text
      .replace(
        /(\bfrom\s+)?((?<![\p{L}\d])\d[\d,.]*\s?(?:%|\p{L}+)?)\s*(?:-+>|→|=>|⇒)\s*/gu,
        (_, from: string | undefined, left: string) => `${from ?? 'from '}${left.trim()} to `,
      )
      // "from 2 people to team of 9": a group counted takes its article.
      .replace(/\bto (team|group|staff|department|company|business|network) of\b/gi, 'to a $1 of')
      .replace(/\s*(?:-+>|→|=>|⇒)\s*(now\s+)?/gu, (_, now: string | undefined) => (now ? ', now ' : ', then '))
  );
}

/** "12 yrs", "4h", "35 mins": a number's unit written out. */
function unitsWrittenOut(text: string): string {
  return text.replace(/\b(\d+(?:\.\d+)?)\s?([a-z]+)\b/gi, (whole, number: string, unit: string) => {
    const form = AFTER_NUMBER.find(([pattern]) => pattern.test(unit));
    if (!form) return whole;
    return `${number} ${number === '1' ? form[1] : form[2]}`;
  });
}

/** Items joined with "+" said as a list: "commuters + delivery riders" is "commuters and delivery riders". */
function plusesInWords(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const items = line.split(/\s+\+\s+/);
      if (items.length === 1) return line;
      const last = items.pop() ?? '';
      return `${items.join(', ')} and ${last}`;
    })
    .join('\n');
}

/** "other nurses, HSE managers, maybe recruiters": the hedged items of a list, and what follows them, go. */
function withoutHedgedItems(text: string): string {
  return text.replace(/,\s*(?:maybe|perhaps|possibly|probably)\b.*$/is, '');
}

/** Words that open the person's own note rather than name people: "I'm also looking at ...", "we have a booth". */
const OWN_WORDS = String.raw`(?:I|I'm|we|we're|my|our)\b`;
const OWN_NOTE = new RegExp(`^${OWN_WORDS}`, 'i');
/** "Startup founders at Huddle Global – we have a booth ...": a note to the writer after a dash, in the first person. */
const FIRST_PERSON_ASIDE = new RegExp(`\\s+[–—-]\\s+${OWN_WORDS}.*$`, 'is');

/** Words for the people of one body: "the interview panel – the four partners". */
const GROUP = /^(?:panel|jury|committee|board|team|governors|partners|judges)$/i;

/**
 * The people an audience names, without the notes typed on them for the writer: "recruiters (remote jobs EU/US)",
 * "Festival bookers – specifically the Cambridge Folk Festival scheme", "People going through separation – usually
 * stressed – and referrals". A text addresses the people; the notes are no words to say to them.
 */
function withoutAsides(text: string): string {
  const bare = text.replace(/\s*\([^()]*\)/g, '').replace(/\s+[–—]\s+[^–—]*\s[–—]\s+/g, ' ');
  const [, named, after] = bare.match(/^(.*?\S)\s+[–—-]\s+(.*)$/s) ?? [];
  if (!named || !after) return bare;
  // "the room at Pitch & Play – music supervisors, ad agencies": the people are after the dash.
  return namesPeople(named) || !namesPeople(after) ? named : after;
}

/** Whether a phrase's head is people: "fashion brands looking for ...", "the interview panel at ...". */
function namesPeople(phrase: string): boolean {
  const list = phrase.split(/[\s,]+/).filter(Boolean);
  const end = list.findIndex((word, index) => index > 0 && /^(?:at|in|for|of|from|with|who|that|on|\p{L}+ing)$/iu.test(word));
  const head = list[(end > 0 ? end : list.length) - 1] ?? '';
  return isPluralNoun(head) || isPersonNoun(head) || GROUP.test(head);
}

/**
 * The people an audience typed in parts between semicolons names: "...letting agents in Berkshire; small commercial
 * clients" is one list, while "...; NHS and private" and "...; I'm also looking at jobs outside academia" are notes.
 */
function audienceParts(text: string): string {
  const [main = '', ...rest] = text
    .replace(FIRST_PERSON_ASIDE, '')
    // "small business owners, self-employed and landlords": people described, who are "self-employed people".
    .replace(
      /(^|,\s*|\band\s+)(self-employed|retired|unemployed|elderly|bereaved|newly qualified)(?=\s*(?:,|\band\b|&|$))/gi,
      '$1$2 people',
    )
    // "referrals from counsellors and mediators": the people who refer, who are the ones to get in touch.
    .replace(/(^|,\s*|\band\s+)referrals?\s+from\s+([^,;]+)/gi, '$1$2 making referrals')
    .split(/\s*;\s*/);
  const people = rest.filter((part) => {
    const head =
      part
        .split(/\s(?:who|that|which|at|in|for|from|with|and|or|&)\s/i)[0]
        ?.trim()
        .split(/\s+/)
        .at(-1) ?? '';
    // "NHS" is a name, not people.
    return !OWN_NOTE.test(part) && !/^\p{Lu}+$/u.test(head) && isPluralNoun(head);
  });
  // "...; NHS and private" is a note on them, kept beside them.
  const notes = rest.filter((part) => !people.includes(part) && !OWN_NOTE.test(part));
  const noted = notes.length > 0 ? `${main} (${notes.join('; ')})` : main;
  if (people.length === 0) return noted;
  return [noted, ...people].join(/,|\band\b|&/.test(main) ? ', and ' : ', ');
}

/** A place named after an organisation: "Doncaster", "Milton Keynes" (not "HOAs"). */
export const PLACE = /^(?:\p{Lu}\p{Ll}[\p{L}'’-]*\s?){1,3}$/u;

/** "restaurant groups, wine importers" is a list: "restaurant groups and wine importers". */
function asList(text: string): string {
  const items = text.split(/,\s*/);
  // "..., especially first timers who are nervous", "..., often searching at night": an aside, not another item.
  const aside = items
    .slice(1)
    .some((item) =>
      /^(?:especially|esp|often|usually|mostly|mainly|particularly|typically|ideally|including|incl|e\.g|like|such as)\b/i.test(item),
    );
  // "HR at Brightwell Retail, Doncaster": a place after a name, not another item.
  const place = /\s(?:at|in)\s+\p{Lu}/u.test(items.at(-2) ?? '') && PLACE.test(items.at(-1) ?? '');
  const short = items.length >= 2 && !aside && !place && items.every((item) => item.split(/\s+/).length <= 7);
  return short && !/\b(?:and|or|&)\b/.test(text) ? text.replace(/,\s*([^,]*)$/, ' and $1') : text;
}

/** "2021-2023" is a range of years: "2021–2023". */
const yearRanges = (text: string) => text.replace(/\b((?:19|20)\d\d)-((?:19|20)?\d\d)\b/g, '$1–$2');

/**
 * One answer tidied; `listed` keeps "+" between items for the achievements, which split there; `audience` drops
 * the people the person is not sure of and joins the rest as a list; a `cv` keeps its ranges as its reader takes them.
 */
export function tidyNote(text: string, options: { listed?: boolean; audience?: boolean; cv?: boolean; now?: number } = {}): string {
  const sure = options.audience ? asList(withoutHedgedItems(audienceParts(withoutAsides(text)))) : text;
  // "Master Technician ✔ DVSA approved MOT test centre ✔ ...": ticks between items part them.
  // "schools, hospitals and general public": the public is one, and takes its "the".
  const ticked = sure.replace(TICK_BETWEEN, '; ').replace(/(?<!\b(?:the|a|an|our|my)\s+)\bgeneral public\b/gi, 'the general public');
  let tidied = withClauseJoined(withoutFiller(withoutHedges(ticked.replace(EMOJI, '').replace(ASIDES, '')))).replace(
    FREE_COMPOUND,
    '$1-free ',
  );
  tidied = tidied
    .replace(/\(\s*[!?]+\s*\)/g, '')
    .replace(/!{2,}/g, '!')
    .replace(/\?{2,}/g, '?')
    .replace(/([!?])[!?]+/g, '$1');
  for (const [pattern, written] of WRITTEN_OUT) tidied = tidied.replace(pattern, written);
  tidied = postsWithArticle(
    tidied.replace(LIVING_SINCE, (_, doing: string) => ` who has ${SINCE_PARTICIPLE[doing.toLowerCase()] ?? doing} `),
  );
  tidied = tidied.replace(SIGNED_CHANGE, (_, sign: string, change: string) => `${sign === '+' ? 'up' : 'down'} ${change}`);
  tidied = unitsWrittenOut(fullYears(arrowsInWords(tidied), options.now ?? new Date().getUTCFullYear())).replace(
    MEASURE_BEFORE_NOUN,
    '$1-$2 ',
  );
  if (!options.listed) tidied = plusesInWords(tidied);
  // A CV's columns ("Zenith Bank, Abuja          2017 – 2019") are kept apart, as a tab, when the spaces go.
  tidied = options.cv ? tidied.replace(/ {3,}/g, '\t') : yearRanges(tidied);
  return byItsSound(inUsualCase(tidied))
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/^[ \t]+|[ \t]+$/gm, '');
}

/** The person's name where they typed it in lower case or in capitals ("I'm yusuf", "I'm SUNITA RAO"). */
/**
 * The name as it is written: typed all in lower case or all in capitals ("SUNITA RAO"), each word with its capital;
 * letters of two ("JP") kept.
 */
export function nameInUsualCase(typed: string): string {
  const name = typed.trim();
  if (name !== name.toLowerCase() && name !== name.toUpperCase()) return name;
  const capitals = name === name.toUpperCase();
  return name
    .split(/(\s+)/)
    .map((word) =>
      capitals && word.length < 3
        ? word
        : word.toLowerCase().replace(/(^|['’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase()),
    )
    .join('');
}

function withTypedName(text: string, fullName: string): string {
  const name = nameInUsualCase(fullName);
  if (!name || name === name.toUpperCase()) return text;
  const first = name.split(/\s+/).find((word) => !/^(?:dr|mr|mrs|ms|mx|prof)\.?$/i.test(word)) ?? name;
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text
    .replace(new RegExp(`\\b${escape(name)}\\b`, 'gi'), name)
    .replace(
      new RegExp(`\\b(I['’]m|I am|name is|this is|I['’]m called)\\s+${escape(first)}\\b`, 'gi'),
      (_, before: string) => `${before} ${first}`,
    );
}

const TIDIED_FIELDS = ['identity', 'role', 'audience', 'context', 'mission', 'achievements', 'cvText'] as const;

/** The answers as a careful writer reads them; the name, the links and the advert are kept as typed. */
export function tidyAnswers(answers: IntroductionAnswers, now?: number): IntroductionAnswers {
  const tidied = { ...answers };
  for (const field of TIDIED_FIELDS) {
    const value = answers[field];
    if (typeof value === 'string')
      tidied[field] = withTypedName(
        tidyNote(value, {
          listed: field === 'achievements' || field === 'cvText',
          audience: field === 'audience',
          cv: field === 'cvText',
          now,
        }),
        answers.fullName,
      );
  }
  tidied.fullName = nameInUsualCase(answers.fullName);
  return withNamesAsTypedElsewhere(tidied);
}

/** Where a place stands ("in Swansea", "serving Swansea"): a capital of its own there, never one of a Title Case run. */
const PLACED = String.raw`(?<=\b(?:in|at|from|near|across|around|covering|[Ss]erving)\s+)`;
const PLACE_WITH_CAPITAL = new RegExp(String.raw`${PLACED}(\p{Lu}\p{Ll}{2,})(?=\s+\p{Ll}|\s*[,.;:!?)&]|\s*$)`, 'gmu');
const PLACE_IN_LOWER_CASE = new RegExp(String.raw`${PLACED}\p{Ll}{3,}\b`, 'gmu');

/**
 * "homeowners in swansea & gower" beside "Serving Swansea since 1998": a name the person typed with its capital where a
 * place stands keeps it where they typed it in lower case, when English has no such word.
 */
function withNamesAsTypedElsewhere(answers: IntroductionAnswers): IntroductionAnswers {
  const typed = TIDIED_FIELDS.map((field) => answers[field] ?? '').join('\n');
  const named = new Set(
    [...typed.matchAll(PLACE_WITH_CAPITAL)].map(([, word = '']) => word).filter((word) => lexicon[word.toLowerCase()] === undefined),
  );
  if (named.size === 0) return answers;
  const withCapitals = (text: string) => text.replace(PLACE_IN_LOWER_CASE, (word) => (named.has(capital(word)) ? capital(word) : word));
  const out = { ...answers };
  for (const field of TIDIED_FIELDS) {
    const value = answers[field];
    if (typeof value === 'string') out[field] = withCapitals(value);
  }
  return out;
}
