import { describe, expect, it } from 'vitest';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { codeRefusal } from './resolvers/Mutation/sendLoginCode';

describe('a refused code send', () => {
  it('is a catalogue error when the platform gives a known code', () => {
    const refusal = codeRefusal(UpstreamError.fromPlatform('loginSmsCode', '#727', 'system busy'));
    expect(refusal).toEqual({ ok: false, expiredMinutes: null, errors: [expect.objectContaining({ code: 'SYSTEM_BUSY', field: null })] });
  });

  it("carries the platform's own words when the code is not the catalogue's (its SMS provider failed)", () => {
    const refusal = codeRefusal(UpstreamError.fromPlatform('loginSmsCode', 'sms.provider.error', '  문자 발송 서비스 점검 중입니다  '));
    expect(refusal.errors).toEqual([{ code: 'CODE_NOT_SENT', field: null, message: '문자 발송 서비스 점검 중입니다', patternId: null }]);
    const long = codeRefusal(UpstreamError.fromPlatform('loginSmsCode', 'sms.provider.error', 'x'.repeat(500)));
    expect(long.errors[0]!.message).toHaveLength(200);
  });

  it('is still an error of the request when the platform could not be reached', () => {
    expect(() => codeRefusal(new UpstreamError(ErrorCode.UpstreamUnavailable, 'unreachable', 'loginSmsCode'))).toThrow('unreachable');
    expect(() => codeRefusal(new Error('bug'))).toThrow('bug');
  });
});
