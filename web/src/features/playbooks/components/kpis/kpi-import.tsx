import { Button, HStack, Input, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuUpload } from 'react-icons/lu';
import { getServerMessage } from '@/lib/api-client';

export interface KpiImportProps {
  onImport: (csv: string) => Promise<{ imported: number }>;
  /** The bad lines of a refused import. */
  errorLines: (error: unknown) => string[];
  pending?: boolean;
}

/**
 * Many values at once from CSV (docs/product.md §17): a file or pasted text with the columns kpi,
 * period, value. A refused import names each bad line; nothing is recorded then.
 */
export function KpiImport({ onImport, errorLines, pending }: KpiImportProps) {
  const [csv, setCsv] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const run = async () => {
    setMessage(null);
    setLines([]);
    setDone(null);
    if (!csv.trim()) {
      setMessage('Choose a CSV file or paste its rows first');
      return;
    }
    try {
      const { imported } = await onImport(csv);
      setDone(`${imported} ${imported === 1 ? 'value' : 'values'} imported`);
      setCsv('');
    } catch (error) {
      setMessage(getServerMessage(error, 'Could not import the values'));
      setLines(errorLines(error));
    }
  };

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        Columns <strong>kpi</strong>, <strong>period</strong> and <strong>value</strong>, with a header row,
        e.g. <code>Qualified leads,2026-03,42</code>. Nothing is imported while a row needs fixing.
      </Text>
      <Textarea
        aria-label="CSV rows to import"
        value={csv}
        onChange={(e) => setCsv(e.target.value)}
        rows={4}
        fontFamily="mono"
        fontSize="sm"
        placeholder={'kpi,period,value\nQualified leads,2026-03,42'}
      />
      <HStack gap="3" flexWrap="wrap">
        <Input
          ref={file}
          type="file"
          accept=".csv,text/csv,text/plain"
          display="none"
          aria-label="CSV file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void f.text().then(setCsv);
            e.target.value = '';
          }}
        />
        <Button size="sm" variant="outline" onClick={() => file.current?.click()}>
          <LuUpload /> Choose a CSV file
        </Button>
        <Button size="sm" colorPalette="brand" loading={pending} onClick={() => void run()}>
          Import values
        </Button>
      </HStack>
      {done ? (
        <Text role="status" fontSize="sm" color="fg.success">
          {done}
        </Text>
      ) : null}
      {message ? (
        <Stack role="alert" gap="1">
          <Text fontSize="sm" color="fg.error" fontWeight="medium">
            {message}
          </Text>
          {lines.length > 0 ? (
            <List.Root fontSize="sm" color="fg.error" ps="5">
              {lines.map((l) => (
                <List.Item key={l}>{l}</List.Item>
              ))}
            </List.Root>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
