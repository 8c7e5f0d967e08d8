import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MOOD_BOARD_MAX_IMAGES } from '@genie/contracts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useGenie } from '../genie/genie-context.ts';
import { GButton } from '../genie/genie-ui.tsx';
import { getMoodBoard, moodBoardQueryKey } from './api.ts';
import { MoodBoardPanel } from './mood-board-panel.tsx';

/**
 * The mood board's v2, image-first: after the home form the visitor starts with their photos (the board's
 * own upload, same limits and messages), then goes on to the chat, which can propose concepts from them.
 */
export function MoodBoardPhotosStep({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('mood-board');
  const { base } = useGenie();
  useDocumentTitle(t('photosFirst.title'));
  // The panel's own entry: the count follows its uploads.
  const board = useQuery({ queryKey: moodBoardQueryKey(base, token), queryFn: () => getMoodBoard(base, token) });
  const uploads = board.data?.board.uploads.length ?? 0;
  return (
    <div className="flex flex-1 flex-col gap-2 pt-6" data-testid="mood-board-photos-first">
      <header>
        <h1 className="text-2xl font-bold">{t('photosFirst.title')}</h1>
        <p className="mt-1 text-[15px] leading-relaxed text-[var(--g-muted)]">{t('photosFirst.intro', { max: MOOD_BOARD_MAX_IMAGES, propose: t('propose') })}</p>
      </header>
      <MoodBoardPanel token={token} answered={0} uploadsOnly />
      <div className="sticky bottom-0 -mx-4 mt-auto space-y-1 border-t border-[var(--g-border)] bg-[var(--g-bg)] px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
        <GButton block variant={uploads ? 'primary' : 'secondary'} className="min-h-12 text-base" onClick={onDone}>
          {uploads ? t('photosFirst.continue') : t('photosFirst.skip')}
        </GButton>
        <p className="text-center text-xs text-[var(--g-muted)]">{uploads ? t('photosFirst.continueHint') : t('photosFirst.skipHint')}</p>
      </div>
    </div>
  );
}
