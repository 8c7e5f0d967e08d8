import { useTranslation } from 'react-i18next';
import { roomFunctionIds, type RoomFunctionId } from '@genie/contracts';
import { control } from '../../../ui/field.tsx';
import { formatArea, type RoomRow } from './room-rows.ts';

/** The rooms found: a name and a use to correct for each, its area as measured. */
export function RoomEditor({ rows, onChange }: { rows: RoomRow[]; onChange: (rows: RoomRow[]) => void }) {
  const { t } = useTranslation('studio-plans');
  const update = (index: number, patch: Partial<RoomRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <table className="w-full text-sm" data-testid="room-editor">
      <thead>
        <tr className="text-left text-stone-500">
          <th className="pb-2 font-medium">{t('plan.roomName')}</th>
          <th className="pb-2 font-medium">{t('plan.roomFunction')}</th>
          <th className="pb-2 text-right font-medium">{t('plan.roomArea')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.id} className="border-t border-stone-100" data-testid="room-row">
            <td className="py-1.5 pr-2">
              <input
                className={control}
                value={row.name}
                maxLength={60}
                aria-label={`${t('plan.roomName')} ${i + 1}`}
                aria-invalid={!row.name.trim() || undefined}
                onChange={(e) => update(i, { name: e.target.value })}
              />
              {!row.name.trim() && <span className="text-xs text-red-600">{t('validation.room_name_required')}</span>}
            </td>
            <td className="py-1.5 pr-2">
              <select className={control} value={row.function} aria-label={`${t('plan.roomFunction')} ${i + 1}`} onChange={(e) => update(i, { function: e.target.value as RoomFunctionId })}>
                {roomFunctionIds.map((fn) => (
                  <option key={fn} value={fn}>
                    {t(`functions.${fn}`)}
                  </option>
                ))}
              </select>
            </td>
            <td className="py-1.5 text-right tabular-nums text-stone-700">{formatArea(row.area)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
