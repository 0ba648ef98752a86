import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { toMinorUnits } from '#gateway/upstream/money';
import { unlessNotOffered } from '#gateway/errors';
import { lengthOf } from '../../wire';

/** Null when the platform does not offer responsible-gaming tools: the page says so instead of failing. */
export const responsibleGaming: NonNullable<QueryResolvers['responsibleGaming']> = async (_parent, _args, ctx) => {
  const value = await unlessNotOffered(ctx.platform.call('responsibleGaming'));
  if (!value) return null;
  return {
    ...value,
    changes: value.changes.map(({ from, to, length, ...change }) => {
      // A limit's change is in money (wire decimals); the session limit's and reality check's in minutes.
      const money = change.what === 'LIMIT';
      const minor = (v: number | null) => (v === null ? null : toMinorUnits(v));
      return {
        ...change,
        length: lengthOf(length),
        from: money ? minor(from) : null,
        to: money ? minor(to) : null,
        fromMinutes: money ? null : from,
        toMinutes: money ? null : to,
      };
    }),
  };
};
