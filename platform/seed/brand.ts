/** The demo brand's configuration: brand row, languages, flags, register form, links, help. */
import { RG_TOOLS, type RgTool } from '../src/modules/responsible-gaming/rules';
import { insertRows, type SqlValue } from './sql';

export const DEMO_MERCHANT = 'DEMO';

/** The 16 pattern ids of docs/spec-index.md#validation-rules, in order, with JavaScript RegExp sources. */
export const VALIDATION_PATTERNS: readonly (readonly [string, string])[] = [
  ['ANY', '*'],
  ['LETTER_FIRST_ALNUM', '^[A-Za-z][A-Za-z0-9]*$'],
  ['CHINESE_DIGITS', '^[\\u4e00-\\u9fa50-9]+$'],
  ['EMAIL', '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$'],
  ['ALNUM', '^[A-Za-z0-9]+$'],
  ['LETTERS_AND_DIGITS', '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$'],
  ['DIGITS', '^[0-9]+$'],
  ['ALNUM_UPPER', '^(?=.*[A-Z])[A-Za-z0-9]+$'],
  ['ENGLISH_SPACES', '^[A-Za-z ]+$'],
  ['NO_SPACES', '^\\S+$'],
  ['CHINESE_PUNCT', '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef]+$'],
  ['DATE', '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$'],
  ['KOREAN', '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$'],
  ['THAI', '^[\\u0e00-\\u0e7f]+$'],
  ['THAI_ENGLISH_SPACES', '^[\\u0e00-\\u0e7fA-Za-z ]+$'],
  ['LETTERS_DIGITS_SYMBOLS', '^[\\x21-\\x7e]+$'],
];

/** [modId, parent, name, enabled] in tree order. */
const WHITELABEL_TREE: readonly (readonly [string, string | null, string, 0 | 1])[] = [
  ['COMM3', null, 'Common', 1],
  ['CBS3', 'COMM3', 'Customer service chat', 1],
  ['REG3', 'COMM3', 'Registration', 1],
  ['DIRECTREG3', 'REG3', 'Direct registration', 1],
  ['USERNAMEREG3', 'REG3', 'Username registration', 1],
  ['MOBILENUMREG3', 'REG3', 'Mobile number registration', 1],
  ['MOBILENUMPASSREG3', 'REG3', 'Mobile number and password registration', 1],
  ['REGMOBVERF3', 'REG3', 'Registration mobile verification', 1],
  ['PWD3', 'COMM3', 'Password', 1],
  ['CHNGPASSVERIF3', 'PWD3', 'Password reset by phone', 1],
  ['CHNGPASSMAIL3', 'PWD3', 'Password reset by e-mail', 1],
  ['PWDEXPIRE3', 'PWD3', 'Forced password change', 1],
  ['LOGIN3', 'COMM3', 'Login', 1],
  ['VERCODELOGIN3', 'LOGIN3', 'Verification-code login', 1],
  ['GOOGLELOGIN3', 'LOGIN3', 'Google sign-in', 1],
  ['FBLOGIN3', 'LOGIN3', 'Facebook sign-in', 1],
  ['FREEPLAY3', 'COMM3', 'Free play', 1],
  ['MANPLAYREB3', 'COMM3', 'Manual rebate', 1],
  ['AGENTPOLICY3', 'COMM3', 'Agent policy', 1],
  ['GAMELO3', 'COMM3', 'Game lobby', 1],
  ['GAMELOFAV3', 'GAMELO3', 'Favorite games', 1],
  ['PTSYS3', 'COMM3', 'Points', 1],
  ['MISSIONLB3', 'COMM3', 'Mission leaderboard', 1],
  ['GRAPHIQL3', 'COMM3', 'GraphQL playground in production', 0],
];

/** [field, enabled, required, patternId, min, max] */
const REGISTER_FIELDS: readonly (readonly [string, 0 | 1, 0 | 1, string, number, number])[] = [
  ['username', 1, 1, 'LETTER_FIRST_ALNUM', 4, 16],
  ['password', 1, 1, 'LETTERS_AND_DIGITS', 6, 20],
  ['confirmPassword', 1, 1, 'LETTERS_AND_DIGITS', 6, 20],
  ['mobileNum', 1, 0, 'DIGITS', 8, 11],
  ['verificationCode', 1, 0, 'DIGITS', 6, 6],
  ['payeeName', 1, 0, 'ANY', 2, 30],
  ['paymentPassword', 1, 0, 'DIGITS', 6, 6],
  ['qqNum', 1, 0, 'DIGITS', 5, 12],
  ['line', 1, 0, 'NO_SPACES', 2, 30],
  ['whatsapp', 1, 0, 'DIGITS', 8, 15],
  ['facebook', 1, 0, 'NO_SPACES', 2, 50],
  ['wechat', 1, 0, 'NO_SPACES', 2, 30],
  ['idNumber', 1, 0, 'ALNUM', 6, 20],
  ['email', 1, 0, 'EMAIL', 5, 50],
  ['recommenderId', 1, 0, 'ALNUM', 1, 20],
  ['affiliateCode', 1, 0, 'ALNUM', 4, 20],
  ['captcha', 0, 0, 'ALNUM', 4, 4],
];

/** The languages the seed writes help articles and licence texts in (the protocol's codes). */
export type SeedLanguage = 'EN' | 'KO' | 'CN' | 'VI' | 'TH';
/** Each language's place among an article's ids (an article's rows are `firstId + article * 5 + slot`). */
const HELP_SLOTS: Readonly<Record<SeedLanguage, number>> = { EN: 0, KO: 1, CN: 2, VI: 3, TH: 4 };

/** A help article: its category, and its title and content in each language, by the language's code. */
type HelpArticle = { category: string } & Readonly<Record<SeedLanguage, readonly [title: string, content: string]>>;

