// Each answer in the grammatical forms the phrase tables ask for: {mission.ing} is the mission as a gerund phrase,
// {identity.a} who the person is as a noun phrase with its article. A form the answer cannot take is left
// undefined, so no sentence ever receives a form it cannot hold.
import { organisationOfPost, speaksForTeam, type Reading } from '../reading/answer-reading.js';
import { asSentence, capitalise, joinList, lowerFirst, toGerund, withArticle, words } from '../english/english.js';
import { WHEN } from '../planning/phrases.js';
import { escapeRegExp } from '../english/text-utils.js';
import { inVoice, presentFor, type Voice } from './voice.js';
import { isAdjective, isPastVerb, isPersonNoun } from '../english/word-classes.js';

export type Slots = Record<string, string | undefined>;

/** The answer a slot carries (the part before the dot), so a text says each answer once; the name and role may recur. */
export const answerOf = (slot: string) => {
  const name = slot.split('.')[0] ?? slot;
  return name.charAt(0).toLowerCase() + name.slice(1);
};
/** Slots that name the person or fit the grammar: they carry no answer of their own. */
export const PERSON_SLOTS = new Set([
  'name',
  'first',
  'subject',
  'object',
  'wants',
  'possessive',
  'is',
  'has',
  'was',
  'audienceAre',
  'when',
  'questions',
]);
export const RECURRING_ANSWERS = new Set([...PERSON_SLOTS, 'role']);

/** Marks a sentence of the person's own in a text that speaks for a team. */
export const OWN = '\uE001';

/** A person who speaks for an organisation and names their post in it: "Principal Dentist, Queen's Cross Dental Care". */
export const speaksInPost = (reading: Reading) => speaksForTeam(reading) && organisationOfPost(reading.role) !== undefined;

/** "Owner / barber": the post of a person who speaks for a team their post does not name, short enough to say with it. */
export function postOfSpeaker(reading: Reading): string | undefined {
  const role = reading.role;
  return role && !speaksInPost(reading) && words(role).length <= 4 ? role.replace(/\s+\/\s+/g, ' and ') : undefined;
}

/**
 * Who the person is, said once, with what the post covers after it ("a director (ESG & Decarbonisation)") wherever
 * the role is said as typed.
 */
function identityAndRole(reading: Reading, third: boolean): { role?: string; identity?: string } {
  const read = identityOrRole(reading, third);
  // "Owner / gas engineer" is typed for a form; in a sentence the posts are "an owner and gas engineer".
  const said = { ...read, role: read.role && joinList(read.role.split(/\s+\/\s+(?=\p{L})/u)) };
  // After the post, before where it is held: "a vice president (Risk Management) at Citibank".
  const post = reading.role?.split(/\sat\s(?=\p{Lu})/u)[0];
  if (!reading.roleRemit || !post || !said.role?.startsWith(post)) return said;
  return { ...said, role: `${post} (${reading.roleRemit})${said.role.slice(post.length)}` };
}

