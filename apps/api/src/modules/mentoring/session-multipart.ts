// A booking sent as multipart/form-data: the JSON in the field `payload`, an optional file in
// `attachment`. Read before validation, so the JSON is checked by the same schema as a JSON body.
import { SESSION_BOOKING_MULTIPART } from '@jenjang/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { ApiLocale } from '../../platform/locale';
import { cvTooLargeError } from '../students/cv/cv.messages';
import type { UploadedFile } from './session-attachment';
import { sessionFieldError } from './sessions.messages';

const PROBLEMS = {
  payload: {
    id: 'Kirim data pemesanan sebagai JSON di kolom "payload".',
    en: 'Send the booking as JSON in the "payload" field.',
  },
  malformed: {
    id: 'Unggahan terputus atau rusak. Silakan kirim lagi.',
    en: 'The upload was cut off or is malformed. Please send it again.',
  },
} as const;

export async function readBookingMultipart(
  request: FastifyRequest,
  locale: ApiLocale,
): Promise<{ payload: unknown; attachment: UploadedFile | null }> {
  let payload: unknown = undefined;
  let attachment: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== SESSION_BOOKING_MULTIPART.attachment || attachment) {
          await part.toBuffer();
          continue;
        }
        attachment = { fileName: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === SESSION_BOOKING_MULTIPART.payload) {
        payload = typeof part.value === 'string' ? JSON.parse(part.value) : undefined;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const tooLarge = cvTooLargeError(locale);
      throw new AppError(
        tooLarge.messageId,
        tooLarge.message,
        [{ field: 'attachment', message: tooLarge.message }],
        tooLarge.statusCode,
      );
    }
    if (error instanceof SyntaxError) throw sessionFieldError('payload', PROBLEMS.payload, locale);
    throw sessionFieldError('attachment', PROBLEMS.malformed, locale);
  }
  if (payload === undefined) throw sessionFieldError('payload', PROBLEMS.payload, locale);
  return { payload, attachment };
}
