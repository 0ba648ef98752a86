import type en from '#app/i18n/locales/en/feedback';

/** The feedback namespace (zh-CN): the feedback dialog (see source-words.ts). */
const feedback: typeof en = {
  feedback: {
    title: '意见反馈',
    intro: '告诉我们哪些好用、哪些不好用，我们会在这里回复您。',
    tabs: '意见反馈栏目',
    send: '提交反馈',
    mine: '我的反馈',
    content: '反馈内容',
    contentHint: '最多{{max}}个字。',
    counter: '{{count}}/{{max}}字',
    images: '图片（选填）',
    imagesHint: '最多{{max}}张，png 或 jpg 格式，每张不超过5MB。',
    submit: '提交',
    sent: '感谢您的反馈，已提交成功。回复将显示在“我的反馈”中。',
    empty: '您还没有提交过反馈。',
    status: { PENDING: '等待回复', ANSWERED: '已回复' },
    sentAt: '提交时间',
    answer: '我们的回复',
    imageCount: '图片：{{count}}张',
    imageLink: '{{date}}提交的反馈中的第{{position}}张图片',
    loginFirst: '请登录后提交反馈。',
    previous: '较新',
    next: '较早',
    pages: '反馈分页',
    errors: {
      required: '请填写反馈内容。',
      tooLong: '最多{{max}}个字。',
      tooMany: '最多{{max}}张图片。',
      type: '图片必须为 png 或 jpg 格式。',
      tooLarge: '每张图片不能超过5MB。',
      file: '有图片不是不超过5MB的 png 或 jpg 文件。',
    },
  },
};

export default feedback;
