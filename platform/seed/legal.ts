/**
 * The demo brands' terms and privacy policy (migration 0043; docs/platform-protocol.md "Terms and
 * privacy with versions"): version 1 of each, in force since the seed's epoch, in every language the
 * brand speaks, and the confirmations each brand's registration asks. The versions are upserted and
 * never deleted (acceptances point at them), their texts rewritten on every start.
 */
import type { ConfirmationKind, LegalKind } from '../src/modules/legal/rules';
import { DEMO_MERCHANT, type SeedLanguage } from './brand';
import { SEED_EPOCH_MS } from './content';
import { JADE_MERCHANT } from './jade';
import { insertRows, sqlLiteral } from './sql';

interface LegalText {
  title: string;
  summary: string;
  body: readonly string[];
}

/** What a text names of its brand, in one language: `{operator}`, `{brand}`, `{age}` and where a dispute may go (`{disputes}`). */
interface BrandFacts {
  operator: string;
  brand: string;
  age: number;
  disputes: string;
}

export interface LegalSeed {
  merchant: string;
  /** The languages written, each with what the texts say of the brand in it. */
  facts: Partial<Record<SeedLanguage, BrandFacts>>;
  confirmations: readonly ConfirmationKind[];
}

const TERMS: Readonly<Record<SeedLanguage, LegalText>> = {
  EN: {
    title: 'Terms and Conditions',
    summary: 'First version.',
    body: [
      'These terms are the agreement between you and {operator}, which runs {brand}. By opening an account you accept them and our privacy policy. We publish each new version with the date it takes effect and ask you to accept it before you play or deposit again.',
      'You must be {age} or older and allowed to gamble where you live. We may ask you to prove your age, identity and address at any time, and may hold deposits, bets and withdrawals until you do. An account opened by someone under {age} is closed and its deposits returned; its winnings are void.',
      'You may hold one account with us. Give true and complete details and keep them up to date. If we find several accounts of one person, we close all but one and may void the bets and bonuses placed through the others.',
      'Play only with your own money, paid from payment methods in your own name. You may not play on behalf of someone else. We may ask where your money comes from, and we report suspicious payments as the law requires.',
      'Bonuses and promotions have their own conditions, shown with each offer, such as how much must be wagered before a bonus can be withdrawn. A bonus obtained by breaking those conditions or these terms may be removed with its winnings.',
      'Gambling should stay entertainment. In your account you can limit what you deposit and how long you play, take a time-out or exclude yourself. If gambling stops being fun, the helpline shown on our site can help.',
      'You may close your account at any time in your account or through customer service; we pay you your remaining balance, less any bonus not yet released. We may suspend or close an account that breaks these terms, and we tell you why.',
      'If you have a complaint, contact customer service; we answer within 14 days. If our final answer does not settle it, you may refer the dispute free of charge to {disputes}.',
    ],
  },
  KO: {
    title: '이용약관',
    summary: '최초 버전입니다.',
    body: [
      '본 약관은 회원과 {operator}({brand} 운영사) 사이의 계약입니다. 계정을 개설하면 본 약관과 개인정보 처리방침에 동의하는 것으로 봅니다. 새 버전은 시행일과 함께 게시하며, 다시 게임하거나 입금하기 전에 동의를 요청합니다.',
      '만 {age}세 이상이며 거주 지역에서 도박이 허용되는 분만 이용할 수 있습니다. 당사는 언제든지 나이, 신원, 주소 증명을 요청할 수 있으며, 확인될 때까지 입금·베팅·출금을 보류할 수 있습니다. 만 {age}세 미만이 개설한 계정은 해지되고 입금액은 반환되며, 당첨금은 무효가 됩니다.',
      '회원은 1인 1계정만 보유할 수 있습니다. 정확하고 완전한 정보를 제공하고 최신 상태로 유지해 주세요. 한 사람이 여러 계정을 가진 것이 확인되면 하나를 제외하고 모두 해지하며, 다른 계정으로 한 베팅과 받은 보너스는 무효 처리될 수 있습니다.',
      '본인 명의의 결제 수단으로 입금한 본인의 돈으로만 플레이하세요. 다른 사람을 대신해 플레이할 수 없습니다. 당사는 자금 출처를 문의할 수 있으며, 의심스러운 거래는 법에 따라 신고합니다.',
      '보너스와 프로모션에는 각 혜택과 함께 안내되는 별도 조건(예: 보너스 출금 전에 필요한 베팅 금액)이 있습니다. 조건이나 본 약관을 위반해 받은 보너스는 그 당첨금과 함께 회수될 수 있습니다.',
      '도박은 즐거움으로 남아야 합니다. 내 계정에서 입금 한도와 이용 시간 한도를 설정하거나, 일시 중지 또는 자기 배제를 신청할 수 있습니다. 도박이 더 이상 즐겁지 않다면 사이트에 안내된 상담 전화의 도움을 받으세요.',
      '회원은 언제든지 내 계정 또는 고객센터를 통해 계정을 해지할 수 있으며, 아직 전환되지 않은 보너스를 제외한 잔액을 지급받습니다. 당사는 본 약관을 위반한 계정을 정지하거나 해지할 수 있으며, 그 사유를 알려 드립니다.',
      '불만 사항은 고객센터로 문의해 주세요. 14일 이내에 답변드립니다. 최종 답변으로 해결되지 않으면 {disputes}에 무료로 분쟁 조정을 신청할 수 있습니다.',
    ],
  },
  CN: {
    title: '条款与条件',
    summary: '首个版本。',
    body: [
      '本条款是您与{brand}的运营方{operator}之间的协议。开设账户即表示您接受本条款及我们的隐私政策。每个新版本都会连同生效日期一并公布，在您再次游戏或充值前，我们会请您确认接受。',
      '您必须年满{age}周岁，且所在地法律允许您参与博彩。我们可随时要求您证明年龄、身份和地址，在核实之前可暂停您的充值、投注和提现。未满{age}周岁者开设的账户将被关闭，其充值款项予以退还，赢利作废。',
      '每人只能持有一个账户。请提供真实完整的资料并及时更新。如发现同一人持有多个账户，我们将只保留其中一个，并可取消通过其他账户进行的投注和获得的奖金。',
      '请仅使用您本人的资金，并通过您本人名下的支付方式付款。您不得代他人游戏。我们可能询问您的资金来源，并依法报告可疑交易。',
      '奖金和优惠活动另有条件，随各项优惠一并列明，例如奖金可提现前须完成的投注额。违反相关条件或本条款获得的奖金，可连同其赢利一并扣回。',
      '博彩应当只是娱乐。您可以在账户中设置充值限额和游戏时长限制，也可以申请暂停游戏或自我排除。如果博彩不再让您感到愉快，可联系网站上列出的求助热线。',
      '您可以随时在账户中或通过客服关闭账户，我们会向您支付剩余余额（尚未解锁的奖金除外）。对于违反本条款的账户，我们可暂停或关闭，并告知原因。',
      '如有投诉，请联系客服，我们将在14天内答复。如我们的最终答复未能解决问题，您可以免费将争议提交至{disputes}。',
    ],
  },
  VI: {
    title: 'Điều khoản và Điều kiện',
    summary: 'Phiên bản đầu tiên.',
    body: [
      'Các điều khoản này là thỏa thuận giữa bạn và {operator}, đơn vị vận hành {brand}. Khi mở tài khoản, bạn chấp nhận các điều khoản này và chính sách quyền riêng tư của chúng tôi. Mỗi phiên bản mới được công bố kèm ngày có hiệu lực, và chúng tôi sẽ đề nghị bạn chấp nhận trước khi chơi hoặc nạp tiền tiếp.',
      'Bạn phải từ {age} tuổi trở lên và được phép tham gia cá cược tại nơi bạn sống. Chúng tôi có thể yêu cầu bạn chứng minh tuổi, danh tính và địa chỉ bất cứ lúc nào, và có thể tạm giữ các khoản nạp, cược và rút tiền cho đến khi bạn hoàn tất. Tài khoản do người dưới {age} tuổi mở sẽ bị đóng, tiền nạp được hoàn lại và tiền thắng bị hủy.',
      'Mỗi người chỉ được có một tài khoản. Hãy cung cấp thông tin trung thực, đầy đủ và luôn cập nhật. Nếu phát hiện một người có nhiều tài khoản, chúng tôi sẽ đóng tất cả trừ một tài khoản và có thể hủy các cược và tiền thưởng qua những tài khoản kia.',
      'Chỉ chơi bằng tiền của chính bạn, thanh toán từ phương thức đứng tên bạn. Bạn không được chơi thay cho người khác. Chúng tôi có thể hỏi về nguồn tiền của bạn và sẽ báo cáo các giao dịch đáng ngờ theo quy định của pháp luật.',
      'Tiền thưởng và khuyến mãi có điều kiện riêng, được nêu kèm từng ưu đãi, chẳng hạn số tiền cần cược trước khi rút tiền thưởng. Tiền thưởng nhận được do vi phạm các điều kiện đó hoặc các điều khoản này có thể bị thu hồi cùng tiền thắng.',
      'Cá cược chỉ nên là giải trí. Trong tài khoản, bạn có thể đặt giới hạn nạp tiền và thời gian chơi, tạm ngừng chơi hoặc tự loại trừ. Nếu cá cược không còn vui, đường dây hỗ trợ hiển thị trên trang web có thể giúp bạn.',
      'Bạn có thể đóng tài khoản bất cứ lúc nào trong tài khoản hoặc qua bộ phận chăm sóc khách hàng; chúng tôi sẽ trả cho bạn số dư còn lại, trừ tiền thưởng chưa được mở khóa. Chúng tôi có thể tạm khóa hoặc đóng tài khoản vi phạm các điều khoản này và sẽ cho bạn biết lý do.',
      'Nếu có khiếu nại, hãy liên hệ bộ phận chăm sóc khách hàng; chúng tôi trả lời trong vòng 14 ngày. Nếu câu trả lời cuối cùng của chúng tôi không giải quyết được, bạn có thể gửi tranh chấp miễn phí đến {disputes}.',
    ],
  },
  TH: {
    title: 'ข้อกำหนดและเงื่อนไข',
    summary: 'ฉบับแรก',
    body: [
      'ข้อกำหนดนี้เป็นข้อตกลงระหว่างคุณกับ {operator} ผู้ให้บริการ {brand} เมื่อเปิดบัญชี ถือว่าคุณยอมรับข้อกำหนดนี้และนโยบายความเป็นส่วนตัวของเรา เราจะประกาศฉบับใหม่ทุกครั้งพร้อมวันที่มีผลบังคับใช้ และจะขอให้คุณยอมรับก่อนเล่นหรือฝากเงินอีกครั้ง',
      'คุณต้องมีอายุ {age} ปีขึ้นไปและได้รับอนุญาตให้เล่นการพนันตามกฎหมายในที่ที่คุณอาศัยอยู่ เราอาจขอให้คุณพิสูจน์อายุ ตัวตน และที่อยู่ได้ทุกเมื่อ และอาจระงับการฝาก การแทง และการถอนเงินไว้จนกว่าจะยืนยันเสร็จ บัญชีที่เปิดโดยผู้มีอายุต่ำกว่า {age} ปีจะถูกปิด เงินฝากจะถูกคืน และเงินรางวัลเป็นโมฆะ',
      'คุณมีบัญชีกับเราได้เพียงบัญชีเดียว โปรดให้ข้อมูลที่ถูกต้องครบถ้วนและอัปเดตอยู่เสมอ หากพบว่าบุคคลเดียวมีหลายบัญชี เราจะปิดทุกบัญชียกเว้นหนึ่งบัญชี และอาจยกเลิกการแทงและโบนัสที่ได้จากบัญชีอื่น',
      'เล่นด้วยเงินของคุณเองเท่านั้น โดยชำระจากช่องทางการชำระเงินที่เป็นชื่อของคุณ คุณไม่สามารถเล่นแทนผู้อื่นได้ เราอาจสอบถามแหล่งที่มาของเงิน และจะรายงานธุรกรรมที่น่าสงสัยตามที่กฎหมายกำหนด',
      'โบนัสและโปรโมชันมีเงื่อนไขเฉพาะซึ่งแสดงไว้กับข้อเสนอแต่ละรายการ เช่น ยอดเดิมพันที่ต้องทำก่อนถอนโบนัส โบนัสที่ได้มาโดยฝ่าฝืนเงื่อนไขดังกล่าวหรือข้อกำหนดนี้อาจถูกเรียกคืนพร้อมเงินรางวัล',
      'การพนันควรเป็นเพียงความบันเทิง คุณสามารถกำหนดวงเงินฝากและเวลาเล่นได้ในบัญชีของคุณ หรือขอพักการเล่นชั่วคราวหรือระงับตนเองจากการเล่น หากการพนันไม่สนุกอีกต่อไป สายด่วนที่แสดงบนเว็บไซต์ของเราพร้อมช่วยเหลือ',
      'คุณปิดบัญชีได้ทุกเมื่อในบัญชีของคุณหรือผ่านฝ่ายบริการลูกค้า เราจะจ่ายยอดเงินคงเหลือให้คุณ โดยหักโบนัสที่ยังไม่ได้ปลดล็อก เราอาจระงับหรือปิดบัญชีที่ฝ่าฝืนข้อกำหนดนี้ และจะแจ้งเหตุผลให้คุณทราบ',
      'หากมีข้อร้องเรียน โปรดติดต่อฝ่ายบริการลูกค้า เราจะตอบภายใน 14 วัน หากคำตอบสุดท้ายของเรายังไม่สามารถยุติเรื่องได้ คุณสามารถส่งข้อพิพาทได้โดยไม่มีค่าใช้จ่ายไปยัง{disputes}',
    ],
  },
};

