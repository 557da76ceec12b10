// Every sentence the offline writer can say, per purpose, part and style, in the order the purpose needs.
// {slot} is an answer in the form the sentence needs (see slots.ts); a pattern whose slots are not all
// known is passed over. The writer picks among the patterns left with a seed from the answers and the
// version, so Regenerate gives different wording with the same facts. A pattern starting with "~" is a
// last resort, said only when no other pattern of its part can be. Styles change wording, length,
// contractions and punctuation; no pattern says anything about the person that the answers do not.

export type Part =
  | 'greeting'
  | 'hook'
  | 'who'
  | 'identity'
  | 'proof'
  | 'work'
  | 'history'
  | 'qualifications'
  | 'drive'
  | 'aim'
  | 'audience'
  | 'invite'
  | 'contact'
  | 'closing';

type Patterns = Record<CommunicationStyle, readonly string[]>;

/** The parts of each text in order; `null` starts a new paragraph in texts read on a page. */
export const PLANS: Record<Purpose, ReadonlyArray<Part | null>> = {
  linkedin: ['hook', null, 'who', 'identity', null, 'proof', 'work', 'history', 'qualifications', null, 'drive', null, 'aim', 'invite'],
  job: ['greeting', 'who', 'identity', 'proof', 'work', 'history', 'qualifications', 'drive', 'aim', 'closing'],
  pitch: ['who', 'identity', 'proof', 'drive', 'invite'],
  business: ['who', 'drive', 'proof', 'work', 'history', 'qualifications', 'identity', 'contact'],
};

const same = (patterns: readonly string[]): Patterns => ({
  professional: patterns,
  conversational: patterns,
  enthusiastic: patterns,
  concise: patterns,
});

/** The proof, past and qualifications read alike in every first-person text. */
const FIRST_PERSON_RECORD: Partial<Record<Part, Patterns>> = {
  proof: {
    professional: ['I have {done}.', 'In my work so far, I have {done}.', 'I {did}.', 'I {doing}.', 'Highlights of my work include {highlights}.'],
    conversational: ["I've {done}.", "So far I've {done}.", 'Along the way, I {did}.', 'These days I {doing}.', 'Highlights of my work include {highlights}.'],
    enthusiastic: ["I've {done}.", "Along the way, I've {done}.", 'Along the way, I {did}.', 'Right now I {doing}.', 'Highlights so far include {highlights}.'],
    concise: ['I have {done}.', 'I {did}.', 'I {doing}.', 'Highlights include {highlights}.'],
  },
  work: {
    professional: ['I have also {workDone}.', 'I also {workDid}.'],
    conversational: ["I've also {workDone}.", 'I also {workDid}.'],
    enthusiastic: ["I've also {workDone}.", 'I also {workDid}.'],
    concise: ['I also {workDid}.'],
  },
  history: same(['{History}']),
  qualifications: {
    professional: ['My qualifications include {qualifications}.'],
    conversational: ['My qualifications include {qualifications}.'],
    enthusiastic: ['My qualifications include {qualifications}.'],
    concise: ['Qualifications include {qualifications}.'],
  },
};

const FIRST_PERSON_IDENTITY: Patterns = {
  professional: ['I am {identity}.', 'I would describe myself as {identity}.', 'I {identityVerb}.', '{IdentityOwn}'],
  conversational: ["I'm {identity}.", 'I {identityVerb}.', '{IdentityOwn}'],
  enthusiastic: ["I'm {identity}.", "At heart, I'm {identity}.", 'I {identityVerb}.', '{IdentityOwn}'],
  concise: ["I'm {identity}.", 'I {identityVerb}.', '{IdentityOwn}'],
};

