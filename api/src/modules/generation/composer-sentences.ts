// Builds the sentences of each text from the profile, as parts the fitting can shorten.
import { COST, fixed, PartBuilder, type Part, type Section } from './composer-parts.js';
import {
  briefForm,
  finishSentence,
  hasFirstPerson,
  headForms,
  midSentence,
  withArticle,
  type Fragment,
} from './composer-fragments.js';
import { FIRST_PERSON, type FirstPersonPhrases, type Line, type SpokenPurpose } from './composer-phrases.js';
import type { Profile } from './composer-profile.js';
import { THIRD_PERSON, type Line3, type ThirdPersonPhrases } from './composer-third-person.js';

interface FragmentCosts {
  rest?: number;
  shorten: number;
  drop?: number;
  /** What is left when the answer is dropped; nothing by default. */
  dropTo?: string;
}

/** One part from an answer: with its later sentences, then shorter and shorter, then (maybe) gone. */
function answerPart(
  fragment: Fragment | null,
  render: (head: string) => string,
  costs: FragmentCosts,
  restFilter: (sentence: string) => boolean = () => true,
  exclaim = false,
): Part | null {
  if (!fragment) return null;
  const builder = new PartBuilder();
  const [full = fragment.head, ...shorter] = headForms(fragment.head);
  const rest = fragment.rest.filter(restFilter).map((sentence) => finishSentence(sentence, exclaim));
  if (costs.rest !== undefined && rest.length > 0) builder.add(`${render(full)} ${rest.join(' ')}`, 0);
  builder.add(render(full), costs.rest ?? 0);
  for (const head of shorter) builder.add(render(head), costs.shorten);
  if (costs.drop !== undefined) builder.add(costs.dropTo ?? '', costs.drop);
  return builder.build();
}

const present = (parts: Array<Part | null>): Part[] => parts.filter((part): part is Part => part !== null);

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  const separator = items.some((item) => item.includes(',')) ? '; ' : ', ';
  return `${items.slice(0, -1).join(separator)}${separator === '; ' ? '; and ' : ' and '}${items[items.length - 1]}`;
}

/** Achievements that are not sentences of their own ("Winner of..."), said together in one sentence. */
function listPart(items: Fragment[], line: (list: string) => string, dropCost: number): Part | null {
  if (items.length === 0) return null;
  const full = items.map((item) => midSentence(item.head, item.kind));
  const brief = items.map((item) => midSentence(briefForm(item.head), item.kind));
  const builder = new PartBuilder().add(line(joinList(full)), 0).add(line(joinList(brief)), COST.secondaryItem);
  if (items.length > 1) builder.add(line(brief[0] ?? ''), COST.extraItem);
  return builder.add('', dropCost).build();
}

/** The sentences of the first-person texts (LinkedIn, interview, pitch). */
class FirstPersonWriter {
  private readonly say: FirstPersonPhrases;

  constructor(
    private readonly profile: Profile,
    private readonly purpose: SpokenPurpose,
  ) {
    this.say = FIRST_PERSON[profile.style];
  }

  private pick<T>(bank: readonly T[], slot: string, shift = 0): T {
    return this.profile.pick(bank, `${this.purpose}:${slot}`, shift);
  }

  private sentence(head: string): string {
    return finishSentence(head, this.say.exclaim);
  }

  private part(fragment: Fragment | null, render: (head: string) => string, costs: FragmentCosts): Part | null {
    return answerPart(fragment, render, costs, undefined, this.say.exclaim);
  }

  /** Name and identity; `afterHook` leaves out the greeting when a hook has already opened. */
  intro(afterHook = false): Part {
    const { names, identity } = this.profile;
    const intro = this.pick(afterHook ? this.say.introBare : this.say.intro, 'intro');
    const plain = intro(names.name);
    if (!identity) return fixed(plain);
    const costs = { rest: COST.restSentences, shorten: COST.shortenAnswer, drop: COST.dropAnswer, dropTo: plain };
    const mid = (head: string) => midSentence(head, identity.kind);
    const part = (() => {
      switch (identity.kind) {
        case 'sentence':
          return this.part(identity, (head) => `${plain} ${this.sentence(head)}`, costs);
        case 'past':
          return this.part(identity, (head) => `${plain} ${this.sentence(`I ${mid(head)}`)}`, costs);
        case 'to':
          return this.part(identity, (head) => intro(names.name, `someone who sets out ${mid(head)}`), costs);
        default:
          return this.part(identity, (head) => intro(names.name, mid(head)), costs);
      }
    })();
    return part ?? fixed(plain);
  }

