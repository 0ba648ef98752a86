import type { Resolvers } from '#gateway/generated/resolvers-types';
import { changePassword } from './resolvers/Mutation/changePassword';
import { freePlay } from './resolvers/Mutation/freePlay';
import { login, loginBySms, loginWithSocial } from './resolvers/Mutation/login';
import { logout } from './resolvers/Mutation/logout';
import { requestPasswordReset, resetPassword, resetPasswordByPhone } from './resolvers/Mutation/passwordReset';
import { register } from './resolvers/Mutation/register';
import { completeSecondStep, sendSecondStepCode } from './resolvers/Mutation/secondStep';
import { endSession } from './resolvers/Mutation/endSession';
import { sendLoginCode, sendRegisterCode } from './resolvers/Mutation/sendLoginCode';
import { Member } from './resolvers/Member';
import { affiliate } from './resolvers/Query/affiliate';
import { captcha } from './resolvers/Query/captcha';
import { me } from './resolvers/Query/me';
import { registerFields } from './resolvers/Query/registerFields';
import { mySessions } from './resolvers/Query/sessions';

export const sessionResolvers: Resolvers = {
  Query: { me, captcha, registerFields, mySessions, affiliate },
  Member,
  Mutation: {
    login,
    loginBySms,
    loginWithSocial,
    sendLoginCode,
    sendRegisterCode,
    logout,
    changePassword,
    register,
    freePlay,
    requestPasswordReset,
    resetPassword,
    resetPasswordByPhone,
    sendSecondStepCode,
    completeSecondStep,
    endSession,
  },
};
