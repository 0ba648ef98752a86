/**
 * The words of a game's information (game-info.ts): its rules as paragraphs and the names of its
 * pay table's outcomes, in every text language. `{name}` marks a value filled in; each set of
 * rules says what the stand-in game server's pages (pages.ts) and engines (outcomes.ts) do.
 */
import type { TextLanguage } from '../../http/language';

export interface RulesWords {
  spin: string[];
  crash: string[];
  baccarat: string[];
  fixtures: string[];
  /** After every instant game's rules: a result is fixed when the round starts. */
  interrupted: string;
  /** After every game's rules: what the return to player means. */
  rtpMeaning: string;
  /** After the rules of a game with a free trial. */
  trial: string;
  /** A pay table row of the reels: three of `{symbol}`. */
  threeOf: string;
  /** A pay table row of crash: reaching the cash-out `{target}`. */
  cashOutAt: string;
  /** Pay table rows of baccarat. */
  betWins: Readonly<Record<'PLAYER' | 'BANKER' | 'TIE', string>>;
  tiePush: string;
}

const EN: RulesWords = {
  spin: [
    'Choose a stake and spin. The three reels stop on symbols drawn by the game server: three of the same symbol win what the pay table shows for it, as a multiple of the stake (the stake included). Any other result wins nothing.',
  ],
  crash: [
    'Choose a stake and a cash-out multiplier, then launch. The multiplier starts at 1.00× and stops at a point drawn by the game server. If it reaches your cash-out, you win the stake times the cash-out; if it stops before, the stake is lost.',
    'The chance of reaching a cash-out is the return to player divided by the cash-out (for 2.00×, 48.5%), so every cash-out returns the same share of the stakes.',
  ],
  baccarat: [
    'Baccarat (punto banco) dealt by the game server from a full shoe of eight decks for every round. Bet on Player, Banker or Tie.',
    'Cards count: an ace 1, two to nine their value, tens and face cards 0; a hand counts the last digit of its total. Each hand gets two cards; if either has 8 or 9, both stand. Otherwise the Player draws a third card on 0 to 5, and the Banker draws by the standard third-card table.',
    'A winning Player bet returns 2× the stake (pays 1:1), Banker 1.95× (pays 0.95:1, a 5% commission), Tie 9× (pays 8:1). When the hands tie, Player and Banker bets are returned and do not count as turnover.',
  ],
  fixtures: [
    'A fixture kicks off every five minutes; each result (a home win, a draw where the sport has one, an away win) shows its decimal odds. A winning bet returns the stake times the odds it was placed at; other bets lose.',
    'Bets close at kick-off and are settled when the fixture ends. The game server draws the result from the chances the odds are set from, and the odds return at most 95% of the stakes on every result.',
  ],
  interrupted:
    'The result is drawn when the round starts and cannot change: a round left unfinished (a closed page, a lost connection) is completed by the game server within a minute, and any win is paid to your balance. Your rounds are listed in your betting records.',
  rtpMeaning:
    'The return to player is the share of all stakes a game pays back over a very large number of rounds. It is not what one session returns: a session can end well above or below it.',
  trial: 'A free trial plays by the same rules with play money; nothing it wins is paid out.',
  threeOf: 'Three × {symbol}',
  cashOutAt: 'Cash-out {target} reached',
  betWins: { PLAYER: 'Player bet, Player wins', BANKER: 'Banker bet, Banker wins', TIE: 'Tie bet, the hands tie' },
  tiePush: 'Player or Banker bet, the hands tie',
};

