import type { ExecutionResult } from 'graphql';

/**
 * Whether a report refused its member filter: the platform answers a parameter error (BAD_REQUEST)
 * when the username is not in the agent's team, the only parameter the page does not check itself
 * (dates are checked by readDateRange, the rest are choices from lists).
 */
export function usernameProblem(result: ExecutionResult<unknown>): 'notInTeam' | null {
  return result.errors?.some((error) => error.extensions?.code === 'BAD_REQUEST') ? 'notInTeam' : null;
}
