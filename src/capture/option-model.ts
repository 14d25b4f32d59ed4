import shipped from './option-weights.json' with { type: 'json' };
import { isName } from './names.ts';
import { featureProbability, type NarrationModel } from './narration.ts';
import { cutOption, named, sameActElsewhere } from './options.ts';
import { asRead } from './prose.ts';
import { lazyWeights } from './weights.ts';

// The option a captured decision turns down, when no rule for options read one: a small logistic model picks it
// among the phrases a sentence sets against its choice. The phrases: what follows a word of contrast ("instead
// of", "rather than", "over", "not", "than", "from", …), and the first one to four words of a clause after a
// semicolon, colon, dash or full stop ("…; Express was noticeably slower …"). Its features: how the phrase is introduced,
// the words around it, whether the rest of its clause faults something ("would", "too", "broke", "n't", …), its
// length and whether it is a name. Trained by `scripts/train-options.ts` on the phrasing sets the rules were tuned
// on (never the held-out ones); a phrase is taken when its probability reaches `adds`, chosen out of fold there.

const model = lazyWeights<NarrationModel>(shipped);

/** Words of contrast that a turned-down option follows. */
const CONTRAST = /\b(instead of|rather than|over|not|no|than|vs\.?|versus|without|replacing|replaced|dropping|dropped|from|in favou?r of|against)\s+/gi;
/** Where a clause starts: the sentence's start, a semicolon, a colon, a dash, a full stop. */
const CLAUSE = /(?:^|[;:]\s+|\s[—–]\s+|\.\s+)/g;
/** What a clause says when it faults something ("would" with what it would do or be, "too" with what it is too much: not "Jane would have come too"). */
const FAULT = /\b(?:slow|slower|too\s+\w|broke|break|breaks|n't|not|would(?:n't| not| be| have been| add| need| require| mean| cost| make| force| break| slow| lock| tie| send| let| lose| leak| double| drop| hide| reorder| expose)|overkill|heavy|heavier|expensive|leak|leaked|lost|hid|hide|drift|fragment\w*|flaky|bug|bugs|spam|outage|pain\w*|hard|harder|couldn't|cost|costs|meant|caused|unreadable|memory|lag|timed|timing|fail\w*|crash\w*|double\w*|twice|only|kept|missed|skipped|no longer|maintenance|unmaintained|abandoned|deprecated|bloat\w*|complex\w*|duplicat\w*)\b/i;
const PHRASE_END = /[,;:.—–(]/;
/** What went wrong, said in the past: "crashed", "failed", "timed out". */
const WENT_WRONG_BEFORE = /\b(?:crashed|failed|broke|errored|timed out|hung|blew up|died|fired|paged)\b/i;
/** A clause opening on where, when or under what ("On the test device …", "During the load test …"). */
const ADVERBIAL = /^(?:on|in|at|during|after|before|under|with|without|for|from|by|when|while|once|until|since|if)\s/i;
const AUXILIARY = /\b(?:would|was|were|is|are|has|have|had|will|can|could|should|did|does|do|been|be)\b/i;

export interface OptionCandidate {
  option: string;
  features: string[];
}

const lastWords = (text: string, n: number) => text.trim().split(/\s+/).slice(-n).join(' ').toLowerCase();

/** The phrases of a sentence (as the rules read it) that may be the option it turns down, each with its features. */
export function optionCandidates(sentence: string): OptionCandidate[] {
  const s = sentence;
  const out: OptionCandidate[] = [];
  const firstName = (s.match(/\b[\w.+#/-]+\b/g) ?? []).find((w, i) => i > 0 && isName(w));
  // `option`: the phrase as an option's name (`cutOption`), which ends at `end` in the sentence.
  const add = (option: string, how: string, at: number, end: number) => {
    // A phrase with its clause's verb in it ("Jane would have come") is no option, nor a unit ("ms").
    if (!option || !named(option) || option.split(/\s+/).length > 6 || AUXILIARY.test(option) || /^[a-z]{1,2}$/.test(option) || sameActElsewhere(s, option)) return;
    const after = s.slice(end).trim();
    const before = s.slice(0, at);
    const next = after.split(/\s+/).slice(0, 2).map((w) => w.toLowerCase().replace(/[^\w']/g, ''));
    const faults = FAULT.test(after.slice(0, 120));
    out.push({
      option,
      features: [
        `k:${how}`,
        `n1:${next[0] ?? ''}`,
        `n12:${next.join(' ')}`,
        `len:${Math.min(4, option.split(/\s+/).length)}`,
        isName(option.split(/\s+/)[0]) ? 'name' : 'common',
        faults ? 'negAfter' : 'noNegAfter',
        before.toLowerCase().includes(option.toLowerCase().split(/\s+/)[0]) ? 'seenBefore' : 'new',
        firstName && option.startsWith(firstName) ? 'firstName' : 'notFirst',
        `pos:${Math.floor((3 * at) / Math.max(1, s.length))}`,
        `k+neg:${how}:${faults}`,
        `prev:${lastWords(before, 1)}`,
        `prev2:${lastWords(before, 2)}`,
        `k+n1:${how}:${next[0] ?? ''}`,
        /\b(?:i|we)\b/i.test(before) ? 'subjBefore' : 'noSubj',
        `nextword:${after.split(/\s+/)[0]?.toLowerCase() ?? ''}`,
      ],
    });
  };
  for (const m of s.matchAll(CONTRAST)) {
    // (Not what should have happened, set against what went wrong: "A missing key crashed the API at midnight instead of
    // at boot.")
    if (WENT_WRONG_BEFORE.test(s.slice(0, m.index).split(CLAUSE).pop() ?? '')) continue;
    const at = m.index + m[0].length;
    const phrase = s.slice(at).split(PHRASE_END)[0];
    const option = cutOption(phrase);
    const inPhrase = phrase.indexOf(option);
    add(option, `cue:${m[1].toLowerCase()}`, at, at + (inPhrase >= 0 ? inPhrase + option.length : option.length));
  }
  for (const m of s.matchAll(CLAUSE)) {
    const at = m.index + m[0].length;
    if (at === 0) continue;
    // (Not a clause that opens on where or when: "On the low-end Android test device the 300 ms writes were causing …".)
    if (ADVERBIAL.test(s.slice(at))) continue;
    const rest = s.slice(at).replace(/^(?:our|the|a|an|any|their)\s+/i, '');
    const from = s.length - rest.length;
    const words = rest.split(/\s+/);
    for (let n = 1; n <= 4 && n < words.length; n++) {
      const phrase = words.slice(0, n).join(' ');
      add(cutOption(phrase), `clause${n}`, from, from + phrase.length);
    }
  }
  const seen = new Set<string>();
  return out.filter((c) => !seen.has(c.option.toLowerCase()) && seen.add(c.option.toLowerCase()));
}

/** The option a decision's text turns down by the model, when it is sure of one (`adds`); else null. */
export function modelOption(content: string, m: NarrationModel = model()): string | null {
  let best: { option: string; p: number } | null = null;
  for (const c of optionCandidates(asRead(content))) {
    // (Not what the choice was said to use, in what it would be without it: "… with PgBouncer in transaction mode in
    // front. Without PgBouncer, 12 instances × 20 connections would exceed …" is why PgBouncer.)
    if (c.features.includes('k:cue:without') && c.features.includes('seenBefore')) continue;
    const p = featureProbability(c.features, m);
    if (!best || p > best.p) best = { option: c.option, p };
  }
  return best && best.p >= m.adds ? best.option : null;
}
