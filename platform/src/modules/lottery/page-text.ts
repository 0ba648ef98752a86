/** The words of the lottery game page (page.ts), in every text language (http/language.ts). */
import { textLanguage, type TextLanguage } from '../../http/language';

export interface PageText {
  lang: TextLanguage;
  title: (game: string) => string;
  balance: string;
  /** The bonus wallet's part of the balance (docs/decisions/067). */
  bonus: string;
  numero: string;
  closesIn: string;
  closed: string;
  drawAt: string;
  placeBet: string;
  betType: string;
  numbers: string;
  numbersHint: (play: string) => string;
  unit: string;
  multiple: string;
  stake: string;
  place: string;
  placed: (count: number, numero: string) => string;
  myBets: string;
  noBets: string;
  lastDraws: string;
  noDraws: string;
  result: string;
  sum: string;
  status: string;
  win: string;
  pending: string;
  refunded: string;
  lost: string;
  won: string;
  plays: Record<string, string>;
  picksHints: Record<string, string>;
  errors: {
    numeroClosed: (closed: string, open: string) => string;
    insufficient: string;
    amount: string;
    belowMinimum: (min: string) => string;
    aboveMaximum: (max: string) => string;
    /** A slip's bet above the active bonus's largest stake. */
    bonusMaxStake: (max: string) => string;
    multiple: string;
    /** The picks do not read: what the bet type takes. */
    picks: (hint: string) => string;
    play: string;
    sessionEnded: string;
    realOnly: string;
    busy: string;
    /** A responsible-gaming limit refused the slip: what it leaves and until when. */
    limit: (left: string, until: string) => string;
    excluded: string;
    verify: string;
    /** The terms or the privacy policy in force are not accepted yet (legal.acceptance_needed). */
    terms: string;
  };
  rules: string;
}

const playsEn = {
  D1: '1st digit',
  D2: '2nd digit',
  D3: '3rd digit',
  D4: '4th digit',
  D5: '5th digit',
  L2: 'Last two digits',
  L3: 'Last three digits',
  BS: 'Sum: big, small, odd, even',
};

const playsKo = {
  D1: '첫째 자리',
  D2: '둘째 자리',
  D3: '셋째 자리',
  D4: '넷째 자리',
  D5: '다섯째 자리',
  L2: '끝 두 자리',
  L3: '끝 세 자리',
  BS: '합계: 대, 소, 홀, 짝',
};

export const EN: PageText = {
  lang: 'en',
  title: (game) => `${game}: lottery`,
  balance: 'Balance',
  bonus: 'bonus',
  numero: 'Current draw',
  closesIn: 'Betting closes in',
  closed: 'Betting on this draw has closed; your next bet goes to the next draw.',
  drawAt: 'Draw at',
  placeBet: 'Place a bet',
  betType: 'Bet type',
  numbers: 'Numbers',
  numbersHint: (play) => `Separate picks with commas: ${play}.`,
  unit: 'Amount per bet',
  multiple: 'Multiple',
  stake: 'Stake',
  place: 'Place bet',
  placed: (count, numero) => `Bet placed on draw ${numero} (${count} ${count === 1 ? 'round' : 'rounds'}).`,
  myBets: 'My bets',
  noBets: 'No bets on this game yet.',
  lastDraws: 'Last draws',
  noDraws: 'No draws yet.',
  result: 'Result',
  sum: 'Sum',
  status: 'Status',
  win: 'Win',
  pending: 'Waiting for the draw',
  refunded: 'Refunded (chase stopped)',
  lost: 'Lost',
  won: 'Won',
  plays: playsEn,
  picksHints: {
    D: 'digits 0-9',
    L2: 'two-digit numbers 00-99',
    L3: 'three-digit numbers 000-999',
    BS: 'BIG, SMALL, ODD or EVEN',
  },
  errors: {
    numeroClosed: (closed, open) => `Draw ${closed} has closed. Your bet was not placed; place it again for draw ${open}.`,
    insufficient: 'Your balance is too low for this stake.',
    amount: 'Enter an amount above zero with at most two decimals.',
    belowMinimum: (min) => `The stake on one draw is at least ${min}.`,
    aboveMaximum: (max) => `The amount per bet is at most ${max}.`,
    bonusMaxStake: (max) => `While your bonus is active one bet may be at most ${max}.`,
    multiple: 'Enter a whole number from 1 to 100.',
    picks: (hint) => `Check your numbers: ${hint}.`,
    play: 'Choose a bet type.',
    sessionEnded: 'This game session has ended. Close the game and open it again from the lottery page.',
    realOnly: 'Lottery is played with real money only.',
    busy: 'The bet could not be placed right now. Please try again.',
    limit: (left, until) => `This bet would pass a limit you set: ${left} left until ${until}. Nothing was taken.`,
    excluded: 'You are taking a break from play: no bets until it ends. Nothing was taken.',
    verify: 'Real-money bets need your identity verified first: send your documents on the verification page in your account. Nothing was taken.',
    terms: 'Our terms or privacy policy have changed: accept the new version on the site to bet again. Nothing was taken.',
  },
  rules:
    'Each draw is five digits. A pick is one bet; the stake on a draw is amount × picks × multiple. Digit bets pay 9.8×, last two 98×, last three 980×, sum bets 1.96× (big: 23-45, small: 0-22).',
};

