/**
 * What the platform sends by SMS and e-mail (codes and security notices), in every text language:
 * one template table, a subject (used for e-mail) and a body per kind of message. `{name}` marks a
 * value filled in when the message is built: the brand's name, the code, the minutes it lives...
 * The language is the request's (ctx.text): the member asking for a code reads the site in it.
 */
import type { TextLanguage } from '../../http/language';

/** The values each kind of message is built from. */
export interface MessageValues {
  /** A login or password-reset code to a phone (POST /wps/verification/sms/noLogin). */
  loginCode: { brand: string; code: string; minutes: number };
  /** A registration code to a phone. */
  registerCode: { brand: string; code: string; minutes: number };
  /** The code of the second login step. */
  secondStepCode: { brand: string; code: string; minutes: number };
  /** A code to link a new phone or e-mail address to the account (`what` from CONTACT_NOUNS). */
  contactCode: { brand: string; what: string; username: string; code: string; minutes: number };
  /** A code to reset the payment password. */
  paymentPasswordCode: { brand: string; username: string; code: string; minutes: number };
  /** To the contacts the account had: a phone or address was replaced. */
  contactChanged: { brand: string; what: string; username: string; shown: string; time: string };
  /** To the contacts the account had: a phone or address was added. */
  contactAdded: { brand: string; what: string; username: string; shown: string; time: string };
  /** The second login step locked after failures. */
  secondStepLocked: { brand: string; count: number; ip: string; time: string };
  /** The e-mailed password reset link. */
  passwordReset: { brand: string; nickname: string; link: string; minutes: number; token: string };
}

export type MessageKind = keyof MessageValues;
export type CodeMessageKind = 'loginCode' | 'registerCode' | 'secondStepCode' | 'contactCode' | 'paymentPasswordCode';

export interface MessageTemplate {
  subject: string;
  body: string;
}

/** What a contact is called inside a message: a mobile number or an e-mail address. */
export const CONTACT_NOUNS: Readonly<Record<TextLanguage, Readonly<Record<'SMS' | 'EMAIL', string>>>> = {
  en: { SMS: 'mobile number', EMAIL: 'e-mail address' },
  ko: { SMS: '휴대폰 번호', EMAIL: '이메일 주소' },
  zh: { SMS: '手机号码', EMAIL: '电子邮箱' },
  vi: { SMS: 'số điện thoại', EMAIL: 'địa chỉ email' },
  th: { SMS: 'เบอร์มือถือ', EMAIL: 'อีเมล' },
};