/** Help articles: each language's title and content by its code (help_articles holds one row per language). */
const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    category: 'faq',
    EN: ['How do I deposit?', 'Open the member center, choose Deposit, pick a method and follow the steps. Deposits usually arrive within a few minutes.'],
    KO: ['입금은 어떻게 하나요?', '회원 센터에서 입금을 선택하고 방법을 고른 뒤 안내에 따르세요. 입금은 보통 몇 분 안에 반영됩니다.'],
    CN: ['如何充值？', '打开会员中心，选择“充值”，选取充值方式并按提示操作。充值通常几分钟内到账。'],
    VI: [
      'Làm thế nào để nạp tiền?',
      'Mở Trung tâm thành viên, chọn Nạp tiền, chọn phương thức và làm theo hướng dẫn. Tiền nạp thường vào tài khoản trong vài phút.',
    ],
    TH: ['ฝากเงินอย่างไร', 'เปิดศูนย์สมาชิก เลือกฝากเงิน เลือกช่องทาง แล้วทำตามขั้นตอน ยอดฝากเงินมักเข้าภายในไม่กี่นาที'],
  },
  {
    category: 'faq',
    EN: ['How long does a withdrawal take?', 'Withdrawals are reviewed in order and are usually paid within 30 minutes.'],
    KO: ['출금은 얼마나 걸리나요?', '출금은 순서대로 검토되며 보통 30분 안에 지급됩니다.'],
    CN: ['提现需要多长时间？', '提现将按顺序审核，通常30分钟内出款。'],
    VI: ['Rút tiền mất bao lâu?', 'Lệnh rút tiền được duyệt theo thứ tự và thường được chi trả trong vòng 30 phút.'],
    TH: ['ถอนเงินใช้เวลานานเท่าไร', 'รายการถอนเงินจะได้รับการตรวจสอบตามลำดับ และมักจ่ายภายใน 30 นาที'],
  },
  {
    category: 'faq',
    EN: ['Can I try games for free?', 'Games marked Free trial can be played without a real-money balance.'],
    KO: ['무료로 게임을 해볼 수 있나요?', '무료 체험 표시가 있는 게임은 실제 잔액 없이 플레이할 수 있습니다.'],
    CN: ['可以免费试玩游戏吗？', '标有“免费试玩”的游戏无需真钱余额即可游玩。'],
    VI: ['Tôi có thể chơi thử miễn phí không?', 'Các game có nhãn Chơi thử có thể chơi mà không cần số dư tiền thật.'],
    TH: ['ทดลองเล่นเกมฟรีได้ไหม', 'เกมที่มีป้ายทดลองเล่นฟรีเล่นได้โดยไม่ต้องมียอดเงินจริง'],
  },
  {
    category: 'rules',
    EN: ['Fair play', 'Every game result comes from the game vendor and cannot be changed by the site.'],
    KO: ['공정한 게임', '모든 게임 결과는 게임 제공사에서 나오며 사이트가 변경할 수 없습니다.'],
    CN: ['公平游戏', '所有游戏结果均来自游戏厂商，网站无法更改。'],
    VI: ['Chơi công bằng', 'Mọi kết quả trò chơi đều đến từ nhà cung cấp game và trang web không thể thay đổi.'],
    TH: ['การเล่นอย่างยุติธรรม', 'ผลเกมทั้งหมดมาจากค่ายเกม และเว็บไซต์ไม่สามารถเปลี่ยนแปลงได้'],
  },
  {
    category: 'rules',
    EN: ['Bonus terms', 'Bonuses carry a turnover requirement shown on each promotion before you join.'],
    KO: ['보너스 약관', '보너스에는 참여 전 각 프로모션에 표시된 롤링 조건이 있습니다.'],
    CN: ['彩金条款', '彩金附带流水要求，参加前会在每个优惠活动中注明。'],
    VI: ['Điều khoản tiền thưởng', 'Tiền thưởng đi kèm doanh thu cược yêu cầu, được ghi rõ trên từng khuyến mãi trước khi bạn tham gia.'],
    TH: ['เงื่อนไขโบนัส', 'โบนัสมียอดเทิร์นโอเวอร์ที่ต้องทำ ซึ่งแสดงไว้ในแต่ละโปรโมชั่นก่อนเข้าร่วม'],
  },
  {
    category: 'rules',
    EN: ['Responsible gaming', 'Players must be 18 or older. Set limits and take breaks; contact customer service for self-exclusion.'],
    KO: ['책임 있는 게임', '만 18세 이상만 이용할 수 있습니다. 한도를 정하고 휴식을 취하세요. 이용 제한은 고객센터에 문의하세요.'],
    CN: ['责任博彩', '玩家须年满18周岁。请设置限额并适时休息；如需自我禁入，请联系客服。'],
    VI: ['Chơi có trách nhiệm', 'Người chơi phải từ 18 tuổi trở lên. Hãy đặt giới hạn và nghỉ ngơi; liên hệ chăm sóc khách hàng để tự loại trừ.'],
    TH: ['การเล่นอย่างรับผิดชอบ', 'ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป ตั้งขีดจำกัดและพักการเล่นบ้าง ติดต่อฝ่ายบริการลูกค้าเพื่อระงับการเล่นด้วยตนเอง'],
  },
  {
    category: 'account',
    EN: ['Forgot your password?', 'Use Forgot password on the login window to reset it by phone or e-mail.'],
    KO: ['비밀번호를 잊으셨나요?', '로그인 창의 비밀번호 찾기에서 휴대폰 또는 이메일로 재설정하세요.'],
    CN: ['忘记密码？', '在登录窗口点击“忘记密码”，通过手机或邮箱重置密码。'],
    VI: ['Quên mật khẩu?', 'Dùng Quên mật khẩu trên cửa sổ đăng nhập để đặt lại qua điện thoại hoặc email.'],
    TH: ['ลืมรหัสผ่าน', 'ใช้ลืมรหัสผ่านในหน้าต่างเข้าสู่ระบบ เพื่อรีเซ็ตผ่านโทรศัพท์หรืออีเมล'],
  },
  {
    category: 'account',
    EN: ['Changing your mobile number', 'Contact customer service with your account name to change the registered mobile number.'],
    KO: ['휴대폰 번호 변경', '등록된 휴대폰 번호를 변경하려면 계정 이름과 함께 고객센터에 문의하세요.'],
    CN: ['更换手机号码', '如需更换注册手机号码，请提供账户名联系客服。'],
    VI: ['Thay đổi số điện thoại', 'Liên hệ chăm sóc khách hàng kèm tên tài khoản để thay đổi số điện thoại đã đăng ký.'],
    TH: ['เปลี่ยนเบอร์มือถือ', 'ติดต่อฝ่ายบริการลูกค้าพร้อมแจ้งชื่อบัญชี เพื่อเปลี่ยนเบอร์มือถือที่ลงทะเบียนไว้'],
  },
  {
    category: 'account',
    EN: ['Account security', 'Never share your password. We will never ask for it by message or phone.'],
    KO: ['계정 보안', '비밀번호를 절대 공유하지 마세요. 저희는 메시지나 전화로 비밀번호를 묻지 않습니다.'],
    CN: ['账户安全', '切勿向他人透露您的密码。我们绝不会通过信息或电话索要密码。'],
    VI: ['Bảo mật tài khoản', 'Không bao giờ chia sẻ mật khẩu. Chúng tôi sẽ không bao giờ hỏi mật khẩu qua tin nhắn hoặc điện thoại.'],
    TH: ['ความปลอดภัยของบัญชี', 'อย่าบอกรหัสผ่านของคุณกับผู้อื่น เราจะไม่ขอรหัสผ่านทางข้อความหรือโทรศัพท์เด็ดขาด'],
  },
  // The terms and the privacy policy the registration form links to (/help#terms, /help#privacy).
  {
    category: 'terms',
    EN: [
      'Who may play',
      'You must be 18 or older (or the legal age where you live, if higher) and allowed to gamble by the law of your country. One account per person: accounts opened for someone else or opened twice are closed and their winnings voided.',
    ],
    KO: [
      '이용 자격',
      '만 18세 이상(거주 국가의 법정 연령이 더 높으면 그 연령 이상)이며 거주 국가의 법률상 게임 이용이 허용된 분만 이용할 수 있습니다. 1인 1계정이며, 타인 명의로 만들었거나 중복으로 만든 계정은 해지되고 당첨금은 무효 처리됩니다.',
    ],
    CN: [
      '参与资格',
      '您须年满18周岁（若您所在地的法定年龄更高，则须达到该年龄），且您所在国家的法律允许您参与博彩。每人仅限一个账户：为他人开设或重复开设的账户将被关闭，其奖金作废。',
    ],
    VI: [
      'Ai được phép chơi',
      'Bạn phải từ 18 tuổi trở lên (hoặc đủ tuổi theo luật nơi bạn sống, nếu cao hơn) và được pháp luật nước bạn cho phép tham gia cá cược. Mỗi người một tài khoản: tài khoản mở cho người khác hoặc mở trùng sẽ bị đóng và tiền thắng bị hủy.',
    ],
    TH: [
      'ผู้ที่มีสิทธิ์เล่น',
      'คุณต้องมีอายุ 18 ปีขึ้นไป (หรืออายุตามกฎหมายของที่ที่คุณอาศัยอยู่ หากสูงกว่า) และกฎหมายของประเทศคุณอนุญาตให้เล่นการพนันได้ หนึ่งคนต่อหนึ่งบัญชี บัญชีที่เปิดแทนผู้อื่นหรือเปิดซ้ำจะถูกปิด และเงินรางวัลจะเป็นโมฆะ',
    ],
  },
  {
    category: 'terms',
    EN: [
      'Your account',
      'Keep your details true and up to date and your password and payment password secret. You are responsible for everything done with your login. Tell customer service at once if you think someone else has used it.',
    ],
    KO: [
      '회원 계정',
      '회원 정보는 사실대로 최신 상태로 유지하고 비밀번호와 결제 비밀번호는 타인에게 알리지 마세요. 회원님의 로그인으로 이루어진 모든 이용에 대한 책임은 회원님에게 있습니다. 다른 사람이 사용한 것으로 의심되면 즉시 고객센터에 알려 주세요.',
    ],
    CN: [
      '您的账户',
      '请确保您的资料真实并保持最新，妥善保管登录密码和资金密码。使用您的登录信息进行的一切操作均由您负责。如怀疑他人使用了您的账户，请立即联系客服。',
    ],
    VI: [
      'Tài khoản của bạn',
      'Giữ thông tin của bạn chính xác, cập nhật và giữ bí mật mật khẩu cũng như mật khẩu thanh toán. Bạn chịu trách nhiệm cho mọi thao tác thực hiện bằng thông tin đăng nhập của mình. Hãy báo ngay cho bộ phận chăm sóc khách hàng nếu bạn nghĩ có người khác đã sử dụng nó.',
    ],
    TH: [
      'บัญชีของคุณ',
      'กรุณาให้ข้อมูลที่เป็นจริงและเป็นปัจจุบัน และเก็บรหัสผ่านและรหัสผ่านธุรกรรมเป็นความลับ คุณต้องรับผิดชอบทุกการใช้งานที่เกิดจากการเข้าสู่ระบบของคุณ หากคิดว่ามีผู้อื่นใช้บัญชีของคุณ กรุณาแจ้งฝ่ายบริการลูกค้าทันที',
    ],
  },
  {
    category: 'terms',
    EN: [
      'Deposits and withdrawals',
      'Deposits and withdrawals use accounts in your own name. A withdrawal is paid to a bank card in your real name after review; we may ask you to confirm your identity first. Money is never moved twice: a request sent again is the same request.',
    ],
    KO: [
      '입금과 출금',
      '입금과 출금은 본인 명의 계좌로만 가능합니다. 출금은 검토 후 실명과 같은 이름의 은행 카드로 지급되며, 먼저 본인 확인을 요청할 수 있습니다. 같은 요청을 다시 보내도 금액은 한 번만 처리됩니다.',
    ],
    CN: [
      '充值与提现',
      '充值和提现须使用您本人名下的账户。提现经审核后将支付至您实名的银行卡；我们可能会先请您确认身份。资金绝不会重复处理：再次提交的请求视为同一请求。',
    ],
    VI: [
      'Nạp tiền và rút tiền',
      'Nạp tiền và rút tiền dùng tài khoản đứng tên chính bạn. Tiền rút được chi trả vào thẻ ngân hàng mang tên thật của bạn sau khi xét duyệt; chúng tôi có thể yêu cầu bạn xác minh danh tính trước. Tiền không bao giờ bị chuyển hai lần: một yêu cầu gửi lại vẫn là cùng một yêu cầu.',
    ],
    TH: [
      'การฝากเงินและถอนเงิน',
      'การฝากเงินและถอนเงินต้องใช้บัญชีที่เป็นชื่อของคุณเอง การถอนเงินจะจ่ายเข้าบัญชีธนาคารที่ตรงกับชื่อจริงของคุณหลังการตรวจสอบ และเราอาจขอให้คุณยืนยันตัวตนก่อน เงินจะไม่ถูกโอนซ้ำ คำขอที่ส่งอีกครั้งถือเป็นคำขอเดิม',
    ],
  },
  {
    category: 'terms',
    EN: [
      'Bonuses and promotions',
      'Each promotion states its own terms before you join, including the turnover a bonus needs before it can be withdrawn. Bonuses obtained through several accounts or by abusing a promotion are cancelled.',
    ],
    KO: [
      '보너스와 프로모션',
      '각 프로모션은 참여 전에 보너스 출금에 필요한 롤링 조건을 포함한 자체 약관을 안내합니다. 여러 계정을 이용하거나 프로모션을 악용해 받은 보너스는 취소됩니다.',
    ],
    CN: ['彩金与优惠活动', '每个优惠活动都会在您参加前说明其条款，包括彩金提现前所需的流水。通过多个账户或滥用优惠活动获得的彩金将被取消。'],
    VI: [
      'Tiền thưởng và khuyến mãi',
      'Mỗi khuyến mãi nêu rõ điều khoản riêng trước khi bạn tham gia, bao gồm doanh thu cược yêu cầu trước khi tiền thưởng có thể được rút. Tiền thưởng nhận được qua nhiều tài khoản hoặc do lạm dụng khuyến mãi sẽ bị hủy.',
    ],
    TH: ['โบนัสและโปรโมชั่น', 'แต่ละโปรโมชั่นจะแจ้งเงื่อนไขของตนก่อนเข้าร่วม รวมถึงยอดเทิร์นโอเวอร์ที่ต้องทำก่อนถอนโบนัสได้ โบนัสที่ได้มาจากหลายบัญชีหรือจากการใช้โปรโมชั่นในทางที่ผิดจะถูกยกเลิก'],
  },
  {
    category: 'terms',
    EN: [
      'Fair play',
      'Game results come from the game vendors. Using software that plays for you, colluding with other players or exploiting a fault is forbidden; bets placed that way are void. A round interrupted by a fault is settled as the vendor records it.',
    ],
    KO: [
      '공정한 이용',
      '게임 결과는 게임 제공사에서 나옵니다. 자동 플레이 프로그램 사용, 다른 플레이어와의 공모, 오류 악용은 금지되며 그렇게 한 베팅은 무효입니다. 오류로 중단된 라운드는 제공사의 기록대로 정산됩니다.',
    ],
    CN: ['公平游戏', '游戏结果来自游戏厂商。禁止使用代玩软件、与其他玩家串通或利用系统漏洞；以此方式进行的投注无效。因故障中断的牌局将按厂商的记录结算。'],
    VI: [
      'Chơi công bằng',
      'Kết quả trò chơi đến từ các nhà cung cấp game. Nghiêm cấm dùng phần mềm chơi thay, thông đồng với người chơi khác hoặc lợi dụng lỗi; các cược đặt theo cách đó sẽ bị hủy. Ván bị gián đoạn do lỗi được kết toán theo ghi nhận của nhà cung cấp.',
    ],
    TH: [
      'การเล่นอย่างยุติธรรม',
      'ผลเกมมาจากค่ายเกม ห้ามใช้โปรแกรมเล่นแทน ร่วมมือกับผู้เล่นอื่น หรือใช้ประโยชน์จากข้อผิดพลาดของระบบ การเดิมพันที่ทำด้วยวิธีดังกล่าวจะเป็นโมฆะ รอบที่ถูกขัดจังหวะจากข้อผิดพลาดจะสรุปผลตามที่ค่ายเกมบันทึกไว้',
    ],
  },
  {
    category: 'terms',
    EN: [
      'Changes to these terms',
      'We tell you about changes to these terms on the site before they apply. If you do not accept a change, you may close your account and withdraw your balance.',
    ],
    KO: ['약관의 변경', '약관이 바뀌면 적용 전에 사이트에서 알려 드립니다. 변경에 동의하지 않으면 계정을 해지하고 잔액을 출금할 수 있습니다.'],
    CN: ['条款变更', '本条款如有变更，我们会在生效前于网站上通知您。如您不接受变更，可关闭账户并提取余额。'],
    VI: [
      'Thay đổi điều khoản',
      'Chúng tôi thông báo trên trang web về các thay đổi của điều khoản này trước khi áp dụng. Nếu không chấp nhận thay đổi, bạn có thể đóng tài khoản và rút số dư.',
    ],
    TH: ['การเปลี่ยนแปลงข้อกำหนด', 'เราจะแจ้งการเปลี่ยนแปลงข้อกำหนดเหล่านี้บนเว็บไซต์ก่อนมีผลบังคับใช้ หากคุณไม่ยอมรับการเปลี่ยนแปลง คุณสามารถปิดบัญชีและถอนยอดเงินคงเหลือได้'],
  },
  {
    category: 'privacy',
    EN: [
      'What we keep',
      'Your account details (username, real name, mobile number, e-mail, bank cards), your deposits, withdrawals and bets, and the addresses and devices you log in from.',
    ],
    KO: ['보관하는 정보', '계정 정보(아이디, 실명, 휴대폰 번호, 이메일, 은행 카드), 입출금 및 베팅 내역, 로그인한 주소와 기기 정보를 보관합니다.'],
    CN: ['我们保存的信息', '您的账户资料（用户名、真实姓名、手机号码、邮箱、银行卡）、您的充值、提现和投注记录，以及您登录时使用的地址和设备。'],
    VI: [
      'Thông tin chúng tôi lưu giữ',
      'Thông tin tài khoản của bạn (tên đăng nhập, họ tên thật, số điện thoại, email, thẻ ngân hàng), các lệnh nạp tiền, rút tiền và cược của bạn, cùng địa chỉ và thiết bị bạn dùng để đăng nhập.',
    ],
    TH: ['ข้อมูลที่เราเก็บ', 'ข้อมูลบัญชีของคุณ (ชื่อผู้ใช้ ชื่อจริง เบอร์มือถือ อีเมล บัญชีธนาคาร) ประวัติการฝากเงิน ถอนเงิน และการเดิมพัน รวมถึงที่อยู่และอุปกรณ์ที่คุณใช้เข้าสู่ระบบ'],
  },
  {
    category: 'privacy',
    EN: [
      'Why we keep it',
      'To run your account and pay you, to keep accounts and money safe (the second step for a login from a new address, the limits on attempts), and because gambling and anti-money-laundering law require it.',
    ],
    KO: [
      '보관하는 이유',
      '계정을 운영하고 지급하기 위해, 계정과 자금을 안전하게 지키기 위해(새 주소에서 로그인할 때의 추가 인증, 시도 횟수 제한), 그리고 게임 및 자금세탁방지 법령이 요구하기 때문입니다.',
    ],
    CN: ['保存原因', '为了运营您的账户并向您付款，为了保障账户和资金安全（从新地址登录时的第二步验证、尝试次数限制），也因为博彩法和反洗钱法有此要求。'],
    VI: [
      'Vì sao chúng tôi lưu giữ',
      'Để vận hành tài khoản và chi trả cho bạn, để giữ an toàn cho tài khoản và tiền (bước xác minh thứ hai khi đăng nhập từ địa chỉ mới, giới hạn số lần thử), và vì luật cá cược cũng như luật phòng chống rửa tiền yêu cầu.',
    ],
    TH: [
      'เหตุผลที่เราเก็บ',
      'เพื่อดูแลบัญชีและจ่ายเงินให้คุณ เพื่อรักษาความปลอดภัยของบัญชีและเงิน (การยืนยันขั้นตอนที่สองเมื่อเข้าสู่ระบบจากที่อยู่ใหม่ และการจำกัดจำนวนครั้งที่พยายาม) และเพราะกฎหมายการพนันและกฎหมายป้องกันการฟอกเงินกำหนดไว้',
    ],
  },
  {
    category: 'privacy',
    EN: [
      'Who sees it',
      'Our staff who need it for their work, the payment providers that move your money, and authorities when the law requires. We never sell your data.',
    ],
    KO: [
      '열람할 수 있는 사람',
      '업무상 필요한 직원, 입출금을 처리하는 결제 대행사, 그리고 법률이 요구하는 경우의 관계 기관만 열람합니다. 회원님의 정보를 판매하지 않습니다.',
    ],
    CN: ['谁能查看', '因工作需要的员工、为您处理资金的支付服务商，以及法律要求时的相关机构。我们绝不出售您的数据。'],
    VI: [
      'Ai được xem',
      'Nhân viên cần thông tin cho công việc, các nhà cung cấp thanh toán xử lý tiền của bạn và cơ quan chức năng khi pháp luật yêu cầu. Chúng tôi không bao giờ bán dữ liệu của bạn.',
    ],
    TH: ['ผู้ที่เห็นข้อมูล', 'พนักงานที่จำเป็นต้องใช้ในการทำงาน ผู้ให้บริการชำระเงินที่ดำเนินการเรื่องเงินของคุณ และหน่วยงานรัฐเมื่อกฎหมายกำหนด เราไม่ขายข้อมูลของคุณเด็ดขาด'],
  },
  {
    category: 'privacy',
    EN: [
      'Cookies',
      'The site keeps one session cookie that your browser cannot read from scripts, and remembers your language. It sets no advertising cookies. Where the site counts visits with Google Analytics, it asks you first and sets its cookies (_ga) only if you allow it; you can change your answer at the foot of every page.',
    ],
    KO: [
      '쿠키',
      '사이트는 스크립트로 읽을 수 없는 세션 쿠키 하나와 선택한 언어만 저장합니다. 광고 쿠키는 사용하지 않습니다. Google 애널리틱스로 방문을 집계하는 경우 먼저 동의를 구하며, 동의한 경우에만 해당 쿠키(_ga)를 저장합니다. 모든 페이지 하단에서 선택을 바꿀 수 있습니다.',
    ],
    CN: [
      'Cookie 使用说明',
      '本网站只保存一个脚本无法读取的会话 Cookie，并记住您选择的语言。本网站不设置任何广告 Cookie。如果本网站使用 Google Analytics 统计访问，会先征求您的同意，仅在您允许后才设置其 Cookie（_ga）；您可以在每个页面底部更改您的选择。',
    ],
    VI: [
      'Chính sách cookie',
      'Trang web lưu một cookie phiên mà script trên trình duyệt không thể đọc, và ghi nhớ ngôn ngữ của bạn. Trang web không đặt cookie quảng cáo. Nếu trang web đếm lượt truy cập bằng Google Analytics, trang sẽ hỏi bạn trước và chỉ đặt cookie của dịch vụ này (_ga) khi bạn cho phép; bạn có thể đổi lựa chọn ở cuối mọi trang.',
    ],
    TH: [
      'คุกกี้',
      'เว็บไซต์เก็บคุกกี้เซสชันเพียงหนึ่งรายการที่สคริปต์ในเบราว์เซอร์อ่านไม่ได้ และจดจำภาษาที่คุณเลือก เว็บไซต์ไม่ใช้คุกกี้โฆษณา หากเว็บไซต์นับการเข้าชมด้วย Google Analytics จะถามคุณก่อน และตั้งคุกกี้ของบริการนี้ (_ga) เฉพาะเมื่อคุณอนุญาต คุณเปลี่ยนคำตอบได้ที่ส่วนท้ายของทุกหน้า',
    ],
  },
  {
    category: 'privacy',
    EN: [
      'Your rights',
      'You can see and correct your details in the security centre, end any of your sessions, and ask customer service for a copy of your data or to close your account. Records the law requires us to keep are kept for the time it sets.',
    ],
    KO: [
      '회원의 권리',
      '보안 센터에서 정보를 확인하고 수정할 수 있으며 어떤 세션이든 종료할 수 있습니다. 고객센터에 정보 사본이나 계정 해지를 요청할 수 있습니다. 법률상 보관해야 하는 기록은 정해진 기간 동안 보관됩니다.',
    ],
    CN: ['您的权利', '您可以在安全中心查看和更正您的资料，结束任意会话，也可以联系客服索取数据副本或申请关闭账户。法律要求保存的记录将按规定期限保存。'],
    VI: [
      'Quyền của bạn',
      'Bạn có thể xem và sửa thông tin trong Trung tâm bảo mật, kết thúc bất kỳ phiên nào, và yêu cầu bộ phận chăm sóc khách hàng cung cấp bản sao dữ liệu hoặc đóng tài khoản. Các hồ sơ pháp luật yêu cầu lưu giữ sẽ được lưu trong thời hạn quy định.',
    ],
    TH: [
      'สิทธิ์ของคุณ',
      'คุณสามารถดูและแก้ไขข้อมูลของคุณได้ในศูนย์ความปลอดภัย ออกจากเซสชันใดก็ได้ และขอสำเนาข้อมูลหรือขอปิดบัญชีได้ที่ฝ่ายบริการลูกค้า ข้อมูลที่กฎหมายกำหนดให้เก็บจะถูกเก็บไว้ตามระยะเวลาที่กำหนด',
    ],
  },
];

