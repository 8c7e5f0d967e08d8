import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { availableTimes, bookConsultationInput, defaultCustomStyles, parseCustomStyles } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { bookConsultation, getDesigner } from './api.ts';
import { ChoicePill } from './home-form.tsx';
import { GenieFrame } from './genie-layout.tsx';
import { FieldError, gCard, GAlert, GButton, gButtonClasses, GTextArea, GTextField } from './genie-ui.tsx';
import { lastDesignerSession } from './visitor-storage.ts';

type BookValues = z.input<typeof bookConsultationInput>;

function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** /genie/book — a consultation slot (a date and a time window) attached to the visitor's request. */
export function Component() {
  const { t } = useTranslation(['genie', 'genie-validation']);
  const session = useMemo(() => lastDesignerSession(), []);
  const designer = useQuery({ queryKey: ['genie', 'designer', session?.linkWords], queryFn: () => getDesigner(session?.linkWords ?? ''), enabled: Boolean(session) });
  const styles = designer.data ? parseCustomStyles(designer.data.data.custom_styles) : defaultCustomStyles;
  useDocumentTitle(t('book.title'));
  return (
    <GenieFrame styles={styles} teamName={designer.data?.data.name ?? ''} logo={designer.data?.data.logo ?? null}>
      <div className="flex flex-col gap-5 pt-8">
        <h1 className="text-2xl font-bold">{t('book.title')}</h1>
        {session ? (
          <BookForm token={session.token} />
        ) : (
          <div className={gCard}>
            <p>{t('book.noSession')}</p>
            <Link to="/genie_demo/chat" className={gButtonClasses('secondary', false, 'mt-4')}>
              {t('thanks.demo')}
            </Link>
          </div>
        )}
      </div>
    </GenieFrame>
  );
}

function BookForm({ token }: { token: string }) {
  const { t } = useTranslation(['genie', 'genie-validation']);
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookValues>({ resolver: zodResolver(bookConsultationInput), defaultValues: { date: '', note: '' } });
  const book = useMutation({
    mutationFn: (v: BookValues) => {
      const input = bookConsultationInput.parse(v);
      // The visitor's zone on the booked day (not today's: a daylight-saving change may fall between).
      return bookConsultation(token, { ...input, utc_offset: -new Date(`${input.date}T12:00:00`).getTimezoneOffset() });
    },
    onSuccess: () => setDone(true),
  });
  if (done)
    return (
      <div role="status" className={gCard}>
        <p className="font-semibold">{t('book.done')}</p>
      </div>
    );
  return (
    <form noValidate onSubmit={handleSubmit((v) => book.mutate({ ...v, note: v.note || undefined }))} className="space-y-5">
      <p className="text-sm text-[var(--g-muted)]">{t('book.intro')}</p>
      <GTextField label={t('book.date')} type="date" min={today()} error={errorText.field(errors.date?.message)} {...register('date')} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('home.availableTime')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {availableTimes.map((time) => (
            <ChoicePill key={time} type="radio" value={time} label={t(`availableTime.${time}`)} {...register('available_time')} />
          ))}
        </div>
        <FieldError>{errorText.field(errors.available_time?.message)}</FieldError>
      </fieldset>
      <GTextArea label={`${t('book.note')} (${t('common:optional')})`} error={errorText.field(errors.note?.message)} {...register('note')} />
      {book.error && <GAlert>{errorText.api(book.error)}</GAlert>}
      <GButton type="submit" block busy={book.isPending} className="min-h-12 text-base">
        {t('book.submit')}
      </GButton>
    </form>
  );
}
