/** Banners, announcements (player, popup, promotion, notice) and the winner board. */
import type { Product } from '../src/modules/consent/rules';
import type { SeedGame } from './catalogue';
import { createPrng } from './prng';
import { insertRows, type SqlValue } from './sql';
import { ALL_ROW_LANGUAGES, contentTextsSql, pick, type ContentText, type RowLanguage, type Translations, type Translations2 } from './texts';
import { NAME_SYLLABLES } from './words';

/** A fixed "now" for seeded timestamps (2026-04-01T00:00:00Z); the seed never reads the clock. */
export const SEED_EPOCH_MS = 1775001600000;
const HOUR_MS = 3_600_000;

type Execution = 'A' | 'B' | 'F';
/** [titleEn, contentEn, titleKo, contentKo, [title, content] in the other languages] */
type Text4 = readonly [string, string, string, string, Translations2];

const NOTICES: readonly Text4[] = [
  [
    'Scheduled maintenance',
    'Sports betting will pause for maintenance on Tuesday 02:00-04:00 UTC.',
    '정기 점검 안내',
    '화요일 02:00-04:00(UTC) 스포츠 베팅이 점검으로 일시 중단됩니다.',
    {
      CN: ['定期维护', '体育投注将于周二02:00-04:00（UTC）暂停，进行系统维护。'],
      VI: ['Bảo trì định kỳ', 'Cược Thể thao sẽ tạm dừng để bảo trì vào thứ Ba, 02:00-04:00 (UTC).'],
      TH: ['ปิดปรับปรุงระบบตามกำหนด', 'การเดิมพันกีฬาจะหยุดชั่วคราวเพื่อปิดปรับปรุงระบบในวันอังคาร เวลา 02:00-04:00 (UTC)'],
    },
  ],
  [
    'New live tables',
    'Twelve new Evolution tables are now open around the clock.',
    '신규 라이브 테이블',
    '에볼루션 신규 테이블 12개가 24시간 운영됩니다.',
    {
      CN: ['全新真人视讯桌台', '12张全新 Evolution 桌台现已全天候开放。'],
      VI: ['Bàn Casino trực tuyến mới', '12 bàn Evolution mới nay đã mở cửa 24/7.'],
      TH: ['โต๊ะคาสิโนสดใหม่', 'โต๊ะ Evolution ใหม่ 12 โต๊ะ เปิดให้บริการตลอด 24 ชั่วโมงแล้ว'],
    },
  ],
  [
    'Faster withdrawals',
    'Most withdrawals are now paid within 15 minutes.',
    '더 빨라진 출금',
    '대부분의 출금이 이제 15분 안에 지급됩니다.',
    {
      CN: ['提现更快速', '现在大部分提现15分钟内即可到账。'],
      VI: ['Rút tiền nhanh hơn', 'Hầu hết lệnh rút tiền nay được chi trả trong vòng 15 phút.'],
      TH: ['ถอนเงินเร็วขึ้น', 'รายการถอนเงินส่วนใหญ่จ่ายภายใน 15 นาทีแล้ว'],
    },
  ],
  [
    'Weekend slot race',
    'Spin any Pragmatic Play slot this weekend to climb the leaderboard.',
    '주말 슬롯 레이스',
    '이번 주말 프라그마틱 플레이 슬롯을 플레이하고 순위표에 도전하세요.',
    {
      CN: ['周末电子竞速赛', '本周末畅玩任意 Pragmatic Play 电子游戏，冲击排行榜。'],
      VI: ['Đua top Nổ hũ cuối tuần', 'Quay bất kỳ game Nổ hũ Pragmatic Play nào cuối tuần này để leo bảng xếp hạng.'],
      TH: ['แข่งสล็อตสุดสัปดาห์', 'หมุนสล็อต Pragmatic Play เกมใดก็ได้ในสุดสัปดาห์นี้ เพื่อไต่ตารางอันดับ'],
    },
  ],
  [
    'Security reminder',
    'We will never ask for your password. Report suspicious messages to customer service.',
    '보안 안내',
    '저희는 절대 비밀번호를 묻지 않습니다. 의심스러운 메시지는 고객센터에 알려주세요.',
    {
      CN: ['安全提醒', '我们绝不会索要您的密码。如收到可疑信息，请告知客服。'],
      VI: ['Nhắc nhở bảo mật', 'Chúng tôi không bao giờ hỏi mật khẩu của bạn. Hãy báo tin nhắn đáng ngờ cho bộ phận chăm sóc khách hàng.'],
      TH: ['ข้อควรระวังด้านความปลอดภัย', 'เราจะไม่ขอรหัสผ่านของคุณเด็ดขาด หากพบข้อความที่น่าสงสัย กรุณาแจ้งฝ่ายบริการลูกค้า'],
    },
  ],
];