export const MESSAGES: Readonly<Record<TextLanguage, Readonly<Record<MessageKind, MessageTemplate>>>> = {
  en: {
    loginCode: {
      subject: '{brand} verification code',
      body: '{brand}: your verification code is {code}. It expires in {minutes} minutes.',
    },
    registerCode: {
      subject: '{brand} registration code',
      body: '{brand}: your registration code is {code}. It expires in {minutes} minutes.',
    },
    secondStepCode: {
      subject: '{brand} login verification',
      body: '{brand}: your login verification code is {code}. It expires in {minutes} minutes.',
    },
    contactCode: {
      subject: '{brand}: confirm your {what}',
      body: '{brand}: your code to link this {what} to {username} is {code}. It expires in {minutes} minutes.',
    },
    paymentPasswordCode: {
      subject: '{brand}: reset your payment password',
      body: '{brand}: your code to reset the payment password of {username} is {code}. It expires in {minutes} minutes.',
    },
    contactChanged: {
      subject: '{brand}: your {what} was changed',
      body:
        '{brand}: the {what} of {username} was changed to {shown} on {time}. ' +
        'Resetting the payment password by a code is paused for 24 hours. If you did not do this, change your login password and contact customer service at once.',
    },
    contactAdded: {
      subject: '{brand}: your {what} was added',
      body:
        '{brand}: the {what} of {username} was set to {shown} on {time}. ' +
        'Resetting the payment password by a code is paused for 24 hours. If you did not do this, change your login password and contact customer service at once.',
    },
    secondStepLocked: {
      subject: '{brand} security notice',
      body:
        '{brand}: someone failed the second login step of your account {count} times from {ip}; ' +
        'the step is locked until {time}. If this was not you, change your password and contact customer service.',
    },
    passwordReset: {
      subject: '{brand}: reset your password',
      body: 'Hello {nickname},\n\nOpen {link} within {minutes} minutes to choose a new password.\nReset token: {token}\n\nIf you did not ask for this, ignore this e-mail.',
    },
  },
  ko: {
    loginCode: {
      subject: '{brand} 인증번호',
      body: '{brand}: 인증번호는 {code}입니다. {minutes}분 동안 유효합니다.',
    },
    registerCode: {
      subject: '{brand} 회원가입 인증번호',
      body: '{brand}: 회원가입 인증번호는 {code}입니다. {minutes}분 동안 유효합니다.',
    },
    secondStepCode: {
      subject: '{brand} 로그인 인증',
      body: '{brand}: 로그인 인증번호는 {code}입니다. {minutes}분 동안 유효합니다.',
    },
    contactCode: {
      subject: '{brand}: {what} 확인',
      body: '{brand}: 이 {what}를 {username} 계정에 연결하는 인증번호는 {code}입니다. {minutes}분 동안 유효합니다.',
    },
    paymentPasswordCode: {
      subject: '{brand}: 결제 비밀번호 재설정',
      body: '{brand}: {username} 계정의 결제 비밀번호 재설정 인증번호는 {code}입니다. {minutes}분 동안 유효합니다.',
    },
    contactChanged: {
      subject: '{brand}: {what}가 변경되었습니다',
      body:
        '{brand}: {username} 계정의 {what}가 {time}에 {shown}(으)로 변경되었습니다. ' +
        '24시간 동안 인증번호로 결제 비밀번호를 재설정할 수 없습니다. 본인이 변경하지 않았다면 즉시 로그인 비밀번호를 변경하고 고객센터에 문의하세요.',
    },
    contactAdded: {
      subject: '{brand}: {what}가 등록되었습니다',
      body:
        '{brand}: {username} 계정의 {what}가 {time}에 {shown}(으)로 등록되었습니다. ' +
        '24시간 동안 인증번호로 결제 비밀번호를 재설정할 수 없습니다. 본인이 등록하지 않았다면 즉시 로그인 비밀번호를 변경하고 고객센터에 문의하세요.',
    },
    secondStepLocked: {
      subject: '{brand} 보안 알림',
      body:
        '{brand}: {ip}에서 회원님 계정의 2단계 로그인 인증이 {count}회 실패하여 {time}까지 인증이 잠겼습니다. ' +
        '본인이 아니라면 비밀번호를 변경하고 고객센터에 문의하세요.',
    },
    passwordReset: {
      subject: '{brand}: 비밀번호 재설정',
      body: '{nickname}님, 안녕하세요.\n\n{minutes}분 안에 다음 링크를 열어 새 비밀번호를 설정하세요: {link}\n재설정 토큰: {token}\n\n요청하지 않으셨다면 이 메일을 무시하세요.',
    },
  },
  zh: {
    loginCode: {
      subject: '{brand} 验证码',
      body: '【{brand}】您的验证码是 {code}，{minutes} 分钟内有效。',
    },
    registerCode: {
      subject: '{brand} 注册验证码',
      body: '【{brand}】您的注册验证码是 {code}，{minutes} 分钟内有效。',
    },
    secondStepCode: {
      subject: '{brand} 登录验证',
      body: '【{brand}】您的登录验证码是 {code}，{minutes} 分钟内有效。',
    },
    contactCode: {
      subject: '{brand}：请确认您的{what}',
      body: '【{brand}】您正在将此{what}绑定到账号 {username}，验证码是 {code}，{minutes} 分钟内有效。',
    },
    paymentPasswordCode: {
      subject: '{brand}：重置资金密码',
      body: '【{brand}】您正在重置账号 {username} 的资金密码，验证码是 {code}，{minutes} 分钟内有效。',
    },
    contactChanged: {
      subject: '{brand}：您的{what}已更改',
      body: '【{brand}】账号 {username} 的{what}已于 {time} 更改为 {shown}。24 小时内无法通过验证码重置资金密码。如非本人操作，请立即修改登录密码并联系客服。',
    },
    contactAdded: {
      subject: '{brand}：您的{what}已添加',
      body: '【{brand}】账号 {username} 的{what}已于 {time} 设置为 {shown}。24 小时内无法通过验证码重置资金密码。如非本人操作，请立即修改登录密码并联系客服。',
    },
    secondStepLocked: {
      subject: '{brand} 安全提醒',
      body: '【{brand}】有人从 {ip} 进行您账号的二次登录验证，已失败 {count} 次；该验证已锁定至 {time}。如非本人操作，请修改密码并联系客服。',
    },
    passwordReset: {
      subject: '{brand}：重置密码',
      body: '{nickname}，您好：\n\n请在 {minutes} 分钟内打开 {link} 设置新密码。\n重置令牌：{token}\n\n如果您没有申请重置密码，请忽略此邮件。',
    },
  },
  vi: {
    loginCode: {
      subject: 'Mã xác minh {brand}',
      body: '{brand}: mã xác minh của bạn là {code}. Mã hết hạn sau {minutes} phút.',
    },
    registerCode: {
      subject: 'Mã đăng ký {brand}',
      body: '{brand}: mã đăng ký của bạn là {code}. Mã hết hạn sau {minutes} phút.',
    },
    secondStepCode: {
      subject: 'Xác minh đăng nhập {brand}',
      body: '{brand}: mã xác minh đăng nhập của bạn là {code}. Mã hết hạn sau {minutes} phút.',
    },
    contactCode: {
      subject: '{brand}: xác nhận {what} của bạn',
      body: '{brand}: mã để liên kết {what} này với tài khoản {username} là {code}. Mã hết hạn sau {minutes} phút.',
    },
    paymentPasswordCode: {
      subject: '{brand}: đặt lại mật khẩu thanh toán',
      body: '{brand}: mã để đặt lại mật khẩu thanh toán của tài khoản {username} là {code}. Mã hết hạn sau {minutes} phút.',
    },
    contactChanged: {
      subject: '{brand}: {what} của bạn đã được thay đổi',
      body:
        '{brand}: {what} của tài khoản {username} đã được đổi thành {shown} lúc {time}. ' +
        'Việc đặt lại mật khẩu thanh toán bằng mã được tạm dừng trong 24 giờ. Nếu không phải bạn thực hiện, hãy đổi mật khẩu đăng nhập và liên hệ bộ phận chăm sóc khách hàng ngay.',
    },
    contactAdded: {
      subject: '{brand}: {what} của bạn đã được thêm',
      body:
        '{brand}: {what} của tài khoản {username} đã được đặt thành {shown} lúc {time}. ' +
        'Việc đặt lại mật khẩu thanh toán bằng mã được tạm dừng trong 24 giờ. Nếu không phải bạn thực hiện, hãy đổi mật khẩu đăng nhập và liên hệ bộ phận chăm sóc khách hàng ngay.',
    },
    secondStepLocked: {
      subject: 'Thông báo bảo mật {brand}',
      body:
        '{brand}: có người đã xác minh đăng nhập bước hai của tài khoản bạn thất bại {count} lần từ {ip}; ' +
        'bước này bị khóa đến {time}. Nếu không phải bạn, hãy đổi mật khẩu và liên hệ bộ phận chăm sóc khách hàng.',
    },
    passwordReset: {
      subject: '{brand}: đặt lại mật khẩu',
      body: 'Xin chào {nickname},\n\nHãy mở {link} trong vòng {minutes} phút để đặt mật khẩu mới.\nMã đặt lại: {token}\n\nNếu bạn không yêu cầu việc này, hãy bỏ qua email này.',
    },
  },
  th: {
    loginCode: {
      subject: 'รหัสยืนยัน {brand}',
      body: '{brand}: รหัสยืนยันของคุณคือ {code} หมดอายุใน {minutes} นาที',
    },
    registerCode: {
      subject: 'รหัสสมัครสมาชิก {brand}',
      body: '{brand}: รหัสสมัครสมาชิกของคุณคือ {code} หมดอายุใน {minutes} นาที',
    },
    secondStepCode: {
      subject: 'ยืนยันการเข้าสู่ระบบ {brand}',
      body: '{brand}: รหัสยืนยันการเข้าสู่ระบบของคุณคือ {code} หมดอายุใน {minutes} นาที',
    },
    contactCode: {
      subject: '{brand}: ยืนยัน{what}ของคุณ',
      body: '{brand}: รหัสสำหรับผูก{what}นี้กับบัญชี {username} คือ {code} หมดอายุใน {minutes} นาที',
    },
    paymentPasswordCode: {
      subject: '{brand}: รีเซ็ตรหัสผ่านการชำระเงิน',
      body: '{brand}: รหัสสำหรับรีเซ็ตรหัสผ่านการชำระเงินของบัญชี {username} คือ {code} หมดอายุใน {minutes} นาที',
    },
    contactChanged: {
      subject: '{brand}: {what}ของคุณถูกเปลี่ยนแล้ว',
      body:
        '{brand}: {what}ของบัญชี {username} ถูกเปลี่ยนเป็น {shown} เมื่อ {time} ' +
        'การรีเซ็ตรหัสผ่านการชำระเงินด้วยรหัสยืนยันถูกระงับ 24 ชั่วโมง หากคุณไม่ได้ทำรายการนี้ ให้เปลี่ยนรหัสผ่านเข้าสู่ระบบและติดต่อฝ่ายบริการลูกค้าทันที',
    },
    contactAdded: {
      subject: '{brand}: เพิ่ม{what}ของคุณแล้ว',
      body:
        '{brand}: {what}ของบัญชี {username} ถูกตั้งเป็น {shown} เมื่อ {time} ' +
        'การรีเซ็ตรหัสผ่านการชำระเงินด้วยรหัสยืนยันถูกระงับ 24 ชั่วโมง หากคุณไม่ได้ทำรายการนี้ ให้เปลี่ยนรหัสผ่านเข้าสู่ระบบและติดต่อฝ่ายบริการลูกค้าทันที',
    },
    secondStepLocked: {
      subject: 'แจ้งเตือนความปลอดภัย {brand}',
      body: '{brand}: มีผู้ยืนยันการเข้าสู่ระบบขั้นที่สองของบัญชีคุณไม่สำเร็จ {count} ครั้งจาก {ip} ' + 'ขั้นตอนนี้ถูกล็อกจนถึง {time} หากไม่ใช่คุณ ให้เปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้า',
    },
    passwordReset: {
      subject: '{brand}: รีเซ็ตรหัสผ่าน',
      body: 'สวัสดีคุณ {nickname}\n\nเปิด {link} ภายใน {minutes} นาทีเพื่อตั้งรหัสผ่านใหม่\nโทเค็นรีเซ็ต: {token}\n\nหากคุณไม่ได้ขอรีเซ็ตรหัสผ่าน โปรดเพิกเฉยต่ออีเมลนี้',
    },
  },
};

const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));

/** A message of `kind` in `text`, its values filled in. */
export function renderMessage<K extends MessageKind>(text: TextLanguage, kind: K, values: MessageValues[K]): MessageTemplate {
  const template = MESSAGES[text][kind];
  const record = values as unknown as Record<string, string | number>;
  return { subject: fill(template.subject, record), body: fill(template.body, record) };
}

/**
 * A code message for issueCode: its subject (for e-mail; subjects carry no code) and its body as
 * a function of the code and the minutes it lives.
 */
export function codeMessage<K extends CodeMessageKind>(
  text: TextLanguage,
  kind: K,
  values: Omit<MessageValues[K], 'code' | 'minutes'>,
): { subject: string; message: (code: string, minutes: number) => string } {
  const template = MESSAGES[text][kind];
  const record = values as unknown as Record<string, string | number>;
  return {
    subject: fill(template.subject, record),
    message: (code, minutes) => fill(template.body, { ...record, code, minutes }),
  };
}
