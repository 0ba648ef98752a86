/** The feedback namespace (en): the feedback dialog (see source-words.ts). */
const feedback = {
  feedback: {
    title: 'Feedback',
    intro: 'Tell us what works and what does not. We answer here.',
    tabs: 'Feedback sections',
    send: 'Send feedback',
    mine: 'My feedback',
    content: 'Your feedback',
    contentHint: 'Up to {{max}} characters.',
    counter: '{{count}} / {{max}} characters',
    images: 'Images (optional)',
    imagesHint: 'Up to {{max}} images, png or jpg, 5 MB each.',
    submit: 'Send',
    sent: 'Thank you: your feedback was sent. The answer will appear under “My feedback”.',
    empty: 'You have not sent any feedback yet.',
    status: { PENDING: 'Waiting for an answer', ANSWERED: 'Answered' },
    sentAt: 'Sent',
    answer: 'Our answer',
    imageCount: 'Images: {{count}}',
    imageLink: 'Image {{position}} of feedback sent on {{date}}',
    loginFirst: 'Log in to send feedback.',
    previous: 'Newer',
    next: 'Older',
    pages: 'Feedback pages',
    errors: {
      required: 'Please write your feedback.',
      tooLong: 'At most {{max}} characters.',
      tooMany: 'At most {{max}} images.',
      type: 'Images must be png or jpg.',
      tooLarge: 'Each image must be 5 MB or smaller.',
      file: 'An image is not a png or jpg of at most 5 MB.',
    },
  },
};

export default feedback;