const PLAYER_ANNOUNCEMENTS: readonly Text4[] = [
  [
    'Welcome to Aurora Play',
    'Thank you for joining. Explore more than ten thousand games.',
    'Aurora Play에 오신 것을 환영합니다',
    '가입해 주셔서 감사합니다. 만 개가 넘는 게임을 즐겨보세요.',
    {
      CN: ['欢迎来到 Aurora Play', '感谢您的加入。超过一万款游戏等您探索。'],
      VI: ['Chào mừng bạn đến với Aurora Play', 'Cảm ơn bạn đã tham gia. Khám phá hơn mười nghìn trò chơi.'],
      TH: ['ยินดีต้อนรับสู่ Aurora Play', 'ขอบคุณที่สมัครสมาชิก สนุกกับเกมมากกว่าหนึ่งหมื่นเกม'],
    },
  ],
  [
    'Deposit methods updated',
    'Two new instant deposit methods are available in the member center.',
    '입금 방법 업데이트',
    '회원 센터에서 새로운 즉시 입금 방법 두 가지를 이용할 수 있습니다.',
    {
      CN: ['充值方式更新', '会员中心新增两种即时充值方式。'],
      VI: ['Cập nhật phương thức nạp tiền', 'Trung tâm thành viên có thêm hai phương thức nạp tiền tức thì mới.'],
      TH: ['อัปเดตช่องทางฝากเงิน', 'ศูนย์สมาชิกมีช่องทางฝากเงินแบบทันทีเพิ่มขึ้น 2 ช่องทาง'],
    },
  ],
  [
    'Points now never expire',
    'Points you earn stay in your account until you redeem them.',
    '포인트 만료 없음',
    '적립한 포인트는 사용할 때까지 계정에 유지됩니다.',
    {
      CN: ['积分永不过期', '您获得的积分将一直保留在账户中，直到您兑换为止。'],
      VI: ['Điểm nay không bao giờ hết hạn', 'Điểm bạn tích lũy được giữ trong tài khoản cho đến khi bạn đổi quà.'],
      TH: ['พอยท์ไม่มีวันหมดอายุแล้ว', 'พอยท์ที่คุณสะสมจะอยู่ในบัญชีจนกว่าคุณจะนำไปแลก'],
    },
  ],
  [
    'Mobile app released',
    'Download the Aurora Play app for iOS and Android from the download page.',
    '모바일 앱 출시',
    '다운로드 페이지에서 iOS 및 Android용 Aurora Play 앱을 받으세요.',
    {
      CN: ['手机 App 上线', '前往下载页面，获取 iOS 和 Android 版 Aurora Play App。'],
      VI: ['Ra mắt ứng dụng di động', 'Tải ứng dụng Aurora Play cho iOS và Android tại trang tải xuống.'],
      TH: ['เปิดตัวแอปมือถือ', 'ดาวน์โหลดแอป Aurora Play สำหรับ iOS และ Android ได้ที่หน้าดาวน์โหลด'],
    },
  ],
  [
    'Lottery draw times',
    'VN Lotto now draws every 45 seconds and every minute.',
    '로또 추첨 시간',
    'VN 로또는 이제 45초와 1분마다 추첨합니다.',
    {
      CN: ['彩票开奖时间', 'VN Lotto 现每45秒和每1分钟各开奖一次。'],
      VI: ['Giờ quay Xổ số', 'Xổ số Việt Nam nay quay thưởng mỗi 45 giây và mỗi phút.'],
      TH: ['เวลาออกผลหวย', 'VN Lotto ออกผลทุก 45 วินาทีและทุก 1 นาทีแล้ว'],
    },
  ],
  [
    'Customer service hours',
    'Live chat is open 24 hours a day, 7 days a week.',
    '고객센터 운영 시간',
    '라이브 채팅은 연중무휴 24시간 운영됩니다.',
    {
      CN: ['客服服务时间', '在线客服全年无休，24小时为您服务。'],
      VI: ['Giờ làm việc của chăm sóc khách hàng', 'Chat trực tuyến hoạt động 24 giờ mỗi ngày, 7 ngày mỗi tuần.'],
      TH: ['เวลาทำการฝ่ายบริการลูกค้า', 'แชทสดเปิดให้บริการตลอด 24 ชั่วโมง ทุกวันไม่มีวันหยุด'],
    },
  ],
  [
    'Verify your mobile number',
    'Verified accounts get faster withdrawals and password reset by SMS.',
    '휴대폰 번호 인증',
    '인증된 계정은 더 빠른 출금과 SMS 비밀번호 재설정을 이용할 수 있습니다.',
    {
      CN: ['验证您的手机号码', '已验证的账户可享受更快的提现，并可通过短信重置密码。'],
      VI: ['Xác minh số điện thoại', 'Tài khoản đã xác minh được rút tiền nhanh hơn và đặt lại mật khẩu qua SMS.'],
      TH: ['ยืนยันเบอร์มือถือของคุณ', 'บัญชีที่ยืนยันแล้วถอนเงินได้เร็วขึ้น และรีเซ็ตรหัสผ่านผ่าน SMS ได้'],
    },
  ],
  [
    'First login gift',
    'Log in for the first time to receive a welcome gift in your reward center.',
    '첫 로그인 선물',
    '첫 로그인 시 보상 센터에서 환영 선물을 받으세요.',
    {
      CN: ['首次登录礼', '首次登录即可在奖励中心领取欢迎礼。'],
      VI: ['Quà đăng nhập lần đầu', 'Đăng nhập lần đầu để nhận quà chào mừng trong Trung tâm phần thưởng.'],
      TH: ['ของขวัญเข้าสู่ระบบครั้งแรก', 'เข้าสู่ระบบครั้งแรกเพื่อรับของขวัญต้อนรับในศูนย์รางวัล'],
    },
  ],
  [
    'Responsible gaming tools',
    'Set deposit limits and cool-off periods in the security center.',
    '책임 있는 게임 도구',
    '보안 센터에서 입금 한도와 휴식 기간을 설정하세요.',
    {
      CN: ['责任博彩工具', '在安全中心设置充值限额和冷静期。'],
      VI: ['Công cụ chơi có trách nhiệm', 'Đặt giới hạn nạp tiền và thời gian tạm nghỉ trong Trung tâm bảo mật.'],
      TH: ['เครื่องมือการเล่นอย่างรับผิดชอบ', 'ตั้งขีดจำกัดการฝากเงินและช่วงพักการเล่นได้ในศูนย์ความปลอดภัย'],
    },
  ],
  [
    'Esports season opens',
    'Bet on the new esports season with live odds.',
    'e스포츠 시즌 개막',
    '실시간 배당으로 새 e스포츠 시즌에 베팅하세요.',
    {
      CN: ['电竞新赛季开幕', '新电竞赛季开启，实时赔率等您投注。'],
      VI: ['Khai mạc mùa giải Thể thao điện tử', 'Đặt cược mùa giải Thể thao điện tử mới với tỷ lệ cược trực tiếp.'],
      TH: ['เปิดฤดูกาลอีสปอร์ต', 'เดิมพันอีสปอร์ตฤดูกาลใหม่พร้อมราคาต่อรองสด'],
    },
  ],
  [
    'Referral programme',
    'Invite friends with your referral link and earn a share of their play.',
    '추천 프로그램',
    '추천 링크로 친구를 초대하고 보상을 받으세요.',
    {
      CN: ['推荐计划', '用您的推荐链接邀请好友，即可从好友的投注中获得分成。'],
      VI: ['Chương trình giới thiệu', 'Mời bạn bè bằng liên kết giới thiệu của bạn và nhận một phần từ tiền cược của họ.'],
      TH: ['โปรแกรมแนะนำเพื่อน', 'ชวนเพื่อนด้วยลิงก์แนะนำของคุณ แล้วรับส่วนแบ่งจากการเล่นของเพื่อน'],
    },
  ],
  [
    'Holiday schedule',
    'Deposits and withdrawals run as usual during the holidays.',
    '연휴 일정',
    '연휴 기간에도 입출금은 정상 운영됩니다.',
    {
      CN: ['假期安排', '假期期间充值和提现照常办理。'],
      VI: ['Lịch nghỉ lễ', 'Nạp tiền và rút tiền vẫn hoạt động bình thường trong kỳ nghỉ lễ.'],
      TH: ['ตารางช่วงวันหยุด', 'ฝากเงินและถอนเงินได้ตามปกติในช่วงวันหยุด'],
    },
  ],
  [
    'Welcome package',
    'New players get up to 300 across their first three deposits.',
    '웰컴 패키지',
    '신규 회원은 첫 세 번의 입금에 최대 300을 받습니다.',
    {
      CN: ['新人礼包', '新玩家前三次充值最高可获得300。'],
      VI: ['Gói chào mừng', 'Người chơi mới nhận tới 300 cho ba lần nạp tiền đầu tiên.'],
      TH: ['แพ็กเกจต้อนรับ', 'ผู้เล่นใหม่รับสูงสุด 300 จากการฝากเงิน 3 ครั้งแรก'],
    },
  ],
  [
    'Fishing festival',
    'Catch the golden fish this week for double rewards.',
    '피싱 페스티벌',
    '이번 주 황금 물고기를 잡고 두 배 보상을 받으세요.',
    {
      CN: ['捕鱼嘉年华', '本周捕获黄金鱼，奖励翻倍。'],
      VI: ['Lễ hội Bắn cá', 'Bắt cá vàng trong tuần này để nhận thưởng gấp đôi.'],
      TH: ['เทศกาลยิงปลา', 'ยิงปลาทองในสัปดาห์นี้ รับรางวัลสองเท่า'],
    },
  ],
  [
    'New slot providers',
    'Three new slot studios joined the lobby this month.',
    '신규 슬롯 공급사',
    '이번 달 세 곳의 새로운 슬롯 스튜디오가 합류했습니다.',
    {
      CN: ['新电子游戏厂商', '本月大厅新增三家电子游戏厂商。'],
      VI: ['Nhà cung cấp Nổ hũ mới', 'Ba studio Nổ hũ mới đã gia nhập sảnh game trong tháng này.'],
      TH: ['ค่ายสล็อตใหม่', 'ค่ายสล็อตใหม่ 3 ค่ายเข้าร่วมล็อบบี้ในเดือนนี้'],
    },
  ],
  [
    'Daily slot rebate',
    'Slots pay a 1% rebate every day at noon.',
    '매일 슬롯 리베이트',
    '슬롯은 매일 정오에 1% 리베이트를 지급합니다.',
    {
      CN: ['电子游戏每日返水', '电子游戏每天中午12点发放1%返水。'],
      VI: ['Hoàn trả Nổ hũ hằng ngày', 'Nổ hũ hoàn trả 1% vào 12 giờ trưa mỗi ngày.'],
      TH: ['เงินคืนสล็อตรายวัน', 'สล็อตจ่ายเงินคืน 1 % ทุกวันเวลาเที่ยงวัน'],
    },
  ],
  [
    'Live casino cashback',
    'Get 5% of your weekly live casino losses back every Monday.',
    '라이브 카지노 캐시백',
    '매주 월요일 라이브 카지노 주간 손실의 5%를 돌려받으세요.',
    {
      CN: ['真人视讯返现', '每周一返还您上周真人视讯亏损的5%。'],
      VI: ['Hoàn tiền Casino trực tuyến', 'Nhận lại 5% số tiền thua Casino trực tuyến trong tuần vào mỗi thứ Hai.'],
      TH: ['เงินคืนคาสิโนสด', 'รับคืน 5 % ของยอดเสียคาสิโนสดรายสัปดาห์ทุกวันจันทร์'],
    },
  ],
  [
    'Two-step login',
    'Logins from a new IP address now ask for a second step.',
    '2단계 로그인',
    '새 IP 주소에서 로그인하면 2단계 인증을 요청합니다.',
    {
      CN: ['两步登录验证', '从新的 IP 地址登录时，现在需要进行第二步验证。'],
      VI: ['Đăng nhập hai bước', 'Đăng nhập từ địa chỉ IP mới nay cần thêm một bước xác minh.'],
      TH: ['การเข้าสู่ระบบสองขั้นตอน', 'การเข้าสู่ระบบจาก IP ใหม่ต้องยืนยันขั้นตอนที่สองแล้ว'],
    },
  ],
  [
    'Cockfight schedule',
    'Derby nights are back every Friday and Saturday.',
    '투계 일정',
    '매주 금요일과 토요일 더비 나이트가 돌아왔습니다.',
    {
      CN: ['斗鸡赛程', '德比之夜回归，每周五和周六精彩上演。'],
      VI: ['Lịch Đá gà', 'Đêm derby đã trở lại vào mỗi thứ Sáu và thứ Bảy.'],
      TH: ['ตารางไก่ชน', 'ศึกดาร์บี้ไนท์กลับมาแล้วทุกวันศุกร์และวันเสาร์'],
    },
  ],
  [
    'Bingo rooms',
    'Four new bingo rooms open around the clock.',
    '빙고 룸',
    '24시간 운영되는 빙고 룸 네 곳이 새로 열렸습니다.',
    {
      CN: ['宾果房间', '四个全新宾果房间全天候开放。'],
      VI: ['Phòng Bingo', 'Bốn phòng Bingo mới mở cửa 24/7.'],
      TH: ['ห้องบิงโก', 'ห้องบิงโกใหม่ 4 ห้อง เปิดให้บริการตลอด 24 ชั่วโมง'],
    },
  ],
];
/** Player announcements that advertise a promotion (the dialog offers a way to it). */
const PLAYER_PROMOTION_TYPES: Readonly<Record<number, string>> = { 12: 'WELCOME', 15: 'REBATE', 16: 'CASHBACK' };

