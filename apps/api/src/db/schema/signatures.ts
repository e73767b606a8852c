/**
 * Digital signatures and the documents signed with them (docs/decisions/0030-signed-documents.md).
 */
import { char, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { attendances } from './clock.ts';
import { revisionOrders } from './fleet.ts';
import { files, jobLetters, users } from './core.ts';

/** A person's handwritten (drawn or typed) signature: a PNG or SVG data URL. */
export const digitalSignatures = pgTable(
  'digital_signatures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('digital_signatures_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A signed PDF: `sha256` is the hash of the PDF file (stored as `fileId`),
 * `seal` the server's Ed25519 signature (base64) over the sealed statement
 * (see signatures/seal.ts), `contentSha256` the hash of what was signed.
 */
export const signedDocuments = pgTable(
  'signed_documents',
  {
    id: serial('id').primaryKey(),
    signatureId: integer('signature_id')
      .notNull()
      .references(() => digitalSignatures.id, { onDelete: 'restrict' }),
    signerUserId: integer('signer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stored document signed; null for a labour letter. */
    documentId: integer('document_id').references(() => files.id, { onDelete: 'set null' }),
    jobLetterId: integer('job_letter_id').references(() => jobLetters.id, { onDelete: 'cascade' }),
    /** The revision order whose report was signed (decision 52); the signed PDF outlives the order. */
    revisionOrderId: integer('revision_order_id').references(() => revisionOrders.id, {
      onDelete: 'set null',
    }),
    /** The attendance record (a correction) signed (decision 52); the signed PDF outlives it. */
    attendanceId: integer('attendance_id').references(() => attendances.id, {
      onDelete: 'set null',
    }),
    /** The signed PDF. */
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    contentSha256: char('content_sha256', { length: 64 }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull().unique(),
    verificationCode: char('verification_code', { length: 14 }).notNull().unique(),
    seal: text('seal').notNull(),
    /**
     * Fingerprint of the server key that made the seal (hex SHA-256 of its SPKI DER,
     * signatures/seal-key.ts); null for seals made before keys were named, which any
     * key of the keyring may verify.
     */
    keyId: char('key_id', { length: 64 }),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('signed_documents_letter_idx').on(t.jobLetterId),
    index('signed_documents_revision_order_idx').on(t.revisionOrderId),
    index('signed_documents_attendance_idx').on(t.attendanceId),
    index('signed_documents_signer_idx').on(t.signerUserId, t.signedAt),
  ],
);