/** A brand the seed writes: everything the spec lets one brand differ from another in configuration. */
export interface BrandSeed {
  merchant: string;
  name: string;
  defaultLanguage: string;
  blockedRegions: readonly string[];
  gtagId: string | null;
  mainDomain: string;
  timeZone: string;
  /** [language, text] */
  licence: readonly (readonly [SeedLanguage, string])[];
  /** [code, name, currency symbol, default] in the selector's order. */
  languages: readonly (readonly [string, string, string, 0 | 1])[];
  /** Whitelabel modules switched off (every other module of WHITELABEL_TREE as the tree has it). */
  modulesOff: readonly string[];
  registerFields: typeof REGISTER_FIELDS;
  /** [type, url] */
  customerService: readonly (readonly [string, string])[];
  /** [resource type, label, url] */
  resources: readonly (readonly [string, string, string])[];
  /** [kind, url] */
  domainRoutes: readonly (readonly [string, string])[];
  /**
   * The brand's image and launch CDNs on this machine: host names that reach the portal itself
   * under another name (browsers resolve *.localhost to the machine; the development brand hosts
   * pick the brand). A seed written for a portal on a known port (`buildSeedSql({ portalPort })`,
   * what `npm start`, the e2e server and the bench do) lists these, at that port, instead of the
   * brand's `IMAGE_CDN` and `LAUNCH_CDN` rows, whose hosts resolve nowhere here: the pictures and
   * the game pages really come from a second origin (ADR 046, 047).
   */
  cdnHostsHere: readonly string[];
  /** Help articles: the first id, and the languages written (their texts come from HELP_ARTICLES). */
  help: { firstId: number; languages: readonly SeedLanguage[] };
  theme: { scheme: 'dark' | 'light'; colors: Record<string, string>; fontFamily: string | null; logoSvg: string | null; emblem: 'star' | 'diamond' | 'crown' };
  /** Responsible-gaming tools offered; every tool when absent. */
  responsibleGamingTools?: readonly RgTool[];
  /** Brands of one operator sharing self-exclusions (brands.rg_exclusion_group); none: its own accounts only. */
  exclusionGroup?: string;
  /** The licence's holder and the safer-gambling display (migration 0041); none: the licence text alone, nothing while playing. */
  saferGambling?: SaferGamblingSeed;
  /** Jackpots that can be won (docs/decisions/064): pools shown and played for; the spec's decorative counter allowed without them (default: no pools, decorative allowed). */
  jackpots?: { pools: boolean; decorative: boolean };
}