const POPUPS: readonly (readonly [string, string, string, string, promotionType: string | null, Translations2])[] = [
  [
    'Daily deposit bonus',
    'Get 10% extra on your first deposit every day.',
    '매일 입금 보너스',
    '매일 첫 입금 시 10%를 추가로 받으세요.',
    'DEPOSIT',
    {
      CN: ['每日充值彩金', '每天首次充值可额外获得10%。'],
      VI: ['Tiền thưởng nạp tiền hằng ngày', 'Nhận thêm 10% cho lần nạp tiền đầu tiên mỗi ngày.'],
      TH: ['โบนัสฝากเงินรายวัน', 'รับเพิ่ม 10 % จากการฝากเงินครั้งแรกของทุกวัน'],
    },
  ],
  [
    'Join today',
    'Register now and claim a welcome package of up to 300.',
    '오늘 가입하세요',
    '지금 가입하고 최대 300의 웰컴 패키지를 받으세요.',
    'WELCOME',
    {
      CN: ['立即加入', '立即注册，领取最高300的新人礼包。'],
      VI: ['Tham gia ngay hôm nay', 'Đăng ký ngay và nhận gói chào mừng lên tới 300.'],
      TH: ['สมัครวันนี้', 'สมัครสมาชิกตอนนี้ รับแพ็กเกจต้อนรับสูงสุด 300'],
    },
  ],
  [
    'Slot rebate',
    'Receive 1% rebate on all slot bets, paid daily.',
    '슬롯 리베이트',
    '모든 슬롯 베팅에 대해 매일 1% 리베이트를 받으세요.',
    'REBATE',
    {
      CN: ['电子游戏返水', '所有电子游戏投注均可获得1%返水，每日发放。'],
      VI: ['Hoàn trả Nổ hũ', 'Nhận hoàn trả 1% cho mọi cược Nổ hũ, chi trả hằng ngày.'],
      TH: ['เงินคืนสล็อต', 'รับเงินคืน 1 % จากทุกการเดิมพันสล็อต จ่ายทุกวัน'],
    },
  ],
  [
    'Maintenance notice',
    'Some fishing games will be offline briefly on Thursday.',
    '점검 안내',
    '목요일에 일부 피싱 게임이 잠시 중단됩니다.',
    null,
    {
      CN: ['维护通知', '部分捕鱼游戏将于周四短暂下线维护。'],
      VI: ['Thông báo bảo trì', 'Một số game Bắn cá sẽ tạm ngừng trong thời gian ngắn vào thứ Năm.'],
      TH: ['ประกาศปิดปรับปรุงระบบ', 'เกมยิงปลาบางเกมจะปิดให้บริการชั่วคราวในวันพฤหัสบดี'],
    },
  ],
  [
    'Welcome back',
    'Your first login bonus is waiting in the reward center.',
    '다시 오신 것을 환영합니다',
    '보상 센터에서 첫 로그인 보너스가 기다립니다.',
    'FIRST_LOGIN',
    {
      CN: ['欢迎回来', '您的首次登录彩金正在奖励中心等您领取。'],
      VI: ['Chào mừng bạn trở lại', 'Tiền thưởng đăng nhập lần đầu đang chờ bạn trong Trung tâm phần thưởng.'],
      TH: ['ยินดีต้อนรับกลับมา', 'โบนัสเข้าสู่ระบบครั้งแรกของคุณรออยู่ในศูนย์รางวัล'],
    },
  ],
  [
    'Live casino cashback',
    'Get 5% cashback on live casino losses every Monday.',
    '라이브 카지노 캐시백',
    '매주 월요일 라이브 카지노 손실의 5%를 돌려받으세요.',
    'CASHBACK',
    {
      CN: ['真人视讯返现', '每周一返还真人视讯亏损的5%。'],
      VI: ['Hoàn tiền Casino trực tuyến', 'Nhận hoàn tiền 5% số tiền thua Casino trực tuyến vào mỗi thứ Hai.'],
      TH: ['เงินคืนคาสิโนสด', 'รับเงินคืน 5 % จากยอดเสียคาสิโนสดทุกวันจันทร์'],
    },
  ],
  [
    'Try for free',
    'Most slots have a free trial: try before you play.',
    '무료 체험',
    '대부분의 슬롯은 무료 체험이 가능합니다.',
    null,
    {
      CN: ['免费试玩', '大部分电子游戏支持免费试玩：先试后玩。'],
      VI: ['Chơi thử miễn phí', 'Hầu hết game Nổ hũ đều có chơi thử: thử trước khi chơi tiền thật.'],
      TH: ['ทดลองเล่นฟรี', 'สล็อตส่วนใหญ่ทดลองเล่นฟรีได้ ลองก่อนเล่นจริง'],
    },
  ],
  [
    'Invite and earn',
    'Share your referral link and earn rewards.',
    '초대하고 보상받기',
    '추천 링크를 공유하고 보상을 받으세요.',
    'REFERRAL',
    {
      CN: ['邀请赚奖励', '分享您的推荐链接，赢取奖励。'],
      VI: ['Mời bạn, nhận thưởng', 'Chia sẻ liên kết giới thiệu của bạn và nhận phần thưởng.'],
      TH: ['ชวนเพื่อนรับรางวัล', 'แชร์ลิงก์แนะนำของคุณเพื่อรับรางวัล'],
    },
  ],
  [
    'Update your profile',
    'Complete your profile to unlock withdrawals.',
    '프로필을 업데이트하세요',
    '프로필을 완성하면 출금을 이용할 수 있습니다.',
    null,
    {
      CN: ['完善个人资料', '完善个人资料即可开通提现。'],
      VI: ['Cập nhật hồ sơ', 'Hoàn thiện hồ sơ để mở khóa rút tiền.'],
      TH: ['อัปเดตโปรไฟล์ของคุณ', 'กรอกโปรไฟล์ให้ครบเพื่อปลดล็อกการถอนเงิน'],
    },
  ],
  [
    'Lucky wheel',
    'Spin the lucky wheel once a day after your first deposit.',
    '럭키 휠',
    '첫 입금 후 하루 한 번 럭키 휠을 돌리세요.',
    'LUCKY_WHEEL',
    {
      CN: ['幸运转盘', '首次充值后，每天可转动一次幸运转盘。'],
      VI: ['Vòng quay may mắn', 'Quay vòng quay may mắn mỗi ngày một lần sau lần nạp tiền đầu tiên.'],
      TH: ['วงล้อนำโชค', 'หมุนวงล้อนำโชคได้วันละครั้งหลังฝากเงินครั้งแรก'],
    },
  ],
];
/**
 * Player announcements and pop-ups that advertise a product, by their index above (marketing,
 * migration 0044): the portal shows them to a member only while the member accepts that product's
 * SITE marketing. "Esports season opens" and "Live casino cashback"; the rest inform.
 */
