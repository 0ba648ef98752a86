import type { Resolvers } from '../../generated/resolvers-types';
import { login } from './resolvers/Mutation/login';
import { logout } from './resolvers/Mutation/logout';
import { captcha } from './resolvers/Query/captcha';
import { me } from './resolvers/Query/me';

export const sessionResolvers: Resolvers = {
  Query: { me, captcha },
  Mutation: { login, logout },
};
