import type { OoApp } from '@adcast/domain/content/oo-apps/oo-apps';
import { type RokuAppJson, RokuAppJsonSchema } from '@adcast/domain/content/oo-apps/roku-app';
import type { z } from 'zod';
import { FieldRow, FormCard, useZodForm } from '../../../ui/form-card';
import { FormField } from '../../../ui/form-field';
import { useRokuAppJson } from './roku-app-api';
import { RokuCard } from './roku-card';

/** Part 2 §3 the app JSON: the feed's provider and language, the channel's version, splash colour and description. */
export function RokuAppJsonCard({ app, editable }: { app: OoApp; editable: boolean }) {
  const form = useZodForm<z.input<typeof RokuAppJsonSchema>, RokuAppJson>(RokuAppJsonSchema, app.appJson);
  const save = useRokuAppJson(app);
  const fields = { control: form.control, disabled: !editable };
  return (
    <RokuCard title="App JSON">
      <FormCard
        form={form}
        onValid={(values) => save.mutate(values, { onSuccess: () => form.reset(values) })}
        saving={save.isPending}
        submitLabel="Save app JSON"
        onCancel={() => form.reset(app.appJson)}
        readOnly={!editable}
      >
        <FieldRow>
          <FormField {...fields} name="providerName" label="Provider name" required />
          <FormField {...fields} name="language" label="Language" required />
        </FieldRow>
        <FieldRow>
          <FormField {...fields} name="majorVersion" label="Major version" numeric required />
          <FormField {...fields} name="minorVersion" label="Minor version" numeric required />
          <FormField {...fields} name="splashColor" label="Splash colour" required />
        </FieldRow>
        <FormField {...fields} name="description" label="Description" multiline />
      </FormCard>
    </RokuCard>
  );
}