/** What a licensed brand shows on every page and while a member plays (docs/platform-protocol.md "Safer-gambling display"). */
export interface SaferGamblingSeed {
  licensee: string;
  address: string;
  number: string;
  verifyUrl: string;
  minimumAge: number;
  sessionFigures: boolean;
  /** Per language: the regulator's name, and the helpline as [name, phone or null, site]. */
  perLanguage: Partial<Record<SeedLanguage, { authority: string; helpline: readonly [string, string | null, string] }>>;
}

/** The demo brand: dark and gold, in all five of the portal's languages, every module on (but the production playground). */
export const AURORA: BrandSeed = {
  merchant: DEMO_MERCHANT,
  name: 'Aurora Play',
  defaultLanguage: 'EN',
  blockedRegions: ['US'],
  gtagId: 'G-AURORA0001',
  mainDomain: 'aurora-play.example',
  timeZone: 'Asia/Seoul',
  exclusionGroup: 'DEMO_OPERATOR',
  jackpots: { pools: true, decorative: true },
  saferGambling: {
    licensee: 'Aurora Play Demo N.V.',
    address: '1 Demonstration Street, Willemstad, Curaçao',
    number: 'DEMO/2026/001',
    verifyUrl: 'https://licensing.aurora-play.example/verify/DEMO-2026-001',
    minimumAge: 18,
    sessionFigures: true,
    perLanguage: {
      EN: { authority: 'Curaçao Gaming Authority', helpline: ['GamCare', '+448088020133', 'https://www.gamcare.org.uk'] },
      KO: { authority: '퀴라소 게이밍 당국', helpline: ['한국도박문제예방치유원', '1336', 'https://www.kcgp.or.kr'] },
      CN: { authority: '库拉索博彩管理局', helpline: ['Gambling Therapy', null, 'https://www.gamblingtherapy.org'] },
      VI: { authority: 'Cơ quan Quản lý Cờ bạc Curaçao', helpline: ['Gambling Therapy', null, 'https://www.gamblingtherapy.org'] },
      TH: { authority: 'หน่วยงานกำกับดูแลการพนันคูราเซา', helpline: ['Gambling Therapy', null, 'https://www.gamblingtherapy.org'] },
    },
  },
  licence: [
    ['EN', 'Aurora Play is operated under a demonstration licence. Gambling can be addictive: play responsibly. Players must be 18 or older.'],
    ['KO', 'Aurora Play는 시연용 라이선스로 운영됩니다. 도박은 중독될 수 있으니 책임감 있게 즐기세요. 만 18세 이상만 이용할 수 있습니다.'],
    ['CN', 'Aurora Play 依据演示牌照运营。博彩可能使人上瘾，请理性娱乐。玩家须年满18周岁。'],
    ['VI', 'Aurora Play hoạt động theo giấy phép trình diễn. Cờ bạc có thể gây nghiện: hãy chơi có trách nhiệm. Người chơi phải từ 18 tuổi trở lên.'],
    ['TH', 'Aurora Play ดำเนินการภายใต้ใบอนุญาตสำหรับการสาธิต การพนันอาจทำให้เสพติดได้ กรุณาเล่นอย่างรับผิดชอบ ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป'],
  ],
  // Every language the portal speaks; CN is the protocol's code for Simplified Chinese.
  languages: [
    ['EN', 'English', '$', 1],
    ['KO', '한국어', '₩', 0],
    ['CN', '简体中文', '¥', 0],
    ['VI', 'Tiếng Việt', '₫', 0],
    ['TH', 'ไทย', '฿', 0],
  ],
  modulesOff: [],
  registerFields: REGISTER_FIELDS,
  customerService: [
    ['LIVECHAT', 'https://livechat.aurora-play.example/chat'],
    ['LINE', 'https://line.aurora-play.example/add/aurora'],
    ['TALK', 'https://talk.aurora-play.example/aurora'],
    ['TELEGRAM', 'https://telegram.aurora-play.example/aurora_support'],
  ],
  // Deliberately no Twitter: the portal must show only the links that exist.
  resources: [
    ['SOCIAL', 'Facebook', 'https://facebook.aurora-play.example/aurora'],
    ['SOCIAL', 'Instagram', 'https://instagram.aurora-play.example/aurora'],
    ['SOCIAL', 'YouTube', 'https://youtube.aurora-play.example/aurora'],
    ['SOCIAL', 'Telegram', 'https://telegram.aurora-play.example/aurora_news'],
    ['SOCIAL', 'KakaoTalk', 'https://kakao.aurora-play.example/aurora'],
    ['DOWNLOAD', 'iOS', 'https://download.aurora-play.example/ios'],
    ['DOWNLOAD', 'iOS profile', 'https://download.aurora-play.example/ios.mobileconfig'],
    ['DOWNLOAD', 'Android', 'https://download.aurora-play.example/aurora.apk'],
  ],
  domainRoutes: [
    ['DOMAIN', 'aurora-play.example'],
    ['DOMAIN', 'www.aurora-play.example'],
    ['DOMAIN', 'm.aurora-play.example'],
    ['IMAGE_CDN', 'https://img1.aurora-play.example'],
    ['IMAGE_CDN', 'https://img2.aurora-play.example'],
    ['LAUNCH_CDN', 'https://launch.aurora-play.example'],
  ],
  cdnHostsHere: ['localhost', 'aurora.localhost'],
  help: { firstId: 1, languages: ['EN', 'KO', 'CN', 'VI', 'TH'] },
  // The portal's own look (app/styles/tokens.css), and its own logo: a golden star badge.
  theme: {
    scheme: 'dark',
    colors: {
      background: '#0f1020',
      surface: '#1b1d36',
      surfaceRaised: '#25284a',
      navigation: '#15172d',
      text: '#f4f4f8',
      muted: '#b9bbd4',
      accent: '#f5c542',
      onAccent: '#151515',
      border: '#2c2f55',
      focus: '#ffffff',
    },
    fontFamily: null,
    logoSvg:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset="1" stop-color="#f5a623"/></linearGradient></defs><circle cx="32" cy="32" r="30" fill="url(#g)"/><path d="M32 12l6 14h15l-12 9 5 15-14-9-14 9 5-15-12-9h15z" fill="#1b1d36"/></svg>',
    emblem: 'star',
  },
};

