import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadEnv } from './config/env';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

await loadEnv();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
