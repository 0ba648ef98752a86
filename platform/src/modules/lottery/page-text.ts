/** The words of the lottery game page (page.ts), in English and Korean. */

export interface PageText {
  lang: 'en' | 'ko';
  title: (game: string) => string;
  balance: string;
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
    multiple: string;
    picks: string;
    play: string;
    sessionEnded: string;
    realOnly: string;
    busy: string;
    /** A responsible-gaming limit refused the slip: what it leaves and until when. */
    limit: (left: string, until: string) => string;
    excluded: string;
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
    multiple: 'Enter a whole number from 1 to 100.',
    picks: 'Check your numbers',
    play: 'Choose a bet type.',
    sessionEnded: 'This game session has ended. Close the game and open it again from the lottery page.',
    realOnly: 'Lottery is played with real money only.',
    busy: 'The bet could not be placed right now. Please try again.',
    limit: (left, until) => `This bet would pass a limit you set: ${left} left until ${until}. Nothing was taken.`,
    excluded: 'You are taking a break from play: no bets until it ends. Nothing was taken.',
  },
  rules:
    'Each draw is five digits. A pick is one bet; the stake on a draw is amount × picks × multiple. Digit bets pay 9.8×, last two 98×, last three 980×, sum bets 1.96× (big: 23-45, small: 0-22).',
};

export const KO: PageText = {
  lang: 'ko',
  title: (game) => `${game}: 로또`,
  balance: '잔액',
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
    multiple: '1부터 100까지의 정수를 입력하세요.',
    picks: '번호를 확인하세요',
    play: '베팅 종류를 선택하세요.',
    sessionEnded: '게임 세션이 끝났습니다. 게임을 닫고 로또 페이지에서 다시 여세요.',
    realOnly: '로또는 실제 머니로만 플레이할 수 있습니다.',
    busy: '지금은 베팅할 수 없습니다. 다시 시도하세요.',
    limit: (left, until) => `설정하신 한도를 넘는 베팅입니다. ${until}까지 ${left} 남았습니다. 차감된 금액은 없습니다.`,
    excluded: '게임 이용을 쉬고 계신 기간입니다. 끝날 때까지 베팅할 수 없습니다. 차감된 금액은 없습니다.',
  },
  rules:
    '매 회차 다섯 자리 숫자를 추첨합니다. 번호 하나가 베팅 한 건이며, 한 회차의 베팅액은 금액 × 번호 수 × 배수입니다. 자리 베팅 9.8배, 끝 두 자리 98배, 끝 세 자리 980배, 합계 베팅 1.96배(대: 23-45, 소: 0-22).',
};

export const pageText = (language: string): PageText => (language.toUpperCase() === 'KO' ? KO : EN);

export function hintFor(text: PageText, play: string): string {
  if (play === 'L2' || play === 'L3' || play === 'BS') return text.picksHints[play] ?? '';
  return text.picksHints.D ?? '';
}