/** The validation patterns every brand's fields name (a shared table). */
export function validationPatternsSql(): string[] {
  return insertRows(
    'validation_patterns',
    ['pattern_id', 'accepted_pattern', 'sort'],
    VALIDATION_PATTERNS.map(([id, source], i) => [id, source, i + 1]),
    { upsertKey: ['pattern_id'] },
  );
}

/** Where a seed's servers listen, when it is written for them (the CDNs on this machine). */
export interface SeedPlace {
  portalPort?: number;
  /**
   * No image or launch CDN: pictures and game pages from the portal itself. For a demo brand
   * deployed where the seed's example CDN hosts do not exist (README "Deploying").
   */
  withoutCdn?: boolean;
}

const CDN_KINDS = new Set(['IMAGE_CDN', 'LAUNCH_CDN']);

/** The brand's domain routes: its CDNs on this machine when the portal's port is known, none when asked. */
function domainRoutesFor(b: BrandSeed, { portalPort, withoutCdn = false }: SeedPlace): (readonly [string, string])[] {
  const own = b.domainRoutes.filter(([kind]) => !CDN_KINDS.has(kind));
  if (withoutCdn) return own;
  if (!portalPort) return [...b.domainRoutes];
  const here = b.cdnHostsHere.map((host) => `http://${host}:${portalPort}`);
  return [...own, ...here.map((url) => ['IMAGE_CDN', url] as const), ...here.map((url) => ['LAUNCH_CDN', url] as const)];
}

