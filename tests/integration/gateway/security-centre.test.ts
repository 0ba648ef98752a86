/**
 * The security centre through the gateway: the page's query (profile, contacts, cards) and its
 * mutations, with the platform's refusals as catalogue codes on the mutation's own field names.
 */
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const CENTRE = `{ securityCentre {
  profile { nickname realName birthday incomeSource }
  profileFields { field required }
  realNameLocked nationalities incomeSources hasPaymentPassword countryDialingCode mobile email zaloBonusMax
  bankCards { cards { id bankName maskedNumber accountName addedAt } limit banks realName }
} }`;
const PAYLOAD = `{ ok errors { code field } }`;

async function loginToken(username: string, password: string): Promise<string> {
  const { context } = await h.run(LOGIN, { input: { username, password } });
  return (context.sessionChange as { token: string }).token;
}

describe('securityCentre', () => {
  it('is null without a session', async () => {
    expect((await h.run(CENTRE)).result.data.securityCentre).toBeNull();
  });

  it('answers the profile by the brand, the masked contacts and the cards', async () => {
    const token = await loginToken('demo_member', 'Member2024');
    const { result } = await h.run(CENTRE, {}, { token });
    expect(result.errors).toBeUndefined();
    const centre = result.data.securityCentre;
    expect(centre.profileFields).toHaveLength(9);
    expect(centre.profileFields[1]).toEqual({ field: 'realName', required: true });
    expect(centre).toMatchObject({ realNameLocked: true, countryDialingCode: '+82', mobile: '10******78', email: 'm***@aurora-play.example' });
    // The brand's Zalo bonus, in minor units: up to 131,000.00.
    expect(centre.zaloBonusMax).toBe(13_100_000);
    expect(centre.profile.realName).toBe('Kim Minsu');
    expect(centre.incomeSources).toEqual(['SALARY', 'BUSINESS', 'INVESTMENT', 'PENSION', 'SAVINGS', 'OTHER']);
    expect(centre.nationalities).toContain('VN');
    expect(centre.bankCards).toMatchObject({ limit: 3, realName: 'Kim Minsu' });
    expect(centre.bankCards.banks.length).toBeGreaterThan(3);
  });

  it('shows the rest of the page when the cards fail', async () => {
    const token = await loginToken('demo_member', 'Member2024');
    await h.dev('PUT', '/__dev/faults', { endpoint: '/wps/member/bank-cards', errorRate: 1 });
    const { result } = await h.run(CENTRE, {}, { token });
    expect(result.data.securityCentre.bankCards).toBeNull();
    expect(result.data.securityCentre.profile.realName).toBe('Kim Minsu');
  });
});

