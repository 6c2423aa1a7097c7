import {
  EVIDENCE_CSV_MAX_BYTES,
  EVIDENCE_FIELDS,
  type ColumnMapping,
  type EvidenceField,
  type EvidencePreview,
} from '@icp-studio/contracts';
import {
  Alert,
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { useImportEvidence, usePreviewEvidence } from '../../api/evidence';
import { FIELD_LABELS } from './evidence-labels';

const MAX_SIZE = `${EVIDENCE_CSV_MAX_BYTES / 1024} KB`;

/**
 * The import: a CSV file or a paste, read by the server (nothing stored), then the column mapping with its
 * guesses (one select per field) and the import itself. A refusal shows the server's message, which names
 * the problem and the row.
 */
export function EvidenceUpload({
  icpId,
  onDone,
  onCancel,
}: {
  icpId: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [preview, setPreview] = useState<EvidencePreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const previewing = usePreviewEvidence();
  const importing = useImportEvidence();

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setLocalError(null);
    setPreview(null);
    if (!file) return;
    if (file.size > EVIDENCE_CSV_MAX_BYTES) {
      setLocalError(`The file is larger than ${MAX_SIZE}: split it into smaller files.`);
      return;
    }
    setFileName(file.name);
    setCsv(await file.text());
  };

  const read = () => {
    setLocalError(null);
    previewing.mutate(
      { id: icpId, csv },
      {
        onSuccess: (p) => {
          setPreview(p);
          setMapping(p.mapping);
        },
      },
    );
  };

  const save = () => importing.mutate({ id: icpId, csv, mapping }, { onSuccess: onDone });

  const guessed = new Set(preview?.guesses.map((g) => `${g.field}:${g.column}`));
  const error =
    localError ??
    (previewing.isError ? getServerMessage(previewing.error, 'The file could not be read.') : null) ??
    (importing.isError ? getServerMessage(importing.error, 'The import failed.') : null);

  return (
    <Stack gap="5">
      {!preview ? (
        <>
          <Field.Root>
            <Field.Label>CSV file</Field.Label>
            <Input
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              p="1"
              onChange={(e) => void readFile(e)}
            />
            <Field.HelperText>
              Comma, semicolon or tab separated, with a header row; up to {MAX_SIZE}.
              {fileName ? ` Selected: ${fileName}.` : ''}
            </Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Or paste from a spreadsheet</Field.Label>
            <Textarea
              value={csv}
              onChange={(e) => {
                setCsv(e.target.value);
                setFileName(null);
              }}
              rows={6}
              fontFamily="mono"
              fontSize="sm"
              placeholder={'Client\tIndustry\tEmployees\tAnnual fee'}
            />
          </Field.Root>
        </>
      ) : (
        <Stack gap="4">
          <Text>
            {preview.rowCount} client {preview.rowCount === 1 ? 'row' : 'rows'}, {preview.headers.length}{' '}
            columns. Check which column holds what
            {preview.fromSaved ? ' (the mapping saved with your last import is applied)' : ''}:
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {EVIDENCE_FIELDS.map((field) => (
              <MappingSelect
                key={field}
                field={field}
                headers={preview.headers}
                value={mapping[field] ?? ''}
                guessed={guessed.has(`${field}:${mapping[field] ?? ''}`)}
                onChange={(column) => setMapping((m) => ({ ...m, [field]: column || null }))}
              />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {error && (
        <Alert.Root status="error" variant="subtle" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}

      <HStack gap="3" flexWrap="wrap">
        {!preview ? (
          <Button colorPalette="brand" onClick={read} loading={previewing.isPending} disabled={!csv.trim()}>
            Read file
          </Button>
        ) : (
          <>
            <Button colorPalette="brand" onClick={save} loading={importing.isPending}>
              Import {preview.rowCount} {preview.rowCount === 1 ? 'client' : 'clients'}
            </Button>
            <Button variant="outline" onClick={() => setPreview(null)} disabled={importing.isPending}>
              Choose another file
            </Button>
          </>
        )}
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

function MappingSelect({
  field,
  headers,
  value,
  guessed,
  onChange,
}: {
  field: EvidenceField;
  headers: readonly string[];
  value: string;
  guessed: boolean;
  onChange: (column: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{FIELD_LABELS[field]}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Not in the file</option>
          {headers.map((h) => (
            <option key={h} value={h}>
              {h}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {guessed && <Field.HelperText>Guessed from the header</Field.HelperText>}
    </Field.Root>
  );
}
