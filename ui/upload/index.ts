export { Upload, type UploadFile, type UploadProps } from './Upload';
export type { RejectReason } from './upload-rules';
