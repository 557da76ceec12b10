// Every sentence the offline writer can say, per purpose and part. {answer.form} is an answer in the grammatical
// form the sentence needs (slots.ts): .a a noun phrase with its article, .inf a bare infinitive, .ing a gerund
// phrase, .np a noun phrase, .vp a verb phrase in the text's person, .s a whole sentence of the person's own. A
// pattern whose forms are not all available is passed over; one starting with "~" is a last resort. Patterns are
// written with contractions, which the professional style expands; each style adds patterns of its own. Each
// purpose has several arrangements (the order of its parts); a regeneration takes the next arrangement and the next
// wording, with the same facts. No pattern says anything about the person that the answers do not. Stock frames
// ("At heart", "Put simply", "by profession", "I work as") are left out: readers heard them as filler.
import type { CommunicationStyle, Purpose } from '@firstwords/contracts';

export type Part =
  | 'greeting'
  | 'hello'
  | 'intro'
  | 'hook'
  | 'who'
  | 'identity'
  | 'more'
  | 'proof'
  | 'work'
  | 'career'
  | 'qualifications'
  | 'drive'
  | 'aim'
  | 'invite'
  | 'contact'
  | 'closing';

/** Parts written from blocks of sentences (proof-sentences.ts, career-sentences.ts) rather than patterns. */
export const BLOCK_PARTS: ReadonlySet<Part> = new Set(['proof', 'work', 'career', 'qualifications']);

type Arrangement = ReadonlyArray<Part | null>;

/** The parts of each text in order, one list per arrangement; `null` starts a new paragraph in texts read on a page. */
export const ARRANGEMENTS: Record<Purpose, readonly Arrangement[]> = {
  // An About opens on what the person works for, on who they are, or on one achievement as its hook: a run of them
  // before the name reads as a list pasted above it (the writer says the rest after the name). Who they are before
  // their name ("I'm a furniture maker in the Cotswolds. I'm Rupert Hollis, ...") read as said twice.
  linkedin: [
    ['hook', null, 'who', 'identity', 'more', null, 'proof', 'work', null, 'career', 'qualifications', null, 'aim', 'invite'],
    ['who', 'identity', null, 'career', 'qualifications', null, 'proof', 'work', null, 'more', 'drive', null, 'aim', 'invite'],
    [
      'hook',
      null,
      'who',
      'identity',
      'more',
      null,
      'proof',
      null,
      'career',
      'qualifications',
      'work',
      null,
      'drive',
      null,
      'aim',
      'invite',
    ],
    ['proof', null, 'who', 'identity', 'more', null, 'career', 'qualifications', 'work', null, 'drive', null, 'aim', 'invite'],
  ],
  // Said aloud, a job answer and a pitch say what the person (or their organisation) does right after who they are,
  // in the sentences they typed after their identity ('more'): readers missed the product, the service, the band.
  job: [
    ['greeting', 'who', 'identity', 'more', 'proof', 'work', 'career', 'qualifications', 'drive', 'aim', 'closing'],
    ['greeting', 'who', 'identity', 'more', 'career', 'qualifications', 'drive', 'proof', 'aim', 'closing'],
    ['who', 'identity', 'more', 'drive', 'proof', 'career', 'qualifications', 'aim', 'closing'],
    ['greeting', 'intro', 'identity', 'more', 'career', 'proof', 'qualifications', 'drive', 'aim', 'closing'],
  ],
  // A pitch opens on the person's name and what they do (the room hears who is speaking first: an aim or a figure
  // before the name was heard as said to nobody), and ends on what they ask for.
  pitch: [
    ['hello', 'identity', 'more', 'proof', 'drive', 'invite'],
    ['who', 'identity', 'more', 'drive', 'proof', 'invite'],
    ['intro', 'identity', 'more', 'proof', 'drive', 'invite'],
    ['who', 'identity', 'more', 'proof', 'drive', 'invite'],
  ],
  // A profile says what the person or the business does (the sentences typed after the identity) in every arrangement:
  // readers of a website's page missed what the studio makes and what the practice handles.
  business: [
    ['who', 'identity', 'drive', 'proof', 'work', 'career', 'qualifications', 'more', 'contact'],
    ['who', 'identity', 'more', 'career', 'qualifications', 'proof', 'work', 'drive', 'contact'],
    // A drive that cannot open a profile (its sentence names the person) comes before the invitation.
    ['drive', 'who', 'identity', 'more', 'proof', 'career', 'qualifications', 'work', 'drive', 'contact'],
    ['intro', 'proof', 'identity', 'career', 'qualifications', 'more', 'drive', 'contact'],
  ],
};

type Pool = { all: readonly string[] } & Partial<Record<CommunicationStyle, readonly string[]>>;

