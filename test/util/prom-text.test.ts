import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from '../support/prom-text.js';

describe('the Prometheus text parser the health test relies on', () => {
  it('accepts a well-formed exposition and rejects what Prometheus would', () => {
    const good = '# HELP a_total A.\n# TYPE a_total counter\na_total{kind="x",q="say \\"hi\\""} 3\n# TYPE h histogram\nh_bucket{le="1"} 1\nh_bucket{le="+Inf"} 2\nh_sum 3.5\nh_count 2\n';
    const families = parsePrometheusText(good);
    expect(families.get('a_total')?.samples[0]).toEqual({ name: 'a_total', labels: { kind: 'x', q: 'say "hi"' }, value: 3 });
    expect(families.get('h')?.samples).toHaveLength(4);
    expect(() => parsePrometheusText('a 1\n')).toThrow(/without a TYPE/);
    expect(() => parsePrometheusText('# TYPE a gauge\na{1x="y"} 1\n')).toThrow(/bad label set/);
    expect(() => parsePrometheusText('# TYPE a gauge\na one\n')).toThrow(/bad value/);
    expect(() => parsePrometheusText('# TYPE h histogram\nh_bucket{le="1"} 1\n')).toThrow(/no \+Inf bucket/);
    expect(() => parsePrometheusText('# TYPE a gauge\na 1')).toThrow(/newline/);
  });
});
