import { Button, Grid, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageLoader } from '../../../components/page-loader';
import { EntityFieldInput } from './entity-field-input';
import type { ContentEntity } from './entity-fields';
import { entityBody, entityFieldPath, initialEntityValues, missingRequiredLabels } from './entity-values';

/** Spec §4 and §9: a form prefills about 200 ms after its data is here and takes no input for 2 s. */
const PREFILL_DELAY_MS = 200;
const INPUT_LOCK_MS = 2000;

export interface EntityFormProps {
  /** The entity's name in /create/{entity} and /edit/{entity}/{id}. */
  name: string;
  /** Translation namespace of the field labels; titles and buttons are `content:entities.{name}`. */
  namespace: string;
  definition: ContentEntity;
  /** The item to edit; none to create one. */
  id?: number;
  /** The signed-in user: another member's item (a published one can be read) is not theirs to edit. */
  viewerId: number;
  /** Where the user goes after saving or cancelling when there is no page to go back to. */
  fallbackPath: string;
  /** Where a missing or foreign item sends the user (spec §8: the main route, no message). */
  failurePath: string;
}

type Dialog =
  | { kind: 'success' }
  | { kind: 'missing'; labels: string[] }
  | { kind: 'error'; message: string };

/**
 * The one create/edit form of every content type (content-community spec §2, Generic create/edit
 * page): the entity's fields drawn by kind, checked with the schema the API checks the body with,
 * 'Great!' on success, and an Error dialog naming the required fields left empty.
 */
export function EntityForm({
  name,
  namespace,
  definition,
  id,
  viewerId,
  fallbackPath,
  failurePath,
}: EntityFormProps) {
  const { t } = useTranslation([namespace, 'content']);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const editing = id !== undefined;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [locked, setLocked] = useState(true);
  const [prefilled, setPrefilled] = useState(!editing);
  const uploads = useRef(new Set<string>());
  const [uploading, setUploading] = useState(false);

  const item = useQuery({
    queryKey: ['content', name, id, 'edit'],
    queryFn: () => definition.loadEditable(id as number),
    enabled: editing,
    retry: false,
    staleTime: 0,
  });

  const check = useMemo(
    () => ({
      schema: definition.schema,
      toInput: (values: Record<string, unknown>) => entityBody(definition, values),
      fieldPath: entityFieldPath(definition),
    }),
    [definition],
  );
  const form = useSchemaForm({ ...check, initialValues: initialEntityValues(definition) });

  const { data: loaded } = item;
  const foreign = loaded !== undefined && loaded.ownerId !== viewerId;
  const data = foreign ? undefined : loaded;
  useEffect(() => {
    if (item.isError || foreign) navigate(failurePath, { replace: true });
  }, [item.isError, foreign, navigate, failurePath]);

  // Prefill once the item is here, then keep the fields still for a moment (spec §4).

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form object is stable; prefill once per item.
  useEffect(() => {
    if (editing && !data) return;
    const prefill = window.setTimeout(
      () => {
        if (data) {
          form.setValues(data.values);
          form.resetDirty();
        }
        setPrefilled(true);
      },
      editing ? PREFILL_DELAY_MS : 0,
    );
    const unlock = window.setTimeout(() => setLocked(false), INPUT_LOCK_MS);
    return () => {
      window.clearTimeout(prefill);
      window.clearTimeout(unlock);
    };
  }, [data, editing, definition]);

  const goBack = () => {
    // The first page of a visit has nowhere to go back to.
    if (location.key === 'default') navigate(fallbackPath, { replace: true });
    else navigate(-1);
  };

  const submit = useSubmit(form, {
    send: (body) => (editing ? definition.update(id, body) : definition.create(body)),
    onSuccess: async () => {
      await Promise.all(
        definition.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      setDialog({ kind: 'success' });
    },
    failure: (message) => setDialog({ kind: 'error', message }),
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    const validation = form.validate();
    if (validation.hasErrors) {
      const labels = missingRequiredLabels(definition, validation.errors);
      if (labels.length > 0) return setDialog({ kind: 'missing', labels: labels.map((label) => t(label)) });
    }
    void submit.run();
  };

  const closeDialog = () => {
    const shown = dialog;
    setDialog(null);
    if (shown?.kind === 'success') goBack();
  };

  // Once the Error dialog has gone, the first field to fill takes the focus (not the submit button).
  const afterDialog = () => {
    if (Object.keys(form.errors).length > 0) submit.focusFirstError(form.errors);
  };

  if (editing && !prefilled) return <PageLoader />;

  const needsApproval = definition.approval && !editing;
  const disabledNow = locked || form.submitting;
  const values = form.getValues();

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`content:entities.${name}.${editing ? 'edit' : 'create'}`)}</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form {...submit.formProps} onSubmit={onSubmit} aria-busy={locked}>
          <Grid gap="md">
            {definition.fields.map((field) => [
              field.group && (
                <Grid.Col key={`${field.key}-group`} span={12} mt="md">
                  <Title order={2} fz="lg">
                    {t(field.group)}
                  </Title>
                </Grid.Col>
              ),
              <Grid.Col key={field.key} span={{ base: 12, sm: field.grid ?? 12 }}>
                <EntityFieldInput
                  field={field}
                  form={form}
                  namespace={namespace}
                  disabled={disabledNow || Boolean(field.disableIf?.(values))}
                  onUploadingChange={(key, busy) => {
                    if (busy) uploads.current.add(key);
                    else uploads.current.delete(key);
                    setUploading(uploads.current.size > 0);
                  }}
                />
              </Grid.Col>,
            ])}
          </Grid>
          <Group justify="flex-end" mt="xl" gap="sm">
            <Button variant="default" onClick={goBack}>
              {t('content:form.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting} disabled={locked || uploading}>
              {t(needsApproval ? 'content:form.submitForApproval' : 'content:form.submit')}
            </Button>
          </Group>
        </form>
      </Paper>
      <Modal
        opened={dialog !== null}
        onClose={closeDialog}
        onExitTransitionEnd={afterDialog}
        returnFocus={dialog?.kind === 'error'}
        centered
        title={
          <Text fw={700} fz="lg">
            {dialog?.kind === 'success' ? t('content:form.greatTitle') : t('content:form.errorTitle')}
          </Text>
        }
        closeButtonProps={{ 'aria-label': t('content:form.close') }}
      >
        <Stack gap="md">
          {dialog?.kind === 'success' && (
            <Text>{t(needsApproval ? 'content:form.submittedForApproval' : 'content:form.submitted')}</Text>
          )}
          {dialog?.kind === 'missing' && (
            <>
              <Text>{t('content:form.missingRequired')}</Text>
              <List size="sm" spacing={4}>
                {dialog.labels.map((label) => (
                  <List.Item key={label}>{label}</List.Item>
                ))}
              </List>
            </>
          )}
          {dialog?.kind === 'error' && <Text>{dialog.message}</Text>}
          <Group justify="flex-end">
            <Button onClick={closeDialog} data-autofocus>
              {t('content:form.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