  role(): Part | null {
    const { role } = this.profile;
    if (!role) return null;
    const mid = (head: string) => midSentence(head, role.kind);
    const costs = { rest: COST.restSentences, shorten: COST.shortenKeyAnswer };
    const line = this.pick(this.say.role, 'role');
    switch (role.kind) {
      case 'sentence':
        return this.part(role, (head) => this.sentence(head), costs);
      case 'ing':
        return this.part(role, (head) => this.sentence(`${this.say.iAm} currently ${mid(head)}`), costs);
      case 'past':
        return this.part(role, (head) => this.sentence(`I ${mid(head)}`), costs);
      case 'to':
        return this.part(role, (head) => this.sentence(`My role is ${mid(head)}`), costs);
      default:
        return this.part(role, (head) => line(withArticle(mid(head))), costs);
    }
  }

  audience(dropCost: number = COST.dropAnswer): Part | null {
    const { audience } = this.profile;
    if (!audience) return null;
    const costs = { rest: COST.restSentences, shorten: COST.shortenAnswer, drop: dropCost };
    if (audience.kind === 'sentence') return this.part(audience, (head) => this.sentence(head), costs);
    const line = this.pick(this.say.audience[this.purpose], 'audience');
    return this.part(audience, (head) => line(midSentence(head, audience.kind)), costs);
  }

  /** The mission as one sentence; `lead` opens it ("Looking ahead, ..."). */
  mission(lead = '', dropCost: number = COST.dropAnswer, withRest = true): Part | null {
    const { mission } = this.profile;
    if (!mission) return null;
    // After a lead, only wordings that read as one plain clause: "Looking ahead, my goal? To..." does not.
    const fitsLead = (line: Line) => !lead || !/\?|^\w+:/.test(line('x'));
    const choose = (bank: Line[]) => this.pick(bank.filter(fitsLead).length ? bank.filter(fitsLead) : bank, 'mission');
    const render = (head: string): string => {
      const mid = midSentence(head, mission.kind);
      let sentence: string;
      if (mission.kind === 'sentence') sentence = this.sentence(head);
      else if (mission.kind === 'to') sentence = choose(this.say.missionTo)(mid.replace(/^to\s+/i, ''));
      else if (mission.kind === 'ing') sentence = choose(this.say.missionIng)(mid);
      else sentence = choose(this.say.missionPhrase)(mid);
      return lead ? `${lead}${midSentence(sentence, 'to')}` : sentence;
    };
    const rest = withRest ? COST.restSentences : undefined;
    return this.part(mission, render, { rest, shorten: COST.shortenAnswer, drop: dropCost });
  }

  /** The mission alone as the opening hook, when it is short enough to be read before "see more". */
  missionHook(maxCharacters: number): string | null {
    const forms = this.mission('', COST.dropAnswer, false)?.forms ?? [];
    return forms.find((form) => form && form.length <= maxCharacters) ?? null;
  }

  missionRest(): Part | null {
    const rest = this.profile.mission?.rest ?? [];
    return rest.length ? fixed(rest.map((sentence) => this.sentence(sentence)).join(' '), COST.restSentences) : null;
  }

  context(): Part | null {
    const { context } = this.profile;
    if (!context || this.profile.purpose !== this.purpose) return null;
    const costs = { rest: COST.restSentences, shorten: COST.shortenAnswer, drop: COST.mainItem };
    if (context.kind === 'sentence') return this.part(context, (head) => this.sentence(head), costs);
    const line = this.pick(this.say.context[this.purpose], 'context');
    return this.part(context, (head) => line(midSentence(head, context.kind)), costs);
  }

