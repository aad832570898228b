export { AutoAcceptService } from './auto-accept.service';
export { StudioDeskModule } from './studio-desk.module';
