import type { ReactNode } from 'react';
import type { PersonalInfoReply } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { usePersonalInfo } from './use-personal-info.ts';

/** Renders its children with the designer's account once loaded; a spinner until then, the translated error if it fails. */
export function PersonalInfoGate({ children }: { children: (reply: PersonalInfoReply) => ReactNode }) {
  const errorText = useErrorText();
  const info = usePersonalInfo();
  if (info.isPending) return <PageLoading />;
  if (info.isError) return <Alert>{errorText.api(info.error)}</Alert>;
  return <>{children(info.data)}</>;
}
