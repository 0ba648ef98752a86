/** The game catalogue: game types, vendors and about 10,300 generated games. */
import { createPrng, type Prng } from './prng';
import { insertRows, type SqlValue } from './sql';
import { SLOT_ADJECTIVES, SLOT_NOUNS, SLOT_SUFFIXES, TITLES_BY_TYPE, TITLE_VARIANTS, type Word } from './words';

export const GAME_TYPES: readonly (readonly [code: string, en: string, ko: string])[] = [
  ['RNG', 'Slots', '슬롯'],
  ['LIVE', 'Live Casino', '라이브 카지노'],
  ['FISH', 'Fishing', '피싱'],
  ['PVP', 'Card Games', '카드 게임'],
  ['LOTT', 'Lottery', '로또'],
  ['ELOTT', 'E-Lottery', '전자 로또'],
  ['SPORTS', 'Sports', '스포츠'],
  ['ESPORTS', 'E-Sports', 'e스포츠'],
  ['COCKFIGHT', 'Cockfight', '투계'],
  ['BINGO', 'Bingo', '빙고'],
  ['MINI', 'Mini Games', '미니 게임'],
];

interface VendorDef {
  code: string;
  en: string;
  ko: string;
  parent?: string;
}

const VENDORS: readonly VendorDef[] = [
  { code: 'PP', en: 'Pragmatic Play', ko: '프라그마틱 플레이' },
  { code: 'NLC', en: 'Nebula Craft', ko: '네뷸라 크래프트' },
  { code: 'RSG', en: 'Red Sun Gaming', ko: '레드선 게이밍' },
  { code: 'HBN', en: 'Habanova', ko: '하바노바' },
  { code: 'JLX', en: 'Jilix Games', ko: '질릭스 게임즈' },
  { code: 'BGT', en: 'Bluegate', ko: '블루게이트' },
  { code: 'SPD', en: 'Spadeworks', ko: '스페이드웍스' },
  { code: 'FTG', en: 'Fortune Tiger Studios', ko: '포춘 타이거 스튜디오' },
  { code: 'MGS', en: 'Maple Gaming Studio', ko: '메이플 게이밍 스튜디오' },
  { code: 'YGR', en: 'Yggra', ko: '이그라' },
  { code: 'NGS', en: 'NetGlow Slots', ko: '넷글로우 슬롯' },
  { code: 'RLX', en: 'Relaxia', ko: '릴렉시아' },
  { code: 'PLS', en: 'Playsmith', ko: '플레이스미스' },
  { code: 'BTR', en: 'Bigtime Reels', ko: '빅타임 릴' },
  { code: 'HKW', en: 'Hawkwind Gaming', ko: '호크윈드 게이밍' },
  { code: 'QSL', en: 'Quicksilver Labs', ko: '퀵실버 랩스' },
  { code: 'TPG', en: 'Tiger Peak Gaming', ko: '타이거 피크 게이밍' },
  { code: 'KRN', en: 'Kirin Games', ko: '기린 게임즈' },
  { code: 'MNV', en: 'Mannaverse', ko: '만나버스' },
  { code: 'WZD', en: 'Wizard Slots', ko: '위저드 슬롯' },
  { code: 'EVO', en: 'Evolution', ko: '에볼루션' },
  { code: 'EG3', en: 'Evolution Asia', ko: '에볼루션 아시아', parent: 'EVO' },
  { code: 'EG4', en: 'Evolution Lightning', ko: '에볼루션 라이트닝', parent: 'EVO' },
  { code: 'EG7', en: 'Evolution First Person', ko: '에볼루션 퍼스트 퍼슨', parent: 'EVO' },
  { code: 'AUR', en: 'Aura Live', ko: '아우라 라이브' },
  { code: 'DRG', en: 'Dragon Live', ko: '드래곤 라이브' },
  { code: 'SLV', en: 'Silverline Live', ko: '실버라인 라이브' },
  { code: 'ORC', en: 'Orient Casino', ko: '오리엔트 카지노' },
  { code: 'SSF', en: 'Sea Spirit Fishing', ko: '씨스피릿 피싱' },
  { code: 'KYC', en: 'Kaiyun Cards', ko: '카이윈 카드' },
  { code: 'RGB', en: 'Royal Boards', ko: '로열 보드' },
  { code: 'TMX', en: 'Tianma Cards', ko: '톈마 카드' },
  { code: 'TCG', en: 'TCG Lottery', ko: 'TCG 로또' },
  { code: 'TCG_SEA', en: 'TCG SEA Lottery', ko: 'TCG 동남아 로또' },
  { code: 'GPL', en: 'Golden Pearl Lotto', ko: '골든펄 로또' },
  { code: 'TCG_LOTTO_VN', en: 'TCG VN Lotto', ko: 'TCG 베트남 로또' },
  { code: 'TCG_ELOTTO', en: 'TCG E-Lotto', ko: 'TCG 전자 로또' },
  { code: 'SBX', en: 'Sportsbox', ko: '스포츠박스' },
  { code: 'MXS', en: 'Maxsport', ko: '맥스포츠' },
  { code: 'IMS', en: 'Imperium Sports', ko: '임페리움 스포츠' },
  { code: 'UGS', en: 'United Gaming Sports', ko: '유나이티드 게이밍 스포츠' },
  { code: 'ESX', en: 'EsportsX', ko: 'e스포츠X' },
  { code: 'AVE', en: 'Avia Esports', ko: '아비아 e스포츠' },
  { code: 'ARN', en: 'Arena Esports', ko: '아레나 e스포츠' },
  { code: 'CKF', en: 'Cockpit Fights', ko: '칵핏 파이트' },
  { code: 'GCF', en: 'Gallo Champion', ko: '갈로 챔피언' },
  { code: 'BGO', en: 'Bingo Galaxy', ko: '빙고 갤럭시' },
  { code: 'BGL', en: 'Bingo Lane', ko: '빙고 레인' },
  { code: 'SPX', en: 'Sparkle Crash', ko: '스파클 크래시' },
  { code: 'CRM', en: 'Crashmania', ko: '크래시매니아' },
  { code: 'MNG', en: 'MiniGo', ko: '미니고' },
  { code: 'PG', en: 'PG Soft', ko: 'PG 소프트' },
  { code: 'JDB', en: 'JDB Gaming', ko: 'JDB 게이밍' },
];

