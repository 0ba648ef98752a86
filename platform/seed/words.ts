/**
 * Parallel English/Korean word lists for generated game names: the same index is the same word,
 * so every game's Korean name is a translation of its English name.
 */
export type Word = readonly [en: string, ko: string];

export const SLOT_ADJECTIVES: readonly Word[] = [
  ['Golden', '황금'], ['Lucky', '행운의'], ['Mystic', '신비한'], ['Wild', '와일드'], ['Royal', '로열'],
  ['Ancient', '고대'], ['Sacred', '신성한'], ['Burning', '불타는'], ['Frozen', '얼어붙은'], ['Shining', '빛나는'],
  ['Hidden', '숨겨진'], ['Mighty', '강력한'], ['Crystal', '크리스탈'], ['Silver', '은빛'], ['Jade', '비취'],
  ['Ruby', '루비'], ['Emerald', '에메랄드'], ['Midnight', '한밤의'], ['Thunder', '천둥'], ['Eternal', '영원한'],
  ['Secret', '비밀의'], ['Magic', '마법의'], ['Cosmic', '우주의'], ['Savage', '야생의'], ['Dancing', '춤추는'],
  ['Flaming', '불꽃'], ['Imperial', '황실'], ['Sunny', '햇살'], ['Stormy', '폭풍의'], ['Velvet', '벨벳'],
  ['Diamond', '다이아몬드'], ['Neon', '네온'], ['Sweet', '달콤한'], ['Jungle', '정글'], ['Pirate', '해적'],
  ['Sapphire', '사파이어'], ['Celestial', '천상의'], ['Fiery', '불같은'], ['Lost', '잃어버린'], ['Rising', '떠오르는'],
];

export const SLOT_NOUNS: readonly Word[] = [
  ['Dragon', '용'], ['Tiger', '호랑이'], ['Phoenix', '불사조'], ['Panda', '판다'], ['Koi', '잉어'],
  ['Pharaoh', '파라오'], ['Buffalo', '버팔로'], ['Wolf', '늑대'], ['Lion', '사자'], ['Eagle', '독수리'],
  ['Temple', '사원'], ['Empire', '제국'], ['Jewels', '보석'], ['Fruits', '과일'], ['Cherries', '체리'],
  ['Sevens', '세븐'], ['Gems', '젬'], ['Pearls', '진주'], ['Lotus', '연꽃'], ['Samurai', '사무라이'],
  ['Ninja', '닌자'], ['Viking', '바이킹'], ['Goddess', '여신'], ['Wizard', '마법사'], ['Princess', '공주'],
  ['Kingdom', '왕국'], ['Safari', '사파리'], ['Ocean', '바다'], ['Volcano', '화산'], ['Moon', '달'],
  ['Sun', '태양'], ['Stars', '별'], ['Candy', '캔디'], ['Carnival', '카니발'], ['Gold', '골드'],
  ['Horses', '말'], ['Monkey', '원숭이'], ['Rabbit', '토끼'], ['Fox', '여우'], ['Crown', '왕관'],
];

export const SLOT_SUFFIXES: readonly Word[] = [
  ['Fortune', '포춘'], ['Riches', '부귀'], ['Megaways', '메가웨이즈'], ['Deluxe', '디럭스'], ['Hold and Win', '홀드 앤 윈'],
  ['Bonanza', '보난자'], ['Quest', '퀘스트'], ['Legends', '전설'], ['Treasures', '보물'], ['Jackpot', '잭팟'],
  ['Party', '파티'], ['Rush', '러시'], ['Blitz', '블리츠'], ['Link', '링크'], ['Power', '파워'],
  ['Reels', '릴'], ['Spins', '스핀'], ['Adventure', '어드벤처'], ['Palace', '궁전'], ['Wins', '윈즈'],
  ['Xtreme', '익스트림'], ['Dreams', '드림'], ['Mania', '매니아'], ['Strike', '스트라이크'], ['Tales', '이야기'],
];