  achievements(limit: number, firstDropCost: number = COST.mainItem): Part[] {
    const items = this.profile.achievements.slice(0, limit);
    const parts: Array<Part | null> = [];
    let said = 0;
    const listed = items.filter((item) => !['past', 'sentence'].includes(item.kind));
    for (const item of items.filter((entry) => !listed.includes(entry))) {
      const lead = item.kind === 'past' ? (said === 0 ? this.say.achievementFirst : this.say.achievementNext) : null;
      const line: Line | null = lead ? this.pick(lead, said === 0 ? 'achievement' : 'achievementNext', said) : null;
      const drop = said === 0 ? firstDropCost : COST.extraItem;
      parts.push(
        this.part(item, (head) => (line ? line(midSentence(head, 'past')) : this.sentence(head)), {
          shorten: said === 0 ? COST.shortenAnswer : COST.secondaryItem,
          drop,
        }),
      );
      said += 1;
    }
    parts.push(listPart(listed, this.pick(this.say.achievementList, 'achievementList'), said === 0 ? firstDropCost : COST.extraItem));
    return present(parts);
  }

  cv(limit: number): Part[] {
    return present(
      this.profile.cvHighlights.slice(0, limit).map((highlight, index) => {
        const bank = highlight.kind === 'past' ? (index === 0 ? this.say.cvPast : this.say.achievementNext) : this.say.cvPhrase;
        const line = this.pick(bank, index === 0 ? 'cv' : 'achievementNext', index === 0 ? 0 : 1 + this.profile.achievements.length);
        const render = (head: string) => (highlight.kind === 'sentence' ? this.sentence(head) : line(midSentence(head, highlight.kind)));
        return answerPart(highlight, render, { shorten: COST.extraItem, drop: index === 0 ? COST.secondaryItem : COST.extraItem });
      }),
    );
  }

  pastLead(): Part {
    return fixed(this.pick(this.say.pastLead, 'pastLead'), COST.transition);
  }

  futureLead(): string {
    return this.pick(this.say.futureLead, 'futureLead');
  }

  closing(): Part {
    if (this.purpose === 'job') return fixed(this.pick(this.say.closing.job, 'closing'));
    if (this.purpose === 'pitch') return fixed(this.pick(this.say.closing.pitch, 'closing'));
    const { audience } = this.profile;
    const plain = this.pick(this.say.closing.linkedinPlain, 'closingPlain');
    if (!audience || audience.kind === 'sentence' || hasFirstPerson(audience.head)) return fixed(plain);
    // The audience was named in full earlier; the closing names it briefly.
    const line = this.pick(this.say.closing.linkedin, 'closing');
    const brief = briefForm(audience.head);
    return new PartBuilder().add(line(midSentence(brief, audience.kind)), 0).add(plain, COST.shortenKeyAnswer).build() ?? fixed(plain);
  }

  hook(): string {
    return this.pick(this.purpose === 'pitch' ? this.say.hook.pitch : this.say.hook.linkedin, 'hook');
  }
}

export function linkedinSections(profile: Profile, hookWithin: number): Section[] {
  const w = new FirstPersonWriter(profile, 'linkedin');
  const missionHook = w.missionHook(hookWithin - 20);
  return [
    { parts: present([fixed(missionHook ?? w.hook()), w.intro(), w.role()]) },
    { parts: present([w.audience()]), phase: 'present' },
    { parts: [w.pastLead(), ...w.achievements(5), ...w.cv(2)], phase: 'past' },
    {
      parts: present([missionHook ? w.missionRest() : w.mission(), w.context()]),
      closing: [w.closing()],
      phase: 'future',
    },
  ];
}

export function jobSections(profile: Profile): Section[] {
  const w = new FirstPersonWriter(profile, 'job');
  return [
    { parts: present([w.intro(), w.role(), w.audience()]), phase: 'present' },
    { parts: [w.pastLead(), ...w.achievements(3), ...w.cv(1)], phase: 'past' },
    { parts: present([w.mission(w.futureLead()), w.context()]), closing: [w.closing()], phase: 'future' },
  ];
}

