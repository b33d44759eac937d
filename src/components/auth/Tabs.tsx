/** Two or more method tabs (username / SMS); a tablist of buttons whose text is their name. */
export function Tabs<K extends string>({ label, tabs, current, onChange }: {
  label: string; tabs: { key: K; text: string }[]; current: K; onChange: (k: K) => void;
}) {
  if (tabs.length < 2) return null;
  return (
    <div role="tablist" aria-label={label} className="tabs">
      {tabs.map((tab) => (
        <button
          key={tab.key} type="button" role="tab" aria-selected={tab.key === current} className={tab.key === current ? 'btn primary' : 'btn'}
          onClick={() => onChange(tab.key)}
        >{tab.text}</button>
      ))}
    </div>
  );
}