export const KO: PageText = {
  lang: 'ko',
  title: (game) => `${game}: 로또`,
  balance: '잔액',
  bonus: '보너스',
  numero: '현재 회차',
  closesIn: '베팅 마감까지',
  closed: '이 회차의 베팅이 마감되었습니다. 다음 베팅은 다음 회차로 들어갑니다.',
  drawAt: '추첨 시각',
  placeBet: '베팅하기',
  betType: '베팅 종류',
  numbers: '번호',
  numbersHint: (play) => `쉼표로 구분해 입력하세요: ${play}.`,
  unit: '베팅당 금액',
  multiple: '배수',
  stake: '베팅액',
  place: '베팅',
  placed: (count, numero) => `${numero} 회차에 베팅했습니다 (${count}건).`,
  myBets: '내 베팅',
  noBets: '이 게임의 베팅이 아직 없습니다.',
  lastDraws: '최근 추첨',
  noDraws: '아직 추첨이 없습니다.',
  result: '결과',
  sum: '합계',
  status: '상태',
  win: '당첨금',
  pending: '추첨 대기',
  refunded: '환불 (연속 베팅 중지)',
  lost: '낙첨',
  won: '당첨',
  plays: playsKo,
  picksHints: {
    D: '숫자 0-9',
    L2: '두 자리 숫자 00-99',
    L3: '세 자리 숫자 000-999',
    BS: 'BIG, SMALL, ODD 또는 EVEN',
  },
  errors: {
    numeroClosed: (closed, open) => `${closed} 회차가 마감되었습니다. 베팅되지 않았으니 ${open} 회차로 다시 베팅하세요.`,
    insufficient: '잔액이 베팅액보다 적습니다.',
    amount: '0보다 큰 금액을 소수점 둘째 자리까지 입력하세요.',
    belowMinimum: (min) => `한 회차의 베팅액은 최소 ${min}입니다.`,
    aboveMaximum: (max) => `베팅당 금액은 최대 ${max}입니다.`,
    bonusMaxStake: (max) => `보너스 사용 중에는 1회 베팅이 최대 ${max}입니다.`,
    multiple: '1부터 100까지의 정수를 입력하세요.',
    picks: (hint) => `번호를 확인하세요: ${hint}.`,
    play: '베팅 종류를 선택하세요.',
    sessionEnded: '게임 세션이 끝났습니다. 게임을 닫고 로또 페이지에서 다시 여세요.',
    realOnly: '로또는 실제 머니로만 플레이할 수 있습니다.',
    busy: '지금은 베팅할 수 없습니다. 다시 시도하세요.',
    limit: (left, until) => `설정하신 한도를 넘는 베팅입니다. ${until}까지 ${left} 남았습니다. 차감된 금액은 없습니다.`,
    excluded: '게임 이용을 쉬고 계신 기간입니다. 끝날 때까지 베팅할 수 없습니다. 차감된 금액은 없습니다.',
    verify: '실제 머니 베팅은 본인 인증 후 이용할 수 있습니다. 내 계정의 인증 페이지에서 서류를 보내 주세요. 차감된 금액은 없습니다.',
    terms: '이용약관 또는 개인정보 처리방침이 변경되었습니다. 사이트에서 새 버전에 동의하시면 다시 베팅할 수 있습니다. 차감된 금액은 없습니다.',
  },
  rules:
    '매 회차 다섯 자리 숫자를 추첨합니다. 번호 하나가 베팅 한 건이며, 한 회차의 베팅액은 금액 × 번호 수 × 배수입니다. 자리 베팅 9.8배, 끝 두 자리 98배, 끝 세 자리 980배, 합계 베팅 1.96배(대: 23-45, 소: 0-22).',
};

