import { describe, expect, it } from 'vitest';
import { createConversionPool, type ConversionPoolOptions } from './conversion-pool.js';
import { AppError } from './errors.js';

/** Work the test finishes by hand, noting when it started. */
function controlledWork(started: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const work = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { work, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

/** Lets promise callbacks run, so the pool starts what it may. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const roomy: ConversionPoolOptions = { slots: 1, maxWaiting: 100, maxWaitingPerOwner: 100 };

describe('the conversion pool', () => {
  it('runs as many as it has slots; the others wait, each owner in turn, in the order they came', async () => {
    const pool = createConversionPool({ ...roomy, slots: 2 });
    const started: string[] = [];
    const works = new Map(
      ['a1', 'a2', 'a3', 'a4', 'b1', 'c1'].map((name) => [name, controlledWork(started, name)]),
    );
    const run = (owner: string, name: string) => pool.run(owner, works.get(name)!.work);
    const answers = [
      run('a', 'a1'),
      run('a', 'a2'),
      run('a', 'a3'),
      run('a', 'a4'),
      run('b', 'b1'),
      run('c', 'c1'),
    ];
    await settle();
    expect(started).toEqual(['a1', 'a2']);
    expect(pool.use()).toMatchObject({ running: 2, waiting: 4 });

    works.get('a1')!.finish();
    await settle();
    // a had two waiting before b and c came, but takes one turn, then b and c take theirs.
    expect(started).toEqual(['a1', 'a2', 'a3']);
    works.get('a2')!.finish();
    await settle();
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1']);
    works.get('a3')!.finish();
    await settle();
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1', 'c1']);
    works.get('b1')!.finish();
    works.get('c1')!.finish();
    await settle();
    expect(started).toEqual(['a1', 'a2', 'a3', 'b1', 'c1', 'a4']);
    works.get('a4')!.finish();
    expect(await Promise.all(answers)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1', 'c1']);
    expect(pool.use()).toEqual({ running: 0, waiting: 0, done: 6, refused: 0 });
  });

  it('refuses with a 503 and a time to wait when the owner, or everyone, has as many waiting as allowed', async () => {
    const pool = createConversionPool({ slots: 1, maxWaiting: 3, maxWaitingPerOwner: 2 });
    const started: string[] = [];
    const [a1, a2, a3, b1] = [
      controlledWork(started, 'a1'),
      controlledWork(started, 'a2'),
      controlledWork(started, 'a3'),
      controlledWork(started, 'b1'),
    ];
    const accepted = [pool.run('a', a1.work), pool.run('a', a2.work), pool.run('a', a3.work)];
    const refusal = await pool.run('a', controlledWork(started, 'a4').work).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    const { kind, messageKey, options } = refusal as AppError;
    expect({ kind, messageKey }).toEqual({ kind: 'unavailable', messageKey: 'conversionsBusy' });
    expect(options.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(options.params).toEqual({ seconds: options.retryAfterSeconds });

    // Another owner still has room, until the queue as a whole is full.
    accepted.push(pool.run('b', b1.work));
    await expect(pool.run('c', controlledWork(started, 'c1').work)).rejects.toMatchObject({
      messageKey: 'conversionsBusy',
    });
    expect(pool.use()).toEqual({ running: 1, waiting: 3, done: 0, refused: 2 });
    expect(started).toEqual(['a1']);
    // Each is finished once it has started: a2, then b (its turn), then a3.
    for (const work of [a1, a2, b1, a3]) {
      work.finish();
      await settle();
    }
    expect(await Promise.all(accepted)).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
  });

  it('a waiting conversion whose request is gone leaves the queue; a failed one frees its slot', async () => {
    const pool = createConversionPool(roomy);
    const started: string[] = [];
    const first = controlledWork(started, 'a1');
    const failing = pool.run('a', first.work);
    const gone = new AbortController();
    const abandoned = pool.run('b', controlledWork(started, 'b1').work, gone.signal);
    const third = controlledWork(started, 'c1');
    const next = pool.run('c', third.work);
    expect(pool.use()).toMatchObject({ running: 1, waiting: 2 });

    gone.abort(new Error('the client went away'));
    await expect(abandoned).rejects.toThrow('the client went away');
    expect(pool.use()).toMatchObject({ running: 1, waiting: 1 });

    first.fail(new Error('unreadable'));
    await expect(failing).rejects.toThrow('unreadable');
    await settle();
    expect(started).toEqual(['a1', 'c1']);
    third.finish();
    expect(await next).toBe('c1');
    expect(pool.use()).toEqual({ running: 0, waiting: 0, done: 2, refused: 0 });
  });
});
