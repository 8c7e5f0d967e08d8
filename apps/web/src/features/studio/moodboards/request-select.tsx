import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { control, FieldShell } from '../../../ui/field.tsx';
import { useRecentRequests } from './api.ts';

/** Attach a board or an article to one of the designer's latest requests (its brief is used). */
export function RequestSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('studio-boards');
  const id = useId();
  const requests = useRecentRequests();
  return (
    <FieldShell id={id} label={t('request')}>
      <select id={id} className={control} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('noRequest')}</option>
        {requests.data?.items.map((r) => (
          <option key={r.id} value={r.id}>
            {r.brand_name ? `${r.contact_name} · ${r.brand_name}` : r.contact_name}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
