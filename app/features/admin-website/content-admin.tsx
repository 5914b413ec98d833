import { Pencil } from "lucide-react";
import { useCallback, useState } from "react";
import { storySectionSchema, type StorySectionInput } from "#domain/validation/admin-website.ts";
import { FormImageField } from "#app/components/admin/form-fields.tsx";
import { previewSrc } from "#app/components/admin/image-field.tsx";
import { OurStory } from "#app/components/home/our-story.tsx";
import { Button } from "#app/components/ui/admin/button.tsx";
import { CheckboxField } from "#app/components/ui/admin/form-parts.tsx";
import { TextAreaField } from "#app/components/ui/admin/text-area-field.tsx";
import { TextField } from "#app/components/ui/admin/text-field.tsx";
import { useJsonForm } from "#app/lib/admin/use-json-form.ts";
import { FormSheet } from "#app/components/admin/form-sheet.tsx";
import { OrderedListPage } from "#app/components/admin/ordered-list-page.tsx";
import type { AdminStorySection as StorySectionRow } from "#server/content/sections-admin-service.ts";
import { ScaledPreview } from "./scaled-preview.tsx";

function defaultsOf(section: StorySectionRow | null): StorySectionInput {
  return {
    title: section?.title ?? "",
    subtitle: section?.subtitle ?? "",
    text: section?.content.text ?? "",
    image_url: section?.content.imageUrl ?? "",
    image_alt: section?.content.imageAlt ?? "",
    reversed: section?.content.reversed ?? false,
    is_active: section?.is_active ?? true,
  };
}

type SheetProps = { section: StorySectionRow | null; isIntro: boolean; onClose: () => void };

function SectionSheet({ section, isIntro, onClose }: SheetProps) {
  const onSuccess = useCallback(() => onClose(), [onClose]);
  const { form, submitWith, isSubmitting } = useJsonForm(storySectionSchema, {
    defaultValues: defaultsOf(section),
    action: "save the section",
    onSuccess,
  });
  const { register, control, formState, watch } = form;
  const { errors } = formState;
  const draft = watch();
  const view = {
    id: "preview",
    title: draft.title ?? "",
    subtitle: draft.subtitle ?? "",
    content: {
      text: draft.text ?? "",
      imageUrl: draft.image_url ?? "",
      imageAlt: draft.image_alt ?? "",
      reversed: draft.reversed ?? false,
    },
  };
  const name = isIntro ? "the Our Story heading" : section ? `Edit ${section.title || "story block"}` : "";
  return (
    <FormSheet
      title={isIntro ? `Edit ${name}` : section ? name : "Add a story block"}
      onClose={onClose}
      onSubmit={
        section
          ? submitWith({ intent: "update", id: section.id })
          : submitWith({ intent: "create", kind: isIntro ? "intro" : "block" })
      }
      isSubmitting={isSubmitting}
      submitLabel="Save Section"
    >
      <TextField label="Title" maxLength={120} error={errors.title?.message} {...register("title")} />
      <TextField
        label="Subtitle"
        maxLength={200}
        error={errors.subtitle?.message}
        {...register("subtitle")}
      />
      <TextAreaField
        label="Text"
        rows={6}
        maxLength={3000}
        error={errors.text?.message}
        {...register("text")}
      />
      {isIntro ? null : (
        <>
          <FormImageField
            control={control}
            name="image_url"
            label="Image"
            previewAlt="Chosen for this block"
          />
          <TextField
            label="Alt text"
            maxLength={200}
            hint="What the image shows, for visitors who cannot see it. Required with an image."
            error={errors.image_alt?.message}
            {...register("image_alt")}
          />
          <CheckboxField label="Image on the right (reversed)" {...register("reversed")} />
        </>
      )}
      <CheckboxField label="Active (shown on the home page)" {...register("is_active")} />
      <ScaledPreview label="Preview on the home page">
        <OurStory story={isIntro ? { intro: view, blocks: [] } : { intro: null, blocks: [view] }} />
      </ScaledPreview>
    </FormSheet>
  );
}

function BlockSummary({ block }: { block: StorySectionRow }) {
  return (
    <div className="flex items-center gap-3">
      {block.content.imageUrl ? (
        <img
          src={previewSrc(block.content.imageUrl)}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded-md object-cover"
        />
      ) : (
        <span aria-hidden="true" className="block h-12 w-16 shrink-0 rounded-md bg-stone-100" />
      )}
      <div className="min-w-0">
        <p className="break-words font-semibold text-ink">{block.title || "(no title)"}</p>
        <p className="line-clamp-2 break-words text-sm text-stone-700">{block.content.text}</p>
      </div>
    </div>
  );
}

/** /admin/content: the home page's Our Story heading and its blocks, in order. */
export function ContentAdmin({
  intro,
  blocks,
}: {
  intro: StorySectionRow | null;
  blocks: StorySectionRow[];
}) {
  const [isEditingIntro, setEditingIntro] = useState(false);
  const closeIntro = useCallback(() => setEditingIntro(false), []);
  const introCard = (
    <section
      aria-labelledby="story-heading-card"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="min-w-0">
        <h2 id="story-heading-card" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
          Our Story heading
        </h2>
        <p className="font-display text-xl font-bold text-ink">{intro?.title || "Our Story"}</p>
        {intro?.subtitle ? <p className="text-brand-700">{intro.subtitle}</p> : null}
        {intro && !intro.is_active ? <p className="text-sm text-stone-700">Hidden</p> : null}
      </div>
      <Button variant="secondary" onClick={() => setEditingIntro(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit Heading
      </Button>
      {isEditingIntro ? <SectionSheet section={intro} isIntro onClose={closeIntro} /> : null}
    </section>
  );
  return (
    <OrderedListPage
      title="Content"
      description="The Our Story section of the home page: its heading, then its blocks in this order."
      noun="story block"
      addLabel="Add Story Block"
      rows={blocks}
      getLabel={(block) => block.title || "Untitled block"}
      renderSummary={(block) => <BlockSummary block={block} />}
      renderSheet={(block, onClose) => <SectionSheet section={block} isIntro={false} onClose={onClose} />}
      emptyText="No story blocks yet."
      intro={introCard}
    />
  );
}
