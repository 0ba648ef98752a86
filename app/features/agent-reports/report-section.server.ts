import type { ExecutionResult } from 'graphql';
import { sectionOf } from '../../components/deferred.server';
import { usernameProblem } from './problems.server';

/**
 * A report's table from its page operation. With a member filter, the answer is awaited first: a
 * username outside the team is said under the field (`problem`) and the table stays empty, rather
 * than streaming in as a section error.
 */
export async function reportSection<TResult, K extends keyof TResult & string>(answer: Promise<ExecutionResult<TResult>>, field: K, username: string | null) {
  const problem = username ? usernameProblem(await answer) : null;
  const section = problem ? Promise.resolve(null) : sectionOf(answer, field).catch(() => null);
  return { problem, section };
}
