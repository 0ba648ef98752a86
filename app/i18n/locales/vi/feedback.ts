import type en from '#app/i18n/locales/en/feedback';

/** The feedback namespace (vi): the feedback dialog (see source-words.ts). */
const feedback: typeof en = {
  feedback: {
    title: 'Góp ý',
    intro: 'Hãy cho chúng tôi biết điều gì tốt và điều gì chưa tốt. Chúng tôi sẽ trả lời tại đây.',
    tabs: 'Các mục góp ý',
    send: 'Gửi góp ý',
    mine: 'Góp ý của tôi',
    content: 'Nội dung góp ý',
    contentHint: 'Tối đa {{max}} ký tự.',
    counter: '{{count}} / {{max}} ký tự',
    images: 'Hình ảnh (không bắt buộc)',
    imagesHint: 'Tối đa {{max}} ảnh, định dạng png hoặc jpg, mỗi ảnh không quá 5 MB.',
    submit: 'Gửi',
    sent: 'Cảm ơn bạn: góp ý đã được gửi. Câu trả lời sẽ hiển thị trong mục “Góp ý của tôi”.',
    empty: 'Bạn chưa gửi góp ý nào.',
    status: { PENDING: 'Đang chờ trả lời', ANSWERED: 'Đã trả lời' },
    sentAt: 'Ngày gửi',
    answer: 'Câu trả lời của chúng tôi',
    imageCount: 'Hình ảnh: {{count}}',
    imageLink: 'Ảnh {{position}} của góp ý gửi ngày {{date}}',
    loginFirst: 'Hãy đăng nhập để gửi góp ý.',
    previous: 'Mới hơn',
    next: 'Cũ hơn',
    pages: 'Trang góp ý',
    errors: {
      required: 'Vui lòng nhập nội dung góp ý.',
      tooLong: 'Tối đa {{max}} ký tự.',
      tooMany: 'Tối đa {{max}} ảnh.',
      type: 'Ảnh phải có định dạng png hoặc jpg.',
      tooLarge: 'Mỗi ảnh không được vượt quá 5 MB.',
      file: 'Có ảnh không phải png hoặc jpg, hoặc vượt quá 5 MB.',
    },
  },
};

export default feedback;
