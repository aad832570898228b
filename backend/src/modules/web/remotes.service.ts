import { Injectable } from '@nestjs/common';
import { defaultRemoteManifest, REMOTE_NAMES, type RemotesManifest } from '@tm/contracts/remotes';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';

@Injectable()
export class RemotesService {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** Each remote's manifest: MFE_<NAME>_URL when set (deployed elsewhere), else the copy served here. */
  manifest(): RemotesManifest {
    return {
      remotes: REMOTE_NAMES.map((name) => ({ name, entry: this.config.remoteUrls[name] ?? defaultRemoteManifest(name) })),
    };
  }
}
