// Content collections. Each schema checks one file; the checks across files (ids against the
// catalogue, both languages, references, page coverage) run in components/lib/site-data.ts at build time.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { AREAS, CATEGORIES, PLAYS, isGroupOf } from '../components/lib/vocabulary.ts';

const rulingId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase kebab-case ruling id');

const rulings = defineCollection({
  loader: glob({ pattern: '{en,fr}/*.mdx', base: './content/rulings' }),
  schema: z
    .object({
      id: rulingId,
      title: z.string().min(1),
      summary: z.string().min(1),
      // What a player asks at the table, in their words; the FAQ page lists these.
      question: z.string().trim().min(1, 'every ruling needs the question a player asks at the table'),
      // The things this ruling is the reference for ("famine", "pig-herd"), in the file's language: search
      // ranks it first for these words, before the rulings that qualify it (README, search section).
      defines: z.array(z.string().trim().min(1)).default([]),
      category: z.enum(CATEGORIES),
      area: z.enum(AREAS),
      group: z.string(),
      order: z.number().int().nonnegative(),
      play: z.enum(PLAYS),
      source: z.string().min(1),
      sourceUrl: z.url().optional(),
      date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'must be YYYY, YYYY-MM or YYYY-MM-DD').optional(),
      scenarios: z.array(z.string()).default([]),
      related: z.array(rulingId).default([]),
    })
    .strict()
    .refine((d) => isGroupOf(d.area, d.group), {
      path: ['group'],
      message: 'not a section of the ruling\'s area page (see content-schema groups)',
    }),
});

const pages = defineCollection({
  loader: glob({ pattern: '{en,fr}/*.mdx', base: './content/pages' }),
  schema: z
    .object({
      title: z.string().min(1),
      description: z.string().min(1),
      area: z.enum(AREAS).optional(),
    })
    .strict(),
});

// Loose on purpose: the engine validates scenarios fully; the site only needs these fields.
const scenarios = defineCollection({
  loader: glob({ pattern: '*.{json,yaml,yml}', base: './content/scenarios' }),
  schema: z.looseObject({
    format: z.string(),
    title: z.string(),
    ruling: rulingId.optional(),
  }),
});

export const collections = { rulings, pages, scenarios };
