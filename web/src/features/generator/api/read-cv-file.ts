import type { CvFileText } from '@firstwords/contracts';
import { uploadFile } from '@/lib/rest';

/** The text of a CV file, read by the server (which keeps nothing of the file). */
export const readCvFile = (file: File) => uploadFile<CvFileText>('/api/cv/read', 'file', file);