const WHO: Pool = {
  all: ["I'm {name}, {role.a}.", "My name is {name}, and I'm {role.a}.", "I'm {name}. {role.s}", "I'm {name}.", 'My name is {name}.'],
  enthusiastic: ["I'm {name}, {role.a}!"],
};
const HELLO: Pool = {
  all: [
    "Hi, I'm {name}, {role.a}.",
    "Hi everyone, my name is {name}, and I'm {role.a}.",
    "Hi, I'm {name}. {role.s}",
    "Hello, I'm {name}.",
    'Hi everyone, my name is {name}.',
  ],
  enthusiastic: ["Hi, I'm {name}, {role.a}!", "Hi everyone, I'm {name}!"],
};
/** Who the person is and what drives them, in one sentence. */
const INTRO: Pool = {
  all: [
    "I'm {name}, {role.a}, and what I want most is to {mission.inf}.",
    "I'm {name}, {role.a}, and my aim is to {mission.inf}.",
    "I'm {name}, {role.a}, and I care most about {mission.np}.",
    'My name is {name}, and I want to {mission.inf}.',
    "~I'm {name}, {role.a}. {mission.s}",
    "~I'm {name}. {role.s}",
    "~I'm {name}, {role.a}.",
  ],
};
const HELLO_INTRO: Pool = {
  all: [
    "Hi, I'm {name}, {role.a}, and what drives me is {mission.ing}.",
    "Hello, I'm {name}, {role.a}, and my aim is to {mission.inf}.",
    "Hello, I'm {name}, {role.a}, and I care most about {mission.np}.",
    "~Hello, I'm {name}, {role.a}. {mission.s}",
    "~Hi, I'm {name}. {role.s}",
    "~Hello, I'm {name}, {role.a}.",
  ],
};
const IDENTITY: Pool = {
  all: ["I'm {identity.a}.", 'I {identity.vp}.', 'What I do is {identity.vp}.', 'Day to day, I {identity.vp}.', '{identity.s}'],
};
const MORE: Pool = { all: ['{identity.more}'] };
const DRIVE: Pool = {
  all: [
    'What drives me is {mission.ing}.',
    'My aim is to {mission.inf}.',
    'What I want to do is {mission.inf}.',
    'I want to {mission.inf}.',
    'The goal behind my work is {mission.ing}.',
    'I care most about {mission.np}.',
    'What matters most to me is {mission.np}.',
    '{mission.s}',
    '{mission.believe}',
  ],
  enthusiastic: ['What gets me going is {mission.ing}!', "I'm here to {mission.inf}!", '{Mission.np} is what I care about!'],
};
const HOOK: Pool = {
  all: [
    'I want to {mission.inf}.',
    'My work comes down to {mission.ing}.',
    'Everything I do is about {mission.ing}.',
    'What drives me is {mission.np}.',
    '{Mission.np} is what my work is about.',
    '{mission.s}',
    '{mission.believe}',
  ],
  enthusiastic: ["I'm on a mission to {mission.inf}!", "{Mission.np} is what I'm all about!"],
};