const PLAYER_MARKETING: Readonly<Record<number, Product>> = { 9: 'SPORTS' };
const POPUP_MARKETING: Readonly<Record<number, Product>> = { 5: 'CASINO' };

const POPUP_EXECUTIONS: readonly Execution[] = ['B', 'B', 'A', 'A', 'F', 'A', 'B', 'A', 'F', 'B'];
const PLAYER_EXECUTIONS: readonly Execution[] = ['B', 'A', 'A', 'B', 'A', 'B', 'A', 'F', 'A', 'B', 'F', 'A', 'B', 'B', 'B', 'B', 'B', 'B', 'B', 'B'];

const PROMOTIONS: readonly (readonly [string, string, string, string, promotionType: string, Translations2])[] = [
  [
    'Welcome package',
    'Up to 300 across your first three deposits. 10x turnover.',
    '웰컴 패키지',
    '첫 세 번의 입금에 최대 300. 롤링 10배.',
    'WELCOME',
    {
      CN: ['新人礼包', '前三次充值最高可得300。流水要求：10倍。'],
      VI: ['Gói chào mừng', 'Nhận tới 300 cho ba lần nạp tiền đầu tiên. Doanh thu cược yêu cầu: 10 lần.'],
      TH: ['แพ็กเกจต้อนรับ', 'รับสูงสุด 300 จากการฝากเงิน 3 ครั้งแรก ยอดเทิร์นโอเวอร์ 10 เท่า'],
    },
  ],
  [
    'Daily reload 10%',
    'Every day, 10% on your first deposit, up to 100.',
    '매일 재충전 10%',
    '매일 첫 입금에 10%, 최대 100.',
    'DEPOSIT',
    {
      CN: ['每日续充10%', '每天首次充值赠送10%，最高100。'],
      VI: ['Nạp lại hằng ngày 10%', 'Mỗi ngày nhận 10% cho lần nạp tiền đầu tiên, tối đa 100.'],
      TH: ['ฝากเงินรายวันรับ 10 %', 'ทุกวัน รับ 10 % จากการฝากเงินครั้งแรก สูงสุด 100'],
    },
  ],
  [
    'Slot rebate 1%',
    'Unlimited 1% rebate on slots, paid every day at noon.',
    '슬롯 리베이트 1%',
    '슬롯 무제한 1% 리베이트, 매일 정오 지급.',
    'REBATE',
    {
      CN: ['电子游戏返水1%', '电子游戏无上限1%返水，每天中午12点发放。'],
      VI: ['Hoàn trả Nổ hũ 1%', 'Hoàn trả 1% không giới hạn cho Nổ hũ, chi trả lúc 12 giờ trưa mỗi ngày.'],
      TH: ['เงินคืนสล็อต 1 %', 'เงินคืนสล็อต 1 % ไม่จำกัด จ่ายทุกวันเวลาเที่ยงวัน'],
    },
  ],
  [
    'Live cashback 5%',
    '5% of your weekly live casino losses back every Monday.',
    '라이브 캐시백 5%',
    '매주 월요일 라이브 카지노 주간 손실의 5% 환급.',
    'CASHBACK',
    {
      CN: ['真人视讯返现5%', '每周一返还上周真人视讯亏损的5%。'],
      VI: ['Hoàn tiền Casino trực tuyến 5%', 'Hoàn lại 5% số tiền thua Casino trực tuyến trong tuần vào mỗi thứ Hai.'],
      TH: ['เงินคืนคาสิโนสด 5 %', 'รับคืน 5 % ของยอดเสียคาสิโนสดรายสัปดาห์ทุกวันจันทร์'],
    },
  ],
  [
    'Refer a friend',
    'Earn 20 for every friend who deposits.',
    '친구 추천',
    '입금한 친구 한 명당 20 적립.',
    'REFERRAL',
    {
      CN: ['推荐好友', '每位完成充值的好友可为您赚取20。'],
      VI: ['Giới thiệu bạn bè', 'Nhận 20 cho mỗi người bạn nạp tiền.'],
      TH: ['แนะนำเพื่อน', 'รับ 20 ต่อเพื่อนทุกคนที่ฝากเงิน'],
    },
  ],
  [
    'Weekend slot race',
    'Top 100 players share a prize pool of 50,000.',
    '주말 슬롯 레이스',
    '상위 100명이 50,000 상금을 나눕니다.',
    'TOURNAMENT',
    {
      CN: ['周末电子竞速赛', '前100名玩家瓜分50,000奖池。'],
      VI: ['Đua top Nổ hũ cuối tuần', '100 người chơi dẫn đầu chia nhau quỹ thưởng 50.000.'],
      TH: ['แข่งสล็อตสุดสัปดาห์', 'ผู้เล่น 100 อันดับแรกแบ่งเงินรางวัลรวม 50,000'],
    },
  ],
];

