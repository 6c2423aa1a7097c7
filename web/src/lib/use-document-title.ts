import { useEffect } from 'react';

export const APP_NAME = 'ICP Studio';

/** Sets the browser tab title to "<title> · ICP Studio" (or just the product name). */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
