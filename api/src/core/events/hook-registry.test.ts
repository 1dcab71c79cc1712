import { describe, expect, it } from 'vitest';
import { hookRegistry } from './hook-registry.js';

describe('hook registry', () => {
  it('runs every hook with the arguments, one after another, in registration order', async () => {
    const registry = hookRegistry<[string, number]>();
    const calls: string[] = [];
    registry.register('slow', async (word, n) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push(`slow ${word} ${n}`);
    });
    registry.register('fast', async (word, n) => {
      calls.push(`fast ${word} ${n}`);
    });
    await registry.run('x', 1);
    expect(calls).toEqual(['slow x 1', 'fast x 1']);
  });

  it('replaces a hook registered again under the same name', async () => {
    const registry = hookRegistry<[]>();
    const calls: string[] = [];
    registry.register('a', async () => void calls.push('first'));
    registry.register('a', async () => void calls.push('second'));
    await registry.run();
    expect(calls).toEqual(['second']);
  });

  it('stops at a failing hook and passes its error to the caller (the transaction rolls back)', async () => {
    const registry = hookRegistry<[]>();
    const calls: string[] = [];
    registry.register('fails', async () => {
      throw new Error('boom');
    });
    registry.register('after', async () => void calls.push('after'));
    await expect(registry.run()).rejects.toThrow('boom');
    expect(calls).toEqual([]);
  });

  it('keeps registries apart', async () => {
    const one = hookRegistry<[]>();
    const two = hookRegistry<[]>();
    const calls: string[] = [];
    one.register('a', async () => void calls.push('one'));
    await two.run();
    expect(calls).toEqual([]);
  });
});