const playsZh = {
  D1: '第一位',
  D2: '第二位',
  D3: '第三位',
  D4: '第四位',
  D5: '第五位',
  L2: '后二',
  L3: '后三',
  BS: '和值：大、小、单、双',
};

const playsVi = {
  D1: 'Chữ số thứ 1',
  D2: 'Chữ số thứ 2',
  D3: 'Chữ số thứ 3',
  D4: 'Chữ số thứ 4',
  D5: 'Chữ số thứ 5',
  L2: 'Hai số cuối',
  L3: 'Ba số cuối',
  BS: 'Tổng: tài, xỉu, lẻ, chẵn',
};

const playsTh = {
  D1: 'หลักที่ 1',
  D2: 'หลักที่ 2',
  D3: 'หลักที่ 3',
  D4: 'หลักที่ 4',
  D5: 'หลักที่ 5',
  L2: '2 ตัวท้าย',
  L3: '3 ตัวท้าย',
  BS: 'ผลรวม: สูง, ต่ำ, คี่, คู่',
};

export const ZH: PageText = {
  lang: 'zh',
  title: (game) => `${game}：彩票`,
  balance: '余额',
  bonus: '奖金',
  numero: '当前期号',
  closesIn: '距离封盘',
  closed: '本期已封盘，您的下一笔投注将进入下一期。',
  drawAt: '开奖时间',
  placeBet: '投注',
  betType: '玩法',
  numbers: '号码',
  numbersHint: (play) => `多个号码请用英文逗号分隔：${play}。`,
  unit: '单注金额',
  multiple: '倍数',
  stake: '投注额',
  place: '确认投注',
  placed: (count, numero) => `已投注第 ${numero} 期（共 ${count} 注）。`,
  myBets: '我的投注',
  noBets: '本游戏暂无投注记录。',
  lastDraws: '近期开奖',
  noDraws: '暂无开奖记录。',
  result: '开奖结果',
  sum: '和值',
  status: '状态',
  win: '中奖金额',
  pending: '等待开奖',
  refunded: '已退款（追号已停止）',
  lost: '未中奖',
  won: '已中奖',
  plays: playsZh,
  picksHints: {
    D: '数字 0-9',
    L2: '两位数 00-99',
    L3: '三位数 000-999',
    BS: 'BIG（大）、SMALL（小）、ODD（单）或 EVEN（双）',
  },
  errors: {
    numeroClosed: (closed, open) => `第 ${closed} 期已封盘，本次投注未成功；请重新投注第 ${open} 期。`,
    insufficient: '余额不足以支付此投注额。',
    amount: '请输入大于零、最多两位小数的金额。',
    belowMinimum: (min) => `每期投注额最低为 ${min}。`,
    aboveMaximum: (max) => `单注金额最高为 ${max}。`,
    bonusMaxStake: (max) => `奖金生效期间，单注最多 ${max}。`,
    multiple: '请输入 1 到 100 之间的整数。',
    picks: (hint) => `请检查您的号码：${hint}。`,
    play: '请选择玩法。',
    sessionEnded: '本次游戏会话已结束。请关闭游戏，并从彩票页面重新打开。',
    realOnly: '彩票仅支持真钱投注。',
    busy: '暂时无法投注，请稍后重试。',
    limit: (left, until) => `此投注将超出您设定的限额：在 ${until} 之前还剩 ${left}。未扣除任何款项。`,
    excluded: '您正处于暂停游戏期间，结束前无法投注。未扣除任何款项。',
    verify: '真钱投注需先完成身份验证：请在账户的验证页面提交证件。未扣除任何款项。',
    terms: '我们的条款或隐私政策已更新：请在网站上同意新版本后再投注。未扣除任何款项。',
  },
  rules:
    '每期开出五位数字。每个号码为一注，每期投注额 = 单注金额 × 号码数 × 倍数。定位玩法赔率 9.8 倍，后二 98 倍，后三 980 倍，和值玩法 1.96 倍（大：23-45，小：0-22）。',
};