const PRIVACY: Readonly<Record<SeedLanguage, LegalText>> = {
  EN: {
    title: 'Privacy Policy',
    summary: 'First version.',
    body: [
      '{operator} is responsible for the personal data you give {brand} and the data we record while you use it. This policy says what we collect, why, who we share it with and what your rights are.',
      'We collect your registration details (name, date of birth, e-mail, mobile number and ID number), the identity documents you send us, your deposits, withdrawals and bets, the device and internet address you connect from, and your messages with customer service.',
      'We use them to run your account and payments, to check your age and identity, to prevent fraud and money laundering, to meet the duties of our licence and the law, and to protect you, for example by keeping your limits and exclusions and noticing signs of harm. We send you offers only if you agree, and you may stop them at any time.',
      'We share data only with those who help us run the service (payment providers, game providers and identity checking services) under contracts that protect it, and with our regulator, the police or the courts when the law requires. We do not sell your data.',
      'We keep your account and transaction records for as long as the law requires after your account is closed, usually five years, and then delete or anonymise them. A self-exclusion is kept for as long as it lasts.',
      'You may ask to see the data we hold about you, to correct or delete it, to limit or object to its use and to receive a copy. Some records must be kept by law even if you ask us to delete them; we tell you when that is so.',
      'We protect your data with encryption and strict access controls. Send questions and requests to customer service; we answer within 30 days. If you are not satisfied with our answer, you may complain to the data protection authority of the country where you live.',
    ],
  },
  KO: {
    title: '개인정보 처리방침',
    summary: '최초 버전입니다.',
    body: [
      '{operator}({brand} 운영사)는 회원이 제공한 개인정보와 서비스 이용 중 기록되는 정보를 책임지고 관리합니다. 본 방침은 당사가 수집하는 정보, 이용 목적, 제공 대상, 회원의 권리를 설명합니다.',
      '당사는 가입 정보(이름, 생년월일, 이메일, 휴대폰 번호, 신분증 번호), 회원이 보낸 신분 서류, 입금·출금·베팅 내역, 접속 기기와 IP 주소, 고객센터와 주고받은 메시지를 수집합니다.',
      '이 정보는 계정과 결제 운영, 나이와 신원 확인, 사기 및 자금 세탁 방지, 라이선스와 법적 의무 이행, 그리고 한도와 자기 배제 유지 및 도박 문제 징후 파악 등 회원 보호에 사용됩니다. 마케팅 정보는 동의한 경우에만 보내며, 언제든지 수신을 중단할 수 있습니다.',
      '정보는 서비스 운영을 돕는 곳(결제 대행사, 게임 제공사, 신원 확인 서비스)에 정보 보호 계약을 맺은 경우에만 제공하며, 법이 요구할 때는 규제 기관, 경찰 또는 법원에 제공합니다. 당사는 개인정보를 판매하지 않습니다.',
      '계정과 거래 기록은 계정 해지 후 법이 정한 기간(보통 5년) 동안 보관한 뒤 삭제하거나 익명화합니다. 자기 배제 기록은 배제 기간 동안 보관합니다.',
      '회원은 자신의 정보에 대한 열람, 정정, 삭제, 처리 제한 및 이의 제기, 사본 제공을 요청할 수 있습니다. 법에 따라 삭제 요청 후에도 보관해야 하는 기록이 있으며, 이 경우 그 사실을 알려 드립니다.',
      '당사는 암호화와 엄격한 접근 통제로 정보를 보호합니다. 문의와 요청은 고객센터로 보내 주세요. 30일 이내에 답변드립니다. 답변에 만족하지 않으면 거주 국가의 개인정보 보호 기관에 민원을 제기할 수 있습니다.',
    ],
  },
  CN: {
    title: '隐私政策',
    summary: '首个版本。',
    body: [
      '{operator}负责管理您提供给{brand}的个人数据，以及您使用服务期间我们记录的数据。本政策说明我们收集哪些数据、用途、与谁共享以及您享有的权利。',
      '我们收集您的注册资料（姓名、出生日期、电子邮箱、手机号码和身份证件号码）、您提交的身份证明文件、您的充值、提现和投注记录、您连接时使用的设备和网络地址，以及您与客服的往来消息。',
      '我们使用这些数据来运营您的账户和支付、核实您的年龄和身份、防范欺诈和洗钱、履行牌照和法律规定的义务，并保护您，例如执行您设定的限额和自我排除、留意可能的伤害迹象。仅在您同意时我们才会向您发送优惠信息，您可随时退订。',
      '我们只与协助我们提供服务的机构（支付服务商、游戏供应商和身份核验服务商）共享数据，并以合同保障数据安全；在法律要求时，也会向监管机构、警方或法院提供。我们绝不出售您的数据。',
      '账户关闭后，我们按法律要求的期限（通常为五年）保存账户和交易记录，之后予以删除或匿名化处理。自我排除记录在排除期间内一直保存。',
      '您可以要求查阅、更正或删除我们持有的您的数据，限制或反对对其的使用，并获取副本。部分记录即使您要求删除，法律也要求我们保留；遇此情况我们会告知您。',
      '我们通过加密和严格的访问控制保护您的数据。如有疑问或请求，请联系客服，我们将在30天内答复。如对答复不满意，您可以向您居住国家的数据保护机构投诉。',
    ],
  },
  VI: {
    title: 'Chính sách quyền riêng tư',
    summary: 'Phiên bản đầu tiên.',
    body: [
      '{operator} chịu trách nhiệm về dữ liệu cá nhân bạn cung cấp cho {brand} và dữ liệu chúng tôi ghi nhận khi bạn sử dụng dịch vụ. Chính sách này cho biết chúng tôi thu thập gì, vì sao, chia sẻ với ai và bạn có những quyền gì.',
      'Chúng tôi thu thập thông tin đăng ký của bạn (họ tên, ngày sinh, email, số điện thoại và số giấy tờ tùy thân), giấy tờ tùy thân bạn gửi, các giao dịch nạp, rút và cược, thiết bị và địa chỉ IP bạn dùng để kết nối, cùng tin nhắn giữa bạn và bộ phận chăm sóc khách hàng.',
      'Chúng tôi dùng dữ liệu này để vận hành tài khoản và thanh toán, xác minh tuổi và danh tính, phòng chống gian lận và rửa tiền, thực hiện nghĩa vụ theo giấy phép và pháp luật, và bảo vệ bạn, chẳng hạn duy trì các giới hạn và thời gian tự loại trừ của bạn và nhận biết dấu hiệu có hại. Chúng tôi chỉ gửi ưu đãi khi bạn đồng ý, và bạn có thể dừng nhận bất cứ lúc nào.',
      'Chúng tôi chỉ chia sẻ dữ liệu với các bên giúp vận hành dịch vụ (nhà cung cấp thanh toán, nhà cung cấp trò chơi và dịch vụ xác minh danh tính) theo hợp đồng bảo vệ dữ liệu, và với cơ quan quản lý, cảnh sát hoặc tòa án khi pháp luật yêu cầu. Chúng tôi không bán dữ liệu của bạn.',
      'Chúng tôi lưu hồ sơ tài khoản và giao dịch trong thời gian pháp luật yêu cầu sau khi tài khoản đóng, thường là năm năm, rồi xóa hoặc ẩn danh. Thông tin tự loại trừ được lưu trong suốt thời gian loại trừ.',
      'Bạn có thể yêu cầu xem, sửa hoặc xóa dữ liệu chúng tôi lưu về bạn, hạn chế hoặc phản đối việc sử dụng và nhận một bản sao. Một số hồ sơ phải được lưu giữ theo luật ngay cả khi bạn yêu cầu xóa; khi đó chúng tôi sẽ thông báo cho bạn.',
      'Chúng tôi bảo vệ dữ liệu bằng mã hóa và kiểm soát truy cập chặt chẽ. Hãy gửi câu hỏi và yêu cầu đến bộ phận chăm sóc khách hàng; chúng tôi trả lời trong vòng 30 ngày. Nếu không hài lòng với câu trả lời, bạn có thể khiếu nại đến cơ quan bảo vệ dữ liệu tại quốc gia bạn sinh sống.',
    ],
  },
  TH: {
    title: 'นโยบายความเป็นส่วนตัว',
    summary: 'ฉบับแรก',
    body: [
      '{operator} เป็นผู้รับผิดชอบข้อมูลส่วนบุคคลที่คุณให้ไว้กับ {brand} และข้อมูลที่เราบันทึกขณะคุณใช้บริการ นโยบายนี้อธิบายว่าเราเก็บข้อมูลอะไร เพื่ออะไร เปิดเผยให้ใคร และคุณมีสิทธิอะไรบ้าง',
      'เราเก็บข้อมูลการสมัครของคุณ (ชื่อ วันเกิด อีเมล หมายเลขโทรศัพท์มือถือ และเลขบัตรประจำตัว) เอกสารยืนยันตัวตนที่คุณส่งมา รายการฝาก ถอน และการแทง อุปกรณ์และที่อยู่ IP ที่คุณใช้เชื่อมต่อ และข้อความระหว่างคุณกับฝ่ายบริการลูกค้า',
      'เราใช้ข้อมูลเหล่านี้เพื่อดูแลบัญชีและการชำระเงิน ตรวจสอบอายุและตัวตน ป้องกันการฉ้อโกงและการฟอกเงิน ปฏิบัติตามใบอนุญาตและกฎหมาย และเพื่อปกป้องคุณ เช่น รักษาวงเงินและการระงับการเล่นที่คุณตั้งไว้ และสังเกตสัญญาณของปัญหาจากการพนัน เราจะส่งข้อเสนอให้คุณเฉพาะเมื่อคุณยินยอม และคุณยกเลิกได้ทุกเมื่อ',
      'เราเปิดเผยข้อมูลเฉพาะกับผู้ที่ช่วยเราให้บริการ (ผู้ให้บริการชำระเงิน ผู้ให้บริการเกม และบริการยืนยันตัวตน) ภายใต้สัญญาที่คุ้มครองข้อมูล และกับหน่วยงานกำกับดูแล ตำรวจ หรือศาลเมื่อกฎหมายกำหนด เราไม่ขายข้อมูลของคุณ',
      'เราเก็บบันทึกบัญชีและธุรกรรมไว้ตามระยะเวลาที่กฎหมายกำหนดหลังปิดบัญชี โดยทั่วไปห้าปี จากนั้นจะลบหรือทำให้ไม่สามารถระบุตัวตนได้ ข้อมูลการระงับตนเองจากการเล่นจะเก็บไว้ตลอดระยะเวลาที่การระงับยังมีผล',
      'คุณขอดู แก้ไข หรือลบข้อมูลที่เราเก็บเกี่ยวกับคุณ ขอจำกัดหรือคัดค้านการใช้ข้อมูล และขอรับสำเนาได้ บันทึกบางอย่างต้องเก็บไว้ตามกฎหมายแม้คุณจะขอให้ลบ ซึ่งเราจะแจ้งให้คุณทราบในกรณีนั้น',
      'เราปกป้องข้อมูลของคุณด้วยการเข้ารหัสและการควบคุมการเข้าถึงอย่างเข้มงวด ส่งคำถามและคำขอได้ที่ฝ่ายบริการลูกค้า เราจะตอบภายใน 30 วัน หากไม่พอใจคำตอบ คุณสามารถร้องเรียนต่อหน่วยงานคุ้มครองข้อมูลส่วนบุคคลในประเทศที่คุณอาศัยอยู่',
    ],
  },
};

