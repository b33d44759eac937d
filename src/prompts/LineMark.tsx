import { useSnapshot } from '../lib/useSnapshot';
import { state } from './promptLine';

/** The prompts' line as hidden attributes: which prompt is on screen and which wait (read by the end-to-end tests). */
export function LineMark() {
  const { active, waiting } = useSnapshot(state);
  return <span hidden data-testid="prompt-line" data-active={active ?? ''} data-waiting={waiting.join(' ')} />;
}
