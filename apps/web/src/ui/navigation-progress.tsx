import { useNavigation } from 'react-router';

/** A thin bar along the top while the next screen (its code, translations or data) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-[genie-progress_1.1s_ease-in-out_infinite] bg-gradient-to-r from-brand-500 to-accent-500 motion-reduce:animate-none motion-reduce:w-full" />
    </div>
  );
}
