import { ResponsiveImage } from "#app/components/responsive-image.tsx";
import { hasOurStory } from "#domain/home.ts";

type StoryContent = { text?: string; imageUrl?: string; imageAlt?: string; reversed?: boolean };
export type StoryBlockView = {
  id: string;
  title: string | null;
  subtitle: string | null;
  content: StoryContent;
};
export type OurStoryView = { intro: StoryBlockView | null; blocks: StoryBlockView[] };

function isUsableImage(url: string | undefined): url is string {
  return Boolean(url && (url.startsWith("/") || url.startsWith("https://")) && !url.startsWith("//"));
}

/** Built from the home page's our-story sections; nothing when there is neither intro nor block. */
export function OurStory({ story }: { story: OurStoryView }) {
  if (!hasOurStory(story)) return null;
  const { intro, blocks } = story;
  return (
    <section aria-labelledby="our-story" className="bg-white py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2 id="our-story" className="font-display text-3xl font-bold md:text-4xl">
            {intro?.title || "Our Story"}
          </h2>
          {intro?.subtitle ? (
            <p className="mt-3 text-lg font-medium text-brand-700">{intro.subtitle}</p>
          ) : null}
          {intro?.content.text ? (
            <p className="mt-4 text-lg leading-8 text-stone-700">{intro.content.text}</p>
          ) : null}
        </div>
        <div className="mt-12 space-y-14">
          {blocks.map((block) => (
            <article key={block.id} className="grid items-center gap-8 md:grid-cols-2">
              {isUsableImage(block.content.imageUrl) ? (
                <div
                  className={`overflow-hidden rounded-2xl shadow-lg ${block.content.reversed ? "md:order-2" : ""}`}
                >
                  <ResponsiveImage
                    src={block.content.imageUrl}
                    alt={block.content.imageAlt ?? ""}
                    width={560}
                    height={420}
                    sizes="(max-width: 767px) calc(100vw - 2rem), 45vw"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                </div>
              ) : null}
              <div>
                {block.title ? <h3 className="font-display text-2xl font-bold">{block.title}</h3> : null}
                {block.subtitle ? <p className="mt-2 font-medium text-brand-700">{block.subtitle}</p> : null}
                {block.content.text ? (
                  <p className="mt-4 whitespace-pre-line leading-7 text-stone-700">{block.content.text}</p>
                ) : null}
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
