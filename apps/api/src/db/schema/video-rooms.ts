/**
 * Recordings of interview video rooms (docs/decisions/0033-video-room.md).
 * The bytes are the interview's document (`files`, category `grabacion`); a row
 * here follows the recording from `grabando` to `lista`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { files, interviews, users } from './core.ts';

/** A recording of an interview's video room; one `grabando` at a time per room. */
export const videoRecordings = pgTable(
  'video_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    roomName: text('room_name').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('grabando'),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    audioOnly: boolean('audio_only').notNull().default(false),
    chunkCount: integer('chunk_count').notNull().default(0),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the last part arrived: a recording silent for long was abandoned (a closed tab). */
    lastPartAt: timestamp('last_part_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('video_recordings_interview_idx').on(t.interviewId, t.startedAt),
    uniqueIndex('video_recordings_recording_idx')
      .on(t.interviewId, t.roomName)
      .where(sql`status = 'grabando'`),
  ],
);