const KO: RulesWords = {
  spin: [
    '베팅 금액을 고르고 스핀하세요. 세 개의 릴은 게임 서버가 추첨한 심볼에서 멈춥니다. 같은 심볼 세 개가 나오면 배당표에 적힌 배수만큼(베팅 금액 포함) 당첨됩니다. 그 밖의 결과는 당첨이 없습니다.',
  ],
  crash: [
    '베팅 금액과 캐시아웃 배수를 고른 뒤 시작하세요. 배수는 1.00×에서 오르기 시작해 게임 서버가 추첨한 지점에서 멈춥니다. 캐시아웃 배수에 닿으면 베팅 금액 × 캐시아웃 배수를 받고, 그 전에 멈추면 베팅 금액을 잃습니다.',
    '캐시아웃 배수에 닿을 확률은 환수율을 캐시아웃 배수로 나눈 값입니다(2.00×라면 48.5%). 그래서 어느 배수를 골라도 베팅 금액에서 돌려받는 비율은 같습니다.',
  ],
  baccarat: [
    '게임 서버가 라운드마다 8덱 전체 슈에서 카드를 나누는 바카라(푼토 방코)입니다. 플레이어, 뱅커, 타이 중 하나에 베팅하세요.',
    '카드 점수: 에이스는 1, 2~9는 숫자 그대로, 10과 그림 카드는 0이며 핸드는 합계의 일의 자리로 셉니다. 각 핸드는 두 장을 받고, 어느 한쪽이 8이나 9면 둘 다 멈춥니다. 그렇지 않으면 플레이어는 0~5일 때 세 번째 카드를 받고, 뱅커는 표준 세 번째 카드 규칙에 따라 받습니다.',
    '플레이어 베팅이 이기면 베팅 금액의 2배(1:1 지급), 뱅커는 1.95배(0.95:1 지급, 5% 커미션), 타이는 9배(8:1 지급)를 돌려받습니다. 두 핸드가 비기면 플레이어와 뱅커 베팅은 돌려받으며 롤링(유효 베팅)에 포함되지 않습니다.',
  ],
  fixtures: [
    '5분마다 경기가 시작되며, 각 결과(홈 승, 무승부가 있는 종목의 무승부, 원정 승)에 소수점 배당이 표시됩니다. 적중한 베팅은 베팅 금액 × 베팅 당시 배당을 받고, 나머지 베팅은 잃습니다.',
    '베팅은 경기 시작 시 마감되며 경기가 끝나면 정산됩니다. 게임 서버는 배당의 기준이 된 확률로 결과를 추첨하며, 어느 결과든 배당은 베팅 금액의 최대 95%를 돌려줍니다.',
  ],
  interrupted:
    '결과는 라운드가 시작될 때 추첨되어 바뀌지 않습니다. 끝나지 않은 라운드(페이지를 닫았거나 연결이 끊긴 경우)는 게임 서버가 1분 안에 마치며, 당첨금은 잔액에 지급됩니다. 라운드는 베팅 기록에서 볼 수 있습니다.',
  rtpMeaning:
    '환수율(RTP)은 매우 많은 라운드에 걸쳐 게임이 전체 베팅 금액에서 돌려주는 비율입니다. 한 세션의 결과가 아니며, 한 세션은 이보다 훨씬 높거나 낮게 끝날 수 있습니다.',
  trial: '무료 체험은 같은 규칙으로 연습용 머니를 사용하며, 당첨금은 지급되지 않습니다.',
  threeOf: '{symbol} × 3',
  cashOutAt: '캐시아웃 {target} 도달',
  betWins: { PLAYER: '플레이어 베팅, 플레이어 승', BANKER: '뱅커 베팅, 뱅커 승', TIE: '타이 베팅, 타이' },
  tiePush: '플레이어 또는 뱅커 베팅, 타이',
};

const ZH: RulesWords = {
  spin: ['选择投注额并旋转。三个转轴停在游戏服务器抽出的符号上：三个相同符号按赔付表所示的投注倍数派彩（含本金）。其他结果不派彩。'],
  crash: [
    '选择投注额和兑现倍数，然后开始。倍数从 1.00× 开始上升，停在游戏服务器抽出的位置。若达到您的兑现倍数，您赢得投注额乘以兑现倍数；若在此之前停止，投注额输掉。',
    '达到兑现倍数的概率等于返还率除以兑现倍数（2.00× 时为 48.5%），因此无论选择哪个倍数，返还投注额的比例都相同。',
  ],
  baccarat: [
    '百家乐（庄闲），每局由游戏服务器从完整的八副牌牌靴发牌。可投注闲、庄或和。',
    '点数：A 为 1，2 至 9 按牌面，10 和人头牌为 0；每手牌取总点数的个位数。双方各发两张牌，任一方为 8 或 9 点则双方停牌。否则闲家 0 至 5 点补第三张牌，庄家按标准补牌规则补牌。',
    '闲赢返还投注额的 2 倍（1 赔 1），庄赢 1.95 倍（1 赔 0.95，抽佣 5%），和局 9 倍（1 赔 8）。出现和局时，闲和庄的投注退回，且不计入有效投注。',
  ],
  fixtures: [
    '每五分钟开赛一场；每个结果（主胜、有平局的项目的平局、客胜）均显示小数赔率。赢的投注返还投注额乘以下注时的赔率，其余投注输掉。',
    '投注在开赛时截止，比赛结束时结算。游戏服务器按赔率所依据的概率抽出结果，每个结果的赔率最多返还投注额的 95%。',
  ],
  interrupted: '结果在一局开始时抽出，不会改变：未完成的一局（关闭页面、连接中断）由游戏服务器在一分钟内完成，所赢金额派至您的余额。您的每局记录见投注记录。',
  rtpMeaning: '返还率（RTP）是游戏在极多局数中返还全部投注额的比例。它不是一次游戏的结果：一次游戏可能远高于或低于它。',
  trial: '免费试玩按相同规则使用试玩币，所赢金额不会派发。',
  threeOf: '{symbol} × 3',
  cashOutAt: '达到兑现倍数 {target}',
  betWins: { PLAYER: '投注闲，闲赢', BANKER: '投注庄，庄赢', TIE: '投注和，和局' },
  tiePush: '投注闲或庄，和局',
};

