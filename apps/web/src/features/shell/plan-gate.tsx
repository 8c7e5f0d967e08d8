import type { ReactNode } from 'react';
import type { PlanFeature } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { UpgradePrompt } from '../plans/upgrade-prompt.tsx';
import { usePersonalInfo } from './use-personal-info.ts';

/** Whether the designer's plan unlocks a feature; undefined until the account has loaded. The server's plan rule decides. */
export function useHasFeature(feature: PlanFeature): boolean | undefined {
  const info = usePersonalInfo();
  return info.data ? info.data.plan.features.includes(feature) : undefined;
}

/** Spec §6: shows `children` when the plan unlocks `feature`, otherwise the upgrade prompt with Contact Sales. */
export function PlanGate({ feature, children }: { feature: PlanFeature; children: ReactNode }) {
  const info = usePersonalInfo();
  const errorText = useErrorText();
  if (info.isPending) return <PageLoading />;
  if (info.isError) return <Alert>{errorText.api(info.error)}</Alert>;
  return info.data.plan.features.includes(feature) ? <>{children}</> : <UpgradePrompt feature={feature} />;
}
