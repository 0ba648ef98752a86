import type { WhitelabelNode } from '#gateway/upstream/dto/index';
import type { FeatureFlags } from '#gateway/generated/resolvers-types';

/** Module ids behind each named feature switch. */
export const featureModules: Record<keyof Omit<FeatureFlags, '__typename'>, string> = {
  chat: 'CBS3',
  directRegistration: 'DIRECTREG3',
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  mobilePasswordRegistration: 'MOBILENUMPASSREG3',
  registrationMobileVerification: 'REGMOBVERF3',
  passwordResetByPhone: 'CHNGPASSVERIF3',
  passwordResetByMail: 'CHNGPASSMAIL3',
  forcedPasswordChange: 'PWDEXPIRE3',
  verificationCodeLogin: 'VERCODELOGIN3',
  googleLogin: 'GOOGLELOGIN3',
  facebookLogin: 'FBLOGIN3',
  freePlay: 'FREEPLAY3',
  manualRebate: 'MANPLAYREB3',
  agentPolicy: 'AGENTPOLICY3',
  favorites: 'GAMELOFAV3',
  points: 'PTSYS3',
  missions: 'MISSIONLB3',
  graphiql: 'GRAPHIQL3',
};

/** Module ids that are on: a node counts only when it and all its ancestors are enabled. */
export function enabledModules(tree: WhitelabelNode[]): Set<string> {
  const on = new Set<string>();
  const visit = (nodes: WhitelabelNode[]) => {
    for (const node of nodes) {
      if (!node.enabled) continue;
      on.add(node.modId);
      visit(node.childrenNodes);
    }
  };
  visit(tree);
  return on;
}

export function toFeatureFlags(tree: WhitelabelNode[]): Omit<FeatureFlags, '__typename'> {
  const on = enabledModules(tree);
  return Object.fromEntries(Object.entries(featureModules).map(([feature, modId]) => [feature, on.has(modId)])) as Omit<FeatureFlags, '__typename'>;
}
