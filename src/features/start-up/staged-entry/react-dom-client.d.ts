// The site has no @types/react-dom; the staged entry only evaluates this module (./staged-entry.ts).
declare module 'react-dom/client';
