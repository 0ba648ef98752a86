/** The cashier namespace (ko): what money forms say when the platform refuses (app/graphql/user-errors.ts). */
const cashier = {
  cashier: {
    errors: {
      amountInvalid: '금액은 0보다 크고 소수점 이하 두 자리까지만 입력할 수 있습니다.',
      insufficientBalance: '잔액이 부족합니다.',
      belowMinimum: '최소 금액보다 적습니다.',
      aboveMaximum: '최대 금액을 초과했습니다.',
      dailyLimit: '오늘의 신청 횟수를 모두 사용했습니다. 내일 다시 시도하세요.',
      notFound: '기록을 찾을 수 없습니다.',
      stateConflict: '이미 완료되었거나 취소되었습니다.',
      idempotencyKeyReused: '이 양식은 다른 값으로 이미 제출되었습니다. 페이지를 새로 고친 후 다시 시도하세요.',
      unknownWallet: '지갑을 선택하세요.',
      sameWallet: '서로 다른 지갑을 선택하세요.',
      recipientInvalid: '이 계정으로는 이체할 수 없습니다.',
      paymentPasswordWrong: '결제 비밀번호가 올바르지 않습니다.',
      paymentPasswordNotSet: '먼저 보안 센터에서 결제 비밀번호를 설정하세요.',
      cardLimit: '등록 가능한 은행 카드 수를 초과했습니다. 하나를 삭제한 후 추가하세요.',
      cardNameMismatch: '예금주 이름은 실명과 같아야 합니다.',
      fileInvalid: '5MB 이하의 PNG 또는 JPG 이미지를 올리세요.',
    },
  },
  money: {
    labelWithSymbol: '{{label}} ({{symbol}})',
    between: '{{min}}부터 {{max}}까지 입력하세요.',
    atLeast: '{{min}} 이상 입력하세요.',
    atMost: '{{max}} 이하로 입력하세요.',
    errors: {
      required: '금액을 입력하세요.',
      notANumber: '금액을 숫자로 입력하세요 (예: 1,234.50).',
      misplacedSeparator: '금액은 {{example}}처럼 입력하세요. 쉼표는 세 자리마다, 소수점(.)은 센트 앞에만 씁니다.',
      negative: '금액은 음수일 수 없습니다.',
      tooManyDecimals: '소수점 이하 두 자리까지만 입력하세요.',
      belowMin: '금액은 {{min}} 이상이어야 합니다.',
      aboveMax: '금액은 {{max}} 이하여야 합니다.',
    },
  },
};

export default cashier;
