/** The feedback namespace (ko): the feedback dialog (see source-words.ts). */
const feedback = {
  feedback: {
    title: '의견 보내기',
    intro: '좋은 점과 불편한 점을 알려 주세요. 답변은 이곳에 표시됩니다.',
    tabs: '의견 메뉴',
    send: '의견 보내기',
    mine: '내 의견',
    content: '의견 내용',
    contentHint: '최대 {{max}}자까지 입력할 수 있습니다.',
    counter: '{{count}} / {{max}}자',
    images: '이미지 (선택)',
    imagesHint: 'png 또는 jpg 이미지 최대 {{max}}장, 각 5MB 이하.',
    submit: '보내기',
    sent: '감사합니다. 의견이 전송되었습니다. 답변은 “내 의견”에 표시됩니다.',
    empty: '아직 보낸 의견이 없습니다.',
    status: { PENDING: '답변 대기 중', ANSWERED: '답변 완료' },
    sentAt: '보낸 시간',
    answer: '답변',
    imageCount: '이미지: {{count}}장',
    imageLink: '{{date}}에 보낸 의견의 이미지 {{position}}',
    loginFirst: '의견을 보내려면 로그인하세요.',
    previous: '최근',
    next: '이전',
    pages: '의견 페이지',
    errors: {
      required: '의견 내용을 입력하세요.',
      tooLong: '최대 {{max}}자까지 입력할 수 있습니다.',
      tooMany: '이미지는 최대 {{max}}장까지 첨부할 수 있습니다.',
      type: '이미지는 png 또는 jpg 형식이어야 합니다.',
      tooLarge: '각 이미지는 5MB 이하여야 합니다.',
      file: 'png 또는 jpg 형식의 5MB 이하 이미지가 아닙니다.',
    },
  },
};

export default feedback;