const DOCUMENTS: Readonly<Record<LegalKind, Readonly<Record<SeedLanguage, LegalText>>>> = { TERMS, PRIVACY };

/** Aurora Play (DEMO): its licensee, its regulator for disputes, adults of 18; registration confirms age and own money. */
export const AURORA_LEGAL: LegalSeed = {
  merchant: DEMO_MERCHANT,
  facts: {
    EN: { operator: 'Aurora Play Demo N.V.', brand: 'Aurora Play', age: 18, disputes: 'the Curaçao Gaming Authority, which licenses us' },
    KO: { operator: 'Aurora Play Demo N.V.', brand: 'Aurora Play', age: 18, disputes: '당사에 라이선스를 발급한 퀴라소 게이밍 당국' },
    CN: { operator: 'Aurora Play Demo N.V.', brand: 'Aurora Play', age: 18, disputes: '向我们发放牌照的库拉索博彩管理局' },
    VI: { operator: 'Aurora Play Demo N.V.', brand: 'Aurora Play', age: 18, disputes: 'Cơ quan Quản lý Cờ bạc Curaçao, cơ quan cấp phép cho chúng tôi' },
    TH: { operator: 'Aurora Play Demo N.V.', brand: 'Aurora Play', age: 18, disputes: 'หน่วยงานกำกับดูแลการพนันคูราเซา ซึ่งเป็นผู้ออกใบอนุญาตให้เรา' },
  },
  confirmations: ['AGE', 'OWN_MONEY'],
};