const VI: RulesWords = {
  spin: [
    'Chọn mức cược rồi quay. Ba cuộn dừng ở các biểu tượng do máy chủ trò chơi rút ra: ba biểu tượng giống nhau thắng bội số tiền cược ghi trong bảng trả thưởng (đã gồm tiền cược). Mọi kết quả khác không thắng.',
  ],
  crash: [
    'Chọn mức cược và hệ số rút tiền, rồi bắt đầu. Hệ số bắt đầu từ 1.00× và dừng ở một điểm do máy chủ trò chơi rút ra. Nếu nó chạm hệ số rút tiền của bạn, bạn thắng tiền cược nhân hệ số đó; nếu nó dừng trước, bạn mất tiền cược.',
    'Xác suất chạm hệ số rút tiền bằng tỷ lệ hoàn trả chia cho hệ số đó (với 2.00× là 48,5%), nên hệ số nào cũng hoàn lại cùng một tỷ lệ tiền cược.',
  ],
  baccarat: [
    'Baccarat (punto banco), mỗi ván máy chủ trò chơi chia bài từ một hộp đủ tám bộ bài. Cược Nhà Con, Nhà Cái hoặc Hòa.',
    'Cách tính điểm: át là 1, hai đến chín theo số, mười và quân hình là 0; mỗi tay lấy chữ số cuối của tổng điểm. Mỗi bên nhận hai lá; nếu một bên có 8 hoặc 9, cả hai dừng. Nếu không, Nhà Con rút lá thứ ba khi có 0 đến 5, và Nhà Cái rút theo bảng rút lá thứ ba tiêu chuẩn.',
    'Cược Nhà Con thắng được trả 2 lần tiền cược (1 ăn 1), Nhà Cái 1,95 lần (1 ăn 0,95, hoa hồng 5%), Hòa 9 lần (1 ăn 8). Khi hai tay hòa, cược Nhà Con và Nhà Cái được hoàn lại và không tính vào doanh số cược.',
  ],
  fixtures: [
    'Cứ năm phút có một trận bắt đầu; mỗi kết quả (đội nhà thắng, hòa nếu môn đó có hòa, đội khách thắng) hiển thị tỷ lệ cược thập phân. Cược thắng nhận tiền cược nhân tỷ lệ lúc đặt; các cược khác thua.',
    'Nhận cược đến lúc trận bắt đầu và thanh toán khi trận kết thúc. Máy chủ trò chơi rút kết quả theo xác suất mà tỷ lệ cược được đặt ra, và tỷ lệ cược của mọi kết quả hoàn lại tối đa 95% tiền cược.',
  ],
  interrupted:
    'Kết quả được rút khi ván bắt đầu và không thay đổi: ván chưa xong (đóng trang, mất kết nối) sẽ được máy chủ trò chơi hoàn tất trong vòng một phút, và tiền thắng được cộng vào số dư của bạn. Các ván của bạn có trong lịch sử cược.',
  rtpMeaning:
    'Tỷ lệ hoàn trả (RTP) là phần tiền cược mà trò chơi trả lại qua một số rất lớn ván. Đó không phải kết quả của một phiên chơi: một phiên có thể kết thúc cao hơn hoặc thấp hơn nhiều.',
  trial: 'Chơi thử miễn phí theo cùng luật với tiền chơi thử; tiền thắng không được chi trả.',
  threeOf: '{symbol} × 3',
  cashOutAt: 'Chạm hệ số rút tiền {target}',
  betWins: { PLAYER: 'Cược Nhà Con, Nhà Con thắng', BANKER: 'Cược Nhà Cái, Nhà Cái thắng', TIE: 'Cược Hòa, hai tay hòa' },
  tiePush: 'Cược Nhà Con hoặc Nhà Cái, hai tay hòa',
};

