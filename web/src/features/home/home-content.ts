export type IllustrationKind = 'greeting' | 'resume' | 'profile' | 'journey';

export interface HeroSlide {
  illustration: IllustrationKind;
  alt: string;
  text: string;
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    illustration: 'greeting',
    alt: 'Two professionals greeting each other, with speech bubbles',
    text: 'How would you introduce yourself?',
  },
  { illustration: 'resume', alt: 'A résumé with highlighted achievements', text: 'Tell us about your experience...' },
  { illustration: 'profile', alt: 'A laptop showing a professional profile', text: 'What do you do for work?' },
  { illustration: 'journey', alt: 'A winding path with milestones leading to a flag', text: 'Walk me through your background...' },
];

export const PROBLEMS = [
  'You freeze when someone says “So, tell me about yourself.”',
  "Your LinkedIn About section hasn't changed in years.",
  'You sound different in every interview, pitch and meeting.',
  'Writing about yourself feels awkward and takes hours.',
];

export const SOLUTIONS = [
  'Four focused questions draw out what makes you distinct.',
  "One introduction shaped for the place you'll use it.",
  'Four voices, from formal to friendly, to match the room.',
  'Copy, save and refresh your introductions whenever you need them.',
];

export const FEATURES = [
  { title: 'The FirstWords Framework', text: 'A four-step structure: identity, role and audience, mission, and style.' },
  {
    title: 'Written for the purpose',
    text: 'LinkedIn bios, interview answers, event pitches and business profiles each get their own shape.',
  },
  { title: 'Your voice, your style', text: 'Choose professional, conversational, enthusiastic or concise.' },
  { title: 'Refine in one click', text: 'Regenerate for a fresh take, copy it instantly and rate what works.' },
  { title: 'Everything in one place', text: 'Your dashboard keeps every introduction ready to reuse.' },
  { title: 'Start for free', text: '3 free credits every day. No credit card required.' },
];

export const PROCESS_STEPS = [
  { title: 'Answer four questions', text: "Tell us who you are, who you're speaking to and what drives you." },
  { title: 'Choose your style', text: 'Pick the tone that fits the moment, from formal to friendly.' },
  { title: 'Use it anywhere', text: 'Copy your introduction, keep it on your dashboard and regenerate for a new angle.' },
];

export const TESTIMONIALS = [
  {
    quote: 'I used to ramble through “tell me about yourself”. Now I have a one-minute answer I actually believe in.',
    name: 'Priya S.',
    role: 'Product Manager',
  },
  {
    quote: 'My LinkedIn profile finally says what I do in two sentences. Recruiters started replying within a week.',
    name: 'Daniel O.',
    role: 'Data Engineer',
  },
  {
    quote: 'I rewrote my pitch for a networking evening in ten minutes, and people remembered me afterwards.',
    name: 'Hannah L.',
    role: 'Founder, Studio Lark',
  },
];
