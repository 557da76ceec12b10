// Generic sentences that lengthen a text written from thin answers. They describe attitude and
// approach only: no employers, no results, no numbers, nothing the person did not say.
import type { CommunicationStyle } from './generation.types.js';
import type { Names } from './composer-third-person.js';

export type Phase = 'present' | 'past' | 'future';

export interface Filler {
  phase: Phase;
  text: string;
}

const p = (phase: Phase, text: string): Filler => ({ phase, text });

export const FIRST_PERSON_FILLERS: Record<CommunicationStyle, Filler[]> = {
  professional: [
    p('present', 'I believe good work starts with listening carefully and understanding what people actually need.'),
    p('present', 'I take pride in clear communication and in following through on what I promise.'),
    p('present', 'I approach every challenge with curiosity, care and a practical mindset.'),
    p('present', 'I aim to be someone colleagues can rely on: calm, organised and focused on the outcome.'),
    p('present', 'I enjoy turning complex questions into clear, workable answers.'),
    p('present', 'I value honest feedback, and I use it to keep improving.'),
    p('present', 'I hold myself to high standards and enjoy sharing what I learn with others.'),
    p('present', 'I believe trust is built through consistency, openness and respect.'),
    p('past', 'Each step so far has taught me something I still use today.'),
    p('past', 'Along the way, I have learned the value of preparation, patience and honest feedback.'),
    p('past', 'My experience has shown me that the best results come from strong collaboration.'),
    p('past', 'I have learned to balance attention to detail with a clear view of the bigger picture.'),
    p('past', 'I have also learned that asking the right questions early saves a great deal of effort later.'),
    p('future', 'I am eager to keep learning, growing and taking on new challenges.'),
    p('future', 'I want my next step to build on my strengths while stretching me further.'),
    p('future', 'I am looking for opportunities where I can make a real and lasting difference.'),
    p('future', 'I am keen to contribute to work that matters to the people it serves.'),
    p('future', 'I intend to keep raising the standard of my work, one project at a time.'),
  ],
  conversational: [
    p('present', "I'm the kind of person who listens first and then gets stuck in."),
    p('present', 'Honestly, I love figuring out what people really need.'),
    p('present', 'I like keeping things simple, clear and genuinely useful.'),
    p('present', 'I try hard to be easy to work with, and to say what I mean.'),
    p('present', "I'm happiest when I'm solving real problems with good people."),
    p('present', "I'm big on honest feedback, both giving it and getting it."),
    p('present', "I'm always up for a good conversation about ideas."),
    p('present', 'I reckon the small details add up to something big.'),
    p('past', 'Every step so far has taught me something I still use every day.'),
    p('past', "Along the way, I've learned that good teamwork beats going it alone."),
    p('past', "I've picked up a lot by asking questions and staying curious."),
    p('past', 'Looking back, the best lessons came from the tricky moments.'),
    p('past', "I've learned to enjoy the messy middle of a project, not just the finish line."),
    p('future', "I'm keen to keep learning and to take on bigger challenges."),
    p('future', "Next, I'd love to build on what I do best."),
    p('future', "I'm looking for the kind of work where I can really make a difference."),
    p('future', "I'd love to keep growing alongside people who care about their work."),
    p('future', "Wherever I go next, I want to keep doing work I'm proud of."),
  ],
  enthusiastic: [
    p('present', 'I absolutely love what I do, and I hope it shows!'),
    p('present', "Every day brings something new to learn, and I'm here for it!"),
    p('present', 'I thrive on energy, fresh ideas and great collaboration.'),
    p('present', 'Bringing people together around a shared goal is what I enjoy most.'),
    p('present', "I'm driven by curiosity and a real passion for getting things right."),
    p('present', "Give me a tough problem and a great team, and I'm happy!"),
    p('present', 'I believe enthusiasm is contagious, and I love sharing mine!'),
    p('present', 'Great things happen when passionate people work together.'),
    p('past', "Every step of my journey has been an adventure, and I've loved the learning!"),
    p('past', "Along the way, I've discovered how much I enjoy turning ideas into results!"),
    p('past', "I've learned so much from the people I've worked alongside."),
    p('past', "Looking back, the challenges taught me the most, and I'm grateful for every one of them!"),
    p('past', 'Each new experience has made me even more excited about this work.'),
    p('future', "I can't wait to see what comes next!"),
    p('future', "I'm excited to take on bigger challenges and keep growing."),
    p('future', "The future is full of possibilities, and I'm ready to make the most of them!"),
    p('future', "I'm eager to bring all this energy to my next chapter."),
    p('future', "There's so much more I want to learn, build and share!"),
  ],
  concise: [
    p('present', 'I listen first. Then I act on what I hear.'),
    p('present', 'I keep things simple, clear and useful.'),
    p('present', 'I focus on what matters and drop what does not.'),
    p('present', 'I do what I say I will, when I say I will.'),
    p('present', 'I value honest feedback. I use it to improve.'),
    p('present', 'I prefer clear goals, direct answers and steady progress.'),
    p('present', 'I ask good questions early. It saves time later.'),
    p('present', 'I work calmly under pressure and keep the goal in view.'),
    p('present', 'I communicate plainly. No jargon, no surprises.'),
    p('past', 'Each step so far taught me something useful.'),
    p('past', 'I learned by doing, and by listening to feedback.'),
    p('past', 'Experience taught me to prioritise and to stay focused.'),
    p('past', 'Good teams taught me how to deliver together.'),
    p('past', 'I learned early that clarity beats complexity.'),
    p('future', 'Next, I want bigger challenges and more responsibility.'),
    p('future', 'I want to keep growing and keep delivering.'),
    p('future', 'I aim to make a real, lasting difference.'),
    p('future', "I'm ready for the next step and the work it brings."),
    p('future', 'More learning, more impact: that is the plan.'),
    p('future', 'I want work that matters to the people it serves.'),
    p('present', 'I keep meetings short and decisions clear.'),
    p('present', 'I own my work, including the mistakes, and I fix them fast.'),
    p('present', 'I like hard problems. I break them into small steps.'),
    p('past', 'Feedback shaped my work more than anything else.'),
    p('past', 'I learned to finish what I start.'),
    p('past', 'Every project taught me to plan, then adapt.'),
    p('future', 'I want to keep raising the bar on my own work.'),
    p('future', 'Next, I want to learn faster and deliver more.'),
  ],
};

