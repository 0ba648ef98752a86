/** The gameInfo namespace (vi): a game's rules and return to player, its page and its dialog (features/games/info/), sent by that page's loader alone. */
const gameInfo = {
  gameInfo: {
    jackpotsTitle: 'Jackpot',
    jackpotsIntro: 'Mỗi lần cược vào trò chơi này đều góp vào các jackpot sau. Xem cách trúng từng jackpot trước khi chơi:',
    rtp: 'Tỷ lệ hoàn trả (RTP)',
    upTo: 'tối đa {{percent}}',
    stakes: 'Mức cược',
    perRound: 'mỗi ván',
    payTable: 'Bảng trả thưởng',
    outcome: 'Kết quả',
    pays: 'Trả (× tiền cược)',
    chance: 'Xác suất',
    times: '{{times}}×',
    rules: 'Cách chơi',
    failedTitle: 'Không có luật chơi',
    none: 'Nhà cung cấp trò chơi chưa công bố luật chơi và tỷ lệ hoàn trả tại đây. Hãy hỏi bộ phận chăm sóc khách hàng trước khi chơi.',
    notFound: 'Trò chơi này không tồn tại',
    home: 'Về trang chủ',
  },
};

export default gameInfo;
