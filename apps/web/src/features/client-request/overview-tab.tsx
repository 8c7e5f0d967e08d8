import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRequestDetail } from '@genie/contracts';
import { UnsavedChangesGuard } from '../account/unsaved-changes-guard.tsx';
import { BookingsSection } from './bookings-section.tsx';
import { ClientQuestionsSection } from './client-questions-section.tsx';
import { BriefEntryList, groupEntries } from './brief-entries-view.tsx';
import { ClarifySummary } from './clarify-summary.tsx';
import { BriefFeedbackSection } from './brief-feedback-view.tsx';
import { ContactDetailsView, ProjectDetailsView } from './contact-details-view.tsx';
import { ContactForm } from './contact-form.tsx';
import { EditableSection } from './editable-section.tsx';
import { EntryGroupForm } from './entry-group-form.tsx';
import { ProjectForm } from './project-form.tsx';
import { MoodBoardSection } from './mood-board-section.tsx';
import { ReferenceOutcomeSection } from './reference-outcome-view.tsx';

/**
 * Overview of Requirements: contact, project and every brief group, each editable on its own; the
 * reference choices and the client's feedback on the brief below. Leaving the page with an unsaved
 * group asks first.
 */
export function OverviewTab({ request }: { request: ClientRequestDetail }) {
  const { t } = useTranslation('client-request');
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const onDirtyChange = useCallback((id: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(id) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  return (
    <div className="space-y-5">
      <ClarifySummary entries={request.entries} />
      <ClientQuestionsSection questions={request.client_questions} idPrefix="overview" />
      <BookingsSection bookings={request.bookings} />
      <div className="grid gap-5 2xl:grid-cols-2">
        <EditableSection
          id="contact"
          title={t('overview.contact')}
          view={<ContactDetailsView request={request} />}
          form={(props) => <ContactForm request={request} {...props} />}
          onDirtyChange={onDirtyChange}
        />
        <EditableSection
          id="project"
          title={t('overview.project')}
          view={<ProjectDetailsView request={request} />}
          form={(props) => <ProjectForm request={request} {...props} />}
          onDirtyChange={onDirtyChange}
        />
      </div>
      {groupEntries(request.entries).map(([group, entries]) => (
        <EditableSection
          key={group}
          id={`group-${group}`}
          title={t(`groups.${group}`, { defaultValue: group })}
          view={<BriefEntryList entries={entries} />}
          form={(props) => <EntryGroupForm clientId={request.id} entries={entries} {...props} />}
          onDirtyChange={onDirtyChange}
        />
      ))}
      <MoodBoardSection requestId={request.id} />
      <ReferenceOutcomeSection outcome={request.reference_outcome} idPrefix="overview" />
      <BriefFeedbackSection samples={request.style_samples} feedback={request.feedback} idPrefix="overview" />
      <UnsavedChangesGuard when={dirty.size > 0} />
    </div>
  );
}
