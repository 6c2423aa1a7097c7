import {
  EVIDENCE_CSV_MAX_BYTES,
  EVIDENCE_FIELDS,
  EVIDENCE_LIMITS,
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
import { useEffect, useState, type ChangeEvent } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { useImportEvidence, usePreviewEvidence } from '../../api/evidence';
import { FIELD_LABELS } from './evidence-labels';
import { UploadProgress } from './upload-progress';
import { checkFileBeforeUpload, useFileUpload } from './use-file-upload';

/** A paste travels as text (about 1 MB); a file is uploaded as its bytes (10 MB). */
const MAX_PASTE = `${EVIDENCE_CSV_MAX_BYTES / 1024} KB`;
const MAX_FILE = `${EVIDENCE_LIMITS.maxBytes / (1024 * 1024)} MB`;

/**
 * The import: a CSV file (uploaded as its bytes with a progress bar, then read on the server's queue:
 * docs/evidence.md "Uploads") or a paste (read at once), then the column mapping with its guesses (one
 * select per field) and the import itself. A refusal shows the server's message, which names the problem
 * and the row.
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
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [preview, setPreview] = useState<EvidencePreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const previewing = usePreviewEvidence();
  const importing = useImportEvidence();
  const upload = useFileUpload(icpId);
  const uploadId = upload.state.phase === 'ready' ? upload.state.uploadId : null;
  const busy = upload.state.phase === 'uploading' || upload.state.phase === 'reading';

  // The upload read: its preview and proposed mapping, as a paste's.
  const ready = upload.state.phase === 'ready' ? upload.state.preview : null;
  useEffect(() => {
    if (!ready) return;
    setPreview(ready);
    setMapping(ready.mapping);
  }, [ready]);

  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    setLocalError(null);
    setPreview(null);
    upload.reset();
    setFile(null);
    setFileName(null);
    if (!chosen) return;
    // Refused here, before sending, with the server's own message.
    const refusal = await checkFileBeforeUpload(chosen);
    if (refusal) {
      setLocalError(refusal);
      return;
    }
    setCsv('');
    setFile(chosen);
    setFileName(chosen.name);
  };

  const read = () => {
    setLocalError(null);
    if (file) {
      void upload.start(file);
      return;
    }
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

  const save = () =>
    importing.mutate(uploadId ? { id: icpId, uploadId, mapping } : { id: icpId, csv, mapping }, {
      onSuccess: onDone,
    });

  const chooseAnother = () => {
    setPreview(null);
    if (uploadId) {
      // The upload is read once: another import of the same file uploads it again.
      upload.reset();
      setFile(null);
      setFileName(null);
    }
  };

  const guessed = new Set(preview?.guesses.map((g) => `${g.field}:${g.column}`));
  const error =
    localError ??
    (upload.state.phase === 'failed' ? upload.state.message : null) ??
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
              disabled={busy}
            />
            <Field.HelperText>
              Comma, semicolon or tab separated, with a header row; up to {MAX_FILE} and 50,000 rows.
              {fileName ? ` Selected: ${fileName}.` : ''}
            </Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Or paste from a spreadsheet</Field.Label>
            <Textarea
              value={csv}
              onChange={(e) => {
                setCsv(e.target.value);
                setFile(null);
                setFileName(null);
                upload.reset();
              }}
              disabled={busy}
              rows={6}
              fontFamily="mono"
              fontSize="sm"
              placeholder={'Client\tIndustry\tEmployees\tAnnual fee'}
            />
            <Field.HelperText>Up to {MAX_PASTE}; larger lists: choose the file instead.</Field.HelperText>
          </Field.Root>
          <UploadProgress state={upload.state} />
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
          <Button
            colorPalette="brand"
            onClick={read}
            loading={previewing.isPending || busy}
            disabled={!file && !csv.trim()}
          >
            Read file
          </Button>
        ) : (
          <>
            <Button colorPalette="brand" onClick={save} loading={importing.isPending}>
              Import {preview.rowCount} {preview.rowCount === 1 ? 'client' : 'clients'}
            </Button>
            <Button variant="outline" onClick={chooseAnother} disabled={importing.isPending}>
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
