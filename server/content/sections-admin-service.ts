// The home page's Our Story sections (site_sections, page "home"): `our-story-intro` is the heading,
// `our-story-1` … `our-story-9` are the blocks, shown in the order of their names
// (docs/product/02-public-pages.md §2.5).
import { and, eq, like, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "#server/db/client.ts";
import { siteSections, type SectionContent } from "#server/db/schema/index.ts";
import { AppError } from "#server/errors.ts";
import {
  deleteRow,
  insertAudited,
  readRow,
  reorderRows,
  toggleRow,
  updateAudited,
} from "#server/admin/ordered-rows.ts";
import type { ImageCleanup } from "#server/uploads/image-cleanup.ts";
import { MAX_STORY_BLOCKS, type StorySectionValues } from "#domain/validation/admin-website.ts";

export const STORY_INTRO = "our-story-intro";
const ENTITY = "site_sections";

export type AdminStorySection = {
  id: string;
  section_name: string;
  title: string | null;
  subtitle: string | null;
  is_active: boolean;
  content: SectionContent;
};

const columns = {
  id: siteSections.id,
  section_name: siteSections.section_name,
  title: siteSections.title,
  subtitle: siteSections.subtitle,
  is_active: siteSections.is_active,
  content: siteSections.content,
};

const isStory = and(eq(siteSections.page_name, "home"), like(siteSections.section_name, "our-story%"));

export async function listAdminStory(db: Executor) {
  const rows = await db.select(columns).from(siteSections).where(isStory).orderBy(siteSections.section_name);
  return {
    intro: rows.find((row) => row.section_name === STORY_INTRO) ?? null,
    blocks: rows.filter((row) => row.section_name !== STORY_INTRO),
  };
}

function rowValues(input: StorySectionValues) {
  const content: SectionContent = {
    ...(input.text ? { text: input.text } : {}),
    ...(input.image_url ? { imageUrl: input.image_url, imageAlt: input.image_alt ?? "" } : {}),
    reversed: input.reversed,
  };
  return {
    title: input.title ? input.title : null,
    subtitle: input.subtitle ? input.subtitle : null,
    is_active: input.is_active,
    content,
  };
}

const SECTIONS = { table: siteSections, entity: ENTITY, missing: "This section no longer exists." };

const readSection = (tx: Executor, id: string) => readRow({ tx, ...SECTIONS, id, where: isStory });

/** After the last block (our-story-N + 1), or the first free number when the last is taken. */
function nextBlockName(names: string[]): string {
  const numbers = names.map((name) => Number(/^our-story-(\d+)$/.exec(name)?.[1] ?? 0));
  const next = Math.max(0, ...numbers) + 1;
  if (next <= MAX_STORY_BLOCKS) return `our-story-${next}`;
  const free = Array.from({ length: MAX_STORY_BLOCKS }, (_, i) => i + 1).find((n) => !numbers.includes(n));
  return `our-story-${free ?? next}`;
}

/** Saves the heading (made when missing) or a new block after the last one. */
export async function createStorySection(
  db: Database,
  actorUserId: string,
  kind: "intro" | "block",
  input: StorySectionValues,
) {
  return db.transaction(async (tx) => {
    const { intro, blocks } = await listAdminStory(tx);
    if (kind === "intro" && intro) throw new AppError("CONFLICT", "The heading already exists.");
    if (kind === "block" && blocks.length >= MAX_STORY_BLOCKS) {
      throw new AppError("VALIDATION", `Our Story holds at most ${MAX_STORY_BLOCKS} blocks.`);
    }
    const name = kind === "intro" ? STORY_INTRO : nextBlockName(blocks.map((block) => block.section_name));
    return insertAudited(tx, {
      ...SECTIONS,
      values: { page_name: "home", section_name: name, ...rowValues(input) },
      columns,
      actor: actorUserId,
    });
  });
}

/** Saves a section; an upload it no longer shows is removed after the commit, when `cleanup` is given. */
export async function updateStorySection(
  db: Database,
  actorUserId: string,
  id: string,
  input: StorySectionValues,
  cleanup?: ImageCleanup,
) {
  const saved = await db.transaction(async (tx) => {
    const before = await readSection(tx, id);
    const after = await updateAudited(tx, {
      ...SECTIONS,
      id,
      before,
      values: rowValues(input),
      columns,
      actor: actorUserId,
    });
    return { section: after, replacedImage: before.content.imageUrl ?? null };
  });
  if (saved.replacedImage !== (saved.section.content.imageUrl ?? null))
    await cleanup?.forgetUnused([saved.replacedImage]);
  return saved;
}

export async function setStorySectionActive(
  db: Database,
  actorUserId: string,
  id: string,
  isActive: boolean,
) {
  await toggleRow({ db, ...SECTIONS, where: isStory, id, value: isActive, actor: actorUserId });
}

/** Deletes a section; the upload it showed is removed after the commit, when `cleanup` is given. */
export async function deleteStorySection(
  db: Database,
  actorUserId: string,
  id: string,
  cleanup?: ImageCleanup,
) {
  const deleted = await deleteRow({ db, ...SECTIONS, where: isStory, id, actor: actorUserId });
  await cleanup?.forgetUnused([deleted.content.imageUrl]);
  return deleted;
}

/** Renames the blocks our-story-1 … in the given order; the list must hold every block. */
export async function reorderStoryBlocks(db: Database, actorUserId: string, ids: string[]) {
  await reorderRows({
    db,
    ...SECTIONS,
    ids,
    actor: actorUserId,
    scope: { where: and(isStory, ne(siteSections.section_name, STORY_INTRO)) },
    write: async (tx, ordered) => {
      // Two passes: the unique (page, section) names must never collide halfway.
      for (const id of ordered) {
        await tx
          .update(siteSections)
          .set({ section_name: `our-story-moving-${id}` })
          .where(eq(siteSections.id, id));
      }
      for (const [index, id] of ordered.entries()) {
        await tx
          .update(siteSections)
          .set({ section_name: `our-story-${index + 1}`, updated_at: sql`now()` })
          .where(eq(siteSections.id, id));
      }
    },
  });
}