export interface TailoredFiller {
  phase: Phase;
  /** The answer it names: the role ("a designer") or the audience ("investors"). */
  needs: 'role' | 'audience';
  text: (answer: string) => string;
}

const t = (phase: Phase, needs: TailoredFiller['needs'], text: (answer: string) => string): TailoredFiller => ({
  phase,
  needs,
  text,
});

/** Fillers that name the role or the audience, so a text from thin answers still reads as the person's own. */
export const FIRST_PERSON_TAILORED: Record<CommunicationStyle, TailoredFiller[]> = {
  professional: [
    t('present', 'role', (role) => `As ${role}, I care about doing the work well and explaining it clearly.`),
    t('present', 'audience', (aud) => `For ${aud}, I aim to be a dependable partner who listens and follows through.`),
    t('past', 'role', (role) => `My path to becoming ${role} has taught me to stay curious and keep learning.`),
    t('future', 'role', (role) => `I intend to keep growing as ${role} and to take on greater responsibility.`),
    t('future', 'audience', (aud) => `I want to keep finding better ways to serve ${aud}.`),
  ],
  conversational: [
    t('present', 'role', (role) => `Being ${role} means I get to solve interesting problems all the time.`),
    t('present', 'audience', (aud) => `I think ${aud} deserve clear, honest and practical support.`),
    t('past', 'role', (role) => `Becoming ${role} has taught me loads about staying curious.`),
    t('future', 'role', (role) => `I'd love to keep growing as ${role}.`),
    t('future', 'audience', (aud) => `I'm keen to find even better ways to help ${aud}.`),
  ],
  enthusiastic: [
    t('present', 'role', (role) => `Being ${role} is a genuine joy for me.`),
    t('present', 'audience', (aud) => `I get a real buzz from helping ${aud}!`),
    t('past', 'role', (role) => `Every step towards becoming ${role} has been worth it!`),
    t('future', 'role', (role) => `I can't wait to keep growing as ${role}!`),
    t('future', 'audience', (aud) => `I'm excited to find new ways to help ${aud}.`),
  ],
  concise: [
    t('present', 'role', (role) => `As ${role}, I keep the work clear and focused.`),
    t('present', 'audience', (aud) => `I aim to give ${aud} clear answers and steady delivery.`),
    t('past', 'role', (role) => `Becoming ${role} taught me focus.`),
    t('future', 'role', (role) => `I want to keep growing as ${role}.`),
    t('future', 'audience', (aud) => `I want to serve ${aud} even better.`),
  ],
};

