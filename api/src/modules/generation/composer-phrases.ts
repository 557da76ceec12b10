// First-person wording for the LinkedIn, interview and pitch texts, one voice per communication style.
// No phrase holds a number (digits or words): numbers may only come from the person's answers.
import type { CommunicationStyle } from './generation.types.js';

export type Line = (text: string) => string;
export type SpokenPurpose = 'linkedin' | 'job' | 'pitch';

export interface FirstPersonPhrases {
  /** Whether sentences may end with "!". */
  exclaim: boolean;
  /** "I am" or "I'm", for sentences built around an answer of an unusual shape. */
  iAm: string;
  intro: Array<(name: string, identity?: string) => string>;
  /** The same without a greeting, for when a hook has already opened the text. */
  introBare: Array<(name: string, identity?: string) => string>;
  role: Line[];
  audience: Record<SpokenPurpose, Line[]>;
  missionTo: Line[];
  missionIng: Line[];
  missionPhrase: Line[];
  /** Opens the forward-looking part of the interview answer. */
  futureLead: string[];
  /** Opens the part about the past. */
  pastLead: string[];
  context: Record<SpokenPurpose, Line[]>;
  achievementFirst: Line[];
  achievementNext: Line[];
  achievementList: Line[];
  cvPast: Line[];
  cvPhrase: Line[];
  closing: { job: string[]; pitch: string[]; linkedin: Line[]; linkedinPlain: string[] };
  hook: { pitch: string[]; linkedin: string[] };
}

const professional: FirstPersonPhrases = {
  exclaim: false,
  iAm: 'I am',
  intro: [
    (name, id) => (id ? `I am ${name}, ${id}.` : `I am ${name}.`),
    (name, id) => (id ? `Good to meet you; I am ${name}, ${id}.` : `Good to meet you; I am ${name}.`),
    (name, id) => (id ? `Allow me to introduce myself: I am ${name}, ${id}.` : `Allow me to introduce myself: I am ${name}.`),
  ],
  introBare: [
    (name, id) => (id ? `I am ${name}, ${id}.` : `I am ${name}.`),
    (name, id) => (id ? `My name is ${name}; in brief, ${id}.` : `My name is ${name}.`),
  ],
  role: [
    (role) => `In my current work, I serve as ${role}.`,
    (role) => `Professionally, I work as ${role}.`,
    (role) => `I currently work as ${role}.`,
  ],
  audience: {
    linkedin: [
      (aud) => `Much of my work is shaped by what matters to ${aud}.`,
      (aud) => `Everything I do is centred on ${aud}.`,
      (aud) => `I take particular care to understand the priorities of ${aud}.`,
    ],
    job: [
      (aud) => `Throughout, I keep in mind what matters most to ${aud}.`,
      (aud) => `My work is always centred on ${aud}.`,
      (aud) => `I take care to understand the priorities of ${aud}.`,
    ],
    pitch: [
      (aud) => `Today I am especially keen to meet ${aud}.`,
      (aud) => `I am particularly interested in speaking with ${aud}.`,
      (aud) => `I am here to connect with ${aud}.`,
    ],
  },
  missionTo: [
    (m) => `My mission is to ${m}.`,
    (m) => `My aim is clear: to ${m}.`,
    (m) => `What drives me is a simple goal: to ${m}.`,
  ],
  missionIng: [(m) => `My mission is ${m}.`, (m) => `I am committed to ${m}.`, (m) => `My work is centred on ${m}.`],
  missionPhrase: [
    (m) => `My mission is clear: ${m}.`,
    (m) => `The mission behind my work: ${m}.`,
    (m) => `My guiding mission: ${m}.`,
  ],
  futureLead: ['Looking ahead, ', 'Going forward, ', 'In the years ahead, '],
  pastLead: [
    'My experience so far has shaped the way I work.',
    'The path that brought me here has taught me a great deal.',
    'My background has given me a solid foundation.',
  ],
  context: {
    linkedin: [(c) => `My current focus: ${c}.`, (c) => `Where I am today: ${c}.`, (c) => `What I am working on now: ${c}.`],
    job: [
      (c) => `This is what brings me to this conversation: ${c}.`,
      (c) => `It is also what brings me here today: ${c}.`,
      (c) => `That brings me to the present: ${c}.`,
    ],
    pitch: [(c) => `What brings me here today: ${c}.`, (c) => `My reason for being here: ${c}.`, (c) => `The occasion today: ${c}.`],
  },
  achievementFirst: [
    (x) => `Among my achievements, I ${x}.`,
    (x) => `One achievement I am proud of: I ${x}.`,
    (x) => `In my work so far, I ${x}.`,
  ],
  achievementNext: [(x) => `I also ${x}.`, (x) => `In addition, I ${x}.`, (x) => `Beyond that, I ${x}.`],
  achievementList: [
    (list) => `Highlights of my work so far include: ${list}.`,
    (list) => `Notable achievements include: ${list}.`,
    (list) => `Some of the results I am proudest of: ${list}.`,
  ],
  cvPast: [
    (x) => `In my career so far, I ${x}.`,
    (x) => `My track record includes this: I ${x}.`,
    (x) => `As part of my experience, I ${x}.`,
  ],
  cvPhrase: [
    (x) => `My background includes: ${x}.`,
    (x) => `From my experience: ${x}.`,
    (x) => `A summary of my background: ${x}.`,
  ],
  closing: {
    job: [
      'I would welcome the chance to bring this experience to your team.',
      'I would be glad to discuss how I could contribute to your team.',
      'I would value the opportunity to put this to work in this role.',
    ],
    pitch: [
      'If this resonates with you, I would be glad to continue the conversation after this session.',
      'Please come and find me afterwards; I would welcome the conversation.',
      'If you would like to explore working together, please speak to me afterwards.',
    ],
    linkedin: [
      (aud) => `I am always glad to connect with ${aud}. Please feel free to send me a message.`,
      (aud) => `Please feel free to get in touch; I welcome conversations with ${aud}.`,
      (aud) => `I would be pleased to hear from anyone who shares this mission, particularly ${aud}.`,
    ],
    linkedinPlain: [
      'I am always glad to connect with people who share these interests. Please feel free to send me a message.',
      'I welcome new conversations, so please feel free to get in touch.',
    ],
  },
  hook: {
    pitch: [
      'Thank you all for your time; I will keep this brief.',
      'Let me take a moment to introduce myself.',
      'Thank you for having me; here is who I am, in brief.',
    ],
    linkedin: [
      'Thank you for visiting my profile.',
      'Welcome, and thank you for taking the time to read this.',
      'Here, in brief, is who I am and what I do.',
    ],
  },
};

