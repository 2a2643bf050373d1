/** Spanish texts of `<site-tabs>` (loaded only on Spanish pages). */
export const tabs: Record<string, string> = {
  label: 'Pestañas',
};
