// The floor of any React page: React and ReactDOM rendering one element, built like the app.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>{document.title}</p>);
