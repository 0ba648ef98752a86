import type en from '#app/i18n/locales/en/play';

/** The play namespace (vi): the game frame, its start page and the vendor popup (see source-words.ts). */
const play: typeof en = {
  play: {
    back: 'Quay lại',
    backLabel: 'Quay lại trang trước',
    fullScreen: 'Toàn màn hình',
    turnSideways: 'Game này được thiết kế cho màn hình ngang: hãy xoay ngang điện thoại, hoặc mở ở chế độ toàn màn hình.',
    frameTitle: '{{game}}: trò chơi',
    openFull: 'Mở cỡ lớn',
    realMoney: 'Tiền thật',
    freeTrialNote: 'Chơi thử: bạn chơi bằng tiền ảo, không thắng hay thua tiền thật.',
    racePlace: 'Hạng {{position}}',
    raceNoScore: 'Chưa có điểm',
    bonus: {
      balance: 'Tiền thưởng {{amount}}',
      left: 'Doanh thu cược còn cần {{amount}}',
      maxStake: 'Cược tối đa {{amount}}',
    },
    startIntro: 'Chọn cách chơi {{game}}.',
    notFound: 'Game này không tồn tại hoặc không còn được cung cấp.',
    frameRefused: 'Không thể hiển thị địa chỉ game này tại đây. Hãy mở lại game.',
    lobbyTitle: 'Game của {{vendor}}',
    lobbyIntro: 'Chọn một game để bắt đầu.',
    lobbyEmpty: 'Nhà cung cấp này hiện không có game nào để bắt đầu.',
    lobbyPages: 'Các trang game',
    lobbyUnavailable: 'Không tải được game của nhà cung cấp này.',
    roomsTitle: 'Các bàn của {{game}}',
    roomsIntro: 'Chọn một bàn để tham gia.',
    roomsEmpty: 'Hiện không có bàn nào mở.',
    roomsUnavailable: 'Không tải được danh sách bàn.',
    room: 'Bàn',
    bets: 'Mức cược',
    seats: 'Chỗ ngồi',
    seatsTaken: '{{players}}/{{capacity}}',
    join: 'Vào bàn',
    joinRoom: 'Vào bàn {{room}}',
    errors: {
      gameNotFinished: 'Game trước của bạn chưa kết thúc (#734). Hãy chơi hết ván đang mở, hoặc chờ vài giây sau khi rời game, rồi thử lại.',
      systemBusy: 'Không thể bắt đầu game: hệ thống đang bận hoặc yêu cầu chưa đầy đủ (#727). Vui lòng thử lại sau giây lát.',
      trialAccount: 'Tài khoản chơi miễn phí chỉ có thể chơi thử. Hãy đăng ký tài khoản thật để chơi bằng tiền thật.',
      trialUnavailable: 'Game này không có chế độ chơi thử: chỉ có thể chơi bằng tiền thật.',
      loginRequired: 'Hãy đăng nhập để chơi bằng tiền thật.',
      gameUnavailable: 'Hiện không thể mở game này.',
    },
  },
};

export default play;