describe('security centre mutations', () => {
  it('payment password, profile and a bank card, with refusals on the input fields', async () => {
    const token = await loginToken('demo_down3', 'Down2024');
    const set = (loginPassword: string) =>
      h.run(
        `mutation ($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) ${PAYLOAD} }`,
        {
          input: { loginPassword, newPaymentPassword: '424242', confirmPaymentPassword: '424242' },
        },
        { token },
      );
    expect((await set('Wrong2024')).result.data.setPaymentPassword).toEqual({ ok: false, errors: [{ code: 'OLD_PASSWORD_WRONG', field: 'loginPassword' }] });
    expect((await set('Down2024')).result.data.setPaymentPassword).toEqual({ ok: true, errors: [] });
    expect((await set('Down2024')).result.data.setPaymentPassword).toEqual({ ok: false, errors: [{ code: 'STATE_CONFLICT', field: null }] });

    const change = await h.run(
      `mutation ($input: ChangePaymentPasswordInput!) { changePaymentPassword(input: $input) ${PAYLOAD} }`,
      {
        input: { oldPaymentPassword: '000000', newPaymentPassword: '434343', confirmPaymentPassword: '434343' },
      },
      { token },
    );
    expect(change.result.data.changePaymentPassword).toEqual({ ok: false, errors: [{ code: 'PAYMENT_PASSWORD_WRONG', field: 'oldPaymentPassword' }] });

    const profile = await h.run(
      `mutation ($input: ProfileInput!) { updateProfile(input: $input) ${PAYLOAD} }`,
      {
        input: { nickname: 'Down Three', realName: 'Oh Sehun', birthday: '1994-04-12', incomeSource: 'BUSINESS', telegram: 'bad name' },
      },
      { token },
    );
    expect(profile.result.data.updateProfile).toEqual({ ok: false, errors: [{ code: 'PATTERN', field: 'telegram' }] });
    const saved = await h.run(
      `mutation ($input: ProfileInput!) { updateProfile(input: $input) ${PAYLOAD} }`,
      {
        input: { nickname: 'Down Three', realName: 'Oh Sehun', birthday: '1994-04-12', incomeSource: 'BUSINESS' },
      },
      { token },
    );
    expect(saved.result.data.updateProfile).toEqual({ ok: true, errors: [] });

    const add = (accountName: string) =>
      h.run(
        `mutation ($input: AddBankCardInput!) { addBankCard(input: $input) ${PAYLOAD} }`,
        {
          input: { bankName: 'Woori Bank', accountNumber: '1002 345 678901', accountName, paymentPassword: '424242' },
        },
        { token },
      );
    expect((await add('Someone Else')).result.data.addBankCard).toEqual({ ok: false, errors: [{ code: 'CARD_NAME_MISMATCH', field: 'accountName' }] });
    expect((await add('oh sehun')).result.data.addBankCard).toEqual({ ok: true, errors: [] });
    const { result } = await h.run(CENTRE, {}, { token });
    expect(result.data.securityCentre).toMatchObject({ hasPaymentPassword: true, realNameLocked: true, profile: { incomeSource: 'BUSINESS' } });
    const [card] = result.data.securityCentre.bankCards.cards;
    expect(card).toMatchObject({ bankName: 'Woori Bank', maskedNumber: '****8901', accountName: 'oh sehun' });

    const remove = (paymentPassword: string) =>
      h.run(`mutation ($input: RemoveBankCardInput!) { removeBankCard(input: $input) ${PAYLOAD} }`, { input: { cardId: card.id, paymentPassword } }, { token });
    expect((await remove('000000')).result.data.removeBankCard).toEqual({ ok: false, errors: [{ code: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' }] });
    expect((await remove('424242')).result.data.removeBankCard).toEqual({ ok: true, errors: [] });
    expect((await remove('424242')).result.data.removeBankCard).toEqual({ ok: false, errors: [{ code: 'NOT_FOUND', field: null }] });
  });

  it('binds an e-mail with the code from the outbox and the login password', async () => {
    const token = await loginToken('demo_down4', 'Down2024');
    const sent = await h.run(
      `mutation ($input: ContactInput!) { sendContactCode(input: $input) { ok expiredMinutes } }`,
      {
        input: { channel: 'EMAIL', email: 'down4@example.com' },
      },
      { token },
    );
    expect(sent.result.data.sendContactCode).toEqual({ ok: true, expiredMinutes: 5 });
    const bind = (verificationCode: string, loginPassword = 'Down2024') =>
      h.run(
        `mutation ($input: BindContactInput!) { bindContact(input: $input) ${PAYLOAD} }`,
        {
          input: { channel: 'EMAIL', email: 'down4@example.com', verificationCode, loginPassword },
        },
        { token },
      );
    const code = await h.lastCode('down4@example.com');
    // The login password is checked first (a wrong one leaves the code usable).
    expect((await bind(code, 'Wrong2024')).result.data.bindContact).toEqual({
      ok: false,
      errors: [{ code: 'OLD_PASSWORD_WRONG', field: 'loginPassword' }],
    });
    expect((await bind(code === '000000' ? '111111' : '000000')).result.data.bindContact).toEqual({
      ok: false,
      errors: [{ code: 'CODE_WRONG', field: 'verificationCode' }],
    });
    expect((await bind(code)).result.data.bindContact).toEqual({ ok: true, errors: [] });
    expect((await h.run(CENTRE, {}, { token })).result.data.securityCentre.email).toBe('d***@example.com');

    // A reset by code is for a payment password that is set, and waits 24 hours after the change.
    const resetCode = () => h.run(`mutation { sendPaymentPasswordCode(channel: EMAIL) { ok errors { code field message } } }`, {}, { token });
    expect((await resetCode()).result.data.sendPaymentPasswordCode.errors).toMatchObject([{ code: 'PAYMENT_PASSWORD_NOT_SET', field: 'paymentPassword' }]);
    const set = await h.run(
      `mutation ($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) ${PAYLOAD} }`,
      { input: { loginPassword: 'Down2024', newPaymentPassword: '404040', confirmPaymentPassword: '404040' } },
      { token },
    );
    expect(set.result.data.setPaymentPassword).toEqual({ ok: true, errors: [] });
    const [cooling] = (await resetCode()).result.data.sendPaymentPasswordCode.errors;
    expect(cooling).toMatchObject({ code: 'STATE_CONFLICT', field: null });
    expect(cooling.message).toMatch(/less than 24 hours ago/);
  });

  it('refuses without a session, and more than one in a document', async () => {
    const removal = `mutation { removeBankCard(input: { cardId: "1", paymentPassword: "123456" }) { ok } }`;
    expect((await h.run(removal)).result.errors?.[0].extensions?.code).toBe('SESSION_ENDED');
    const token = await loginToken('demo_down4', 'Down2024');
    const twice = `mutation { a: removeBankCard(input: { cardId: "1", paymentPassword: "1" }) { ok } b: removeBankCard(input: { cardId: "2", paymentPassword: "2" }) { ok } }`;
    expect((await h.run(twice, {}, { token })).result.errors?.[0].message).toMatch(/only one/);
  });
});
