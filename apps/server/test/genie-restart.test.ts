import { afterAll, describe, expect, it } from 'vitest';
import { registerDesigner, restartableInstall } from './helpers.ts';
import { chatTurn, doneOf, getSession, startRequest } from './genie-helpers.ts';

describe('a server restart in the middle of a conversation', () => {
  const installs: { remove(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const install of installs) await install.remove();
  });

  it('loses nothing: the visitor continues where they left off', async () => {
    const install = await restartableInstall('genie-restart-');
    installs.push(install);

    const first = await install.start();
    const designer = await registerDesigner(first.app);
    const { token } = await startRequest(first.app, designer.genie_name);
    const opening = await getSession(first.app, designer.genie_name, token);
    const answered = doneOf((await chatTurn(first.app, designer.genie_name, token, { text: 'We want to renovate a 25-year-old apartment.' })).events);
    await first.app.close();
    await first.database.close();

    const second = await install.start();
    try {
      const resumed = await getSession(second.app, designer.genie_name, token);
      expect(resumed.messages).toHaveLength(3);
      expect(resumed.messages[0]).toEqual(opening.messages[0]);
      expect(resumed.question?.field_id).toBe(answered.question?.field_id);
      const next = doneOf((await chatTurn(second.app, designer.genie_name, token, { action: 'skip' })).events);
      expect(next.question?.field_id).not.toBe(answered.question?.field_id);
      expect((await getSession(second.app, designer.genie_name, token)).messages).toHaveLength(5);
    } finally {
      await second.app.close();
      await second.database.close();
    }
  });
});
