/** The analytics namespace (vi): the question about counting visits and the footer's answer, sent by the root loader only when the brand measures visits (features/analytics). */
const analytics = {
  consentNotice: {
    label: 'Cookie phân tích',
    text: '{{brand}} có thể đếm lượt truy cập bằng Google Analytics không? Việc này cho chúng tôi biết trang nào hoạt động tốt và trang nào chưa. Không có cookie quảng cáo, và không có gì được đếm nếu bạn không cho phép.',
    allow: 'Cho phép phân tích',
    decline: 'Không, cảm ơn',
  },
  consentChoice: {
    label: 'Phân tích',
    granted: 'Lượt truy cập của bạn được đếm bằng Google Analytics, theo sự cho phép của bạn.',
    denied: 'Lượt truy cập của bạn không được đếm.',
    stop: 'Ngừng đếm lượt truy cập của tôi',
    allow: 'Cho phép phân tích',
  },
};

export default analytics;