export const PHRASES: Record<Purpose, Partial<Record<Part, Patterns>>> = {
  linkedin: {
    ...FIRST_PERSON_RECORD,
    hook: {
      professional: ['I want to {mission}.', 'My work is about {missionIng}.', 'I have {done}.', 'What drives me is {missionNoun}.'],
      conversational: ['I want to {mission}.', 'My work comes down to {missionIng}.', 'What drives me is {missionNoun}.'],
      enthusiastic: ["I'm on a mission to {mission}!", "I've {done}!", "{MissionNoun} is what I'm all about!"],
      concise: ['I want to {mission}.', 'I have {done}.', 'My focus is {missionNoun}.'],
    },
    who: {
      professional: ['I am {name}, {aRole}.', 'My name is {name}, and I work as {aRole}.', 'I am {name}. {RoleOwn}', 'I am {name}.'],
      conversational: ["I'm {name}, {aRole}.", "I'm {name}, and I work as {aRole}.", "I'm {name}. {RoleOwn}", "I'm {name}."],
      enthusiastic: ["I'm {name}, {aRole}.", "I'm {name}, and I work as {aRole}.", "I'm {name}. {RoleOwn}", "I'm {name}."],
      concise: ["I'm {name}, {aRole}.", "I'm {name}. {RoleOwn}", "I'm {name}."],
    },
    identity: FIRST_PERSON_IDENTITY,
    drive: {
      professional: ['What drives me is {missionIng}.', 'My aim is to {mission}.', 'I care most about {missionNoun}.'],
      conversational: ['What drives me is {missionIng}.', 'What I really want is to {mission}.', 'What I care about most is {missionNoun}.'],
      enthusiastic: ['What gets me going is {missionIng}!', 'I want to {mission}!', '{MissionNoun} is what I care about!'],
      concise: ['My aim is to {mission}.', 'My focus is {missionNoun}.'],
    },
    aim: {
      professional: ['I am now looking for {aim}.'],
      conversational: ["I'm now looking for {aim}."],
      enthusiastic: ["I'm now looking for {aim}!"],
      concise: ["I'm looking for {aim}."],
    },
    invite: {
      professional: ['If you are {anAudience}, I would be glad to connect.', 'I would welcome a conversation with {audience}.'],
      conversational: ["If you're {anAudience}, I'd be glad to connect.", "I'd love to hear from {audience}."],
      enthusiastic: ["If you're {anAudience}, let's connect!", "I'd love to hear from {audience}!"],
      concise: ["{AnAudience}? Let's connect.", 'I welcome messages from {audience}.'],
    },
  },
  job: {
    ...FIRST_PERSON_RECORD,
    greeting: {
      professional: ['Thank you for having me.', 'Thank you for the opportunity to speak with you.'],
      conversational: ['Thanks for having me.', 'Hi, thanks for taking the time to meet me.'],
      enthusiastic: ["Thanks so much for having me; it's great to be here!"],
      concise: ['Thank you for your time.'],
    },
    who: {
      professional: ['My name is {name}, and I am {aRole}.', 'I am {name}, {aRole}.', 'My name is {name}. {RoleOwn}', 'I am {name}.'],
      conversational: ["I'm {name}, and I'm {aRole}.", "I'm {name}, and I work as {aRole}.", "I'm {name}. {RoleOwn}", "I'm {name}."],
      enthusiastic: ["I'm {name}, and I'm {aRole}.", "I'm {name}, and I work as {aRole}.", "I'm {name}. {RoleOwn}", "I'm {name}."],
      concise: ["I'm {name}, {aRole}.", "I'm {name}. {RoleOwn}", "I'm {name}."],
    },
    identity: FIRST_PERSON_IDENTITY,
    drive: {
      professional: ['What drives me is {missionIng}.', 'My aim is to {mission}.', 'I care most about {missionNoun}.'],
      conversational: ['What drives me is {missionIng}.', 'What I want to do is {mission}.', 'What I care about most is {missionNoun}.'],
      enthusiastic: ['What gets me going is {missionIng}.', 'I really want to {mission}.', '{MissionNoun} is what I care about.'],
      concise: ['My aim is to {mission}.', 'My focus is {missionNoun}.'],
    },
    aim: {
      professional: ['That is why {thisAim} appeals to me: it is a chance to do more of that work.', 'That is what draws me to {thisAim}.'],
      conversational: ["That's why {thisAim} appeals to me: it's a chance to do more of that.", "That's what draws me to {thisAim}."],
      enthusiastic: ["That's exactly why {thisAim} excites me!", "That's what draws me to {thisAim}!"],
      concise: ["That's why I want {thisAim}."],
    },
    closing: {
      professional: ['I would be glad to discuss how I could contribute to your team.'],
      conversational: ["I'd be glad to talk about how I could help your team."],
      enthusiastic: ["I'd love to talk about how I could help your team!"],
      concise: ["I'd be glad to discuss how I can help."],
    },
  },
  pitch: {
    who: {
      professional: ['Hello, I am {name}, {aRole}.', 'Hello, my name is {name}, and I am {aRole}.', 'Hello, I am {name}. {RoleOwn}', 'Hello, I am {name}.'],
      conversational: ["Hi, I'm {name}, {aRole}.", "Hi, I'm {name}, and I work as {aRole}.", "Hi, I'm {name}. {RoleOwn}", "Hi, I'm {name}."],
      enthusiastic: ["Hi, I'm {name}, {aRole}!", "Hi everyone, I'm {name}, and I work as {aRole}!", "Hi, I'm {name}! {RoleOwn}", "Hi, I'm {name}!"],
      concise: ["I'm {name}, {aRole}.", "I'm {name}. {RoleOwn}", "I'm {name}."],
    },
    identity: FIRST_PERSON_IDENTITY,
    proof: {
      professional: ['I have {done}.', 'So far, I have {done}.', 'I {did}.', 'I {doing}.', 'Highlights include {highlights}.'],
      conversational: ["I've {done}.", "So far I've {done}.", 'Along the way, I {did}.', 'I {doing}.', 'Highlights include {highlights}.'],
      enthusiastic: ["I've {done}.", "So far I've {done}.", 'Along the way, I {did}.', 'These days I {doing}.', 'Highlights include {highlights}.'],
      concise: ['I have {done}.', 'I {did}.', 'I {doing}.', 'Highlights include {highlights}.'],
    },
    drive: {
      professional: ['I want to {mission}.', 'My focus is {missionIng}.', 'My focus is {missionNoun}.'],
      conversational: ['I want to {mission}.', "I'm all about {missionIng}.", 'What I care about is {missionNoun}.'],
      enthusiastic: ["I'm here to {mission}.", 'I really want to {mission}.', 'I care about {missionNoun}.'],
      concise: ['I want to {mission}.', 'My focus is {missionNoun}.'],
    },
    invite: {
      professional: ['If you are {anAudience}, I would be glad to talk {when}.', 'I would be glad to speak with {audience} {when}.'],
      conversational: ["If you're {anAudience}, let's talk {when}.", "I'd love to meet {audience} {when}."],
      enthusiastic: ["If you're {anAudience}, come and say hello {when}!", "I'd love to meet {audience} {when}!"],
      concise: ["{AnAudience}? Let's talk {when}.", "I'd like to meet {audience} {when}."],
    },
  },
  business: {
    // The role beside the name, then who the person is; an identity that only repeats the role was merged into it.
    who: same(['{Name}, {aRole}, is {identity}.', '{Name} is {aRole} who {identityVerb3}.', '{Name} is {aRole}.', '{Name} {roleVerb3}.', '{Name} is {identity}.', '{Name} {identityVerb3}.', '~{Name} works with {audience}.', '~{Name} wants to {mission}.']),
    identity: same(['{IdentityOwn3}', '{Subject} {identityVerb3}.', '{Subject} {is} {identity}.']),
    drive: {
      professional: ['{Possessive} aim is to {mission}.', '{Possessive} focus is on {missionIng}.', '{Possessive} focus is {missionNoun}.'],
      conversational: ['{Possessive} aim is to {mission}.', 'At the heart of {possessive} work is {missionIng}.', '{Possessive} work centres on {missionNoun}.'],
      enthusiastic: ['{Possessive} aim is to {mission}.', 'At the heart of it all is {missionIng}.', '{Possessive} work is all about {missionNoun}.'],
      concise: ['{Possessive} aim is to {mission}.', '{Possessive} focus is {missionNoun}.'],
    },
    proof: {
      professional: ['{Subject} {has} {done}.', '{Subject} {did}.', '{Subject} {doing3}.', 'Highlights include {highlights}.'],
      conversational: ['{Subject} {has} {done}.', 'So far, {subject} {has} {done}.', '{Subject} {doing3}.', 'Highlights include {highlights}.'],
      enthusiastic: ['{Subject} {has} {done}.', 'So far, {subject} {has} {done}.', '{Subject} {doing3}.', 'Highlights include {highlights}.'],
      concise: ['{Subject} {has} {done}.', '{Subject} {doing3}.', 'Highlights include {highlights}.'],
    },
    // Without pronouns, "Other experience" keeps the name out of a second sentence running.
    work: same(['{Subject} also {workDid}.', 'Other experience includes {workDoing}.']),
    history: same(['{History}']),
    qualifications: same(['Qualifications include {qualifications}.']),
    contact: {
      professional: ['{Audience} can get in touch through LinkedIn at {url}.', '{Audience} {audienceAre} welcome to get in touch.'],
      conversational: ['{Audience} can say hello on LinkedIn at {url}.', '{Audience} {audienceAre} welcome to get in touch.'],
      enthusiastic: ['{Audience} can say hello on LinkedIn at {url}!', '{Audience} {audienceAre} warmly invited to get in touch.'],
      concise: ['{Audience} can get in touch on LinkedIn at {url}.', '{Audience} {audienceAre} welcome to get in touch.'],
    },
  },
};

/** A CV's jobs, newest first: in the first person one sentence each, in the third one list with no name in it. */
export const HISTORY_PHRASES = {
  current: 'I have been {aTitle} at {employer} {years}.',
  past: 'I was {aTitle} at {employer} {years}.',
  earlier: ['Before that, I was {aTitle} at {employer} {years}.', 'Earlier, I was {aTitle} at {employer} {years}.'],
  third: 'Roles so far include {roles}.',
  thirdRole: '{title} at {employer} {years}',
} as const;

/** How the occasion of a pitch is named in its call to action. */
export const WHEN = { evening: 'tonight', other: 'today' } as const;import type { CommunicationStyle, Purpose } from '@firstwords/contracts';

