import { useNavigate } from 'react-router-dom';
import { Suspense } from 'react';
import { LazySmallScreenOverlay } from '../../design-system';
import { useSmallScreen } from './useSmallScreen';


/** On small screens, asks for a bigger one over the page; Back goes back in history. */
export function BetterExperienceOverlay() {
  const small = useSmallScreen();
  const navigate = useNavigate();
  if (!small) return null;
  return (
    <Suspense fallback={null}>
      <LazySmallScreenOverlay onBack={() => void navigate(-1)} />
    </Suspense>
  );
}