export interface TailoredFiller3 {
  needs: TailoredFiller['needs'];
  text: (n: Names, answer: string) => string;
}

export const THIRD_PERSON_TAILORED: Record<CommunicationStyle, TailoredFiller3[]> = {
  professional: [
    { needs: 'role', text: (n, role) => `As ${role}, ${n.first} combines careful thinking with clear communication.` },
    { needs: 'audience', text: (n, aud) => `${n.first} aims to be a dependable partner for ${aud}.` },
    { needs: 'role', text: (n, role) => `${n.first} is keen to keep growing as ${role}.` },
  ],
  conversational: [
    { needs: 'role', text: (n, role) => `Being ${role} means ${n.first} gets to solve interesting problems all the time.` },
    { needs: 'audience', text: (n, aud) => `${n.first} thinks ${aud} deserve clear, honest and practical support.` },
    { needs: 'role', text: (n, role) => `${n.first} would love to keep growing as ${role}.` },
  ],
  enthusiastic: [
    { needs: 'role', text: (n, role) => `Being ${role} is a genuine joy for ${n.first}.` },
    { needs: 'audience', text: (n, aud) => `${n.first} gets a real buzz from helping ${aud}!` },
    { needs: 'role', text: (n, role) => `${n.first} can't wait to keep growing as ${role}!` },
  ],
  concise: [
    { needs: 'role', text: (n, role) => `As ${role}, ${n.first} keeps the work clear and focused.` },
    { needs: 'audience', text: (n, aud) => `${n.first} aims to give ${aud} clear answers and steady delivery.` },
    { needs: 'role', text: (n, role) => `${n.first} wants to keep growing as ${role}.` },
  ],
};

type Filler3 = (n: Names) => string;

