/**
 * Customer-service chat (CBS3, decision 032): a member opens the chat from the side bar, starts it
 * in the chat dialog (the room in a frame), sends a message; the development console, in a second
 * page, lists the conversation, opens it, sees the message and answers; the member sees the answer
 * arrive without reloading (the room's socket). axe finds nothing serious on the open dialog; the
 * dialog and the room speak Korean too. Without a WebSocket the room still works: images and text go
 * by its form, answers arrive by its poll.
 */
import {
  allowConsoleErrors,
  chooseLanguage,
  expect,
  expectAccessible,
  failedLoad,
  gotoHydrated,
  registerFreshMember,
  test,
  withoutAnnouncementPopup,
} from './fixtures';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

test.beforeEach(async ({ page }) => {
  await withoutAnnouncementPopup(page);
});

test('a member chats with customer service and the console answers live; Korean once', async ({ page, context }) => {
  // Two pages, the room's frame and an axe run over it: on a busy two-core machine, more than the default minute.
  test.slow();
  const username = await registerFreshMember(page, 'cs');
  await gotoHydrated(page, '/');
  await page.getByRole('complementary', { name: 'Quick links' }).getByRole('link', { name: 'Customer service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start chat' }).click();
  const frameElement = dialog.locator('iframe[title="Customer service chat"]');
  await expect(frameElement).toBeVisible();
  const room = frameElement.contentFrame();
  await expect(room.getByRole('heading', { level: 1 })).toContainText('customer service');
  await expect(room.getByRole('status')).toHaveText('Connected: new messages appear as they arrive.');
  await expectAccessible(page, 'chat: a conversation, connected');

  // No page load from here on: a marker on the room's window survives.
  await room.locator('body').evaluate(() => ((window as unknown as { chatMarker: number }).chatMarker = 7));
  const text = `Hello from ${username}`;
  await room.getByLabel('Message').fill(text);
  await room.getByRole('button', { name: 'Send' }).click();
  const log = room.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText(text)).toBeVisible();
  await expect(room.getByLabel('Message')).toHaveValue('');

  // The service agent, in a second page.
  const agent = await context.newPage();
  await agent.goto('/cs/console');
  await agent.getByRole('link', { name: `Open: ${username}` }).click();
  await expect(agent.getByRole('log', { name: 'Conversation' }).getByText(text)).toBeVisible();
  await expect(agent.getByRole('status')).toHaveText('Connected: new messages appear as they arrive.');
  const answer = `We are here for you, ${username}.`;
  await agent.getByLabel('Message').fill(answer);
  await agent.getByRole('button', { name: 'Send' }).click();
  await expect(agent.getByRole('log').getByText(answer)).toBeVisible();

  // The member sees it arrive, in the live log, without reloading.
  await expect(log.getByText(answer)).toBeVisible();
  expect(await room.locator('body').evaluate(() => (window as unknown as { chatMarker?: number }).chatMarker)).toBe(7);
  await agent.close();

  // Korean once: the dialog and the room.
  // Escape in the room's frame closes the dialog too.
  await room.getByLabel('Message').press('Escape');
  await expect(dialog).toBeHidden();
  await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.getByRole('complementary').getByRole('link', { name: '고객센터' }).click();
  const koDialog = page.getByRole('dialog', { name: '고객센터' });
  await koDialog.getByRole('button', { name: '채팅 시작' }).click();
  const koRoom = koDialog.locator('iframe[title="고객센터 채팅"]').contentFrame();
  await expect(koRoom.getByRole('button', { name: '보내기' })).toBeVisible();
  await expect(koRoom.getByRole('log', { name: '대화' }).getByText(answer)).toBeVisible();
});

test('without a WebSocket the room polls: an image goes by the form and the answer arrives by the poll', async ({ page, context, request }) => {
  // Every socket is refused: the room must fall back to its form and its poll.
  await context.routeWebSocket(/\/cs\//, (ws) => ws.close({ code: 1011, reason: 'refused in this test' }));
  const username = await registerFreshMember(page, 'cp');
  await gotoHydrated(page, '/chat');
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await dialog.getByRole('button', { name: 'Start chat' }).click();
  const room = dialog.locator('iframe[title="Customer service chat"]').contentFrame();
  await expect(room.getByRole('status')).toHaveText('Checking for new messages every few seconds.');

  // A file that is not an image is refused under the field, keeping the text.
  allowConsoleErrors(page, failedLoad(400, /\/cs\/room\/[\w-]+$/, 'the room refuses a file that is not an image: 400, its error under the field'));
  await room.getByLabel('Message').fill('My receipt');
  await room
    .getByLabel(/^Image/)
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') });
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByRole('alert')).toHaveText('The image must be a PNG or JPEG file.');
  await expect(room.getByLabel('Message')).toHaveValue('My receipt');
  await room.getByLabel(/^Image/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await room.getByRole('button', { name: 'Send' }).click();
  const log = room.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('My receipt')).toBeVisible();
  await expect(log.getByRole('img', { name: 'Image sent in the chat' })).toBeVisible();

  // The agent answers by the console's form (no script needed there either).
  const list = await request.get('/cs/console', { headers: { Accept: 'application/json' } });
  const { conversations } = (await list.json()) as { conversations: { id: number; username: string }[] };
  const conversation = conversations.find((c) => c.username === username)!;
  const answered = await request.post(`/cs/console/${conversation.id}`, {
    multipart: { text: 'Thank you, we received it.', clientId: `e2e-answer-${Date.now()}` },
    maxRedirects: 0,
  });
  expect(answered.status()).toBe(303);
  await expect(log.getByText('Thank you, we received it.')).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, 'chat: without a socket, an image sent');
});