export const VI: PageText = {
  lang: 'vi',
  title: (game) => `${game}: xổ số`,
  balance: 'Số dư',
  bonus: 'tiền thưởng',
  numero: 'Kỳ quay hiện tại',
  closesIn: 'Đóng cược sau',
  closed: 'Kỳ này đã đóng cược; lần cược tiếp theo của bạn sẽ vào kỳ sau.',
  drawAt: 'Giờ quay thưởng',
  placeBet: 'Đặt cược',
  betType: 'Loại cược',
  numbers: 'Số chọn',
  numbersHint: (play) => `Phân tách các số bằng dấu phẩy: ${play}.`,
  unit: 'Tiền mỗi cược',
  multiple: 'Hệ số nhân',
  stake: 'Tiền cược',
  place: 'Đặt cược',
  placed: (count, numero) => `Đã đặt cược vào kỳ ${numero} (${count} cược).`,
  myBets: 'Cược của tôi',
  noBets: 'Chưa có cược nào cho trò chơi này.',
  lastDraws: 'Kết quả gần đây',
  noDraws: 'Chưa có kỳ quay nào.',
  result: 'Kết quả',
  sum: 'Tổng',
  status: 'Trạng thái',
  win: 'Tiền thắng',
  pending: 'Chờ quay thưởng',
  refunded: 'Đã hoàn tiền (dừng cược nối kỳ)',
  lost: 'Thua',
  won: 'Thắng',
  plays: playsVi,
  picksHints: {
    D: 'chữ số 0-9',
    L2: 'số hai chữ số 00-99',
    L3: 'số ba chữ số 000-999',
    BS: 'BIG (tài), SMALL (xỉu), ODD (lẻ) hoặc EVEN (chẵn)',
  },
  errors: {
    numeroClosed: (closed, open) => `Kỳ ${closed} đã đóng cược. Cược của bạn chưa được đặt; hãy đặt lại cho kỳ ${open}.`,
    insufficient: 'Số dư không đủ cho mức cược này.',
    amount: 'Nhập số tiền lớn hơn 0, tối đa hai chữ số thập phân.',
    belowMinimum: (min) => `Tiền cược cho một kỳ tối thiểu là ${min}.`,
    aboveMaximum: (max) => `Tiền mỗi cược tối đa là ${max}.`,
    bonusMaxStake: (max) => `Khi tiền thưởng đang hoạt động, mỗi cược tối đa ${max}.`,
    multiple: 'Nhập số nguyên từ 1 đến 100.',
    picks: (hint) => `Hãy kiểm tra các số đã chọn: ${hint}.`,
    play: 'Hãy chọn loại cược.',
    sessionEnded: 'Phiên chơi đã kết thúc. Hãy đóng trò chơi và mở lại từ trang xổ số.',
    realOnly: 'Xổ số chỉ chơi bằng tiền thật.',
    busy: 'Hiện không thể đặt cược. Vui lòng thử lại.',
    limit: (left, until) => `Cược này vượt quá giới hạn bạn đã đặt: còn ${left} đến ${until}. Bạn chưa bị trừ tiền.`,
    excluded: 'Bạn đang trong thời gian tạm ngừng chơi: không thể đặt cược cho đến khi kết thúc. Bạn chưa bị trừ tiền.',
    verify: 'Đặt cược bằng tiền thật cần xác minh danh tính trước: hãy gửi giấy tờ trên trang xác minh trong tài khoản. Bạn chưa bị trừ tiền.',
    terms: 'Điều khoản hoặc chính sách quyền riêng tư đã thay đổi: hãy chấp nhận phiên bản mới trên trang web để tiếp tục đặt cược. Bạn chưa bị trừ tiền.',
  },
  rules:
    'Mỗi kỳ quay ra năm chữ số. Mỗi số chọn là một cược; tiền cược một kỳ = tiền mỗi cược × số lượng số chọn × hệ số nhân. Cược chữ số trả 9,8 lần, hai số cuối 98 lần, ba số cuối 980 lần, cược tổng 1,96 lần (tài: 23-45, xỉu: 0-22).',
};