const conversational: FirstPersonPhrases = {
  exclaim: false,
  iAm: "I'm",
  intro: [
    (name, id) => (id ? `Hi, I'm ${name}, ${id}.` : `Hi, I'm ${name}.`),
    (name, id) => (id ? `Hey there, I'm ${name}, ${id}.` : `Hey there, I'm ${name}.`),
    (name, id) => (id ? `Nice to meet you, I'm ${name}, ${id}.` : `Nice to meet you, I'm ${name}.`),
  ],
  introBare: [
    (name, id) => (id ? `I'm ${name}, ${id}.` : `I'm ${name}.`),
    (name, id) => (id ? `So, I'm ${name}, ${id}.` : `So, I'm ${name}.`),
  ],
  role: [
    (role) => `By day, I'm ${role}.`,
    (role) => `These days I work as ${role}.`,
    (role) => `I'm ${role}, and I really enjoy it.`,
  ],
  audience: {
    linkedin: [
      (aud) => `A lot of what I do comes back to what matters to ${aud}.`,
      (aud) => `I always try to think about what matters to ${aud}.`,
      (aud) => `I care a lot about getting things right for ${aud}.`,
    ],
    job: [
      (aud) => `I always try to see things from the side of ${aud}.`,
      (aud) => `I care a lot about what matters to ${aud}.`,
      (aud) => `I like to start with what matters to ${aud}.`,
    ],
    pitch: [
      (aud) => `I'd especially love to meet ${aud} today.`,
      (aud) => `I'm really hoping to chat with ${aud} here.`,
      (aud) => `I'm here to connect with ${aud}.`,
    ],
  },
  missionTo: [(m) => `What I really want is to ${m}.`, (m) => `My goal? To ${m}.`, (m) => `I'm out to ${m}.`],
  missionIng: [(m) => `I'm all about ${m}.`, (m) => `What I care about most is ${m}.`, (m) => `My big goal is ${m}.`],
  missionPhrase: [
    (m) => `What drives me: ${m}.`,
    (m) => `My big goal: ${m}.`,
    (m) => `The thing I care about most: ${m}.`,
  ],
  futureLead: ['Looking ahead, ', 'Next up, ', 'Going forward, '],
  pastLead: [
    "Here's a bit about how I got here.",
    "Getting here has taught me a lot, and I'm grateful for it.",
    "A little background on how I got here.",
  ],
  context: {
    linkedin: [(c) => `What I'm up to right now: ${c}.`, (c) => `Where I'm at today: ${c}.`, (c) => `Right now, my focus is this: ${c}.`],
    job: [(c) => `Which brings me here: ${c}.`, (c) => `And that's what brings me to today: ${c}.`, (c) => `That's why I'm here: ${c}.`],
    pitch: [(c) => `Why I'm here today: ${c}.`, (c) => `What brings me along: ${c}.`, (c) => `So, why am I here? ${startCase(c)}.`],
  },
  achievementFirst: [
    (x) => `One thing I'm proud of is that I ${x}.`,
    (x) => `Along the way, I ${x}.`,
    (x) => `A highlight so far? I ${x}.`,
  ],
  achievementNext: [(x) => `I also ${x}.`, (x) => `On top of that, I ${x}.`, (x) => `And I ${x}.`],
  achievementList: [
    (list) => `A few highlights so far: ${list}.`,
    (list) => `Some things I'm proud of: ${list}.`,
    (list) => `Highlights so far include ${list}.`,
  ],
  cvPast: [(x) => `Career-wise, I ${x}.`, (x) => `I've also got this under my belt: I ${x}.`, (x) => `In my career so far, I ${x}.`],
  cvPhrase: [(x) => `A bit of background: ${x}.`, (x) => `My story so far includes: ${x}.`, (x) => `Quick background: ${x}.`],
  closing: {
    job: [
      "I'd love to bring that to your team.",
      "I'd really enjoy talking about how I could help your team.",
      "I'd love to put all of that to work here.",
    ],
    pitch: [
      'If that sounds interesting, come and say hi afterwards.',
      "Grab me after this and let's chat.",
      "If that clicks for you, let's talk over a coffee.",
    ],
    linkedin: [
      (aud) => `Feel free to drop me a message; I'm always happy to connect with ${aud}.`,
      (aud) => `Let's connect, especially if you work with ${aud}.`,
      (aud) => `Always happy to chat with ${aud}. Just send me a message.`,
    ],
    linkedinPlain: ["I'm always happy to connect, so feel free to drop me a message.", "Let's connect. Just send me a message."],
  },
  hook: {
    pitch: ['Hi everyone, thanks for having me.', "Hey everyone, I'll keep this quick.", 'Hi all, great to be here.'],
    linkedin: ['Thanks for stopping by my profile.', "Hi, and thanks for dropping by.", "Glad you found your way here."],
  },
};