const PHRASES: Record<Purpose, Partial<Record<Part, Pool>>> = {
  linkedin: {
    hook: HOOK,
    who: WHO,
    intro: INTRO,
    identity: IDENTITY,
    more: MORE,
    drive: DRIVE,
    aim: { all: ["I'm now looking for {aim}.", "Next, I'm hoping to find {aim}.", "I'm open to {aim}.", 'My next step is {aim}.'] },
    invite: {
      all: [
        "If you're {audience.a}, I'd be glad to connect.",
        "I'd love to hear from {audience.pl}.",
        "If you're {audience.a}, do get in touch.",
        "I'm always glad to hear from {audience.pl}.",
        "I'm keen to connect with {audience.pl}.",
        '{Audience.pl} {audienceAre} welcome to message me.',
      ],
      enthusiastic: ["If you're {audience.a}, let's connect!", "I'd love to hear from {audience.pl}!"],
    },
  },
  job: {
    greeting: {
      all: [
        'Thank you for having me.',
        'Thanks for taking the time to meet me.',
        "It's good to meet you, and thank you for having me.",
        'Thank you for meeting with me.',
      ],
      enthusiastic: ["Thanks so much for having me; it's great to be here!"],
      concise: ['Thank you for your time.'],
    },
    who: WHO,
    intro: INTRO,
    identity: IDENTITY,
    more: MORE,
    drive: DRIVE,
    aim: {
      all: [
        '{ThisAim} is the next step I want to take.',
        "I'd like {thisAim} to be my next step.",
        "I'm here because {thisAim} is the step I want to take next.",
        'I see {thisAim} as my next step.',
      ],
    },
    // Said at the interview, in answer to "tell us about yourself": an offer to say more, never a cover letter's close.
    closing: {
      all: [
        "I'm happy to go into more detail on any of that.",
        "I'd be glad to say more about any of it.",
        "I'm glad to go into any part of that in more depth.",
        "I'd be happy to expand on any of that.",
      ],
      enthusiastic: ["I'd love to tell you more about any of it!"],
    },
  },
  pitch: {
    hello: HELLO,
    intro: HELLO_INTRO,
    who: WHO,
    identity: IDENTITY,
    more: MORE,
    drive: DRIVE,
    // To the people the pitch is said to: those it may meet after it, or the panel whose questions come next.
    invite: {
      all: [
        "If you're {audience.oneToMeet}, let's talk {when}.",
        "I'd love to meet {audience.toMeet} {when}.",
        "If you're {audience.oneToMeet}, come and say hello {when}.",
        "I'd be glad to speak with {audience.toMeet} {when}.",
        "I'm keen to meet {audience.toMeet} {when}.",
        '{Audience.toMeet}, do come and say hello {when}.',
        "Thank you for listening, and I'd be glad to take {questions}.",
        'Thank you, and I look forward to {questions}.',
      ],
      enthusiastic: [
        "If you're {audience.oneToMeet}, come and say hello {when}!",
        "I'd love to meet {audience.toMeet} {when}!",
        "Thank you so much for listening – I'd love to take {questions}!",
      ],
    },
  },
  business: {
    // The role beside the name, then who the person is; an identity that only repeats the role was merged into it.
    who: {
      all: [
        '{Name}, {role.a}, is {identity.a}.',
        '{Name} is {role.a} who {identity.vp}.',
        'As {role.a}, {name} {identity.vp}.',
        '{Name}, {identity.a}, {role.vp}.',
        'Meet {name}, {role.a}.',
        '{Name} is {role.a}.',
        '{Name} {role.vp}.',
        '{Name} is {identity.a}.',
        '{Name} {identity.vp}.',
        '~{Name} works with {audience.pl}.',
        '~{Name} wants to {mission.inf}.',
        '~This is the profile of {name}.',
      ],
    },
    intro: {
      all: [
        '{Name}, {role.a}, is {identity.a} who {wants} to {mission.inf}.',
        '{Name} is {role.a} who {wants} to {mission.inf}.',
        '{Name}, {role.a}, {wants} to {mission.inf}.',
        '~{Name} is {role.a}.',
        '~{Name} {role.vp}.',
        '~This is the profile of {name}.',
      ],
    },
    identity: {
      all: [
        '{identity.org}',
        '{identity.s}',
        '{Subject} {identity.vp}.',
        'In short, {subject} {identity.vp}.',
        '{Subject} {is} {identity.a}.',
      ],
    },
    more: MORE,
    drive: {
      all: [
        '{Possessive} aim is to {mission.inf}.',
        '{Possessive} focus is on {mission.ing}.',
        'At the heart of {possessive} work is {mission.ing}.',
        '{Possessive} goal is to {mission.inf}.',
        '{Possessive} mission is to {mission.inf}.',
        '{Subject} {wants} to {mission.inf}.',
        'What drives {object} is {mission.ing}.',
        '{Mission.ing} is what drives {object}.',
        '{Possessive} focus is {mission.np}.',
        '{Possessive} work centres on {mission.np}.',
        'What matters most to {object} is {mission.np}.',
        '{mission.s}',
      ],
    },
    contact: {
      all: [
        '{Audience.pl} can get in touch through LinkedIn at {url}.',
        'To talk further, {audience.pl} can contact {object} on LinkedIn at {url}.',
        '{Audience.pl} {audienceAre} welcome to get in touch.',
        '{Audience.pl} can get in touch with {object} directly.',
        'Get in touch with {object} if you are {audience.a}.',
        '{Audience.pl} {audienceAre} welcome to get in touch for a conversation.',
        '{Audience.pl} looking to talk further {audienceAre} welcome to make contact.',
        '{Audience.pl} who would like to talk can get in touch.',
      ],
      enthusiastic: ['{Audience.pl} {audienceAre} warmly invited to get in touch!'],
    },
  },
};

const FORMAL: Array<[RegExp, string]> = [
  [/\bI'm\b/g, 'I am'],
  [/\bI've\b/g, 'I have'],
  [/\bI'd\b/g, 'I would'],
  [/\bit's\b/g, 'it is'],
  [/\bIt's\b/g, 'It is'],
  [/\bthat's\b/g, 'that is'],
  [/\bThat's\b/g, 'That is'],
  [/\blet's\b/g, 'let us'],
  [/\bwe're\b/g, 'we are'],
  [/\byou're\b/g, 'you are'],
];

const SOFTENERS = /\b(?:Day to day|always glad|good to meet you|The goal behind|What matters most)\b/;

/** A part's patterns in a style: the shared ones, then the style's own; the professional style has no contractions. */
export function patternsFor(purpose: Purpose, part: Part, style: CommunicationStyle): string[] {
  const pool = PHRASES[purpose][part];
  if (!pool) return [];
  const own = [...pool.all, ...(pool[style] ?? [])];
  // Concise texts leave out the softeners.
  const patterns = style === 'concise' ? own.filter((pattern) => !SOFTENERS.test(pattern)) : own;
  return style === 'professional'
    ? patterns.map((pattern) => FORMAL.reduce((out, [from, to]) => out.replace(from, to), pattern))
    : patterns;
}

/** How the occasion of a pitch is named in its call to action. */
export const WHEN = { evening: 'tonight', other: 'today' } as const;
