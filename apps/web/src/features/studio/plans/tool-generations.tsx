import type { StudioPlanTool } from '@genie/contracts';
import { GenerationCard } from '../generation-card.tsx';
import { useToolGenerations } from './api.ts';
import { ExportButtons } from './export-buttons.tsx';

/** The latest generations of one plan tool (progress, Stop, Retry) with each result's downloads. */
export function ToolGenerations({ tool, title, empty, requestId }: { tool: StudioPlanTool; title: string; empty: string; requestId?: string | undefined }) {
  const { generations, isSuccess } = useToolGenerations(tool, requestId);
  return (
    <section aria-label={title} className="space-y-3">
      <h3 className="text-base font-semibold text-ink-900">{title}</h3>
      {isSuccess && generations.length === 0 && <p className="text-sm text-stone-500">{empty}</p>}
      <div className="space-y-3">
        {generations.map((g) => (
          <GenerationCard key={g.id} generation={g} resultActions={(r) => <ExportButtons result={r} />} />
        ))}
      </div>
    </section>
  );
}