/** [group, titleEn, titleKo, linkageType, link, title in the other languages] */
const BANNERS: readonly (readonly [string, string, string, string, string | null, Translations])[] = [
  [
    'w_home',
    'Welcome package up to 300',
    '최대 300 웰컴 패키지',
    'PROMOTION',
    '3001',
    { CN: '最高300新人礼包', VI: 'Gói chào mừng lên tới 300', TH: 'แพ็กเกจต้อนรับสูงสุด 300' },
  ],
  [
    'w_home',
    'Lightning tables are live',
    '라이트닝 테이블 오픈',
    'URL',
    '/live',
    { CN: 'Lightning 桌台现已开放', VI: 'Bàn Lightning đã mở', TH: 'โต๊ะ Lightning เปิดแล้ว' },
  ],
  ['w_home', 'Golden Dragon weekend', '황금 용 주말', 'GAME', null, { CN: '金龙周末', VI: 'Cuối tuần Rồng Vàng', TH: 'สุดสัปดาห์มังกรทอง' }],
  ['w_home', 'Daily slot rebate', '매일 슬롯 리베이트', 'PROMOTION', '3003', { CN: '电子游戏每日返水', VI: 'Hoàn trả Nổ hũ hằng ngày', TH: 'เงินคืนสล็อตรายวัน' }],
  [
    'w_home',
    'Aurora Play on your phone',
    '휴대폰에서 Aurora Play',
    'NONE',
    null,
    { CN: '手机畅玩 Aurora Play', VI: 'Aurora Play trên điện thoại của bạn', TH: 'Aurora Play บนมือถือของคุณ' },
  ],
  ['w_login', 'Log in and spin', '로그인하고 스핀하세요', 'NONE', null, { CN: '登录即可旋转', VI: 'Đăng nhập và quay ngay', TH: 'เข้าสู่ระบบแล้วหมุนเลย' }],
  [
    'w_login',
    'Your welcome gift awaits',
    '환영 선물이 기다립니다',
    'PROMOTION',
    '3001',
    { CN: '您的欢迎礼正在等您', VI: 'Quà chào mừng đang chờ bạn', TH: 'ของขวัญต้อนรับรอคุณอยู่' },
  ],
];

