import { useTranslation } from 'react-i18next';
import { BriefEntryList, groupEntries } from './brief-entries-view.tsx';
import { ClarifySummary } from './clarify-summary.tsx';
import { ClientQuestionsSection } from './client-questions-section.tsx';
import { BriefFeedbackSection } from './brief-feedback-view.tsx';
import { ContactDetailsView, ProjectDetailsView, type OverviewData } from './contact-details-view.tsx';
import { ReferenceOutcomeSection } from './reference-outcome-view.tsx';
import { SectionCard } from './section-card.tsx';

/** The request's overview, read-only: the shared link's page and the demo show it as the designer sees it. */
export function OverviewView({ request }: { request: OverviewData }) {
  const { t } = useTranslation('client-request');
  return (
    <div className="space-y-5">
      <ClarifySummary entries={request.entries} />
      <ClientQuestionsSection questions={request.client_questions} idPrefix="ro" />
      <div className="grid gap-5 2xl:grid-cols-2">
        <SectionCard title={t('overview.contact')} titleId="ro-contact">
          <ContactDetailsView request={request} />
        </SectionCard>
        <SectionCard title={t('overview.project')} titleId="ro-project">
          <ProjectDetailsView request={request} />
        </SectionCard>
      </div>
      {groupEntries(request.entries).map(([group, entries]) => (
        <SectionCard key={group} title={t(`groups.${group}`, { defaultValue: group })} titleId={`ro-group-${group}`}>
          <BriefEntryList entries={entries} />
        </SectionCard>
      ))}
      <ReferenceOutcomeSection outcome={request.reference_outcome} idPrefix="ro" />
      <BriefFeedbackSection samples={request.style_samples} feedback={request.feedback} idPrefix="ro" />
    </div>
  );
}
