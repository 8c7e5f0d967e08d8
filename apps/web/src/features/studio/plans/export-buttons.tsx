import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStudioPlanTool, studioExportsOfTool, type StudioResult } from '@genie/contracts';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { downloadResult } from '../api.ts';
import { downloadExport } from './api.ts';

/** A plan-tool result's downloads: the PNG preview (unless shown beside already) and the tool's export files. */
export function ExportButtons({ result, withPng = true }: { result: StudioResult; withPng?: boolean }) {
  const { t } = useTranslation('studio-plans');
  const [failed, setFailed] = useState(false);
  if (!isStudioPlanTool(result.tool)) return null;
  const run = (download: () => Promise<void>) => {
    setFailed(false);
    download().catch(() => setFailed(true));
  };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-1" data-testid="plan-exports">
      <span className="sr-only">{t('downloads.label')}</span>
      {withPng && (
        <Button variant="secondary" className="!px-2 !py-1 text-xs" onClick={() => run(() => downloadResult(result.id, 'png'))}>
          <Icon name="download" className="h-3.5 w-3.5" />
          PNG
        </Button>
      )}
      {studioExportsOfTool[result.tool].map((format) => (
        <Button key={format} variant="secondary" className="!px-2 !py-1 text-xs" onClick={() => run(() => downloadExport(result.id, format))}>
          <Icon name="download" className="h-3.5 w-3.5" />
          {t(`downloads.${format}`)}
        </Button>
      ))}
      {failed && (
        <span role="alert" className="text-xs text-red-600">
          {t('downloads.failed')}
        </span>
      )}
    </div>
  );
}
