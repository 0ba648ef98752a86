/** The guardPages namespace (vi): the blocked-region and invalid-address pages, rendered on the server alone (features/guard/render-guard.tsx): no browser ever loads them. */
const guardPages = {
  blocked: {
    domain: {
      title: 'Địa chỉ không hợp lệ',
      body: 'Địa chỉ này không thuộc {{brand}}. Vui lòng liên hệ chăm sóc khách hàng để nhận địa chỉ chính xác.',
    },
    region: {
      title: 'Truy cập bị hạn chế',
      body: 'Dịch vụ của chúng tôi không khả dụng tại khu vực của bạn.',
      ip: 'Địa chỉ IP của bạn: {{ip}}',
      ipUnknown: 'không xác định',
    },
  },
};

export default guardPages;