const TH: RulesWords = {
  spin: ['เลือกยอดเดิมพันแล้วหมุน วงล้อทั้งสามหยุดที่สัญลักษณ์ที่เซิร์ฟเวอร์เกมสุ่ม สัญลักษณ์เดียวกันสามตัวชนะตามจำนวนเท่าของเดิมพันในตารางการจ่าย (รวมเงินเดิมพัน) ผลอื่นไม่ได้รับรางวัล'],
  crash: [
    'เลือกยอดเดิมพันและตัวคูณถอนเงิน แล้วเริ่มเล่น ตัวคูณเริ่มที่ 1.00× และหยุดที่จุดที่เซิร์ฟเวอร์เกมสุ่ม หากถึงตัวคูณถอนเงินของคุณ คุณได้รับเงินเดิมพันคูณตัวคูณนั้น หากหยุดก่อน คุณเสียเงินเดิมพัน',
    'โอกาสที่จะถึงตัวคูณถอนเงินเท่ากับอัตราการจ่ายคืนหารด้วยตัวคูณนั้น (ที่ 2.00× คือ 48.5%) ไม่ว่าเลือกตัวคูณใด สัดส่วนเงินเดิมพันที่ได้คืนจึงเท่ากัน',
  ],
  baccarat: [
    'บาคาร่า (ปุนโต บังโก) เซิร์ฟเวอร์เกมแจกไพ่จากกล่องไพ่ครบแปดสำรับทุกรอบ เดิมพันฝั่งผู้เล่น เจ้ามือ หรือเสมอ',
    'การนับแต้ม: เอซเป็น 1 สองถึงเก้าตามหน้าไพ่ สิบและไพ่ภาพเป็น 0 แต่ละมือนับหลักหน่วยของผลรวม แต่ละฝั่งได้ไพ่สองใบ หากฝั่งใดได้ 8 หรือ 9 ทั้งสองฝั่งหยุด มิฉะนั้นผู้เล่นจั่วใบที่สามเมื่อได้ 0 ถึง 5 และเจ้ามือจั่วตามตารางการจั่วใบที่สามมาตรฐาน',
    'เดิมพันผู้เล่นที่ชนะได้คืน 2 เท่าของเดิมพัน (จ่าย 1:1) เจ้ามือ 1.95 เท่า (จ่าย 0.95:1 หักค่าคอมมิชชัน 5%) เสมอ 9 เท่า (จ่าย 8:1) เมื่อสองมือเสมอกัน เดิมพันผู้เล่นและเจ้ามือได้คืนและไม่นับเป็นยอดเทิร์นโอเวอร์',
  ],
  fixtures: [
    'มีการแข่งขันเริ่มทุกห้านาที แต่ละผล (เจ้าบ้านชนะ เสมอสำหรับกีฬาที่เสมอได้ ทีมเยือนชนะ) แสดงราคาต่อรองแบบทศนิยม เดิมพันที่ชนะได้รับเงินเดิมพันคูณราคาตอนวางเดิมพัน เดิมพันอื่นเสีย',
    'ปิดรับเดิมพันเมื่อการแข่งขันเริ่ม และสรุปผลเมื่อการแข่งขันจบ เซิร์ฟเวอร์เกมสุ่มผลตามโอกาสที่ใช้กำหนดราคาต่อรอง และราคาของทุกผลจ่ายคืนไม่เกิน 95% ของเงินเดิมพัน',
  ],
  interrupted:
    'ผลถูกสุ่มเมื่อรอบเริ่มและเปลี่ยนไม่ได้ รอบที่ยังไม่จบ (ปิดหน้า การเชื่อมต่อขาด) เซิร์ฟเวอร์เกมจะเล่นให้จบภายในหนึ่งนาที และเงินรางวัลเข้ายอดเงินของคุณ ดูรอบการเล่นของคุณได้ในประวัติการเดิมพัน',
  rtpMeaning: 'อัตราการจ่ายคืน (RTP) คือสัดส่วนของเงินเดิมพันทั้งหมดที่เกมจ่ายคืนเมื่อเล่นจำนวนรอบมาก ๆ ไม่ใช่ผลของการเล่นหนึ่งครั้ง การเล่นหนึ่งครั้งอาจจบสูงหรือต่ำกว่านั้นมาก',
  trial: 'การทดลองเล่นฟรีใช้กติกาเดียวกันด้วยเงินทดลองเล่น เงินรางวัลจะไม่ถูกจ่ายจริง',
  threeOf: '{symbol} × 3',
  cashOutAt: 'ถึงตัวคูณถอนเงิน {target}',
  betWins: { PLAYER: 'เดิมพันผู้เล่น ผู้เล่นชนะ', BANKER: 'เดิมพันเจ้ามือ เจ้ามือชนะ', TIE: 'เดิมพันเสมอ สองมือเสมอ' },
  tiePush: 'เดิมพันผู้เล่นหรือเจ้ามือ สองมือเสมอ',
};

export const RULES_WORDS: Readonly<Record<TextLanguage, RulesWords>> = { en: EN, ko: KO, zh: ZH, vi: VI, th: TH };
