import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Renderer } from '../../src/charts/picture.js';
import { weekChart, weekComparison } from '../../src/charts/week.js';
import { pngHeader } from '../support/png.js';

const spec = weekChart(weekComparison([{ date: '2026-11-16', person: { id: 1 } }], '2026-11-20')).spec;

describe('the renderer process', () => {
  it('draws in a process of its own, which ends by itself after its idle time; the next picture starts another', async () => {
    const renderer = new Renderer(50);
    const first = await renderer.draw(spec);
    expect(pngHeader(first.png)).toMatchObject({ width: first.width, height: first.height });
    const child = renderer.process!;
    expect(child.pid).not.toBe(process.pid);
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(renderer.process).toBeUndefined();
    const second = await renderer.draw(spec);
    expect(second.width).toBe(first.width);
    expect(renderer.process!.pid).not.toBe(child.pid);
    renderer.process!.kill();
  }, 30_000);

  it('a renderer that dies mid-picture fails that picture (the caller posts the text alone); the next one works', async () => {
    const renderer = new Renderer(60_000);
    await renderer.draw(spec);
    const drawing = renderer.draw(spec);
    renderer.process!.kill('SIGKILL');
    await expect(drawing).rejects.toThrow(/the renderer exited \(SIGKILL\)/);
    expect(pngHeader((await renderer.draw(spec)).png).width).toBeGreaterThan(300);
    renderer.process!.kill();
  }, 30_000);
});

describe('a picture past its deadline', () => {
  it('a stopped renderer: the picture fails at its deadline, the renderer is killed, and the next picture gets a fresh one', async () => {
    const renderer = new Renderer(60_000);
    await renderer.draw(spec);
    const stuck = renderer.process!;
    stuck.kill('SIGSTOP');
    const deadline = new AbortController();
    const drawing = renderer.draw(spec, deadline.signal);
    setTimeout(() => deadline.abort(new Error('no picture within 0.3 s')), 300);
    const started = Date.now();
    await expect(drawing).rejects.toThrow(/took too long \(no picture within 0\.3 s\)/);
    expect(Date.now() - started).toBeLessThan(2_000);
    const [, signal] = (await once(stuck, 'exit')) as [number | null, string | null];
    expect(signal).toBe('SIGKILL');
    const next = await renderer.draw(spec);
    expect(next.width).toBeGreaterThan(300);
    expect(renderer.process!.pid).not.toBe(stuck.pid);
    renderer.process!.kill();
  }, 60_000);
});