export function pitchSections(profile: Profile): Section[] {
  const w = new FirstPersonWriter(profile, 'pitch');
  return [
    { parts: [fixed(w.hook())] },
    {
      parts: present([w.intro(true), w.role(), w.mission('', COST.mainItem), w.audience(COST.mainItem), ...w.achievements(1, COST.transition), w.context()]),
      closing: [w.closing()],
      phase: 'present',
    },
  ];
}

/** The sentences of the business profile, in the third person; the person's own "I" goes in quotes. */
class ThirdPersonWriter {
  private readonly say: ThirdPersonPhrases;
  private quotes = 0;

  constructor(private readonly profile: Profile) {
    this.say = THIRD_PERSON[profile.style];
  }

  private pick<T>(bank: readonly T[], slot: string, shift = 0): T {
    return this.profile.pick(bank, `business:${slot}`, shift);
  }

  private sentence(head: string): string {
    return finishSentence(head, this.profile.style === 'enthusiastic');
  }

  /** Each quoted answer gets its own lead-in, so "As Jane puts it:" is not said twice. */
  private quoter(): (head: string) => string {
    let lead: string | undefined;
    return (head) => {
      if (lead === undefined) {
        lead = this.pick(this.say.quoteLead, 'quote', this.quotes)(this.profile.names);
        this.quotes += 1;
      }
      return `${lead} "${this.sentence(head)}"`;
    };
  }

  /** Renders with `line` when the answer reads in the third person, else quotes the person. */
  private part(fragment: Fragment | null, line: ((head: string) => string) | null, costs: FragmentCosts): Part | null {
    if (!fragment) return null;
    const quote = this.quoter();
    const render = (head: string) =>
      !line || fragment.kind === 'sentence' || hasFirstPerson(head) ? quote(head) : line(midSentence(head, fragment.kind));
    return answerPart(fragment, render, costs, (sentence) => !hasFirstPerson(sentence), this.profile.style === 'enthusiastic');
  }

  private line(bank: Line3[], slot: string, shift = 0): (text: string) => string {
    const chosen = this.pick(bank, slot, shift);
    return (text) => chosen(this.profile.names, text);
  }

  intro(): Part {
    const { role, names } = this.profile;
    const costs = { rest: COST.restSentences, shorten: COST.shortenKeyAnswer };
    if (!role) return fixed(`Meet ${names.name}.`);
    if (role.kind === 'sentence' || hasFirstPerson(role.head)) {
      const quoted = (head: string) => `${names.name} describes the work like this: "${this.sentence(head)}"`;
      return answerPart(role, quoted, costs, (sentence) => !hasFirstPerson(sentence)) ?? fixed(`Meet ${names.name}.`);
    }
    const intro = this.line(this.say.intro, 'intro');
    const render: Record<Fragment['kind'], (mid: string) => string> = {
      sentence: (mid) => mid,
      ing: (mid) => `${names.name} is currently ${mid}.`,
      past: (mid) => `${names.name} ${mid}.`,
      to: (mid) => `${names.name}'s role is ${mid}.`,
      article: (mid) => intro(withArticle(mid)),
      phrase: (mid) => intro(withArticle(mid)),
    };
    return answerPart(role, (head) => render[role.kind](midSentence(head, role.kind)), costs, (s) => !hasFirstPerson(s)) ?? fixed(`Meet ${names.name}.`);
  }

  identity(): Part | null {
    const { identity, names } = this.profile;
    if (!identity) return null;
    const line: Record<Fragment['kind'], ((mid: string) => string) | null> = {
      sentence: null,
      article: this.line(this.say.identityArticle, 'identity'),
      phrase: this.line(this.say.identityPhrase, 'identity'),
      ing: this.line(this.say.identityPhrase, 'identity'),
      to: (mid) => `${names.first} sets out ${mid}.`,
      past: (mid) => `${names.first} ${mid}.`,
    };
    return this.part(identity, line[identity.kind], { rest: COST.restSentences, shorten: COST.shortenAnswer, drop: COST.dropAnswer });
  }