/** How many games each vendor has in each type; the order is the menu order. */
const CATALOGUE: Readonly<Record<string, readonly (readonly [vendor: string, games: number])[]>> = {
  RNG: [
    ['PP', 900],
    ['NLC', 650],
    ['RSG', 600],
    ['HBN', 550],
    ['JLX', 600],
    ['BGT', 450],
    ['SPD', 500],
    ['FTG', 550],
    ['MGS', 450],
    ['YGR', 500],
    ['NGS', 400],
    ['RLX', 500],
    ['PLS', 450],
    ['BTR', 400],
    ['HKW', 450],
    ['QSL', 400],
    ['TPG', 350],
    ['KRN', 450],
    ['MNV', 400],
    ['WZD', 450],
  ],
  LIVE: [
    ['EVO', 30],
    ['EG3', 15],
    ['EG4', 15],
    ['EG7', 10],
    ['PP', 20],
    ['AUR', 20],
    ['DRG', 15],
    ['SLV', 15],
    ['ORC', 12],
  ],
  FISH: [
    ['JLX', 10],
    ['FTG', 8],
    ['KRN', 8],
    ['SSF', 12],
  ],
  PVP: [
    ['KYC', 18],
    ['RGB', 15],
    ['TMX', 12],
  ],
  LOTT: [
    ['TCG', 20],
    ['TCG_SEA', 8],
    ['GPL', 1],
  ],
  ELOTT: [
    ['TCG_LOTTO_VN', 10],
    ['TCG_ELOTTO', 6],
  ],
  SPORTS: [
    ['SBX', 1],
    ['MXS', 1],
    ['IMS', 1],
    ['UGS', 1],
  ],
  ESPORTS: [
    ['ESX', 1],
    ['AVE', 1],
    ['ARN', 1],
  ],
  COCKFIGHT: [
    ['CKF', 1],
    ['GCF', 1],
  ],
  BINGO: [
    ['BGO', 12],
    ['BGL', 10],
  ],
  MINI: [
    ['SPX', 10],
    ['CRM', 8],
    ['MNG', 12],
  ],
};

