import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { requestMoodBoardReply, type RequestMoodBoardReply } from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';
import { FILE_LINK_REFRESH_MS } from '../../app/file-links.ts';
import { Card } from '../../ui/card.tsx';

/**
 * The visitor's mood board on the request's overview (issue 14): the images they attached and the
 * concept images they starred. Nothing shows for a request made without the mood board.
 */
export function MoodBoardSection({ requestId }: { requestId: string }) {
  const { t } = useTranslation('client-request');
  const board = useQuery<RequestMoodBoardReply, ApiError>({
    queryKey: ['client-request', requestId, 'mood-board'],
    queryFn: ({ signal }) => api(`/client_requests/${encodeURIComponent(requestId)}/mood_board/`, { schema: requestMoodBoardReply, signal }),
    refetchInterval: FILE_LINK_REFRESH_MS,
    retry: false,
  });
  const data = board.data;
  if (!data || (data.uploads.length === 0 && data.starred.length === 0)) return null;
  return (
    <Card>
      <h2 className="text-base font-semibold">{t('moodBoard.title')}</h2>
      {data.starred.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-medium">{t('moodBoard.starred', { count: data.starred.length })}</h3>
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="request-mood-board-starred">
            {data.starred.map((c, i) => (
              <li key={c.id}>
                {c.url && <img src={c.url} alt={c.instruction ? t('moodBoard.conceptRefined', { n: i + 1, words: c.instruction }) : t('moodBoard.concept', { n: i + 1 })} className="w-full rounded-lg border border-slate-200" />}
                {c.instruction && <p className="mt-1 text-xs text-slate-500">“{c.instruction}”</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      {data.uploads.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-medium">{t('moodBoard.uploads', { count: data.uploads.length })}</h3>
          <ul className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6">
            {data.uploads.map((u, i) => (
              <li key={u.id}>
                <img src={u.url} alt={t('moodBoard.upload', { n: i + 1 })} className="aspect-square w-full rounded-lg border border-slate-200 object-cover" />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
