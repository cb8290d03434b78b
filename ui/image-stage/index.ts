export { ImageStage, type ImageStageProps, type StageMedia } from './ImageStage';
