/**
 * Proof images of a "not received" answer: a PNG or JPEG of at most MAX_PROOF_BYTES, told by its
 * first bytes (never by a name or a declared type), kept in R2 (binding WITHDRAWAL_PROOFS) under
 * a key no member chooses.
 */
import type { Env } from '../../env';
import { readBoundedBody } from '../../http/bounded-body';
import { decodeBase64File } from '../../http/files';
import { systemBusy } from '../../http/envelope';
import { fileInvalid } from './refusals';

/** 5 MB, counted as 5 × 1024 × 1024 bytes of image. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
/** The longest Base64 text of an image of MAX_PROOF_BYTES (padded): checked before decoding. */
export const MAX_PROOF_BASE64_CHARS = Math.ceil(MAX_PROOF_BYTES / 3) * 4;
/** A receipt-confirmation body: the Base64 image plus a few fields. Larger bodies are refused unread. */
export const MAX_CONFIRMATION_BODY_BYTES = MAX_PROOF_BASE64_CHARS + 4096;

export type ProofType = { contentType: 'image/png'; extension: 'png' } | { contentType: 'image/jpeg'; extension: 'jpg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by its magic bytes: PNG's 8-byte signature, or JPEG's SOI marker followed by a marker (FF D8 FF). */
export function proofTypeOf(bytes: Uint8Array): ProofType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return { contentType: 'image/png', extension: 'png' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}

/** Base64 (standard or URL alphabet, optionally a `data:image/...;base64,` URL) to bytes, refusing anything too long before decoding. */
export function decodeProof(value: unknown): { bytes: Uint8Array; type: ProofType } {
  const bytes = decodeBase64File(value, 'proofImage', MAX_PROOF_BYTES, (message) => fileInvalid(message));
  const type = proofTypeOf(bytes);
  if (!type) throw fileInvalid('proofImage: not a PNG or JPEG image');
  return { bytes, type };
}

/** A request body of at most `limit` bytes as text; a larger one is refused (413) unread or as soon as it is counted past the limit. */
export async function readBoundedText(request: Request, limit: number): Promise<string> {
  const body = await readBoundedBody(request, limit);
  if (!body) throw fileInvalid('body too large', 413);
  return new TextDecoder().decode(body);
}

function bucketOf(env: Env): R2Bucket {
  if (!env.WITHDRAWAL_PROOFS) {
    console.error('platform: WITHDRAWAL_PROOFS R2 binding missing');
    throw systemBusy();
  }
  return env.WITHDRAWAL_PROOFS;
}

/** Stores the image and answers its key: `<merchant>/withdrawals/<id>/<random>.<png|jpg>`. */
export async function storeProof(env: Env, merchant: string, withdrawalId: number, proof: { bytes: Uint8Array; type: ProofType }): Promise<string> {
  const key = `${merchant}/withdrawals/${withdrawalId}/${crypto.randomUUID()}.${proof.type.extension}`;
  await bucketOf(env).put(key, proof.bytes, { httpMetadata: { contentType: proof.type.contentType } });
  return key;
}

export async function deleteProof(env: Env, key: string): Promise<void> {
  await bucketOf(env).delete(key);
}

export async function readProof(env: Env, key: string): Promise<R2ObjectBody | null> {
  return bucketOf(env).get(key);
}