/**
 * Vendors added after the first catalogue (the spec's /pg and /jdb lobbies list them): numbered
 * after every earlier game and drawn after their hot ranks, so no earlier game's node id, code or
 * traits change (favourites, recents, bets and tests name games by them).
 */
const ADDED_LATER: Readonly<Record<string, readonly (readonly [vendor: string, games: number])[]>> = {
  RNG: [
    ['PG', 120],
    ['JDB', 90],
  ],
  FISH: [['JDB', 6]],
};

/** Types whose vendors launch as a lobby (one card per vendor, isGame VASSALAGE). */
const LOBBY_TYPES = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

export interface SeedGame {
  nodeId: number;
  gameCode: string;
  gameType: string;
  vassalage: string;
  nameEn: string;
  nameKo: string;
  classify: string | null;
  hotRank: number | null;
  isNew: 0 | 1;
  supportPlay: 0 | 1;
  minBet: number;
  lineNum: number;
  roomId: string | null;
  isGame: 'GAME' | 'VASSALAGE';
}

const FIRST_NODE_ID = 100001;
const SLOT_MIN_BETS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 500] as const;
const SLOT_FEW_LINES = [1, 3, 5, 9, 10, 15, 20] as const;
const SLOT_MANY_LINES = [25, 30, 40, 50, 88, 100, 243] as const;

function vendorDef(code: string): VendorDef {
  const def = VENDORS.find((v) => v.code === code);
  if (!def) throw new Error(`unknown vendor ${code}`);
  return def;
}

/** Unique slot names drawn from adjective x noun x suffix (38,400 combinations). */
function slotNamer(prng: Prng): () => Word {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const a = prng.pick(SLOT_ADJECTIVES);
      const n = prng.pick(SLOT_NOUNS);
      const s = prng.pick(SLOT_SUFFIXES);
      const en = `${a[0]} ${n[0]} ${s[0]}`;
      if (!used.has(en)) {
        used.add(en);
        return [en, `${a[1]} ${n[1]} ${s[1]}`];
      }
    }
  };
}

/** The i-th title of a vendor in a non-slot type: base titles, then variants of them. */
function titleFor(gameType: string, vendor: VendorDef, index: number, offset: number): Word {
  if (LOBBY_TYPES.has(gameType)) return [vendor.en, vendor.ko];
  const titles = TITLES_BY_TYPE[gameType];
  if (!titles) throw new Error(`no titles for ${gameType}`);
  const shifted = index + offset;
  const base = titles[shifted % titles.length] as Word;
  const variant = TITLE_VARIANTS[Math.floor(shifted / titles.length) % TITLE_VARIANTS.length] as Word;
  return [base[0] + variant[0], base[1] + variant[1]];
}

export function buildGames(): SeedGame[] {
  const prng = createPrng(20260401);
  const nextSlotName = slotNamer(prng);
  const games: SeedGame[] = [];
  let nodeId = FIRST_NODE_ID;
  const add = (catalogue: typeof CATALOGUE) => {
    for (const [gameType] of GAME_TYPES) {
      for (const [code, count] of catalogue[gameType] ?? []) {
        const vendor = vendorDef(code);
        const titleOffset = prng.int(0, 5);
        for (let i = 0; i < count; i++) {
          const [nameEn, nameKo] = gameType === 'RNG' ? nextSlotName() : titleFor(gameType, vendor, i, titleOffset);
          games.push({
            nodeId: nodeId++,
            gameCode: `${code.toLowerCase()}_${gameType.toLowerCase()}_${String(i + 1).padStart(4, '0')}`,
            gameType,
            vassalage: code,
            nameEn,
            nameKo,
            ...gameTraits(prng, gameType, code, i),
            hotRank: null,
            isNew: prng.chance(0.05) ? 1 : 0,
          });
        }
      }
    }
  };
  add(CATALOGUE);
  assignHotRanks(prng, games);
  add(ADDED_LATER);
  return games;
}

