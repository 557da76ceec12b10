// Parts are sentences with shorter fallbacks, and the fitting that brings a text into its length range.
import type { Phase } from './composer-fillers.js';
import { tidy } from './composer-fragments.js';

/**
 * A sentence (or a few) with shorter versions, longest first; the last may be '' when the part can go.
 * costs[i] is how much is lost by moving from forms[i] to forms[i + 1]; cheaper cuts happen first.
 */
export interface Part {
  forms: string[];
  costs: number[];
}

export interface Section {
  parts: Part[];
  /** Kept after any filler sentences added to this section. */
  closing?: Part[];
  /** Which filler sentences suit this section, if any. */
  phase?: Phase;
}

/** How much each cut loses, from cheapest to dearest. */
export const COST = {
  extraItem: 1,
  restSentences: 2,
  secondaryItem: 3,
  transition: 4,
  shortenAnswer: 5,
  mainItem: 6,
  shortenKeyAnswer: 7,
  dropAnswer: 8,
} as const;

export class PartBuilder {
  private readonly forms: string[] = [];
  private readonly costs: number[] = [];

  add(form: string, cost: number): this {
    if (this.forms.length > 0 && this.forms[this.forms.length - 1] === form) return this;
    if (this.forms.length > 0) this.costs.push(cost);
    this.forms.push(form);
    return this;
  }

  build(): Part | null {
    return this.forms.some(Boolean) ? { forms: [...this.forms], costs: [...this.costs] } : null;
  }
}

export function fixed(text: string, dropCost?: number): Part {
  return dropCost === undefined ? { forms: [text], costs: [] } : { forms: [text, ''], costs: [dropCost] };
}

export interface FitOptions {
  measure: (text: string) => number;
  min: number;
  max: number;
  /** Between sections: a blank line for texts read on a page, a space for spoken ones. */
  sectionBreak: string;
  /** Filler sentences for each phase, in the order to try them. */
  fillers: (phase: Phase) => string[];
}

interface Slot {
  part: Part;
  index: number;
}

function render(sections: Array<{ slots: Slot[]; added: string[]; closing: Slot[] }>, sectionBreak: string): string {
  return tidy(
    sections
      .map((section) =>
        [...section.slots.map((slot) => slot.part.forms[slot.index] ?? ''), ...section.added, ...section.closing.map((slot) => slot.part.forms[slot.index] ?? '')]
          .filter(Boolean)
          .join(' '),
      )
      .filter(Boolean)
      .join(sectionBreak),
  );
}

/** Shortens by whole sentences and clauses until the text fits, then adds fillers until it is long enough. */
export function fitSections(input: Section[], options: FitOptions): string {
  const sections = input.map((section) => ({
    phase: section.phase,
    slots: section.parts.map((part) => ({ part, index: 0 })),
    closing: (section.closing ?? []).map((part) => ({ part, index: 0 })),
    added: [] as string[],
  }));
  const allSlots = sections.flatMap((section) => [...section.slots, ...section.closing]);
  const text = () => render(sections, options.sectionBreak);

  while (options.measure(text()) > options.max) {
    let cheapest: Slot | undefined;
    for (const slot of allSlots) {
      const cost = slot.part.costs[slot.index];
      if (cost === undefined) continue;
      // Ties go to the later part, so extra items near the end go before the opening ones.
      if (!cheapest || cost <= (cheapest.part.costs[cheapest.index] ?? Infinity)) cheapest = slot;
    }
    if (!cheapest) break;
    cheapest.index += 1;
  }

  const used = new Set<string>();
  const pools = new Map<Phase, string[]>();
  const fillable = sections.filter((section) => section.phase);
  let grew = true;
  while (grew && options.measure(text()) < options.min) {
    grew = false;
    for (const section of fillable) {
      if (options.measure(text()) >= options.min) break;
      const phase = section.phase as Phase;
      if (!pools.has(phase)) pools.set(phase, options.fillers(phase));
      const pool = pools.get(phase) ?? [];
      for (const filler of pool) {
        if (used.has(filler)) continue;
        used.add(filler);
        section.added.push(filler);
        if (options.measure(text()) <= options.max) {
          grew = true;
          break;
        }
        section.added.pop();
      }
    }
  }
  return text();
}
