/** Soft brand-coloured light behind public screens (decorative). */
export function BrandBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden bg-stone-50">
      <div className="absolute -left-32 -top-40 h-[28rem] w-[28rem] rounded-full bg-brand-200/60 blur-3xl" />
      <div className="absolute -bottom-40 -right-24 h-[26rem] w-[26rem] rounded-full bg-accent-400/25 blur-3xl" />
      <div className="absolute left-1/2 top-1/3 h-72 w-72 -translate-x-1/2 rounded-full bg-brand-100/70 blur-3xl" />
    </div>
  );
}
