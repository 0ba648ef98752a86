/** The jackpots namespace (vi): the brand's pools, their rules and winners (docs/decisions/064; see source-words.ts). */
const jackpots = {
  jackpots: {
    title: 'Jackpot',
    intro: 'Mọi jackpot ở đây đều có thể trúng: số tiền là tiền được giữ riêng cho nó, trả đủ cho người thắng, sau đó bắt đầu lại từ mức khởi điểm.',
    failed: 'Hiện không thể đọc thông tin jackpot. Vui lòng thử lại sau giây lát.',
    mustDropShort: 'Chắc chắn nổ trước khi đạt {{amount}}.',
    randomShort: 'Có thể trúng ở bất kỳ ván nào của các trò chơi của nó.',
    lastWon: 'Lần trúng gần nhất: {{amount}},',
    noWinYet: 'Chưa có ai trúng.',
    rulesOf: 'Luật và người trúng của {{pool}}',
    allJackpots: 'Tất cả jackpot',
    howFunded: 'Cách tăng',
    funded: '{{percent}} của mỗi lần cược vào các trò chơi của nó được đưa vào. Sau khi có người trúng, nó bắt đầu lại ở {{seed}} do trang web góp vào.',
    howWon: 'Cách trúng',
    mustDrop:
      'Nó nổ muộn nhất khi đạt {{amount}}: mỗi lần bắt đầu, một điểm giữa {{seed}} và {{amount}} được chọn ngẫu nhiên, và ván đưa jackpot đến điểm đó sẽ trúng. Không ai được biết điểm này, kể cả nhân viên của chúng tôi.',
    random: 'Bất kỳ ván nào của các trò chơi của nó đều có thể trúng, với xác suất tỷ lệ với tiền cược: cược {{unit}} có xác suất 1 trên {{count}}.',
    ceiling: 'Nó tăng tối đa đến {{amount}}; khi đạt mức đó, tiền cược không còn được cộng thêm cho đến khi có người trúng.',
    noCeiling: 'Không có giới hạn trên.',
    paid: 'Toàn bộ số tiền được trả ngay vào ví đã dùng để đặt cược thắng, người thắng được báo trong hộp thư, và tên họ hiện bên dưới với các chữ ở giữa được che (người chơi có thể ẩn hoàn toàn các lần thắng của mình).',
    games: 'Trò chơi góp vào',
    allOfType: '{{type}}: mọi trò chơi',
    allOfVendor: '{{vendor}}: mọi trò chơi',
    winners: 'Người trúng gần đây',
    when: 'Thời gian',
    winner: 'Người trúng',
    game: 'Trò chơi',
    amount: 'Số tiền',
    privateWinner: 'Người chơi giữ kín các lần thắng',
    jackpotOfGame: 'Trò chơi này góp vào {{pools}}.',
  },
};

export default jackpots;