export const TH: PageText = {
  lang: 'th',
  title: (game) => `${game}: หวย`,
  balance: 'ยอดเงินคงเหลือ',
  bonus: 'โบนัส',
  numero: 'งวดปัจจุบัน',
  closesIn: 'ปิดรับแทงใน',
  closed: 'งวดนี้ปิดรับแทงแล้ว การแทงครั้งถัดไปจะเข้างวดถัดไป',
  drawAt: 'เวลาออกผล',
  placeBet: 'แทงหวย',
  betType: 'ประเภทการแทง',
  numbers: 'ตัวเลข',
  numbersHint: (play) => `คั่นแต่ละชุดด้วยเครื่องหมายจุลภาค: ${play}`,
  unit: 'เงินต่อการแทง',
  multiple: 'ตัวคูณ',
  stake: 'ยอดแทง',
  place: 'แทง',
  placed: (count, numero) => `แทงงวด ${numero} แล้ว (${count} รายการ)`,
  myBets: 'รายการแทงของฉัน',
  noBets: 'ยังไม่มีรายการแทงในเกมนี้',
  lastDraws: 'ผลรางวัลล่าสุด',
  noDraws: 'ยังไม่มีการออกผล',
  result: 'ผลรางวัล',
  sum: 'ผลรวม',
  status: 'สถานะ',
  win: 'เงินรางวัล',
  pending: 'รอออกผล',
  refunded: 'คืนเงินแล้ว (หยุดแทงต่อเนื่อง)',
  lost: 'ไม่ถูกรางวัล',
  won: 'ถูกรางวัล',
  plays: playsTh,
  picksHints: {
    D: 'เลข 0-9',
    L2: 'เลขสองหลัก 00-99',
    L3: 'เลขสามหลัก 000-999',
    BS: 'BIG (สูง), SMALL (ต่ำ), ODD (คี่) หรือ EVEN (คู่)',
  },
  errors: {
    numeroClosed: (closed, open) => `งวด ${closed} ปิดรับแทงแล้ว รายการนี้ยังไม่ได้แทง กรุณาแทงใหม่ในงวด ${open}`,
    insufficient: 'ยอดเงินไม่พอสำหรับยอดแทงนี้',
    amount: 'กรอกจำนวนเงินที่มากกว่าศูนย์ ทศนิยมไม่เกินสองตำแหน่ง',
    belowMinimum: (min) => `ยอดแทงต่องวดขั้นต่ำ ${min}`,
    aboveMaximum: (max) => `เงินต่อการแทงสูงสุด ${max}`,
    bonusMaxStake: (max) => `ระหว่างที่โบนัสใช้งานอยู่ เดิมพันแต่ละครั้งได้ไม่เกิน ${max}`,
    multiple: 'กรอกจำนวนเต็มตั้งแต่ 1 ถึง 100',
    picks: (hint) => `ตรวจสอบตัวเลขของคุณ: ${hint}`,
    play: 'เลือกประเภทการแทง',
    sessionEnded: 'เซสชันเกมนี้สิ้นสุดแล้ว ปิดเกมแล้วเปิดใหม่จากหน้าหวย',
    realOnly: 'หวยเล่นได้ด้วยเงินจริงเท่านั้น',
    busy: 'ยังแทงไม่ได้ในขณะนี้ กรุณาลองอีกครั้ง',
    limit: (left, until) => `การแทงนี้เกินวงเงินที่คุณตั้งไว้: เหลือ ${left} จนถึง ${until} ไม่มีการหักเงิน`,
    excluded: 'คุณอยู่ในช่วงพักการเล่น แทงไม่ได้จนกว่าจะสิ้นสุด ไม่มีการหักเงิน',
    verify: 'การแทงด้วยเงินจริงต้องยืนยันตัวตนก่อน โปรดส่งเอกสารที่หน้ายืนยันตัวตนในบัญชีของคุณ ไม่มีการหักเงิน',
    terms: 'ข้อกำหนดหรือนโยบายความเป็นส่วนตัวของเรามีการเปลี่ยนแปลง โปรดยอมรับฉบับใหม่บนเว็บไซต์เพื่อแทงต่อ ไม่มีการหักเงิน',
  },
  rules:
    'แต่ละงวดออกเลขห้าหลัก เลขหนึ่งชุดคือการแทงหนึ่งรายการ ยอดแทงต่องวด = เงินต่อการแทง × จำนวนชุดเลข × ตัวคูณ แทงรายหลักจ่าย 9.8 เท่า สองตัวท้าย 98 เท่า สามตัวท้าย 980 เท่า แทงผลรวมจ่าย 1.96 เท่า (สูง: 23-45, ต่ำ: 0-22)',
};

export const PAGE_TEXT: Readonly<Record<TextLanguage, PageText>> = { en: EN, ko: KO, zh: ZH, vi: VI, th: TH };

/** The page's words for a session's language code (EN, KO, CN, VI, TH; anything else: English). */
export const pageText = (language: string): PageText => PAGE_TEXT[textLanguage(language)];

export function hintFor(text: PageText, play: string): string {
  if (play === 'L2' || play === 'L3' || play === 'BS') return text.picksHints[play] ?? '';
  return text.picksHints.D ?? '';
}
