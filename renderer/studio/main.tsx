/** The brand studio's entry (development server only: /dev/studio). */
import { createRoot } from 'react-dom/client';
import { StudioApp } from './StudioApp';
import './studio.css';

createRoot(document.getElementById('studio')!).render(<StudioApp />);
