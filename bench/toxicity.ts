/**
 * `npm run bench:toxicity`
 *
 * Scores the corpus in test/fixtures/toxicity/ with the offline scorer and
 * prints precision, recall and the false-positive rate at the spec's 0.7
 * threshold (targets: recall at least 0.9, false positives at most 2%), each
 * overall and per script, then the lines it got wrong and the time per line.
 */
import { performance } from 'node:perf_hooks';
import { isToxic, scoreToxicity } from '../shared/moderation/toxicity';
import { abusiveLines, cleanLines, scriptOf } from '../test/fixtures/toxicity/corpus';

interface Tally {
  truePositives: number;
  falseNegatives: number;
  falsePositives: number;
  trueNegatives: number;
}

const empty = (): Tally => ({ truePositives: 0, falseNegatives: 0, falsePositives: 0, trueNegatives: 0 });
const tallies = new Map<string, Tally>([['all', empty()]]);
const missed: string[] = [];
const wronglyBlocked: string[] = [];

function count(line: string, abusive: boolean) {
  const blocked = isToxic(line);
  for (const key of ['all', scriptOf(line) === 'devanagari' ? 'Devanagari' : 'Latin (English + Hinglish)']) {
    const tally = tallies.get(key) ?? empty();
    if (abusive) tally[blocked ? 'truePositives' : 'falseNegatives']++;
    else tally[blocked ? 'falsePositives' : 'trueNegatives']++;
    tallies.set(key, tally);
  }
  if (abusive && !blocked) missed.push(line);
  if (!abusive && blocked) wronglyBlocked.push(`${line}  (${scoreToxicity(line).terms.join(', ')})`);
}

const started = performance.now();
for (const line of abusiveLines) count(line, true);
for (const line of cleanLines) count(line, false);
const elapsed = performance.now() - started;

const ratio = (part: number, whole: number) => (whole ? (part / whole).toFixed(3) : 'n/a');
console.log(`Corpus: ${abusiveLines.length} abusive and ${cleanLines.length} clean lines; threshold 0.7`);
console.log('scope'.padEnd(30), 'precision', 'recall', 'false-positive rate');
for (const [scope, tally] of tallies) {
  const precision = ratio(tally.truePositives, tally.truePositives + tally.falsePositives);
  const recall = ratio(tally.truePositives, tally.truePositives + tally.falseNegatives);
  const falsePositiveRate = ratio(tally.falsePositives, tally.falsePositives + tally.trueNegatives);
  console.log(scope.padEnd(30), precision.padEnd(9), recall.padEnd(6), falsePositiveRate);
}
if (missed.length) console.log(`\nMissed (${missed.length}):\n  ${missed.join('\n  ')}`);
if (wronglyBlocked.length) console.log(`\nWrongly blocked (${wronglyBlocked.length}):\n  ${wronglyBlocked.join('\n  ')}`);
console.log(`\n${(elapsed / (abusiveLines.length + cleanLines.length)).toFixed(3)} ms per line`);