export function brandSeedSql(b: BrandSeed, place: SeedPlace = {}): string[] {
  const m = b.merchant;
  const off = new Set(b.modulesOff);
  return [
    ...insertRows(
      'brands',
      [
        'merchant_code',
        'name',
        'status',
        'maintenance',
        'maintenance_start',
        'maintenance_end',
        'region_restriction',
        'blocked_regions',
        'default_language',
        'gtag_id',
        'main_domain',
        'time_zone',
        'rg_tools',
        'rg_exclusion_group',
        'licensee',
        'licensee_address',
        'licence_number',
        'licence_verify_url',
        'minimum_age',
        'session_figures',
        'jackpot_pools',
        'decorative_jackpot',
      ],
      [
        [
          m,
          b.name,
          'ACTIVE',
          0,
          null,
          null,
          0,
          JSON.stringify(b.blockedRegions),
          b.defaultLanguage,
          b.gtagId,
          b.mainDomain,
          b.timeZone,
          JSON.stringify(b.responsibleGamingTools ?? RG_TOOLS),
          b.exclusionGroup ?? null,
          b.saferGambling?.licensee ?? null,
          b.saferGambling?.address ?? null,
          b.saferGambling?.number ?? null,
          b.saferGambling?.verifyUrl ?? null,
          b.saferGambling?.minimumAge ?? 18,
          b.saferGambling?.sessionFigures ? 1 : 0,
          b.jackpots?.pools ? 1 : 0,
          (b.jackpots?.decorative ?? true) ? 1 : 0,
        ],
      ],
      { upsertKey: ['merchant_code'] },
    ),
    ...insertRows(
      'brand_licence_texts',
      ['merchant_code', 'language', 'text', 'authority', 'helpline_name', 'helpline_phone', 'helpline_url'],
      b.licence.map(([language, text]) => {
        const local = b.saferGambling?.perLanguage[language];
        return [m, language, text, local?.authority ?? null, local?.helpline[0] ?? null, local?.helpline[1] ?? null, local?.helpline[2] ?? null];
      }),
    ),
    ...insertRows(
      'brand_languages',
      ['merchant_code', 'code', 'name', 'currency_symbol', 'is_default', 'sort'],
      b.languages.map(([code, name, symbol, isDefault], i) => [m, code, name, symbol, isDefault, i + 1]),
    ),
    ...insertRows(
      'whitelabel_nodes',
      ['merchant_code', 'mod_id', 'parent_mod_id', 'name', 'enabled', 'sort'],
      WHITELABEL_TREE.map(([id, parent, name, enabled], i) => [m, id, parent, name, off.has(id) ? 0 : enabled, i + 1]),
    ),
    ...insertRows(
      'register_fields',
      ['merchant_code', 'field', 'enabled', 'required', 'pattern_id', 'min_length', 'max_length', 'sort'],
      b.registerFields.map(([field, enabled, required, pattern, min, max], i) => [m, field, enabled, required, pattern, min, max, i + 1]),
    ),
    ...insertRows(
      'customer_service_links',
      ['merchant_code', 'type', 'url', 'sort'],
      b.customerService.map(([type, url], i) => [m, type, url, i + 1]),
    ),
    ...insertRows(
      'brand_resources',
      ['merchant_code', 'resource_type', 'label_name_en', 'url', 'sort'],
      b.resources.map(([type, label, url], i) => [m, type, label, url, i + 1]),
    ),
    ...insertRows(
      'domain_routes',
      ['merchant_code', 'kind', 'url', 'sort'],
      domainRoutesFor(b, place).map(([kind, url], i) => [m, kind, url, i + 1]),
    ),
    ...insertRows(
      'brand_themes',
      ['merchant_code', 'scheme', 'colors', 'font_family', 'logo_svg', 'emblem', 'version'],
      [[m, b.theme.scheme, JSON.stringify(b.theme.colors), b.theme.fontFamily, b.theme.logoSvg, b.theme.emblem, 1]],
    ),
    ...insertRows(
      'help_articles',
      ['id', 'merchant_code', 'language', 'category', 'title', 'content', 'sort'],
      HELP_ARTICLES.flatMap((article, i) =>
        b.help.languages.map((language): SqlValue[] => [
          b.help.firstId + i * Object.keys(HELP_SLOTS).length + HELP_SLOTS[language],
          m,
          language,
          article.category,
          article[language][0],
          article[language][1],
          i + 1,
        ]),
      ),
    ),
  ];
}
