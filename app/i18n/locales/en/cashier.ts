/** The cashier namespace (en): what money forms say when the platform refuses (app/graphql/user-errors.ts). */
const cashier = {
  cashier: {
    errors: {
      amountInvalid: 'The amount must be more than zero, with at most two decimals.',
      insufficientBalance: 'Your balance is not enough for this amount.',
      belowMinimum: 'The amount is below the minimum.',
      aboveMaximum: 'The amount is above the maximum.',
      dailyLimit: "You have reached today's limit of requests. Try again tomorrow.",
      notFound: 'This record was not found.',
      stateConflict: 'This has already been completed or cancelled.',
      idempotencyKeyReused: 'This form was already sent with other values. Reload the page and try again.',
      unknownWallet: 'Choose one of your wallets.',
      sameWallet: 'Choose two different wallets.',
      recipientInvalid: 'This account cannot receive your transfer.',
      paymentPasswordWrong: 'The payment password is wrong.',
      paymentPasswordNotSet: 'Set a payment password in the security centre first.',
      cardLimit: 'You have the most bank cards allowed. Remove one to add another.',
      cardNameMismatch: 'The account name must be your real name.',
      fileInvalid: 'Upload a PNG or JPG image of at most 5 MB.',
    },
  },
  money: {
    labelWithSymbol: '{{label}} ({{symbol}})',
    between: 'From {{min}} to {{max}}.',
    atLeast: 'At least {{min}}.',
    atMost: 'At most {{max}}.',
    errors: {
      required: 'Enter an amount.',
      notANumber: 'Enter the amount in digits, such as 1,234.50.',
      misplacedSeparator: 'Write the amount like {{example}}: commas only between groups of three digits, a point before the cents.',
      negative: 'The amount cannot be negative.',
      tooManyDecimals: 'Use at most two decimal places.',
      belowMin: 'The amount must be at least {{min}}.',
      aboveMax: 'The amount must be at most {{max}}.',
    },
  },
};

export default cashier;
