import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The installable app's manifest. A manifest has one name; the Sinhala and Tamil ones go in `translations` (the
 * W3C manifest-incubations member browsers read for the device's language), the same texts as the app's brand.name.
 */
export const webAppManifest: Partial<ManifestOptions> & {
  translations: Record<string, { name: string; short_name: string; description: string }>;
} = {
  id: '/',
  name: 'Lanka Relief',
  short_name: 'Lanka Relief',
  description: 'Disaster early warning and relief coordination for Sri Lanka',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#0b5d4b',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  translations: {
    si: { name: 'ලංකා සහන', short_name: 'ලංකා සහන', description: 'ශ්‍රී ලංකාව සඳහා ආපදා පූර්ව අනතුරු ඇඟවීම සහ සහන සම්බන්ධීකරණය' },
    ta: {
      name: 'லங்கா நிவாரணம்',
      short_name: 'லங்கா நிவாரணம்',
      description: 'இலங்கைக்கான பேரிடர் முன்னெச்சரிக்கை மற்றும் நிவாரண ஒருங்கிணைப்பு',
    },
  },
};
