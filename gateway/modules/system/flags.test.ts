import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs } from '#gateway/generated/type-defs';
import type { WhitelabelNode } from '#gateway/upstream/dto/index';
import { enabledModules, featureModules, toFeatureFlags } from './flags';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes });

/** The demo brand's tree (docs/platform-protocol.md), with every module on unless listed in `off`. */
function demoTree(off: string[] = []): WhitelabelNode[] {
  const n = (modId: string, children: WhitelabelNode[] = []) => node(modId, !off.includes(modId), children);
  return [
    n('COMM3', [
      n('CBS3'),
      n('REG3', [n('DIRECTREG3'), n('USERNAMEREG3'), n('MOBILENUMREG3'), n('MOBILENUMPASSREG3'), n('REGMOBVERF3')]),
      n('PWD3', [n('CHNGPASSVERIF3'), n('CHNGPASSMAIL3'), n('PWDEXPIRE3')]),
      n('LOGIN3', [n('VERCODELOGIN3'), n('GOOGLELOGIN3'), n('FBLOGIN3')]),
      n('FREEPLAY3'),
      n('MANPLAYREB3'),
      n('AGENTPOLICY3'),
      n('GAMELO3', [n('GAMELOFAV3')]),
      n('PTSYS3'),
      n('MISSIONLB3'),
      n('GRAPHIQL3'),
    ]),
  ];
}

describe('feature flags', () => {
  it('names exactly the fields of the FeatureFlags type', () => {
    const type = buildSchema(typeDefs).getType('FeatureFlags');
    expect(isObjectType(type)).toBe(true);
    const fields = Object.keys(isObjectType(type) ? type.getFields() : {}).sort();
    expect(Object.keys(featureModules).sort()).toEqual(fields);
  });

  it('maps every named flag to its own module', () => {
    const ids = Object.values(featureModules);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [feature, modId] of Object.entries(featureModules)) {
      const flags = toFeatureFlags(demoTree([modId]));
      for (const [other, value] of Object.entries(flags)) {
        expect(value, `${feature} off, ${other}`).toBe(other !== feature);
      }
    }
  });

  it('turns everything on when the whole tree is on', () => {
    expect(Object.values(toFeatureFlags(demoTree())).every(Boolean)).toBe(true);
  });

  it('turns a child off when its parent is off, whatever the child says', () => {
    const flags = toFeatureFlags(demoTree(['REG3']));
    expect(flags.directRegistration).toBe(false);
    expect(flags.usernameRegistration).toBe(false);
    expect(flags.mobileRegistration).toBe(false);
    expect(flags.mobilePasswordRegistration).toBe(false);
    expect(flags.registrationMobileVerification).toBe(false);
    expect(flags.passwordResetByPhone).toBe(true);
    expect(flags.chat).toBe(true);

    expect(toFeatureFlags(demoTree(['GAMELO3'])).favorites).toBe(false);
    expect(toFeatureFlags(demoTree(['LOGIN3']))).toMatchObject({ verificationCodeLogin: false, googleLogin: false, facebookLogin: false });
  });

  it('turns everything off when the root is off', () => {
    expect(Object.values(toFeatureFlags(demoTree(['COMM3']))).some(Boolean)).toBe(false);
  });

  it('turns off deep descendants of a switched-off grandparent', () => {
    const tree = [node('A', true, [node('B', false, [node('C', true, [node('D', true)])])]), node('E', true)];
    expect([...enabledModules(tree)].sort()).toEqual(['A', 'E']);
  });

  it('treats an unknown or missing module as off', () => {
    expect(Object.values(toFeatureFlags([])).some(Boolean)).toBe(false);
    expect(toFeatureFlags([node('COMM3', true, [node('SOMETHING', true)])]).chat).toBe(false);
  });
});