export const THIRD_PERSON_FILLERS: Record<CommunicationStyle, Filler3[]> = {
  professional: [
    (n) => `${n.first} approaches each project with care, curiosity and a practical mindset.`,
    (n) => `${n.poss} approach is straightforward: understand the need, then deliver what helps.`,
    (n) => `${n.first} values clear communication and follows through on commitments.`,
    (n) => `${n.first} believes the best results come from strong collaboration.`,
    (n) => `${n.first} enjoys turning complex questions into clear, workable answers.`,
    (n) => `${n.first} is committed to continuous learning and improvement.`,
    () => 'Clients and colleagues can expect openness, reliability and attention to detail.',
    (n) => `${n.first} welcomes honest feedback and uses it to keep improving.`,
    (n) => `${n.poss} work is guided by integrity, respect and a focus on outcomes.`,
    (n) => `${n.first} believes good work starts with listening carefully.`,
    (n) => `${n.first} balances attention to detail with a clear view of the bigger picture.`,
    (n) => `${n.first} takes pride in work that is useful, well made and delivered as promised.`,
    (n) => `${n.first} is always keen to share what has been learned with others.`,
    (n) => `${n.first} sets clear goals and keeps everyone informed along the way.`,
    (n) => `${n.first} believes trust is built through consistency, openness and respect.`,
    (n) => `${n.first} asks the right questions early, which saves effort later.`,
    (n) => `${n.first} stays calm under pressure and focused on the outcome.`,
    (n) => `${n.first} holds the work to high standards, from the first conversation to the final detail.`,
    (n) => `${n.first} is open to new ideas and to better ways of working.`,
  ],
  conversational: [
    (n) => `${n.first} likes to keep things simple, clear and genuinely useful.`,
    (n) => `${n.first} believes in listening first and solving problems second.`,
    (n) => `${n.first} loves getting to the heart of what people really need.`,
    (n) => `Working with ${n.first} means honest conversations and practical ideas.`,
    (n) => `${n.first}'s always up for a good conversation about new ideas.`,
    (n) => `${n.first} reckons the small details add up to something big.`,
    (n) => `${n.first} enjoys working with people who care about what they do.`,
    (n) => `For ${n.first}, good work comes down to trust, teamwork and follow-through.`,
    (n) => `${n.first}'s happiest when solving real problems with good people.`,
    (n) => `${n.first} is always keen to learn something new.`,
    (n) => `${n.first} is big on honest feedback, both giving it and getting it.`,
    (n) => `${n.first} tries hard to be easy to work with, and to say what's meant.`,
    (n) => `${n.first} enjoys the messy middle of a project, not just the finish line.`,
    (n) => `${n.first} likes plain words and honest answers.`,
    (n) => `${n.first} is the kind of person who listens first and then gets stuck in.`,
    (n) => `Ask ${n.first} a question and you'll get a straight answer.`,
    (n) => `${n.first} picked up a lot by asking questions and staying curious.`,
    (n) => `${n.first} reckons good teamwork beats going it alone.`,
    (n) => `${n.first} always wants the work to be genuinely useful.`,
  ],
  enthusiastic: [
    (n) => `${n.first} brings real energy and passion to every project!`,
    (n) => `${n.first} loves turning big ideas into real results!`,
    (n) => `Curiosity and enthusiasm drive everything ${n.first} does.`,
    (n) => `${n.first} thrives on collaboration and fresh ideas.`,
    (n) => `For ${n.first}, every challenge is a chance to learn and grow!`,
    (n) => `${n.first} believes great things happen when passionate people work together!`,
    (n) => `${n.first} can't wait to take on the next big challenge!`,
    (n) => `${n.first} brings a genuine love of the work to every conversation.`,
    (n) => `${n.first} is always excited to meet new people and explore new ideas.`,
    (n) => `Energy, optimism and care sit at the heart of ${n.poss} approach!`,
    (n) => `${n.first} believes enthusiasm is contagious, and loves sharing it!`,
    (n) => `Every new project is a fresh adventure for ${n.first}.`,
    (n) => `${n.first} is always ready to roll up those sleeves and dive in!`,
    (n) => `${n.first} loves a tough problem and a great team!`,
    (n) => `Every day brings something new for ${n.first} to learn.`,
    (n) => `${n.first} is driven by curiosity and a real passion for getting things right.`,
    (n) => `The future is full of possibilities, and ${n.first} is ready for them!`,
    (n) => `${n.first} gets a real kick out of turning ideas into results.`,
    (n) => `${n.first} always brings fresh ideas to the table!`,
  ],
  concise: [
    (n) => `${n.first} focuses on what matters and drops what does not.`,
    (n) => `${n.first} listens first, then acts on what is heard.`,
    (n) => `${n.poss} approach: clear goals, direct communication, steady progress.`,
    (n) => `${n.first} values honest feedback and uses it to improve.`,
    (n) => `${n.first} aims to deliver what was agreed, when it was agreed.`,
    (n) => `${n.first} keeps things simple, clear and useful.`,
    (n) => `${n.poss} style is direct and practical. No jargon, no surprises.`,
    (n) => `${n.first} keeps learning and keeps delivering.`,
    (n) => `${n.poss} priorities: clarity, reliability and results.`,
    (n) => `${n.first} asks good questions early to save time later.`,
    (n) => `${n.first} works calmly under pressure and keeps the goal in view.`,
    (n) => `${n.first} prefers plain answers to long explanations.`,
    (n) => `${n.first} wants work that matters to the people it serves.`,
    (n) => `${n.first} owns the work, including the mistakes, and fixes them fast.`,
    (n) => `${n.first} breaks hard problems into small, clear steps.`,
    (n) => `${n.first} keeps meetings short and decisions clear.`,
    (n) => `${n.first} plans carefully, then adapts as things change.`,
    (n) => `${n.first} finishes what is started.`,
    (n) => `${n.first} communicates plainly and keeps others informed.`,
    (n) => `${n.first} sets clear goals and tracks progress.`,
    (n) => `${n.first} stays focused on the outcome.`,
    (n) => `${n.first} learns fast and applies it.`,
    (n) => `${n.first} values clear decisions over long debates.`,
    (n) => `${n.first} keeps raising the bar on the work.`,
  ],
};