const enthusiastic: FirstPersonPhrases = {
  exclaim: true,
  iAm: "I'm",
  intro: [
    (name, id) => (id ? `Hello! I'm ${name}, ${id}!` : `Hello! I'm ${name}!`),
    (name, id) => (id ? `Hi there! I'm ${name}, ${id}.` : `Hi there! I'm ${name}.`),
    (name, id) => (id ? `I'm ${name}, ${id}, and I'm thrilled to meet you!` : `I'm ${name}, and I'm thrilled to meet you!`),
  ],
  introBare: [
    (name, id) => (id ? `I'm ${name}, ${id}!` : `I'm ${name}!`),
    (name, id) => (id ? `I'm ${name}, ${id}, and I'm thrilled to be here!` : `I'm ${name}, and I'm thrilled to be here!`),
  ],
  role: [
    (role) => `I'm ${role}, and I love what I do!`,
    (role) => `I get to work as ${role}, and I love it!`,
    (role) => `What gets me up in the morning? Being ${role}!`,
  ],
  audience: {
    linkedin: [
      (aud) => `I love making a real difference for ${aud}!`,
      (aud) => `Nothing excites me more than doing great work for ${aud}!`,
      (aud) => `What I love most is doing great work for ${aud}!`,
    ],
    job: [
      (aud) => `My heart is in doing great work for ${aud}!`,
      (aud) => `I love creating real value for ${aud}!`,
      (aud) => `Doing great work for ${aud} is what motivates me!`,
    ],
    pitch: [
      (aud) => `I'd love to meet ${aud} here today!`,
      (aud) => `I'm so excited to connect with ${aud}!`,
      (aud) => `I'm really hoping to meet ${aud} today!`,
    ],
  },
  missionTo: [
    (m) => `I'm on a mission to ${m}!`,
    (m) => `My mission is to ${m}, and I'm all in!`,
    (m) => `What gets me up every morning? The chance to ${m}!`,
  ],
  missionIng: [(m) => `I'm passionate about ${m}!`, (m) => `I'm all in on ${m}!`, (m) => `What excites me most is ${m}!`],
  missionPhrase: [(m) => `My mission: ${m}!`, (m) => `What drives me every day: ${m}!`, (m) => `The dream: ${m}!`],
  futureLead: ['Looking ahead, ', 'Next, ', 'As for what comes next, '],
  pastLead: [
    "My journey so far has been an amazing adventure!",
    "I've loved every step of the road that brought me here!",
    'Getting here has been an exciting ride!',
  ],
  context: {
    linkedin: [(c) => `What I'm excited about right now: ${c}!`, (c) => `Right now I'm focused on this: ${c}!`, (c) => `My current adventure: ${c}!`],
    job: [(c) => `And that brings me here: ${c}!`, (c) => `Which is why I'm so excited to be here: ${c}!`, (c) => `That's what brings me to today: ${c}!`],
    pitch: [(c) => `I'm so glad to be here: ${c}!`, (c) => `What brings me here today: ${c}!`, (c) => `Why I'm here: ${c}!`],
  },
  achievementFirst: [
    (x) => `I'm proud to say that I ${x}!`,
    (x) => `One of my favourite moments so far: I ${x}!`,
    (x) => `A real highlight for me: I ${x}!`,
  ],
  achievementNext: [(x) => `I also ${x}.`, (x) => `On top of that, I ${x}.`, (x) => `And I ${x}.`],
  achievementList: [
    (list) => `Some highlights I'm really proud of: ${list}!`,
    (list) => `A few moments I'm thrilled about: ${list}!`,
    (list) => `Highlights so far: ${list}!`,
  ],
  cvPast: [(x) => `Along the way, I ${x}!`, (x) => `I've loved the chance to grow: I ${x}.`, (x) => `In my career so far, I ${x}!`],
  cvPhrase: [(x) => `A bit of my story: ${x}!`, (x) => `My journey so far includes: ${x}.`, (x) => `Where I've come from: ${x}!`],
  closing: {
    job: [
      "I'd love to bring all of this energy to your team!",
      "I can't wait to show what I could do for your team!",
      "I'm really excited about the chance to contribute here!",
    ],
    pitch: [
      "Come and find me after this, I'd love to chat!",
      "Let's connect afterwards, I can't wait to hear your ideas!",
      'If that excites you too, come and say hello!',
    ],
    linkedin: [
      (aud) => `Send me a message, I'd love to connect with ${aud}!`,
      (aud) => `Let's connect, especially if you work with ${aud}!`,
      (aud) => `Drop me a line, I'm always excited to hear from ${aud}!`,
    ],
    linkedinPlain: ["I'd love to connect, so send me a message!", "Let's connect, I'd love to hear from you!"],
  },
  hook: {
    pitch: ["Hello everyone, it's fantastic to be here!", "Hi all, I'm so glad to be here!", 'Hello everyone, thanks so much for having me!'],
    linkedin: ["Welcome to my profile, I'm so glad you're here!", 'Hello, and thanks for stopping by!', "Great to have you here, let's get to know each other!"],
  },
};

