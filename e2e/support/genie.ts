/**
 * Helpers for the visitor's genie specs: the API replies the screens are driven by (read from the
 * network, never fetched a second time) and a generic driver that answers the built-in interview engine.
 */
import type { Locator, Page, Response } from '@playwright/test';
import type { BriefReply, ChatEvent, ChatProgress, ChatQuestion, Language, VisitorSessionReply } from '@genie/contracts';
import { catalogs, fill } from './catalogs.ts';
import { expect } from './fixtures.ts';

/**
 * Chooses a radio drawn as a pill or a star (a visually hidden input inside its label): taps the label,
 * as a finger would, then expects the radio checked.
 */
export async function tapChoice(radio: Locator) {
  await radio.locator('xpath=ancestor::label[1]').tap();
  await expect(radio).toBeChecked();
}

/** The `chatEvent`s of a chat turn's Server-Sent-Events body, in order. */
export function parseSse(body: string): ChatEvent[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => JSON.parse(line.slice(5).trim()) as ChatEvent);
}

const apiPath = (linkWords: string, rest: string) => `/api/genie/${encodeURIComponent(linkWords)}/${rest}`;

/** Resolves with the next reply of a visitor API call (`rest` e.g. "session/", "chat/", "brief/"). */
export function nextApiReply(page: Page, linkWords: string, rest: string, method = 'GET'): Promise<Response> {
  const path = apiPath(linkWords, rest);
  // Named in the failure: a bare waitForResponse timeout does not say which reply never came.
  return page.waitForResponse((res) => res.request().method() === method && new URL(res.url()).pathname === path).catch((error: unknown) => {
    throw new Error(`no reply to ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  });
}

export async function sessionReply(response: Promise<Response>): Promise<VisitorSessionReply> {
  const res = await response;
  expect(res.status(), 'GET session/').toBe(200);
  return (await res.json()) as VisitorSessionReply;
}

export async function briefReply(response: Promise<Response>): Promise<BriefReply> {
  const res = await response;
  expect(res.status(), 'GET brief/').toBe(200);
  return (await res.json()) as BriefReply;
}

/** What the screen shows after a turn, from the turn's `done` event. */
export interface TurnState {
  question: ChatQuestion | null;
  progress: ChatProgress;
  complete: boolean;
  /** The genie's reply to the turn (null for the opening state read from session/). */
  reply: string | null;
}

/** Waits for a chat turn's stream to end and returns its `done` event (fails on an `error` event). */
export async function turnDone(response: Promise<Response>): Promise<TurnState> {
  const res = await response;
  expect(res.status(), 'POST chat/').toBe(200);
  expect(res.headers()['content-type']).toContain('text/event-stream');
  const events = parseSse(await res.text());
  const error = events.find((e) => e.type === 'error');
  expect(error, `chat turn error event: ${JSON.stringify(error)}`).toBeUndefined();
  expect(events[0]?.type, 'the visitor message is accepted first').toBe('accepted');
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`the chat stream did not end with done: ${JSON.stringify(events)}`);
  const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
  expect(streamed, 'the streamed deltas add up to the stored reply').toBe(done.message.text);
  return { question: done.question, progress: done.progress, complete: done.complete, reply: done.message.text };
}

/** The chat screen, located by role and label in the visitor's language. */
export function chatScreen(page: Page, language: Language) {
  const { genie } = catalogs[language];
  const log = page.getByRole('log', { name: genie.chat.logLabel });
  return {
    log,
    progress: page.getByRole('progressbar', { name: genie.chat.progressLabel }),
    chips: page.getByRole('group', { name: genie.chat.chips, exact: true }),
    multiChips: page.getByRole('group', { name: genie.chat.chipsMultiple, exact: true }),
    input: page.getByLabel(genie.chat.inputLabel, { exact: true }),
    send: page.getByRole('button', { name: genie.chat.send, exact: true }),
    skip: page.getByRole('button', { name: genie.chat.skip }),
    back: page.getByRole('button', { name: genie.chat.back }),
    /** The "that's everything" panel with the link on to the reference step. */
    toReference: page.getByRole('link', { name: genie.chat.toReference, exact: true }),
  };
}

/**
 * Waits until the chat's smooth scroll to its newest message has ended (the page keeps still for two frames): a tap is
 * dispatched where the button was found, and the scroll a finished turn starts would move the Skip button under it.
 */
export async function scrollSettled(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
      }),
  );
}

/** Types `text` into the chat and taps Send once the page keeps still (`scrollSettled`): the turn's state when it is done. */
export async function tapTyped(page: Page, linkWords: string, screen: ReturnType<typeof chatScreen>, text: string): Promise<TurnState> {
  const turn = nextApiReply(page, linkWords, 'chat/', 'POST');
  await screen.input.fill(text);
  await scrollSettled(page);
  await screen.send.tap();
  return turnDone(turn);
}

/**
 * Waits until the screen shows `state`: the progress, the pending question in the log and its chips (or
 * none), or the "that's everything" panel. Kept lean: it runs after every turn.
 */
export async function expectTurnShown(page: Page, language: Language, state: TurnState) {
  const screen = chatScreen(page, language);
  await expect(screen.progress).toHaveAttribute('aria-valuenow', String(state.progress.answered));
  if (state.complete || !state.question) {
    await expect(screen.toReference).toBeVisible();
    return;
  }
  await expect(screen.log).toContainText(state.question.text);
  if (state.question.chips.length > 0) {
    const group = state.question.multiple ? screen.multiChips : screen.chips;
    await expect(group.getByRole('button')).toHaveText(state.question.chips.map((c) => c.label));
  } else {
    await expect(page.getByRole('group', { name: catalogs[language].genie.chat.chips })).toHaveCount(0);
  }
}

export type TurnKind = 'chip' | 'typed' | 'skip' | 'back';

export interface SentTurn {
  kind: TurnKind;
  fieldId: string | null;
  text: string | null;
}

export interface ConversationPlan {
  /** Typed answers per brief field id; anything else gets `fallback`. */
  answers: Record<string, string>;
  fallback: string;
  /** The typed answer that replaces an earlier one after "go back". */
  correction: (fieldId: string, earlier: string) => string;
  /** Skip the question of this turn (0-based count of turns sent). */
  skipAtTurn: number;
  /** Go back right after the first typed answer from this turn on, and correct it. */
  backFromTurn: number;
  /** Called once after the first few turns (e.g. for a screenshot and an accessibility check). */
  onTurn?: (turnIndex: number) => Promise<void>;
}

export interface ConversationResult {
  turns: SentTurn[];
  /** The final answer per field id (typed or chip value); skipped fields are absent. */
  answered: Map<string, string>;
  skipped: Set<string>;
  corrected: { fieldId: string; earlier: string; now: string } | null;
}

/**
 * Answers every question until the engine is done: the first chip where chips are shown, else a typed
 * answer from the plan (by the question's field id from the API reply); one skip and one "go back"
 * with a correction on the way. Every step waits until the screen shows the new question.
 */
export async function runConversation(page: Page, linkWords: string, language: Language, start: TurnState, plan: ConversationPlan): Promise<ConversationResult> {
  const screen = chatScreen(page, language);
  const { genie } = catalogs[language];
  const turns: SentTurn[] = [];
  const answered = new Map<string, string>();
  const skipped = new Set<string>();
  let corrected: ConversationResult['corrected'] = null;
  let state = start;
  let lastTyped: { fieldId: string; text: string } | null = null;
  let wentBack = false;

  await expectTurnShown(page, language, state);
  while (!state.complete && state.question) {
    expect(turns.length, 'the conversation ends within a sensible number of turns').toBeLessThan(40);
    const question: ChatQuestion = state.question;
    // The finished turn's smooth scroll would move the buttons under a click found before it ends.
    await scrollSettled(page);
    const reply = nextApiReply(page, linkWords, 'chat/', 'POST');
    let sent: SentTurn;

    if (turns.length === plan.skipAtTurn) {
      await screen.skip.click();
      sent = { kind: 'skip', fieldId: question.field_id, text: null };
    } else if (!wentBack && lastTyped && turns.length >= plan.backFromTurn) {
      await screen.back.click();
      sent = { kind: 'back', fieldId: lastTyped.fieldId, text: null };
    } else if (question.chips.length > 0) {
      const chip = question.chips[0]!;
      if (question.multiple) {
        const group = screen.multiChips;
        await group.getByRole('button', { name: chip.label, exact: true }).click();
        await expect(group.getByRole('button', { name: chip.label, exact: true })).toHaveAttribute('aria-pressed', 'true');
        await group.getByRole('button', { name: fill(genie.chat.sendSelected, { count: 1 }), exact: true }).click();
      } else {
        await screen.chips.getByRole('button', { name: chip.label, exact: true }).click();
      }
      sent = { kind: 'chip', fieldId: question.field_id, text: chip.value };
    } else {
      const revisiting: boolean = wentBack && !corrected && lastTyped?.fieldId === question.field_id;
      const text: string = revisiting ? plan.correction(question.field_id, lastTyped!.text) : (plan.answers[question.field_id] ?? plan.fallback);
      await screen.input.fill(text);
      await screen.send.click();
      sent = { kind: 'typed', fieldId: question.field_id, text };
      if (revisiting) corrected = { fieldId: question.field_id, earlier: lastTyped!.text, now: text };
    }

    turns.push(sent);
    const next = await turnDone(reply);

    const understood = next.complete || next.question?.field_id !== question.field_id;
    if (sent.kind === 'back') {
      wentBack = true;
      expect(next.question?.field_id, 'go back asks the previous question again').toBe(sent.fieldId);
      expect(next.question?.text, 'the earlier answer is recalled').toContain(lastTyped!.text);
    } else if (sent.kind === 'skip') {
      skipped.add(question.field_id);
      answered.delete(question.field_id);
    } else if (understood) {
      // (A re-ask would ask the same field again.) The answer stands.
      answered.set(question.field_id, sent.text!);
      skipped.delete(question.field_id);
    }
    if (!wentBack) {
      // "Go back" is tried right after a typed free-text answer, so the correction is free text too.
      lastTyped = sent.kind === 'typed' && understood && question.kind === 'free_text' ? { fieldId: question.field_id, text: sent.text! } : null;
    }
    await expectTurnShown(page, language, next);
    state = next;
    await plan.onTurn?.(turns.length);
  }
  // Every word the visitor sent is in the conversation, in order, and so is every reply.
  const shown = await screen.log.innerText();
  let from = 0;
  for (const text of turns.flatMap((t) => (t.text ? [t.text] : []))) {
    const at = shown.indexOf(text, from);
    expect(at, `"${text}" is shown in the conversation after what came before`).toBeGreaterThanOrEqual(0);
    from = at + text.length;
  }
  expect(skipped.size, 'one question was skipped').toBe(1);
  expect(corrected, 'one answer was corrected after going back').not.toBeNull();
  return { turns, answered, skipped, corrected };
}
