import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGenie } from '../genie/genie-context.ts';
import { gCard } from '../genie/genie-ui.tsx';
import { getMoodBoard, moodBoardQueryKey } from './api.ts';

/** The design brief's mood board: the concepts the visitor starred (they go to the designer with the brief). */
export function MoodBoardStarred({ token }: { token: string }) {
  const { t } = useTranslation('mood-board');
  const { base } = useGenie();
  const board = useQuery({ queryKey: moodBoardQueryKey(base, token), queryFn: () => getMoodBoard(base, token) });
  const starred = board.data?.board.concepts.filter((c) => c.starred && c.url) ?? [];
  return (
    <section className={gCard} aria-labelledby="mood-board-starred">
      <h2 id="mood-board-starred" className="font-semibold">
        {t('briefTitle')}
      </h2>
      {starred.length === 0 ? (
        <p className="mt-1 text-sm text-[var(--g-muted)]">{t('briefNone')}</p>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-2">
          {starred.map((c, i) => (
            <li key={c.id}>
              <img src={c.url!} alt={t('concept', { n: i + 1 })} className="w-full rounded-lg ring-1 ring-[var(--g-border)]" data-testid="brief-starred-concept" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