const concise: FirstPersonPhrases = {
  exclaim: false,
  iAm: "I'm",
  intro: [
    (name, id) => (id ? `I'm ${name}, ${id}.` : `I'm ${name}.`),
    (name, id) => (id ? `I'm ${name}. In short: ${id}.` : `I'm ${name}.`),
    (name, id) => (id ? `${name} here, ${id}.` : `${name} here.`),
  ],
  introBare: [
    (name, id) => (id ? `I'm ${name}, ${id}.` : `I'm ${name}.`),
    (name, id) => (id ? `I'm ${name}. In short: ${id}.` : `I'm ${name}.`),
  ],
  role: [(role) => `I work as ${role}.`, (role) => `I'm ${role}.`, (role) => `By trade, I'm ${role}.`],
  audience: {
    linkedin: [(aud) => `I focus on ${aud}.`, (aud) => `My work serves ${aud}.`, (aud) => `I build for ${aud}.`],
    job: [(aud) => `My focus: what matters to ${aud}.`, (aud) => `I build for ${aud}.`, (aud) => `I deliver for ${aud}.`],
    pitch: [(aud) => `I want to meet ${aud}.`, (aud) => `I'm here for ${aud}.`, (aud) => `I'm looking to meet ${aud}.`],
  },
  missionTo: [(m) => `My mission: to ${m}.`, (m) => `I aim to ${m}.`, (m) => `My goal is to ${m}.`],
  missionIng: [(m) => `My focus: ${m}.`, (m) => `I focus on ${m}.`, (m) => `My mission is ${m}.`],
  missionPhrase: [(m) => `Mission: ${m}.`, (m) => `My mission: ${m}.`, (m) => `My goal: ${m}.`],
  futureLead: ['Next, ', 'From here, ', 'Going forward, '],
  pastLead: ['Some background.', 'How I got here.', 'My background, briefly.'],
  context: {
    linkedin: [(c) => `Now: ${c}.`, (c) => `Current focus: ${c}.`, (c) => `Today: ${c}.`],
    job: [(c) => `Why I'm here: ${c}.`, (c) => `Today: ${c}.`, (c) => `Which brings me here: ${c}.`],
    pitch: [(c) => `Why I'm here: ${c}.`, (c) => `Today: ${c}.`, (c) => `The reason I'm here: ${c}.`],
  },
  achievementFirst: [(x) => `I ${x}.`, (x) => `Results: I ${x}.`, (x) => `Track record: I ${x}.`],
  achievementNext: [(x) => `I also ${x}.`, (x) => `I ${x}.`, (x) => `Also, I ${x}.`],
  achievementList: [(list) => `Highlights: ${list}.`, (list) => `Results: ${list}.`, (list) => `Track record: ${list}.`],
  cvPast: [(x) => `I ${x}.`, (x) => `Experience: I ${x}.`, (x) => `Record: I ${x}.`],
  cvPhrase: [(x) => `Background: ${x}.`, (x) => `Experience: ${x}.`, (x) => `In brief: ${x}.`],
  closing: {
    job: ["I'm ready to contribute to your team.", 'I want to bring this to your team.', "That's what I'd bring to this role."],
    pitch: ["Let's talk afterwards.", 'Find me after this session.', "Interested? Let's talk."],
    linkedin: [
      (aud) => `Working with ${aud}? Let's connect.`,
      (aud) => `I'm open to conversations with ${aud}. Message me.`,
      (aud) => `Message me if you work with ${aud}.`,
    ],
    linkedinPlain: ["Let's connect. Message me.", 'Open to conversations. Get in touch.'],
  },
  hook: {
    pitch: ["I'll be brief.", 'Quick introduction.', "I'll keep this short."],
    linkedin: ["Here's who I am, in brief.", 'Short version first.', 'Straight to the point.'],
  },
};

function startCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const FIRST_PERSON: Record<CommunicationStyle, FirstPersonPhrases> = {
  professional,
  conversational,
  enthusiastic,
  concise,
};
