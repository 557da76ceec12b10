import { CV_FILE_MAX_BYTES } from '@firstwords/contracts';
import { type RequestHandler, Router } from 'express';
import multer from 'multer';
import { isSignedIn } from '../../lib/access-rules.js';
import { requireRule, signedInUser } from '../../lib/signed-in.js';
import { fileTooLarge, noFile } from './cv.errors.js';
import type { CvService } from './cv.service.js';

/** One file, in memory, at most CV_FILE_MAX_BYTES; multer's refusals said as the person's. */
function oneFile(field: string): RequestHandler {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: CV_FILE_MAX_BYTES, files: 1, fields: 0, parts: 1 } }).single(
    field,
  );
  return (req, res, next) =>
    upload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError)
        next(error.code === 'LIMIT_FILE_SIZE' ? fileTooLarge(CV_FILE_MAX_BYTES / 1024 / 1024) : noFile());
      else next(error);
    });
}

export function cvRoutes(cv: CvService): Router {
  const router = Router();

  // multipart/form-data with the file as `file`; the text comes back for the CV box, the file is not kept.
  router.post('/cv/read', requireRule(isSignedIn), oneFile('file'), async (req, res) => {
    const file = req.file && { name: req.file.originalname, mediaType: req.file.mimetype, bytes: new Uint8Array(req.file.buffer) };
    res.json(await cv.read(req.em, signedInUser(req), file));
  });

  return router;
}
