import '@fontsource-variable/inter';
import '@fontsource-variable/plus-jakarta-sans';
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * ICP Studio's design system: Chakra's defaults plus an indigo "brand" palette (with the semantic
 * tokens Chakra components read through `colorPalette="brand"`) and a teal "accent".
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    html: {
      scrollBehavior: 'smooth',
      scrollPaddingTop: '5rem',
      '@media (prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: {
          value: "'Plus Jakarta Sans Variable', 'Inter Variable', ui-sans-serif, system-ui, sans-serif",
        },
        body: {
          value: "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#f0f2ff' },
          100: { value: '#e1e5ff' },
          200: { value: '#c6cdfe' },
          300: { value: '#a2acfb' },
          400: { value: '#7c83f6' },
          500: { value: '#5b5ef0' },
          600: { value: '#4a43e0' },
          700: { value: '#3d36c2' },
          800: { value: '#33309c' },
          900: { value: '#2d2c7b' },
          950: { value: '#1b1a48' },
        },
        accent: {
          50: { value: '#ecfeff' },
          100: { value: '#cffafe' },
          200: { value: '#a5f3fc' },
          300: { value: '#67e8f9' },
          400: { value: '#22d3ee' },
          500: { value: '#0ea5b7' },
          600: { value: '#0b8396' },
          700: { value: '#0e6a7a' },
          800: { value: '#135664' },
          900: { value: '#144855' },
          950: { value: '#072f3a' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's fg.subtle (gray.400, 2.56:1 on white) is too faint for text: captions, "Not specified",
        // counts. gray.500 keeps the hierarchy below fg.muted and meets WCAG AA (4.8:1).
        fg: {
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
          // Status text at AA on white and on the subtle panels (Chakra's own shades reach 3.3-3.8:1).
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.400}' } },
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
        // White on Chakra's orange.solid (orange.600) is 3.56:1; orange.700 gives 5.2:1 (the Portfolio's
        // "Needs attention" count and every other solid orange badge).
        orange: {
          solid: { value: '{colors.orange.700}' },
        },
        // Likewise green.600 (3.3:1) -> green.700 (5.0:1), teal.600 (3.7:1) -> teal.700 (5.5:1).
        green: {
          solid: { value: '{colors.green.700}' },
        },
        teal: {
          solid: { value: '{colors.teal.700}' },
        },
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
        },
        accent: {
          // White text on the solid teal at AA: accent.500 gives 2.96:1, accent.700 6.2:1 (buttons, badges).
          solid: { value: '{colors.accent.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.accent.700}', _dark: '{colors.accent.300}' } },
          muted: { value: { _light: '{colors.accent.100}', _dark: '{colors.accent.900}' } },
          subtle: { value: { _light: '{colors.accent.50}', _dark: '{colors.accent.950}' } },
          emphasized: { value: { _light: '{colors.accent.200}', _dark: '{colors.accent.800}' } },
          focusRing: { value: '{colors.accent.500}' },
          border: { value: { _light: '{colors.accent.200}', _dark: '{colors.accent.800}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
