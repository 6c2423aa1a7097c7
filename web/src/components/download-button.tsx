import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { fetchDownload, saveDownload } from '@/lib/download';
import { notifyError } from '@/lib/toast';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The file route's URL (`routeRequest(...).url`), read when clicked. */
  url: () => string;
  /** The file's name when the server names none. */
  fallbackName: string;
  /** The error toast's text when the server gives no reason (docs/product.md §8). */
  failure: string;
  children: ReactNode;
}

/**
 * A button that downloads an export (DOCX, CSV; docs/product.md §11) under the server's file name. A
 * failure shows the 'Error' toast with the server's message, or `failure` (also for a bare 404).
 */
export function DownloadButton({ url, fallbackName, failure, children, ...rest }: DownloadButtonProps) {
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      saveDownload(await fetchDownload(url(), fallbackName));
    } catch (error) {
      const notFound = isApiError(error) && error.status === 404;
      notifyError('Error', notFound ? failure : getServerMessage(error, failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" size="sm" {...rest} loading={pending} onClick={() => void onClick()}>
      <LuDownload /> {children}
    </Button>
  );
}
