/**
 * A strict parser of the Prometheus text exposition format (0.0.4): what a
 * Prometheus server would accept. Throws on the first line it would reject.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Family {
  name: string;
  type: 'counter' | 'gauge' | 'histogram' | 'summary' | 'untyped';
  help: string | undefined;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<string, string[]> = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count', ''], counter: ['', '_total'] };

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const sampled = new Set<string>();
  const lines = text.split('\n');
  if (lines.at(-1) !== '') throw new Error('the exposition must end with a newline');
  lines.forEach((line, i) => {
    const where = `line ${i + 1}: ${JSON.stringify(line)}`;
    if (line === '') return;
    if (line.startsWith('#')) {
      const m = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!m) return; // a plain comment
      const [, kind, name, rest] = m as unknown as [string, string, string, string];
      if (!NAME.test(name)) throw new Error(`${where}: bad metric name`);
      const family = families.get(name) ?? { name, type: 'untyped' as const, help: undefined, samples: [] };
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`${where}: unknown type`);
        if (sampled.has(name) || family.samples.length) throw new Error(`${where}: TYPE after samples`);
        family.type = rest as Family['type'];
      } else {
        if (family.help !== undefined) throw new Error(`${where}: second HELP`);
        family.help = rest;
      }
      families.set(name, family);
      return;
    }
    const sample = parseSample(line, where);
    const family = familyOf(families, sample.name);
    if (!family) throw new Error(`${where}: sample without a TYPE`);
    family.samples.push(sample);
    sampled.add(family.name);
  });
  for (const family of families.values()) if (family.type === 'histogram') checkHistogram(family);
  return families;
}

function familyOf(families: Map<string, Family>, sampleName: string): Family | undefined {
  for (const family of families.values()) {
    const suffixes = SUFFIXES[family.type] ?? [''];
    if (suffixes.some((s) => family.name + s === sampleName)) return family;
  }
  return undefined;
}

function parseSample(line: string, where: string): Sample {
  const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)( -?\d+)?$/.exec(line);
  if (!m) throw new Error(`${where}: not a sample line`);
  const labels: Record<string, string> = {};
  let rest = m[3] ?? '';
  while (rest.length) {
    const lm = /^([^=]+)="((?:[^"\\]|\\["\\n])*)"(,|$)/.exec(rest);
    if (!lm || !LABEL.test(lm[1]!)) throw new Error(`${where}: bad label set`);
    if (lm[1]! in labels) throw new Error(`${where}: duplicate label ${lm[1]}`);
    labels[lm[1]!] = lm[2]!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    rest = rest.slice(lm[0].length);
  }
  const raw = m[4]!;
  const value = raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : raw === 'NaN' ? NaN : Number(raw);
  if (Number.isNaN(value) && raw !== 'NaN') throw new Error(`${where}: bad value`);
  return { name: m[1]!, labels, value };
}

function checkHistogram(family: Family): void {
  const series = new Map<string, Sample[]>();
  for (const s of family.samples.filter((x) => x.name.endsWith('_bucket'))) {
    if (s.labels.le === undefined) throw new Error(`${family.name}: a bucket without le`);
    const { le: _le, ...rest } = s.labels;
    const key = JSON.stringify(rest);
    series.set(key, [...(series.get(key) ?? []), s]);
  }
  for (const [key, buckets] of series) {
    if (!buckets.some((b) => b.labels.le === '+Inf')) throw new Error(`${family.name}${key}: no +Inf bucket`);
    for (let i = 1; i < buckets.length; i++) {
      if (buckets[i]!.value < buckets[i - 1]!.value) throw new Error(`${family.name}${key}: buckets not cumulative`);
    }
  }
}
