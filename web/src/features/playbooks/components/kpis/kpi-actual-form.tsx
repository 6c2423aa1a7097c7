import {
  KPI_NEGATIVE_VALUE,
  formatKpiValue,
  parseKpiValue,
  parsePeriod,
  periodDisplay,
  periodLabel,
  periodStartOf,
  type KpiWithActuals,
} from '@icp-studio/contracts';
import { Button, HStack, IconButton, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { FormField } from '@/components/ui/form-field';
import { getServerMessage } from '@/lib/api-client';

export interface KpiActualFormProps {
  kpi: KpiWithActuals;
  onSave: (period: string, value: number) => Promise<unknown>;
  onDelete: (period: string) => Promise<unknown>;
  pending?: boolean;
  /** Today (YYYY-MM-DD): the period the form starts on. */
  today?: string;
}

const INPUT_TYPE = { month: 'month', week: 'week', quarter: 'text', year: 'text' } as const;
const HELPER = { quarter: 'Like 2026-Q1', year: 'Like 2026' } as const;

/**
 * Records a KPI's value for one period (docs/product.md §17): the period (a month, an ISO week or a
 * quarter like 2026-Q1, a year like 2026) and the value, never below zero; the recorded values listed below, each to edit or delete.
 */
export function KpiActualForm({ kpi, onSave, onDelete, pending, today }: KpiActualFormProps) {
  const day = today ?? new Date().toISOString().slice(0, 10);
  const [period, setPeriod] = useState(() => periodLabel(periodStartOf(day, kpi.periodKind), kpi.periodKind));
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ period?: string; value?: string; form?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const p = parsePeriod(period, kpi.periodKind);
    const v = parseKpiValue(value);
    const next = {
      period: p.ok ? undefined : p.message,
      value: v === null ? 'Enter a number' : v < 0 ? KPI_NEGATIVE_VALUE : undefined,
    };
    setErrors(next);
    if (!p.ok || v === null || v < 0) return;
    try {
      await onSave(period.trim(), v);
      setValue('');
    } catch (error) {
      setErrors({ form: getServerMessage(error, 'Could not save the value') });
    }
  };

  const remove = async (label: string) => {
    try {
      await onDelete(label);
    } catch (error) {
      setErrors({ form: getServerMessage(error, 'Could not delete the value') });
    }
  };

  const label = kpi.name;
  return (
    <Stack gap="3">
      <chakra.form onSubmit={(e) => void submit(e)} aria-label={`Record a value of ${label}`} noValidate>
        <HStack align="end" gap="3" flexWrap="wrap">
          <FormField
            label={`Period (${kpi.periodKind})`}
            error={errors.period}
            helperText={
              kpi.periodKind === 'quarter' || kpi.periodKind === 'year' ? HELPER[kpi.periodKind] : undefined
            }
          >
            <Input
              type={INPUT_TYPE[kpi.periodKind]}
              value={period}
              onChange={(e) => setPeriod(e.target.value)}
              size="sm"
              maxW="12rem"
            />
          </FormField>
          <FormField label={kpi.unit ? `Value (${kpi.unit})` : 'Value'} error={errors.value}>
            <Input
              inputMode="decimal"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              size="sm"
              maxW="10rem"
            />
          </FormField>
          <Button type="submit" size="sm" colorPalette="brand" loading={pending}>
            Save value
          </Button>
        </HStack>
        {errors.form ? (
          <Text role="alert" color="fg.error" fontSize="sm" mt="2">
            {errors.form}
          </Text>
        ) : null}
      </chakra.form>
      {kpi.actuals.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="0" aria-label={`Recorded values of ${label}`}>
          {[...kpi.actuals].reverse().map((a) => (
            <HStack
              as="li"
              key={a.periodStart}
              justify="space-between"
              py="1.5"
              borderBottomWidth="1px"
              borderColor="border.muted"
              _last={{ borderBottomWidth: '0' }}
            >
              <Text fontSize="sm">
                {periodDisplay(a.periodStart, kpi.periodKind)}:{' '}
                <Text as="span" fontWeight="semibold">
                  {formatKpiValue(a.value)}
                </Text>
              </Text>
              <HStack gap="1">
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={`Edit the value of ${periodDisplay(a.periodStart, kpi.periodKind)}`}
                  onClick={() => {
                    setPeriod(a.period);
                    setValue(String(a.value));
                  }}
                >
                  <LuPencil />
                </IconButton>
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete the value of ${periodDisplay(a.periodStart, kpi.periodKind)}`}
                  onClick={() => void remove(a.period)}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