/**
 * A brand's home content: notices, announcements, promotions and pop-ups, banners and winners. Ids
 * are the table's own (shared by every brand): each brand's are `idOffset` higher; the texts name
 * the brand by `brandName`. Titles and contents in `languages` (those of the brand's beyond English
 * and Korean) are content_texts rows.
 */
export function contentSeedSql(
  merchant: string,
  games: readonly SeedGame[],
  {
    idOffset = 0,
    brandName = 'Aurora Play',
    languages = ALL_ROW_LANGUAGES,
  }: { idOffset?: number; brandName?: string; languages?: readonly RowLanguage[] } = {},
): string[] {
  const annColumns = [
    'id',
    'merchant_code',
    'type',
    'execution',
    'promotion_type',
    'title_en',
    'title_ko',
    'content_en',
    'content_ko',
    'timestamp',
    'marketing',
    'product',
  ];
  const named = (text: string) => text.replaceAll('Aurora Play', brandName);
  const ann: SqlValue[][] = [];
  const at = (i: number, spacingHours: number) => SEED_EPOCH_MS - i * spacingHours * HOUR_MS;
  const texts: ContentText[] = [];
  const push = (
    id: number,
    type: string,
    execution: string | null,
    promotionType: string | null,
    [te, ce, tk, ck, other]: Text4,
    time: number,
    product: Product | null = null,
  ) => {
    ann.push([idOffset + id, merchant, type, execution, promotionType, named(te), named(tk), named(ce), named(ck), time, product ? 1 : 0, product]);
    const refId = String(idOffset + id);
    texts.push(
      { kind: 'announcement', refId, field: 'title', texts: pick(other, 0) },
      { kind: 'announcement', refId, field: 'content', texts: pick(other, 1) },
    );
  };
  NOTICES.forEach((text, i) => push(1001 + i, 'H', null, null, text, at(i, 20)));
  PLAYER_ANNOUNCEMENTS.forEach((text, i) =>
    push(2001 + i, 'PL', PLAYER_EXECUTIONS[i] ?? 'A', PLAYER_PROMOTION_TYPES[i] ?? null, text, at(i, 30), PLAYER_MARKETING[i]),
  );
  PROMOTIONS.forEach(([te, ce, tk, ck, type, other], i) => push(3001 + i, 'PR', null, type, [te, ce, tk, ck, other], at(i, 50)));
  POPUPS.forEach(([te, ce, tk, ck, type, other], i) =>
    push(4001 + i, 'PU', POPUP_EXECUTIONS[i] ?? 'A', type, [te, ce, tk, ck, other], at(i, 26), POPUP_MARKETING[i]),
  );

  // A GAME banner links to the hottest slot, whatever the catalogue generator made of it.
  const hottest = [...games].filter((g) => g.hotRank !== null && g.gameType === 'RNG').sort((a, b) => (a.hotRank ?? 0) - (b.hotRank ?? 0))[0];
  BANNERS.forEach(([, , , , , other], i) => texts.push({ kind: 'banner', refId: String(idOffset + 5001 + i), field: 'title', texts: other }));
  const banners = BANNERS.map(([group, te, tk, linkage, link], i) => [
    idOffset + 5001 + i,
    merchant,
    group,
    linkage,
    linkage === 'GAME' ? String(hottest?.nodeId ?? '') : linkage === 'PROMOTION' ? String(idOffset + Number(link)) : link,
    named(te),
    named(tk),
    i + 1,
  ]);

  return [
    ...insertRows('banners', ['id', 'merchant_code', 'group_name', 'linkage_type', 'link_url', 'title_en', 'title_ko', 'sort'], banners),
    ...insertRows('announcements', annColumns, ann),
    ...contentTextsSql(merchant, languages, texts, named),
    ...insertRows(
      'winners',
      ['id', 'merchant_code', 'customer_id', 'customer_name', 'node_id', 'win_amount', 'won_at'],
      winnerRows(merchant, games).map(([id, ...rest]) => [idOffset + Number(id), ...rest]),
    ),
  ];
}

/** 60 winners, mostly slots, some live and fishing, names masked like "ka***7". */
function winnerRows(merchant: string, games: readonly SeedGame[]): SqlValue[][] {
  const prng = createPrng(777);
  const byType = (type: string) => games.filter((g) => g.gameType === type && g.isGame === 'GAME');
  const slots = byType('RNG');
  const live = byType('LIVE');
  const fish = byType('FISH');
  const rows: SqlValue[][] = [];
  for (let i = 0; i < 60; i++) {
    const pool = prng.weighted([
      [slots, 70],
      [live, 20],
      [fish, 10],
    ] as const);
    const game = prng.pick(pool);
    const name = prng.pick(NAME_SYLLABLES) + prng.pick(NAME_SYLLABLES) + String(prng.int(0, 9));
    const masked = `${name.slice(0, 2)}***${name.slice(-1)}`;
    // Win amounts in minor units, from 10.00 to 50,000.00, skewed towards small wins.
    const winAmount = Math.round(1000 + prng.next() ** 3 * 4_999_000);
    rows.push([6001 + i, merchant, 10_000 + prng.int(1, 89_999), masked, game.nodeId, winAmount, SEED_EPOCH_MS - i * 7 * 60_000]);
  }
  return rows;
}