/** Base names per non-slot game type; variants below make them distinct inside a vendor. */
export const TITLES_BY_TYPE: Readonly<Record<string, readonly Word[]>> = {
  LIVE: [
    ['Baccarat', '바카라'], ['Speed Baccarat', '스피드 바카라'], ['Lightning Roulette', '라이트닝 룰렛'],
    ['Blackjack', '블랙잭'], ['Sic Bo', '식보'], ['Dragon Tiger', '드래곤 타이거'], ['Roulette', '룰렛'],
    ['Fan Tan', '판탄'], ["Casino Hold'em", '카지노 홀덤'], ['Money Wheel', '머니 휠'], ['Squeeze Baccarat', '스퀴즈 바카라'],
    ['Auto Roulette', '오토 룰렛'],
  ],
  FISH: [
    ['Ocean King', '오션 킹'], ['Fishing War', '피싱 워'], ['Shark Hunter', '상어 사냥꾼'], ['Mermaid Treasure', '인어의 보물'],
    ['Deep Sea Catch', '심해 낚시'], ['Dragon Fishing', '드래곤 피싱'], ['Golden Toad', '황금 두꺼비'], ['Crab Kingdom', '게 왕국'],
  ],
  PVP: [
    ['Texas Poker', '텍사스 포커'], ['Niu Niu', '니우니우'], ['Blackjack Duel', '블랙잭 대결'], ['Rummy', '러미'],
    ['Teen Patti', '틴 파티'], ['Go Stop', '고스톱'], ['Mahjong', '마작'], ['Big Two', '빅 투'], ['Sevens Up', '세븐스 업'],
  ],
  LOTT: [
    ['Mega 6/45', '메가 6/45'], ['Power Ball', '파워볼'], ['Lotto 5/35', '로또 5/35'], ['Keno', '키노'], ['Pick 3', '픽 3'],
    ['Pick 4', '픽 4'], ['Lucky Thai', '럭키 타이'], ['Hanoi Lotto', '하노이 로또'], ['Seoul Lotto', '서울 로또'], ['Jakarta 4D', '자카르타 4D'],
  ],
  ELOTT: [
    ['Fast 3', '패스트 3'], ['Quick Keno', '퀵 키노'], ['VN Lotto 45s', 'VN 로또 45초'], ['VN Lotto 1min', 'VN 로또 1분'],
    ['Racing 10', '레이싱 10'], ['Lucky 28', '럭키 28'],
  ],
  BINGO: [
    ['Bingo 75', '빙고 75'], ['Bingo 90', '빙고 90'], ['Bingo Blast', '빙고 블라스트'], ['Pop Bingo', '팝 빙고'],
    ['Candy Bingo', '캔디 빙고'], ['Safari Bingo', '사파리 빙고'],
  ],
  MINI: [
    ['Aviator Sky', '에비에이터 스카이'], ['Crash Rocket', '크래시 로켓'], ['Plinko', '플링코'], ['Mines', '마인즈'],
    ['Dice', '다이스'], ['Limbo', '림보'], ['Hi-Lo', '하이로우'], ['Goal', '골'], ['Tower', '타워'], ['Coin Flip', '동전 던지기'],
  ],
};

export const TITLE_VARIANTS: readonly Word[] = [
  ['', ''], [' VIP', ' VIP'], [' Classic', ' 클래식'], [' Turbo', ' 터보'], [' 2', ' 2'], [' Deluxe', ' 디럭스'],
  [' A', ' A'], [' B', ' B'], [' C', ' C'], [' Gold', ' 골드'], [' 3', ' 3'], [' Asia', ' 아시아'],
];

/** Syllables for the (already masked) winner names. */
export const NAME_SYLLABLES: readonly string[] = [
  'ka', 'mi', 'jo', 'su', 'ha', 'ra', 'ne', 'to', 'yu', 'ki', 'an', 'el', 'li', 'mo', 'da', 'ze', 'ri', 'ba',
];
