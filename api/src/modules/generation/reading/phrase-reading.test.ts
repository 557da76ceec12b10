import { describe, expect, it } from 'vitest';
import { readPhrase, type Lean, type PhraseReading } from './phrase-reading.js';

const noun = (text: string): PhraseReading => ({ kind: 'noun', text });
const verb = (text: string): PhraseReading => ({ kind: 'verb', text });
/** Typed with its gerunds, which the reading keeps as typed beside the base form. */
const gerunds = (text: string, gerund: string): PhraseReading => ({ kind: 'verb', text, gerund });
const adjective = (text: string): PhraseReading => ({ kind: 'adjective', text });
const own = (text: string): PhraseReading => ({ kind: 'clause', text, firstPerson: true });
const statement = (text: string): PhraseReading => ({ kind: 'clause', text, firstPerson: false });

// Answers as people type them, and how each must be read; `lean` is the answer's field (who someone is, or a mission).
const FORMS: Array<[string, Lean, PhraseReading]> = [
  // Noun phrases whose first word can also be a verb, or is an -ing form.
  ['Marketing manager', 'noun', noun('marketing manager')],
  ['Backend developer with a background in retail', 'noun', noun('backend developer with a background in retail')],
  ['Design lead', 'noun', noun('design lead')],
  ['Project manager', 'noun', noun('project manager')],
  ['Research scientist', 'noun', noun('research scientist')],
  ['Support worker', 'noun', noun('support worker')],
  ['Finance analyst', 'noun', noun('finance analyst')],
  ['Nurse turned data analyst', 'noun', noun('nurse turned data analyst')],
  ['Engineering lead at a fintech', 'noun', noun('engineering lead at a fintech')],
  ['Cook at a busy London restaurant', 'noun', noun('cook at a busy London restaurant')],
  ['Lead developer', 'noun', noun('lead developer')],
  ['Training manager', 'noun', noun('training manager')],
  ['Change consultant', 'noun', noun('change consultant')],
  ['Mentor to young engineers', 'noun', noun('mentor to young engineers')],
  ['Electrician who retrained as a solar installer', 'noun', noun('electrician who retrained as a solar installer')],
  ['UX designer', 'noun', noun('UX designer')],
  [
    'A product designer who turns messy problems into simple tools',
    'noun',
    noun('a product designer who turns messy problems into simple tools'),
  ],
  ['Data scientist and occasional teacher', 'noun', noun('data scientist and occasional teacher')],
  ['Founder', 'noun', noun('founder')],
  ['Cover supervisor', 'noun', noun('cover supervisor')],
  ['Head of Operations at Brightpath', 'noun', noun('head of Operations at Brightpath')],
  ['Quality engineer in aerospace manufacturing', 'noun', noun('quality engineer in aerospace manufacturing')],
  ['NHS physiotherapist', 'noun', noun('NHS physiotherapist')],
  ['Growth', 'verb', noun('growth')],
  ['Quieter hospitals', 'verb', noun('quieter hospitals')],
  ['A world where every child can read', 'verb', noun('a world where every child can read')],
  ['Sustainable fashion for everyone', 'verb', noun('sustainable fashion for everyone')],
  ['Kitchens that last for generations', 'verb', noun('kitchens that last for generations')],
  // Verb phrases: bare, after "to", after a lead, or as a gerund.
  ['Make hospitals quieter', 'verb', verb('make hospitals quieter')],
  // Things to do listed with commas take their "and".
  [
    'Manage a cafe, train baristas, dial in great coffee every day',
    'verb',
    verb('manage a cafe, train baristas and dial in great coffee every day'),
  ],
  [
    'Writing new songs about old places and getting people singing along',
    'verb',
    gerunds(
      'write new songs about old places and get people singing along',
      'writing new songs about old places and getting people singing along',
    ),
  ],
  ['Get more homes in my town running on clean power', 'verb', verb('get more homes in my town running on clean power')],
  ['Help startups make products people love', 'verb', verb('help startups make products people love')],
  ['To make financial services easier for everyone', 'verb', verb('make financial services easier for everyone')],
  ['My goal is to get every child reading by seven', 'verb', verb('get every child reading by seven')],
  ['My mission is to give every child with asthma a calmer, safer day', 'verb', verb('give every child with asthma a calmer, safer day')],
  ['Our mission: to build kitchens that last', 'verb', verb('build kitchens that last')],
  ['I want to help people like me find work', 'verb', verb('help people like me find work')],
  ['I aim to close the gender pay gap in tech', 'verb', verb('close the gender pay gap in tech')],
  ['We exist to make banking fair', 'verb', verb('make banking fair')],
  ["I'm on a mission to end food waste", 'verb', verb('end food waste')],
  ['Building AI that people can trust', 'verb', gerunds('build AI that people can trust', 'building AI that people can trust')],
  ['helping people like me find work!', 'verb', gerunds('help people like me find work', 'helping people like me find work')],
  ['My goal is helping small shops sell online', 'verb', gerunds('help small shops sell online', 'helping small shops sell online')],
  ['Making hospitals quieter', 'verb', gerunds('make hospitals quieter', 'making hospitals quieter')],
  // Whose each verb after "and" is: the boards' ("see"), the helper's ("keeping"), as typed.
  [
    'Helping boards take the right risks, and see the wrong ones coming.',
    'verb',
    gerunds(
      'help boards take the right risks, and see the wrong ones coming',
      'helping boards take the right risks, and see the wrong ones coming',
    ),
  ],
  [
    'Helping families separate with as little conflict as possible, and keeping children out of the courtroom',
    'verb',
    gerunds(
      'help families separate with as little conflict as possible, and keep children out of the courtroom',
      'helping families separate with as little conflict as possible, and keeping children out of the courtroom',
    ),
  ],
  ['Lead teams that ship', 'verb', verb('lead teams that ship')],
  ['Cut waste in the NHS', 'verb', verb('cut waste in the NHS')],
  ['Mentor young engineers', 'verb', verb('mentor young engineers')],
  ['Teach children to code', 'verb', verb('teach children to code')],
  ['Build kitchens that last for generations', 'verb', verb('build kitchens that last for generations')],
  ['Support carers to stay in work', 'verb', verb('support carers to stay in work')],
  ['help small teams ship faster', 'noun', verb('help small teams ship faster')],
  ['Turn messy problems into simple tools', 'noun', verb('turn messy problems into simple tools')],
  ['Design homes people can afford', 'verb', verb('design homes people can afford')],
  ['Use data to give nurses more time with patients', 'verb', verb('use data to give nurses more time with patients')],
  // A mission whose first word could be a verb but describes the next: a thing to care about, not a thing to do.
  ['Clear design for products people actually need.', 'verb', noun('clear design for products people actually need')],
  // A service named by a noun before it is no verb: never "to eye care".
  ['Eye care that catches problems early.', 'verb', noun('eye care that catches problems early')],
  ['End child poverty', 'verb', { kind: 'verb', text: 'end child poverty' }],
  ['Clean water for every village', 'verb', noun('clean water for every village')],
  ['Fair pay for growers', 'verb', noun('fair pay for growers')],
  ['Clean the river by 2030', 'verb', verb('clean the river by 2030')],
  // Adjective phrases.
  ['Passionate about clean energy', 'verb', adjective('passionate about clean energy')],
  ['Curious about how teams learn', 'noun', adjective('curious about how teams learn')],
  // Clauses: the person's own sentence, or a statement about the world.
  ['I want every school to have a librarian', 'verb', own('I want every school to have a librarian')],
  ['I believe care should be local', 'verb', own('I believe care should be local')],
  ['Looking for a role in renewable energy', 'verb', own("I'm looking for a role in renewable energy")],
  ['Hoping to move into product management', 'verb', own("I'm hoping to move into product management")],
  ['i help small teams ship faster', 'noun', own('I help small teams ship faster')],
  ['Everyone deserves a good librarian', 'verb', statement('everyone deserves a good librarian')],
  ['Every child deserves a calm classroom', 'verb', statement('every child deserves a calm classroom')],
  ['People should never wait for care', 'verb', statement('people should never wait for care')],
  ['My mission is that no child goes hungry', 'verb', statement('no child goes hungry')],
  ['No child should die from a mosquito bite', 'verb', statement('no child should die from a mosquito bite')],
];

describe('readPhrase', () => {
  it.each(FORMS)('%s (%s)', (typed, lean, reading) => {
    expect(readPhrase(typed, lean)).toEqual(reading);
  });

  it('reads an empty answer as nothing', () => {
    expect(readPhrase('  ', 'verb')).toBeNull();
  });
});
