/**
 * Two or more method tabs (username / SMS) in the design system's look; the fields follow in the form itself,
 * so no panel takes the tab's name (a field labelled "Username" stays the only thing named so).
 */
export function Tabs<K extends string>({ label, tabs, current, onChange }: {
  label: string; tabs: { key: K; text: string }[]; current: K; onChange: (k: K) => void;
}) {
  if (tabs.length < 2) return null;
  return (
    <div role="tablist" aria-label={label} className="ui-tablist auth-tabs">
      {tabs.map((tab) => (
        <button key={tab.key} type="button" role="tab" aria-selected={tab.key === current} onClick={() => onChange(tab.key)}>{tab.text}</button>
      ))}
    </div>
  );
}
