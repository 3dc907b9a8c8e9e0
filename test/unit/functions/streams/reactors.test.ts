import { describe, expect, it, vi } from 'vitest';

// The reactor modules build their table entities at import, which reads the table's name; no table is touched.
vi.stubEnv('TABLE_NAME', 'reactors-test');
const { loadReactors, reactors } = await import('../../../../functions/streams/reactors');

describe('the stream handler’s reactors', () => {
  it('are declared with the entity each reactor reacts to, in the order they run', async () => {
    // loadReactors refuses a module whose reactors are not of the entities it was declared with.
    const loaded = await loadReactors();
    expect(reactors.map((reactor) => reactor.entity)).toEqual(loaded.map((reactor) => reactor.entity));
    expect(new Set(loaded).size).toBe(loaded.length);
  });

  it('hand each change to the reactor they stand for, loaded at its first change', async () => {
    const loaded = await loadReactors();
    const index = reactors.findIndex((reactor) => reactor.entity === 'discount');
    const spy = vi.spyOn(loaded[index]!, 'react').mockResolvedValue();
    const change = { kind: 'REMOVE' as const, entity: 'discount', oldItem: { discountId: 'd-1' } };
    await reactors[index]!.react(change);
    expect(spy).toHaveBeenCalledWith(change);
  });
});
