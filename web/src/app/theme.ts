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
          solid: { value: '{colors.accent.500}' },
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
