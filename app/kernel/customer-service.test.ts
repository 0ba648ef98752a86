import { describe, expect, it } from 'vitest';
import { customerServiceTarget, customerServiceUrl } from './customer-service';

const links = [
  { type: 'LINE', url: 'https://line.example/brand' },
  { type: 'LIVECHAT', url: 'https://chat.example/brand' },
];

describe('customer service links (decision 032)', () => {
  it('send members to the brand chat when it is on', () => {
    expect(customerServiceTarget(links, { chat: true, member: true })).toEqual({ kind: 'chat', href: '/chat' });
    expect(customerServiceTarget([], { chat: true, member: true })).toEqual({ kind: 'chat', href: '/chat' });
  });

  it('keep the external live chat (else the first channel) when the chat is off or for a visitor', () => {
    expect(customerServiceTarget(links, { chat: false, member: true })).toEqual({ kind: 'external', href: 'https://chat.example/brand' });
    expect(customerServiceTarget(links, { chat: true, member: false })).toEqual({ kind: 'external', href: 'https://chat.example/brand' });
    expect(customerServiceTarget([links[0]!], { chat: false, member: false })).toEqual({ kind: 'external', href: 'https://line.example/brand' });
    expect(customerServiceTarget([], { chat: false, member: true })).toBeNull();
    expect(customerServiceUrl(null)).toBeNull();
  });
});