/** Jade Palace (JADE): in its two languages, players of 20 and over, disputes to an independent service; no confirmations. */
export const JADE_LEGAL: LegalSeed = {
  merchant: JADE_MERCHANT,
  facts: {
    EN: { operator: 'Jade Palace Demo Ltd.', brand: 'Jade Palace', age: 20, disputes: 'the independent dispute resolution service named in that answer' },
    TH: { operator: 'Jade Palace Demo Ltd.', brand: 'Jade Palace', age: 20, disputes: 'หน่วยงานระงับข้อพิพาทอิสระที่ระบุไว้ในคำตอบนั้น' },
  },
  confirmations: [],
};

const fill = (text: string, facts: BrandFacts) => text.replace(/\{(operator|brand|age|disputes)\}/g, (_, key: keyof BrandFacts) => String(facts[key]));

/** Version 1 of both documents in force since the seed's epoch, their texts, and the brand's confirmations. */
export function legalSeedSql(seed: LegalSeed): string[] {
  const m = seed.merchant;
  const kinds = Object.keys(DOCUMENTS) as LegalKind[];
  return [
    ...insertRows(
      'legal_documents',
      ['merchant_code', 'kind', 'version', 'effective_at', 'created_at'],
      kinds.map((kind) => [m, kind, 1, SEED_EPOCH_MS, SEED_EPOCH_MS]),
      { upsertKey: ['merchant_code', 'kind', 'version'] },
    ),
    // A text finds its version by brand, kind and number: the version's id is the database's.
    ...kinds.flatMap((kind) =>
      Object.entries(seed.facts).map(([language, facts]) => {
        const text = DOCUMENTS[kind][language as SeedLanguage];
        const values = [language, fill(text.title, facts), fill(text.summary, facts), JSON.stringify(text.body.map((p) => fill(p, facts)))].map(sqlLiteral);
        return `INSERT INTO legal_document_texts (document_id, language, title, summary, body)
  SELECT id, ${values.join(', ')} FROM legal_documents WHERE merchant_code = ${sqlLiteral(m)} AND kind = ${sqlLiteral(kind)} AND version = 1
  ON CONFLICT (document_id, language) DO UPDATE SET title = excluded.title, summary = excluded.summary, body = excluded.body;`;
      }),
    ),
    ...insertRows('legal_settings', ['merchant_code', 'confirmations', 'updated_at'], [[m, JSON.stringify(seed.confirmations), SEED_EPOCH_MS]], {
      upsertKey: ['merchant_code'],
    }),
  ];
}