function gameTraits(prng: Prng, gameType: string, vendor: string, index: number) {
  const lobby = LOBBY_TYPES.has(gameType) || (gameType === 'LOTT' && vendor === 'GPL');
  switch (gameType) {
    case 'RNG':
      return {
        classify: prng.weighted([
          ['SC', 60],
          ['JP', 10],
          ['VP', 10],
          ['TG', 10],
          ['AC', 10],
        ] as const),
        supportPlay: (prng.chance(0.9) ? 0 : 1) as 0 | 1,
        minBet: prng.pick(SLOT_MIN_BETS),
        lineNum: prng.chance(0.5) ? prng.pick(SLOT_MANY_LINES) : prng.pick(SLOT_FEW_LINES),
        roomId: null,
        isGame: 'GAME' as const,
      };
    case 'LIVE':
      return {
        classify: null,
        supportPlay: 1 as const,
        minBet: prng.pick([100, 200, 500, 1000, 2000]),
        lineNum: 0,
        roomId: `${vendor}-T${String(101 + index)}`,
        isGame: 'GAME' as const,
      };
    case 'FISH':
    case 'BINGO':
    case 'MINI':
      return {
        classify: null,
        supportPlay: (gameType === 'FISH' || prng.chance(0.8) ? 0 : 1) as 0 | 1,
        minBet: prng.pick([1, 10, 50, 100]),
        lineNum: 0,
        roomId: null,
        isGame: 'GAME' as const,
      };
    case 'PVP':
      return {
        classify: null,
        supportPlay: (prng.chance(0.6) ? 0 : 1) as 0 | 1,
        minBet: prng.pick([100, 500, 1000]),
        lineNum: 0,
        roomId: `${vendor}-R${String(index + 1)}`,
        isGame: 'GAME' as const,
      };
    default:
      // Lottery, sports, esports and cockfight: real money only.
      return {
        classify: null,
        supportPlay: 1 as const,
        minBet: prng.pick([100, 200, 1000]),
        lineNum: 0,
        roomId: null,
        isGame: (lobby ? 'VASSALAGE' : 'GAME') as 'GAME' | 'VASSALAGE',
      };
  }
}

/** About 5% of games are hot; ranks 1..N in a seeded shuffle. */
function assignHotRanks(prng: Prng, games: SeedGame[]): void {
  const hot = games.filter(() => prng.chance(0.05));
  for (let i = hot.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [hot[i], hot[j]] = [hot[j] as SeedGame, hot[i] as SeedGame];
  }
  hot.forEach((game, i) => {
    game.hotRank = i + 1;
  });
}

export function catalogueSeedSql(games: readonly SeedGame[]): string[] {
  const vendorTypeRows: SqlValue[][] = [];
  for (const [gameType, vendors] of Object.entries(CATALOGUE)) {
    [...vendors, ...(ADDED_LATER[gameType] ?? [])].forEach(([code], i) => vendorTypeRows.push([code, gameType, i + 1]));
  }
  return [
    ...insertRows(
      'game_types',
      ['code', 'name_en', 'name_ko', 'sort'],
      GAME_TYPES.map(([code, en, ko], i) => [code, en, ko, i + 1]),
      { upsertKey: ['code'] },
    ),
    // Parents come before their sub-vendors in VENDORS, so the self reference is always satisfied.
    ...insertRows(
      'vendors',
      ['vassalage', 'display_name_en', 'display_name_ko', 'parent_vassalage', 'sort'],
      VENDORS.map((v, i) => [v.code, v.en, v.ko, v.parent ?? null, i + 1]),
      { upsertKey: ['vassalage'] },
    ),
    ...insertRows('vendor_game_types', ['vassalage', 'game_type', 'sort'], vendorTypeRows, {
      upsertKey: ['vassalage', 'game_type'],
    }),
    ...insertRows(
      'games',
      [
        'node_id',
        'game_code',
        'game_type',
        'vassalage',
        'name_en',
        'name_ko',
        'classify',
        'is_hot',
        'hot_rank',
        'is_new',
        'support_play',
        'min_bet',
        'line_num',
        'room_id',
        'is_game',
      ],
      games.map((g) => [
        g.nodeId,
        g.gameCode,
        g.gameType,
        g.vassalage,
        g.nameEn,
        g.nameKo,
        g.classify,
        g.hotRank === null ? 0 : 1,
        g.hotRank,
        g.isNew,
        g.supportPlay,
        g.minBet,
        g.lineNum,
        g.roomId,
        g.isGame,
      ]),
      { upsertKey: ['node_id'] },
    ),
  ];
}