/** Who the person is, said once: an identity that repeats the role is said alone, one that refines it is merged. */
function identityOrRole(reading: Reading, third: boolean): { role?: string; identity?: string } {
  const identity = reading.identity?.kind === 'noun' ? reading.identity.text : undefined;
  // "I'm Fiona McAllister, the principal dentist of Queen's Cross Dental Care. We're an independent family dental
  // practice ..."; of her, the practice is said by its name ('identity.org'), so no sentence makes her the practice.
  if (speaksInPost(reading) && reading.role)
    return !third
      ? { role: reading.role, identity }
      : // Without pronouns the organisation's sentence would name the person again ("Aroha, Aroha's brother"): it
        // follows the post instead.
        { role: reading.pronouns || !identity ? reading.role : `${reading.role}, ${withArticle(identity)}` };
  if (reading.organisation) return { role: identity };
  const role = reading.role ?? undefined;
  if (!role || !identity) return { role, identity };
  const bare = identity.replace(/^(?:an?|the)\s+/i, '');
  const contentWords = (text: string) =>
    words(text.toLowerCase()).filter((word) => word.length > 2 && !/^(?:and|the|who|for|with)$/.test(word));
  const roleWords = contentWords(role);
  const covered = roleWords.filter((word) => contentWords(bare).some((other) => other.replace(/s$/, '') === word.replace(/s$/, ''))).length;
  if (new RegExp(`\\b${escapeRegExp(role)}\\b`, 'i').test(bare)) return { role: bare };
  // "Funeral director at Hanlon & Sons": the post is what comes before its organisation.
  const post = role.split(/\s(?:at|of)\s(?=\p{Lu})/u)[0] ?? role;
  const roleHead = words(post).pop()?.toLowerCase();
  // The identity's post, before a clause, a place or a note: "QA engineer, São Paulo", "crofter on Skye".
  const core = bare.split(/\s(?:who|that|which|with|at|in|on|from|for|and|turned|based)\s|,\s|;\s|\s\(|\s[-–—]\s/)[0] ?? bare;
  const identityHead = words(core).pop()?.toLowerCase();
  const short = words(bare).length <= 6 && !/[,;(]/.test(bare);
  // What the identity adds after its post reads as running text ("..., based in São Paulo"), not as notes ("8 years, Mumbai").
  const rest = bare.slice(core.length);
  const restReads = !/[,;](?!\s*(?:with|working|based|currently|now|in|at|from|who|and|specialising|mostly)\b)/i.test(rest);
  // "Owner/artist" and "tattoo artist", "Senior QA / SDET" and "QA engineer": the identity says one of the role's posts.
  const posts = post.split(/\s*(?:\/|&|\band\b)\s*/).filter(Boolean);
  const postHeads = posts.map((one) => words(one).pop()?.toLowerCase());
  const named = postHeads.indexOf(identityHead);
  // A longer one too, when it says every word of a later post ("tattoo artist" for "owner/artist", never "barista" for
  // "head barista"), its notes read as running text with no clause of their own, and the other posts are in running
  // text: the role then ends on what the identity adds ("an owner and tattoo artist (fine line ...)").
  const saysWholePost = named > 0 && words(posts[named] ?? '').every((word) => words(core.toLowerCase()).includes(word.toLowerCase()));
  const longMerges =
    saysWholePost && restReads && !/,\s*and\s/.test(rest) && posts.every((one, index) => index === named || !/\p{Lu}\p{Ll}/u.test(one));
  if (posts.length > 1 && named >= 0 && (short || longMerges))
    return { role: `${joinList(posts.map((one, index) => (index === named ? bare : one)))}${role.slice(post.length)}` };
  // A longer identity's notes follow the role, when a post typed short names it ("a senior QA / SDET, based in ...").
  if (posts.length > 1 && restReads && posts.some((one) => abbreviates(one, core))) return { role: `${role}${rest}` };
  // "Senior PM" and "product manager who fell in love with payments": the same post, and what the identity adds.
  if (posts.length === 1 && restReads && abbreviates(role, core)) return { role: `${role}${rest}` };
  // "General practitioner" and "GMC-registered GP with eight years ...": the identity says it, and more.
  // "Senior site reliability engineer" and "SRE, working with k8s/AWS ...": the role says more than the letters.
  if (posts.length === 1 && restReads && abbreviates(core, role))
    return { role: words(post).length > (words(core).pop()?.length ?? 0) ? `${role}${rest}` : bare };
  // "Senior product designer" and "product designer who turns messy problems into tools" are one person.
  if (posts.length === 1 && roleHead && roleHead === identityHead) {
    const headAt = bare.toLowerCase().indexOf(roleHead);
    // "Finance analyst" and "senior financial analyst": a word the role says in another form is not said again.
    const stemOf = (word: string) => word.toLowerCase().slice(0, 5);
    const extra = words(bare.slice(0, headAt)).filter((word) => !words(role).some((other) => stemOf(other) === stemOf(word)));
    // Words that describe the role merge into it ("Gas Safe registered" + "heating engineer"); a noun of their own
    // makes another job, two things to say ("a people partner", "an HR business partner").
    const last = extra.at(-1);
    // "third-generation": a word joined by a hyphen describes too.
    const describes = last === undefined || isAdjective(last) || isPastVerb(last) || /\p{L}-\p{L}/u.test(last);
    const after = bare.slice(headAt + roleHead.length);
    // "Senior scientist" and "climate scientist at the Potsdam Institute": one word of field, at one workplace, is one
    // post, the field next to its noun ("senior climate scientist").
    if (extra.length === 1 && /^\s+at\s+(?:the\s+)?\p{Lu}/u.test(after))
      return { role: [...words(post).slice(0, -1), ...extra, words(post).at(-1)].join(' ') + role.slice(post.length) + after };
    if (describes) return { role: [...extra, `${role}${after}`].join(' ') };
    return { role, identity };
  }
  if (new RegExp(`\\b${escapeRegExp(bare)}\\b`, 'i').test(role)) return { role };
  // "Solar PV installer" beside "electrician who retrained as a solar installer": the identity says it.
  if (covered >= Math.max(roleWords.length - 1, Math.min(roleWords.length, 2))) return { role: bare };
  // "Principal of a small family law practice in Dublin 8" beside "solicitor & principal at Brennan Family Law": the
  // practice described where it is named ("a solicitor & principal at Brennan Family Law, a small family law practice ...").
  // "Molecular biologist and founder of a diagnostics startup", "chemical engineer with 16 years ..., now founder of a
  // startup ...": the post held there is the last one; the ones before say what else the person is.
  const [, heldPosts = '', described] = bare.match(/^(.+?)\s+(?:of|at)\s+((?:a|an)\s.+)$/i) ?? [];
  const [, before = '', heldPost = heldPosts] = heldPosts.match(/^(.+?)(?:,?\s+(?:and|&)\s+|,\s*)(?:now\s+)?(\S+(?:\s\S+){0,2})$/) ?? [];
  const heldHead = words(heldPost).pop()?.toLowerCase();
  const onePost = words(heldPost).length <= 3 && !/[,;]|\s(?:and|&)\s/.test(heldPost);
  // "Founder of a youth theatre company" beside "artistic director & CEO of Concrete Stage": founding it is one more post there.
  const founded = /^(?:founder|co-founder)$/.test(heldHead ?? '') && !postHeads.includes(heldHead);
  if (described && onePost && /\s(?:at|of)\s\p{Lu}/u.test(role) && (postHeads.includes(heldHead) || founded)) {
    const beforeHead =
      words(before.split(/\s(?:with|in|at|for|from)\s|,/)[0] ?? '')
        .pop()
        ?.toLowerCase() ?? '';
    // "The founder, consultant psychiatrist & medical director of Serenity Mind Clinic": founding is "of" a place.
    const held = founded ? `${heldPost}, ${role.replace(/\sat\s(?=\p{Lu})/u, ' of ')}, ${described}` : `${role}, ${described}`;
    if (!before || postHeads.includes(beforeHead)) return { role: held };
    // "Trained in Lyon, now founder of a bakery": what comes before is no post, so nothing is merged (nor dropped).
    if (!isPersonNoun(beforeHead) && !/(?:er|or|ist|ian)$/.test(beforeHead)) return { role, identity };
    // Short ones go before the post, in one phrase ("a molecular biologist and the founder & CEO of Strivio ...", "a
    // climber, ex-physio and the co-founder ..."); a longer one is a sentence of its own.
    const otherPosts = lowerFirst(before).split(/,\s*|\s+(?:and|&)\s+/);
    return otherPosts.length <= 2 && otherPosts.every((one) => words(one).length <= 3)
      ? { role: joinList([withArticle(otherPosts[0] ?? ''), ...otherPosts.slice(1), theRole(held)]) }
      : { role: held, identity: withArticle(lowerFirst(before)) };
  }
  // "Ceramicist in Stockholm making wheel-thrown tableware" beside "ceramicist, owner of Lindgren Lera studio": the other
  // posts, then the one the identity says in full ("the owner of Lindgren Lera studio and a ceramicist in Stockholm ...").
  const saysFirstPost = words(posts[0] ?? '').every((word) => words(core.toLowerCase()).includes(word.toLowerCase()));
  if (
    posts.length > 1 &&
    named === 0 &&
    saysFirstPost &&
    rest &&
    restReads &&
    !/[,;()]/.test(rest) &&
    !/\s(?:and|who|which|that)\s/.test(rest)
  )
    return { role: `${joinList(posts.slice(1))}${role.slice(post.length)} and ${withArticle(bare)}` };
  // "PT, ex-county minor hurler and dad of 3" beside "personal trainer / owner of a small studio gym": the post is said
  // once, in the role, and the identity says what else the person is ("an ex-county minor hurler and dad of 3").
  const others = rest.match(/^(?:,\s*|\s+and\s+)(.+)$/)?.[1];
  const namesPost = named >= 0 || posts.some((one) => abbreviates(core, one) || abbreviates(one, core));
  const othersHead = words(others?.split(/,|\s(?:of|at|for|to|from|in|by|with)\s/)[0] ?? '').pop() ?? '';
  const saysOtherPost = postHeads.includes(othersHead.toLowerCase());
  if (others && namesPost && isPersonNoun(othersHead) && !saysOtherPost) return { role, identity: theRole(others) };
  return { role, identity };
}

/**
 * Whether a post typed short names the identity's post: "PM" for "product manager", "QA" in "QA engineer", "GP" for
 * "general practitioner".
 */
function abbreviates(post: string, identityPost: string): boolean {
  // The post's own word ("senior PM"), not a field it names ("HR consultant").
  const acronym = words(post).pop() ?? '';
  if (!/^[A-Z]{2,4}$/.test(acronym)) return false;
  const identityWords = words(identityPost);
  const initials = identityWords.map((word) => word[0]?.toUpperCase() ?? '').join('');
  return identityWords.includes(acronym) || initials.endsWith(acronym);
}

/** "the founder of Kilimhaus", "the owner of a small bakery": there is one; "a co-founder" is one of several. */
const theRole = (role: string) =>
  /^(?:a|an|the)\s/i.test(role)
    ? role
    : // "Clinical director at Harbour Physio", "head of operations at Brightpath": one in the place, when said first.
      /^(?:founder|owner|ceo|md|chair|managing director|founding partner|principal|(?:clinical|medical|creative) director|head of \p{L}+)\b.*\s(?:of|at)\s/iu.test(
          role,
        ) ||
        // "artistic director & CEO of Concrete Stage": a post that is one of its kind wherever it stands.
        /\b(?:C[A-Z]O|MD|managing director|artistic director|executive director)\b.*\s(?:of|at)\s\p{Lu}/u.test(
          role.replace(/\b(?:managing|artistic|executive) director\b/i, 'MD'),
        )
      ? `the ${role}`
      : withArticle(role);

/** A sentence of the person's own in this voice, starting with a capital ("she wants..." → "She wants..."). */
const sentenceIn = (text: string | undefined, voice: Voice) => {
  const said = text === undefined ? null : inVoice(text, voice);
  // "... to talk? He wants to change that": a pronoun put for "I" after a sentence's end starts the next one.
  return said === null
    ? undefined
    : capitalise(said.replace(/([.!?]\s+)(he|she|they)\b/g, (_, end: string, pronoun: string) => end + capitalise(pronoun)));
};
/** A phrase in this voice ("my town" → "her town"), as it stands inside a sentence. */
const phraseIn = (text: string | undefined, voice: Voice) => (text === undefined ? undefined : (inVoice(text, voice) ?? undefined));

/** The organisation a person speaks for, by the name their post gives it: "Queen's Cross Dental Care is a ...". */
function organisationSentence(reading: Reading, voice: Voice): string | undefined {
  const name = speaksForTeam(reading) && reading.pronouns ? organisationOfPost(reading.role) : undefined;
  const described = reading.identity?.kind === 'noun' ? reading.identity.text : undefined;
  return name && described ? sentenceIn(asSentence(`${name} is ${withArticle(described)}`), voice) : undefined;
}

/** The identity's further sentences; in the first person for a team, those of the person ("I bought the practice in
 * 2015") are marked as theirs, so they do not become "we". */
function ownSentences(reading: Reading, voice: Voice): string {
  const own = voice.person === 'first' && speaksForTeam(reading);
  return reading.identityMore.map((sentence) => (own && /^(?:I|My)\b/.test(sentence) ? `${OWN}${sentence}` : sentence)).join(' ');
}

/** The slot values for a text in this voice; `contract` says "I'm" rather than "I am". */
export function slotsFor(reading: Reading, voice: Voice, contract: boolean): Slots {
  const third = voice.person === 'third';
  const { role, identity } = identityAndRole(reading, third);
  const { mission, context, audience } = reading;
  const speaksForOrganisation = speaksForTeam(reading);
  const speakerPost = postOfSpeaker(reading);
  const iAm = contract ? "I'm" : 'I am';
  // A long audience is cut at its first clause, so the invitation stays one readable sentence.
  const audiencePlural =
    audience && !(third && /\b(?:I|me|my|we|our|us)\b/i.test(audience.plural))
      ? words(audience.plural).length > 16
        ? (audience.plural.split(/,\s|\s(?:who|that|which)\s/)[0] ?? audience.plural)
        : audience.plural
      : undefined;
  const read = reading.identity;
  const verbIdentity = read?.kind === 'verb' ? read.text : undefined;
  const missionVerb = mission?.kind === 'verb' ? phraseIn(mission.text, voice) : undefined;
  // A question the person asks is said as they asked it, by anyone: no one "believes that why ...".
  const asked = mission?.kind === 'clause' && /^[^.!?]*\?/.test(mission.text);
  const missionSentence =
    mission?.kind === 'clause'
      ? mission.firstPerson || asked
        ? mission.text
        : third
          ? `${voice.subject} ${voice.singular ? 'believes' : 'believe'} that ${lowerFirst(mission.text)}`
          : mission.text
      : mission?.kind === 'adjective'
        ? `${iAm} ${mission.text}`
        : undefined;
  const identitySentence = read?.kind === 'clause' ? read.text : read?.kind === 'adjective' ? `${iAm} ${read.text}` : undefined;
  return {
    name: reading.fullName,
    first: reading.firstName,
    // Without pronouns, "Maya wants...", "get in touch with Maya" would name her once more: those patterns are passed over.
    subject: voice.named ? undefined : voice.subject,
    Subject: voice.named ? undefined : capitalise(voice.subject),
    object: voice.named ? undefined : voice.object,
    wants: voice.singular ? 'wants' : 'want',
    possessive: voice.possessive,
    is: voice.is,
    has: voice.has,
    was: voice.was,
    role: role,
    // A person who speaks for a studio is part of it, not the studio: "Meet Dev Patel, part of a 4-person workshop", or
    // holds their post there: "Hassan Mahmoud is the owner and barber of a barbershop".
    'role.a':
      role &&
      (third && speaksForOrganisation && !speaksInPost(reading)
        ? `${speakerPost ? `the ${speakerPost} of` : 'part of'} ${phraseIn(theRole(role), voice)}`
        : phraseIn(theRole(role), voice)),
    'role.s': sentenceIn(reading.roleSentence ?? undefined, voice),
    // "I run a bakery" as what follows the name: "runs a bakery".
    'role.vp': reading.roleSentence
      ? inVoice(reading.roleSentence.replace(/^(?:I|we)\b/i, 'I'), { ...voice, subject: 'SUBJECT', named: false })?.replace(
          /^SUBJECT\s+/,
          '',
        )
      : undefined,
    'identity.a': identity && phraseIn(withArticle(identity), voice),
    'identity.vp': verbIdentity && (third ? (presentFor(verbIdentity, voice) ?? undefined) : verbIdentity),
    'identity.s': identitySentence && sentenceIn(asSentence(identitySentence), voice),
    // "Queen's Cross Dental Care is an independent family dental practice in ...".
    'identity.org': third ? organisationSentence(reading, voice) : undefined,
    'identity.more': reading.identityMore.length ? sentenceIn(ownSentences(reading, voice), voice) : undefined,
    'mission.inf': missionVerb,
    // "What drives me is leading a group of stores" says it is done now: a post to come is said "to lead ...".
    'mission.ing':
      missionVerb && !reading.missionToCome
        ? ((mission?.kind === 'verb' && mission.gerund !== undefined ? phraseIn(mission.gerund, voice) : toGerund(missionVerb)) ??
          undefined)
        : undefined,
    'mission.np': mission?.kind === 'noun' ? phraseIn(mission.text, voice) : undefined,
    'mission.s': missionSentence && sentenceIn(asSentence(missionSentence), voice),
    // "Nobody should be scared of the dentist" as the person's belief, in another version.
    'mission.believe':
      mission?.kind === 'clause' && !mission.firstPerson && !asked && !third
        ? `I believe ${lowerFirst(asSentence(mission.text))}`
        : undefined,
    'audience.pl': audiencePlural,
    'audience.a': audience?.singular ?? undefined,
    // Met after a pitch, when its listeners are not the ones who judge it: a panel is not told "I'd love to meet the panel".
    'audience.toMeet': context.questioned ? undefined : audiencePlural,
    'audience.oneToMeet': context.questioned ? undefined : (audience?.singular ?? undefined),
    questions: context.questioned ? 'your questions' : undefined,
    audienceAre: audience && /^(?:anyone|everyone|everybody|anybody|someone|somebody)\b/i.test(audience.plural) ? 'is' : 'are',
    aim: context.aim ? withArticle(context.aim) : undefined,
    // "my first UX role" is the person's own: "this my first UX role" is no English, so there is no "this" form.
    thisAim: context.aim && !/^(?:my|our)\s/i.test(context.aim) ? `this ${context.aim.replace(/^(?:an?|the)\s+/i, '')}` : undefined,
    when: context.kind === 'event' ? (context.evening ? WHEN.evening : WHEN.other) : '',
    url: reading.linkedinUrl ?? undefined,
  };
}