  audience(): Part | null {
    const { audience, names } = this.profile;
    if (!audience) return null;
    const np = audience.kind === 'article' || audience.kind === 'phrase';
    const line = np ? this.line(this.say.audience, 'audience') : (mid: string) => `${names.poss} audience: ${mid}.`;
    return this.part(audience, line, { rest: COST.restSentences, shorten: COST.shortenAnswer, drop: COST.dropAnswer });
  }

  mission(): Part | null {
    const { mission } = this.profile;
    if (!mission) return null;
    const to = this.line(this.say.missionTo, 'mission');
    const line: Record<Fragment['kind'], ((mid: string) => string) | null> = {
      sentence: null,
      to: (mid) => to(mid.replace(/^to\s+/i, '')),
      ing: this.line(this.say.missionIng, 'mission'),
      article: this.line(this.say.missionPhrase, 'mission'),
      phrase: this.line(this.say.missionPhrase, 'mission'),
      past: this.line(this.say.missionPhrase, 'mission'),
    };
    return this.part(mission, line[mission.kind], { rest: COST.restSentences, shorten: COST.shortenAnswer, drop: COST.dropAnswer });
  }

  achievements(limit: number): Part[] {
    const items = this.profile.achievements.slice(0, limit);
    const parts: Array<Part | null> = [];
    const listed = items.filter((item) => !['past', 'sentence'].includes(item.kind) && !hasFirstPerson(item.head));
    let said = 0;
    for (const item of items.filter((entry) => !listed.includes(entry))) {
      const bank = said === 0 ? this.say.achievementFirst : this.say.achievementNext;
      const line = item.kind === 'past' ? this.line(bank, said === 0 ? 'achievement' : 'achievementNext', said) : null;
      const drop = said === 0 ? COST.mainItem : COST.extraItem;
      parts.push(this.part(item, line, { shorten: said === 0 ? COST.shortenAnswer : COST.secondaryItem, drop }));
      said += 1;
    }
    parts.push(listPart(listed, this.line(this.say.achievementList, 'achievementList'), said === 0 ? COST.mainItem : COST.extraItem));
    return present(parts);
  }

  cv(): Part | null {
    const highlight = this.profile.cvHighlights.find((entry) => entry.kind !== 'sentence' && !hasFirstPerson(entry.head));
    if (!highlight) return null;
    const line = this.line(highlight.kind === 'past' ? this.say.cvPast : this.say.cvPhrase, 'cv');
    return this.part(highlight, line, { shorten: COST.extraItem, drop: COST.secondaryItem });
  }

  context(): Part | null {
    const { context } = this.profile;
    if (!context || this.profile.purpose !== 'business') return null;
    return this.part(context, this.line(this.say.context, 'context'), { rest: COST.restSentences, shorten: COST.shortenAnswer, drop: COST.mainItem });
  }

  closing(): Part[] {
    const { audience, linkedinUrl, names } = this.profile;
    const plain = this.pick(this.say.closingPlain, 'closingPlain')(names);
    const builder = new PartBuilder();
    if (audience && (audience.kind === 'article' || audience.kind === 'phrase') && !hasFirstPerson(audience.head)) {
      const line = this.line(this.say.closing, 'closing');
      builder.add(line(midSentence(briefForm(audience.head), audience.kind)), 0);
    }
    builder.add(plain, COST.shortenKeyAnswer);
    const url = linkedinUrl ? fixed(this.line(this.say.url, 'url')(linkedinUrl), COST.secondaryItem) : null;
    return present([builder.build(), url]);
  }
}

export function businessSections(profile: Profile): Section[] {
  const w = new ThirdPersonWriter(profile);
  return [
    { parts: present([w.intro(), w.identity(), w.audience(), w.mission()]), phase: 'present' },
    { parts: present([...w.achievements(3), w.cv(), w.context()]), closing: w.closing(), phase: 'future' },
  ];
}
