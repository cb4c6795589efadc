import { useNavigate } from 'react-router-dom';
import { SmallScreenOverlay } from '../../design-system/components/SmallScreenOverlay';
import { useSmallScreen } from './useSmallScreen';

/** On small screens, asks for a bigger one over the page; Back goes back in history (SPEC §2). */
export function BetterExperienceOverlay() {
  const small = useSmallScreen();
  const navigate = useNavigate();
  if (!small) return null;
  return <SmallScreenOverlay onBack={() => void navigate(-1)} />;
}
